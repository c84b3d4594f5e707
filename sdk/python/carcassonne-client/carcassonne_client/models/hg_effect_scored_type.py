from enum import StrEnum

class HgEffectScoredType(StrEnum):
    SCORED = "scored"

    def __str__(self) -> str:
        return str(self.value)
