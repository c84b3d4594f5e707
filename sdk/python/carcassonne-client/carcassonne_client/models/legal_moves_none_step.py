from enum import StrEnum

class LegalMovesNoneStep(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
