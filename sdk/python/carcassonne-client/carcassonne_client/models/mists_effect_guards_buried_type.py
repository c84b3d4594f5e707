from enum import StrEnum

class MistsEffectGuardsBuriedType(StrEnum):
    GUARDS_BURIED = "guards_buried"

    def __str__(self) -> str:
        return str(self.value)
