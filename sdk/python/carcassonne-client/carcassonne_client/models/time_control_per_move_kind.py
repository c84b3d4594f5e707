from enum import StrEnum

class TimeControlPerMoveKind(StrEnum):
    PER_MOVE = "per_move"

    def __str__(self) -> str:
        return str(self.value)
