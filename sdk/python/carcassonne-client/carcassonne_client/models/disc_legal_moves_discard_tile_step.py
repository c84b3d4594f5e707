from enum import StrEnum

class DiscLegalMovesDiscardTileStep(StrEnum):
    DISCARD_TILE = "discard_tile"

    def __str__(self) -> str:
        return str(self.value)
