from enum import StrEnum

class MistsCommandRemoveGhostsType(StrEnum):
    REMOVE_GHOSTS = "remove_ghosts"

    def __str__(self) -> str:
        return str(self.value)
