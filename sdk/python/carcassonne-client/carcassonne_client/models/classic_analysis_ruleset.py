from enum import StrEnum

class ClassicAnalysisRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
