from enum import StrEnum

class DiscCommandSkipFigureType(StrEnum):
    SKIP_FIGURE = "skip_figure"

    def __str__(self) -> str:
        return str(self.value)
