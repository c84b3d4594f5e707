from enum import StrEnum

class DiscEventFigureSkippedType(StrEnum):
    FIGURE_SKIPPED = "figure_skipped"

    def __str__(self) -> str:
        return str(self.value)
