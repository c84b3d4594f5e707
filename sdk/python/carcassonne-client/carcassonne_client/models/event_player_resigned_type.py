from enum import StrEnum

class EventPlayerResignedType(StrEnum):
    PLAYER_RESIGNED = "player_resigned"

    def __str__(self) -> str:
        return str(self.value)
