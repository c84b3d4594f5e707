from enum import StrEnum

class ClassicEffectGoodsScoredType(StrEnum):
    GOODS_SCORED = "goods_scored"

    def __str__(self) -> str:
        return str(self.value)
