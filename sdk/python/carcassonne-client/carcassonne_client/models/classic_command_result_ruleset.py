from enum import StrEnum

class ClassicCommandResultRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
