from enum import StrEnum

class MistsEffectTilesDiscardedType(StrEnum):
    TILES_DISCARDED = "tiles_discarded"

    def __str__(self) -> str:
        return str(self.value)
