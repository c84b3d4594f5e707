from enum import StrEnum

class Corner(StrEnum):
    NE = "NE"
    NW = "NW"
    SE = "SE"
    SW = "SW"

    def __str__(self) -> str:
        return str(self.value)
