from enum import StrEnum

class MistsValidateRequestRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
