from enum import StrEnum

class OutcomeDefeatResult(StrEnum):
    DEFEAT = "defeat"

    def __str__(self) -> str:
        return str(self.value)
