from enum import StrEnum

class DiscEventRecordRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
