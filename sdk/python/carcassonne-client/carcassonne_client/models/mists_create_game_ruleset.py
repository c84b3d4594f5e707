from enum import StrEnum

class MistsCreateGameRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
