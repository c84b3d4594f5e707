from enum import StrEnum

class MistsKind(StrEnum):
    CASTLE = "castle"
    CITY = "city"
    FIELD = "field"
    FOG = "fog"
    GRAVEYARD = "graveyard"
    ROAD = "road"

    def __str__(self) -> str:
        return str(self.value)
