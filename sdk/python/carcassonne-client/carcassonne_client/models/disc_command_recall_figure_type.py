from enum import StrEnum

class DiscCommandRecallFigureType(StrEnum):
    RECALL_FIGURE = "recall_figure"

    def __str__(self) -> str:
        return str(self.value)
