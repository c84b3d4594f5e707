from enum import StrEnum

class HgAnalysisRuleset(StrEnum):
    HUNTERS_GATHERERS = "hunters-gatherers"

    def __str__(self) -> str:
        return str(self.value)
