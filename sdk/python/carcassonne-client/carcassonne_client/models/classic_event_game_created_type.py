from enum import StrEnum

class ClassicEventGameCreatedType(StrEnum):
    GAME_CREATED = "game_created"

    def __str__(self) -> str:
        return str(self.value)
