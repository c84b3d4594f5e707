from enum import StrEnum

class MistsLegalMovesFinishedStep(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
