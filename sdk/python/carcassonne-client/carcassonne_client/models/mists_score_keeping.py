from enum import StrEnum

class MistsScoreKeeping(StrEnum):
    PER_COLOUR = "per_colour"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
