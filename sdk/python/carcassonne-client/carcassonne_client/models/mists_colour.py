from enum import StrEnum

class MistsColour(StrEnum):
    BLACK = "black"
    BLUE = "blue"
    GREEN = "green"
    PINK = "pink"
    RED = "red"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
