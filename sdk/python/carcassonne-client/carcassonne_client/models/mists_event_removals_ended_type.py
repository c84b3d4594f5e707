from enum import StrEnum

class MistsEventRemovalsEndedType(StrEnum):
    REMOVALS_ENDED = "removals_ended"

    def __str__(self) -> str:
        return str(self.value)
