from enum import StrEnum

class ClassicLegalMovesFinishedStep(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
