from enum import StrEnum

class MistsAnalysisRuleset(StrEnum):
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
