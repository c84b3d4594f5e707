from enum import StrEnum

class ClassicGroupedMovesLastAbbeysStep(StrEnum):
    LAST_ABBEYS = "last_abbeys"

    def __str__(self) -> str:
        return str(self.value)
