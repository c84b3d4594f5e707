from enum import StrEnum

class HgNewSeekRuleset(StrEnum):
    HUNTERS_GATHERERS = "hunters-gatherers"

    def __str__(self) -> str:
        return str(self.value)
