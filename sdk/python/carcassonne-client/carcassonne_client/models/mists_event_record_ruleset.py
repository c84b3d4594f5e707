from enum import StrEnum

class MistsEventRecordRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
