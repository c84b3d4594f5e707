from enum import StrEnum

class MistsEffectDogsChangedType(StrEnum):
    DOGS_CHANGED = "dogs_changed"

    def __str__(self) -> str:
        return str(self.value)
