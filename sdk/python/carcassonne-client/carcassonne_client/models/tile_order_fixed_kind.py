from enum import StrEnum

class TileOrderFixedKind(StrEnum):
    FIXED = "fixed"

    def __str__(self) -> str:
        return str(self.value)
