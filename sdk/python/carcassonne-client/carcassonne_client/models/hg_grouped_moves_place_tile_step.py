from enum import StrEnum

class HgGroupedMovesPlaceTileStep(StrEnum):
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
