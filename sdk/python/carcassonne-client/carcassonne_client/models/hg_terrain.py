from enum import StrEnum

class HgTerrain(StrEnum):
    FOREST = "forest"
    LAKE = "lake"
    MEADOW = "meadow"
    RIVER = "river"

    def __str__(self) -> str:
        return str(self.value)
