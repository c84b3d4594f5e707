from enum import StrEnum

class DiscLegalMovesFinishedStep(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
