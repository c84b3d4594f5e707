from enum import StrEnum

class Spectators(StrEnum):
    PLAYERS = "players"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
