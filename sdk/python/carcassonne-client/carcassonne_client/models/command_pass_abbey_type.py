from enum import StrEnum

class CommandPassAbbeyType(StrEnum):
    PASS_ABBEY = "pass_abbey"

    def __str__(self) -> str:
        return str(self.value)
