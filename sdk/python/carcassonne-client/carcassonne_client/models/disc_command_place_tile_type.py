from enum import StrEnum

class DiscCommandPlaceTileType(StrEnum):
    PLACE_TILE = "place_tile"

    def __str__(self) -> str:
        return str(self.value)
