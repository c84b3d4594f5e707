from enum import StrEnum

class MistsCommandRequestRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
