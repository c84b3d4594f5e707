from enum import StrEnum

class MistsEventGraveyardHauntedType(StrEnum):
    GRAVEYARD_HAUNTED = "graveyard_haunted"

    def __str__(self) -> str:
        return str(self.value)
