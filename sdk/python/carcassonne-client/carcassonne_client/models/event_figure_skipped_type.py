from enum import StrEnum

class EventFigureSkippedType(StrEnum):
    FIGURE_SKIPPED = "figure_skipped"

    def __str__(self) -> str:
        return str(self.value)
