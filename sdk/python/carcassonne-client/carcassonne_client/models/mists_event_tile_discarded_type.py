from enum import StrEnum

class MistsEventTileDiscardedType(StrEnum):
    TILE_DISCARDED = "tile_discarded"

    def __str__(self) -> str:
        return str(self.value)
