from enum import StrEnum

class HgTileOrderFixedKind(StrEnum):
    FIXED = "fixed"

    def __str__(self) -> str:
        return str(self.value)
