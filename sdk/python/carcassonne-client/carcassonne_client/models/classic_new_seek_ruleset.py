from enum import StrEnum

class ClassicNewSeekRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
