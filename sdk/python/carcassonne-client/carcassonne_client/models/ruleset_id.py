from enum import StrEnum

class RulesetId(StrEnum):
    CLASSIC = "classic"
    HUNTERS_GATHERERS = "hunters-gatherers"

    def __str__(self) -> str:
        return str(self.value)
