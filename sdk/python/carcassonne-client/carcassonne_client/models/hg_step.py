from enum import StrEnum

class HgStep(StrEnum):
    FINISHED = "finished"
    PLACE_FIGURE = "place_figure"
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
