from enum import StrEnum

class DiscEventFigurePlacedType(StrEnum):
    FIGURE_PLACED = "figure_placed"

    def __str__(self) -> str:
        return str(self.value)
