from enum import StrEnum

class DiscCreateGameRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
