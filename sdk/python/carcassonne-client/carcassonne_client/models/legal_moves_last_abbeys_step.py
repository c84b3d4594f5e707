from enum import StrEnum

class LegalMovesLastAbbeysStep(StrEnum):
    LAST_ABBEYS = "last_abbeys"

    def __str__(self) -> str:
        return str(self.value)
