from enum import StrEnum

class OutcomeVictoryResult(StrEnum):
    VICTORY = "victory"

    def __str__(self) -> str:
        return str(self.value)
