from enum import StrEnum

class ScoringTime(StrEnum):
    COMPLETED = "completed"
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
