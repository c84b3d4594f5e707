from enum import StrEnum

class DiscEventTileDealtType(StrEnum):
    TILE_DEALT = "tile_dealt"

    def __str__(self) -> str:
        return str(self.value)
