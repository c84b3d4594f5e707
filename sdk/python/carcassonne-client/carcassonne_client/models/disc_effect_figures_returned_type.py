from enum import StrEnum

class DiscEffectFiguresReturnedType(StrEnum):
    FIGURES_RETURNED = "figures_returned"

    def __str__(self) -> str:
        return str(self.value)
