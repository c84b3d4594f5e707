from enum import StrEnum

class EventBarnPlacedType(StrEnum):
    BARN_PLACED = "barn_placed"

    def __str__(self) -> str:
        return str(self.value)
