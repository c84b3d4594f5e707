from enum import StrEnum

class DiscEffectScoredType(StrEnum):
    SCORED = "scored"

    def __str__(self) -> str:
        return str(self.value)
