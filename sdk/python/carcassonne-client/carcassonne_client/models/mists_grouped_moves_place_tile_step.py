from enum import StrEnum

class MistsGroupedMovesPlaceTileStep(StrEnum):
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
