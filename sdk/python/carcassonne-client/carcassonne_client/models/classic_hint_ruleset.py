from enum import StrEnum

class ClassicHintRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
