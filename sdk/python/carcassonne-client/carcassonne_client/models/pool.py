from enum import StrEnum

class Pool(StrEnum):
    DUEL = "duel"
    MULTIPLAYER = "multiplayer"

    def __str__(self) -> str:
        return str(self.value)
