from enum import StrEnum

class ClassicCommandReturnWagonType(StrEnum):
    RETURN_WAGON = "return_wagon"

    def __str__(self) -> str:
        return str(self.value)
