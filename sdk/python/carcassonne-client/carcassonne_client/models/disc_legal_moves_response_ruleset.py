from enum import StrEnum

class DiscLegalMovesResponseRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
