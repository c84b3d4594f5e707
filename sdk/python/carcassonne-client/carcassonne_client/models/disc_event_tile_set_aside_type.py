from enum import StrEnum

class DiscEventTileSetAsideType(StrEnum):
    TILE_SET_ASIDE = "tile_set_aside"

    def __str__(self) -> str:
        return str(self.value)
