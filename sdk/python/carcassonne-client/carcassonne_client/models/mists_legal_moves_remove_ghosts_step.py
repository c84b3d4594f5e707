from enum import StrEnum

class MistsLegalMovesRemoveGhostsStep(StrEnum):
    REMOVE_GHOSTS = "remove_ghosts"

    def __str__(self) -> str:
        return str(self.value)
