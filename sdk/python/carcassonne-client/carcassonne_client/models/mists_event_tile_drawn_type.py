from enum import StrEnum

class MistsEventTileDrawnType(StrEnum):
    TILE_DRAWN = "tile_drawn"

    def __str__(self) -> str:
        return str(self.value)
