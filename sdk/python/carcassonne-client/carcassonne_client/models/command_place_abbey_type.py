from enum import StrEnum

class CommandPlaceAbbeyType(StrEnum):
    PLACE_ABBEY = "place_abbey"

    def __str__(self) -> str:
        return str(self.value)
