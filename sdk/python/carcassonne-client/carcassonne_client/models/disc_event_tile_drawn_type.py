from enum import StrEnum

class DiscEventTileDrawnType(StrEnum):
    TILE_DRAWN = "tile_drawn"

    def __str__(self) -> str:
        return str(self.value)
