from enum import StrEnum

class MistsCommandPlaceGuardType(StrEnum):
    PLACE_GUARD = "place_guard"

    def __str__(self) -> str:
        return str(self.value)
