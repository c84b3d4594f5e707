from enum import StrEnum

class MistsCommandBuryGuardType(StrEnum):
    BURY_GUARD = "bury_guard"

    def __str__(self) -> str:
        return str(self.value)
