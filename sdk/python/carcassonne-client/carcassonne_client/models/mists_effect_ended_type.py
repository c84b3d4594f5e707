from enum import StrEnum

class MistsEffectEndedType(StrEnum):
    ENDED = "ended"

    def __str__(self) -> str:
        return str(self.value)
