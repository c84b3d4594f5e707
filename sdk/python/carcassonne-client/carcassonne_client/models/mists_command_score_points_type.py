from enum import StrEnum

class MistsCommandScorePointsType(StrEnum):
    SCORE_POINTS = "score_points"

    def __str__(self) -> str:
        return str(self.value)
