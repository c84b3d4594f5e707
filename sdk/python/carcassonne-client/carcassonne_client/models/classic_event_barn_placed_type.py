from enum import StrEnum

class ClassicEventBarnPlacedType(StrEnum):
    BARN_PLACED = "barn_placed"

    def __str__(self) -> str:
        return str(self.value)
