from enum import StrEnum

class MistsEffectGuardsReturnedType(StrEnum):
    GUARDS_RETURNED = "guards_returned"

    def __str__(self) -> str:
        return str(self.value)
