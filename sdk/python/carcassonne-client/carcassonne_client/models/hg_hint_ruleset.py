from enum import StrEnum

class HgHintRuleset(StrEnum):
    HUNTERS_GATHERERS = "hunters-gatherers"

    def __str__(self) -> str:
        return str(self.value)
