from enum import StrEnum

class MistsEventFaceDownPlacedType(StrEnum):
    FACE_DOWN_PLACED = "face_down_placed"

    def __str__(self) -> str:
        return str(self.value)
