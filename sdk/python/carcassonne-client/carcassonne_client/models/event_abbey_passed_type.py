from enum import StrEnum

class EventAbbeyPassedType(StrEnum):
    ABBEY_PASSED = "abbey_passed"

    def __str__(self) -> str:
        return str(self.value)
