from enum import StrEnum

class HgValidateRequestRuleset(StrEnum):
    HUNTERS_GATHERERS = "hunters-gatherers"

    def __str__(self) -> str:
        return str(self.value)
