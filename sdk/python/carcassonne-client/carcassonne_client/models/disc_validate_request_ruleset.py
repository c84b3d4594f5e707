from enum import StrEnum

class DiscValidateRequestRuleset(StrEnum):
    DISCOVERY = "discovery"

    def __str__(self) -> str:
        return str(self.value)
