from enum import StrEnum

class DiscEventPlayerResignedType(StrEnum):
    PLAYER_RESIGNED = "player_resigned"

    def __str__(self) -> str:
        return str(self.value)
