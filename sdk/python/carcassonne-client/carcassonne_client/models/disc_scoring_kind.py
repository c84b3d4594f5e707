from enum import StrEnum

class DiscScoringKind(StrEnum):
    FINAL = "final"
    TAKEN_BACK = "taken_back"

    def __str__(self) -> str:
        return str(self.value)
