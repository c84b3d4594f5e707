from enum import StrEnum

class TimeControlFischerKind(StrEnum):
    FISCHER = "fischer"

    def __str__(self) -> str:
        return str(self.value)
