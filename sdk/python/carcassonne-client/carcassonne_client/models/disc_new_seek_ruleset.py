from enum import StrEnum

class DiscNewSeekRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
