from enum import StrEnum

class MistsFogState(StrEnum):
    CLOSED = "closed"
    LOST = "lost"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
