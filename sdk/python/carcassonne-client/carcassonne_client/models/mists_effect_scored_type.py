from enum import StrEnum

class MistsEffectScoredType(StrEnum):
    SCORED = "scored"

    def __str__(self) -> str:
        return str(self.value)
