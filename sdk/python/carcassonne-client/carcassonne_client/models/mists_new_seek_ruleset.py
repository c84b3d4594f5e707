from enum import StrEnum

class MistsNewSeekRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
