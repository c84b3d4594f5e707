from enum import StrEnum

class MistsCommandResultRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
