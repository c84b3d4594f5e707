from enum import StrEnum

class ClassicValidateRequestRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
