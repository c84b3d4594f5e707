from enum import StrEnum

class ClassicEventTileDrawnType(StrEnum):
    TILE_DRAWN = "tile_drawn"

    def __str__(self) -> str:
        return str(self.value)
