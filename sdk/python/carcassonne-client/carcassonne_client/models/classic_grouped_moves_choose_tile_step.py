from enum import StrEnum

class ClassicGroupedMovesChooseTileStep(StrEnum):
    CHOOSE_TILE = "choose_tile"

    def __str__(self) -> str:
        return str(self.value)
