from enum import StrEnum

class ClassicCommandPassAbbeyType(StrEnum):
    PASS_ABBEY = "pass_abbey"

    def __str__(self) -> str:
        return str(self.value)
