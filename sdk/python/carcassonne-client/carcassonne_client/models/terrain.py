from enum import StrEnum

class Terrain(StrEnum):
    ABBEY = "abbey"
    CITY = "city"
    FIELD = "field"
    MONASTERY = "monastery"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
