from enum import StrEnum

class MistsEventGuardBuriedType(StrEnum):
    GUARD_BURIED = "guard_buried"

    def __str__(self) -> str:
        return str(self.value)
