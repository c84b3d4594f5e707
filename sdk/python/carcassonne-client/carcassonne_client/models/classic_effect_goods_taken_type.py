from enum import StrEnum

class ClassicEffectGoodsTakenType(StrEnum):
    GOODS_TAKEN = "goods_taken"

    def __str__(self) -> str:
        return str(self.value)
