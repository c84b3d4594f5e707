from enum import StrEnum

class MistsGameRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
