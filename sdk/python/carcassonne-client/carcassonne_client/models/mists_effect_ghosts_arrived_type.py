from enum import StrEnum

class MistsEffectGhostsArrivedType(StrEnum):
    GHOSTS_ARRIVED = "ghosts_arrived"

    def __str__(self) -> str:
        return str(self.value)
