from enum import StrEnum

class DiscEventFigureRecalledType(StrEnum):
    FIGURE_RECALLED = "figure_recalled"

    def __str__(self) -> str:
        return str(self.value)
