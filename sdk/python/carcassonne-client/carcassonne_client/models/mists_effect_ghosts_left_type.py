from enum import StrEnum

class MistsEffectGhostsLeftType(StrEnum):
    GHOSTS_LEFT = "ghosts_left"

    def __str__(self) -> str:
        return str(self.value)
