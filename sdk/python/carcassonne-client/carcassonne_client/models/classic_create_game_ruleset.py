from enum import StrEnum

class ClassicCreateGameRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
