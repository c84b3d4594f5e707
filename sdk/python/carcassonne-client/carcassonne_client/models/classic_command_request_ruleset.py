from enum import StrEnum

class ClassicCommandRequestRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
