from enum import StrEnum

class HgTileOrderSeededKind(StrEnum):
    SEEDED = "seeded"

    def __str__(self) -> str:
        return str(self.value)
