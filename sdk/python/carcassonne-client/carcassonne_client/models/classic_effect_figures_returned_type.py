from enum import StrEnum

class ClassicEffectFiguresReturnedType(StrEnum):
    FIGURES_RETURNED = "figures_returned"

    def __str__(self) -> str:
        return str(self.value)
