from enum import StrEnum

class ClassicLegalMovesMoveWagonStep(StrEnum):
    MOVE_WAGON = "move_wagon"

    def __str__(self) -> str:
        return str(self.value)
