from enum import StrEnum

class ClassicCommandDrawTileType(StrEnum):
    DRAW_TILE = "draw_tile"

    def __str__(self) -> str:
        return str(self.value)
