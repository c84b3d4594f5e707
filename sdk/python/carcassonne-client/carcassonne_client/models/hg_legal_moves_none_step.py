from enum import StrEnum

class HgLegalMovesNoneStep(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
