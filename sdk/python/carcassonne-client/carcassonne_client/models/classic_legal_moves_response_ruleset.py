from enum import StrEnum

class ClassicLegalMovesResponseRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
