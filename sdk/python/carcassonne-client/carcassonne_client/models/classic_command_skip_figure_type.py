from enum import StrEnum

class ClassicCommandSkipFigureType(StrEnum):
    SKIP_FIGURE = "skip_figure"

    def __str__(self) -> str:
        return str(self.value)
