from enum import StrEnum

class MistsLegalMovesResponseRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
