from enum import StrEnum

class ClassicEventWagonMovedType(StrEnum):
    WAGON_MOVED = "wagon_moved"

    def __str__(self) -> str:
        return str(self.value)
