from enum import StrEnum

class EventDrawChosenType(StrEnum):
    DRAW_CHOSEN = "draw_chosen"

    def __str__(self) -> str:
        return str(self.value)
