from enum import StrEnum

class ClassicCommandMoveWagonType(StrEnum):
    MOVE_WAGON = "move_wagon"

    def __str__(self) -> str:
        return str(self.value)
