from enum import StrEnum

class HgLegalMovesFinishedStep(StrEnum):
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
