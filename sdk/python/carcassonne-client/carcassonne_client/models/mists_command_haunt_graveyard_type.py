from enum import StrEnum

class MistsCommandHauntGraveyardType(StrEnum):
    HAUNT_GRAVEYARD = "haunt_graveyard"

    def __str__(self) -> str:
        return str(self.value)
