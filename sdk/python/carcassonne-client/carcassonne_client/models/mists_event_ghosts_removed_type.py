from enum import StrEnum

class MistsEventGhostsRemovedType(StrEnum):
    GHOSTS_REMOVED = "ghosts_removed"

    def __str__(self) -> str:
        return str(self.value)
