from enum import StrEnum

class RulesetId(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
