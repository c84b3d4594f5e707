from enum import StrEnum

class OutcomeWinnersResult(StrEnum):
    WINNERS = "winners"

    def __str__(self) -> str:
        return str(self.value)
