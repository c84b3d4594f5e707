from enum import StrEnum

class DiscStep(StrEnum):
    DISCARD_TILE = "discard_tile"
    FINISHED = "finished"
    PLACE_FIGURE = "place_figure"
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
