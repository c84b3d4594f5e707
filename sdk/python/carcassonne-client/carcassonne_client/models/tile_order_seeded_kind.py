from enum import StrEnum

class TileOrderSeededKind(StrEnum):
    SEEDED = "seeded"

    def __str__(self) -> str:
        return str(self.value)
