from enum import StrEnum

class MistsEventPlayerResignedType(StrEnum):
    PLAYER_RESIGNED = "player_resigned"

    def __str__(self) -> str:
        return str(self.value)
