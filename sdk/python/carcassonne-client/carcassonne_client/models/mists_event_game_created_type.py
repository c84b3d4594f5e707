from enum import StrEnum

class MistsEventGameCreatedType(StrEnum):
    GAME_CREATED = "game_created"

    def __str__(self) -> str:
        return str(self.value)
