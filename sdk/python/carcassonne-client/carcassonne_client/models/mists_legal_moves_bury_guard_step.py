from enum import StrEnum

class MistsLegalMovesBuryGuardStep(StrEnum):
    BURY_GUARD = "bury_guard"

    def __str__(self) -> str:
        return str(self.value)
