from enum import StrEnum

class ClassicTerrain(StrEnum):
    ABBEY = "abbey"
    CITY = "city"
    FIELD = "field"
    MONASTERY = "monastery"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
