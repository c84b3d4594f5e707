from enum import StrEnum

class HgLegalMovesPlaceFigureStep(StrEnum):
    PLACE_FIGURE = "place_figure"

    def __str__(self) -> str:
        return str(self.value)
