from enum import StrEnum

class MistsEffectFogClosedType(StrEnum):
    FOG_CLOSED = "fog_closed"

    def __str__(self) -> str:
        return str(self.value)
