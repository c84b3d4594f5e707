from enum import StrEnum

class MistsScoringKind(StrEnum):
    DOG = "dog"
    PACIFIED = "pacified"
    POINTS = "points"

    def __str__(self) -> str:
        return str(self.value)
