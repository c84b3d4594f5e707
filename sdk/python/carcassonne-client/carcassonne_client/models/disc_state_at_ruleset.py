from enum import StrEnum

class DiscStateAtRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
