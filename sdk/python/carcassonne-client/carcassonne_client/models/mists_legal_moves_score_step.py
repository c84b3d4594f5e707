from enum import StrEnum

class MistsLegalMovesScoreStep(StrEnum):
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
