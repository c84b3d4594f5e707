from enum import StrEnum

class DiscCommandRequestRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
