from enum import StrEnum

class DiscTerrain(StrEnum):
    LOWLAND = "lowland"
    MOUNTAIN = "mountain"
    WATER = "water"

    def __str__(self) -> str:
        return str(self.value)
