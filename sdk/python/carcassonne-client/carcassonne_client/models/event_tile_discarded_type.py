from enum import StrEnum

class EventTileDiscardedType(StrEnum):
    TILE_DISCARDED = "tile_discarded"

    def __str__(self) -> str:
        return str(self.value)
