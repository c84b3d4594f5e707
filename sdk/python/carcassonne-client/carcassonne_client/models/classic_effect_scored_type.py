from enum import StrEnum

class ClassicEffectScoredType(StrEnum):
    SCORED = "scored"

    def __str__(self) -> str:
        return str(self.value)
