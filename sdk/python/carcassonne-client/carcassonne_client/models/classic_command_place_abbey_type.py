from enum import StrEnum

class ClassicCommandPlaceAbbeyType(StrEnum):
    PLACE_ABBEY = "place_abbey"

    def __str__(self) -> str:
        return str(self.value)
