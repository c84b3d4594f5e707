from enum import StrEnum

class MistsEventPointsScoredType(StrEnum):
    POINTS_SCORED = "points_scored"

    def __str__(self) -> str:
        return str(self.value)
