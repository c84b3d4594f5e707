from enum import StrEnum

class DiscLegalMovesPlaceFigureStep(StrEnum):
    PLACE_FIGURE = "place_figure"

    def __str__(self) -> str:
        return str(self.value)
