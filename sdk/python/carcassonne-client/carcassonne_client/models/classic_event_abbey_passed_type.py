from enum import StrEnum

class ClassicEventAbbeyPassedType(StrEnum):
    ABBEY_PASSED = "abbey_passed"

    def __str__(self) -> str:
        return str(self.value)
