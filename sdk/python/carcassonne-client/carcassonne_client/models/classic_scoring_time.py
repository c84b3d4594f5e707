from enum import StrEnum

class ClassicScoringTime(StrEnum):
    BARN_JOINED = "barn_joined"
    BARN_PLACED = "barn_placed"
    COMPLETED = "completed"
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
