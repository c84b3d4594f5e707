from enum import StrEnum

class ClassicTerrain(StrEnum):
    ABBEY = "abbey"
    CITY = "city"
    FIELD = "field"
    MONASTERY = "monastery"
    RIVER = "river"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
