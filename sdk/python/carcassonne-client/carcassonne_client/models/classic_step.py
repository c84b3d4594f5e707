from enum import StrEnum

class ClassicStep(StrEnum):
    CHOOSE_TILE = "choose_tile"
    FINISHED = "finished"
    LAST_ABBEYS = "last_abbeys"
    MOVE_WAGON = "move_wagon"
    PLACE_FIGURE = "place_figure"
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
