from enum import StrEnum

class ClassicEventWagonReturnedType(StrEnum):
    WAGON_RETURNED = "wagon_returned"

    def __str__(self) -> str:
        return str(self.value)
