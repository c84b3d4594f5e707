from enum import StrEnum

class MistsEventGuardPlacedType(StrEnum):
    GUARD_PLACED = "guard_placed"

    def __str__(self) -> str:
        return str(self.value)
