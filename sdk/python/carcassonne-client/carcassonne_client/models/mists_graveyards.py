from enum import StrEnum

class MistsGraveyards(StrEnum):
    CURSED = "cursed"
    NONE = "none"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
