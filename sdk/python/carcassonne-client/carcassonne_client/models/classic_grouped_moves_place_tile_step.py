from enum import StrEnum

class ClassicGroupedMovesPlaceTileStep(StrEnum):
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
