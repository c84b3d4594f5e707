from enum import StrEnum

class ClassicEventDrawChosenType(StrEnum):
    DRAW_CHOSEN = "draw_chosen"

    def __str__(self) -> str:
        return str(self.value)
