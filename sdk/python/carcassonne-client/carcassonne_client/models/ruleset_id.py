from enum import StrEnum

class RulesetId(StrEnum):
    CLASSIC = "classic"
    DISCOVERY = "discovery"
    HUNTERS_GATHERERS = "hunters-gatherers"
    MISTS = "mists"

    def __str__(self) -> str:
        return str(self.value)
