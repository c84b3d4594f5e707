from enum import StrEnum

class MistsLegalMovesPlaceGuardStep(StrEnum):
    PLACE_GUARD = "place_guard"

    def __str__(self) -> str:
        return str(self.value)
