from enum import StrEnum

class ClassicEventAbbeyPlacedType(StrEnum):
    ABBEY_PLACED = "abbey_placed"

    def __str__(self) -> str:
        return str(self.value)
