from enum import StrEnum

class MistsLegalMovesPlaceFaceDownStep(StrEnum):
    PLACE_FACE_DOWN = "place_face_down"

    def __str__(self) -> str:
        return str(self.value)
