from enum import StrEnum

class MistsCommandEndRemovalsType(StrEnum):
    END_REMOVALS = "end_removals"

    def __str__(self) -> str:
        return str(self.value)
