from enum import StrEnum

class DiscEventTileDiscardedType(StrEnum):
    TILE_DISCARDED = "tile_discarded"

    def __str__(self) -> str:
        return str(self.value)
