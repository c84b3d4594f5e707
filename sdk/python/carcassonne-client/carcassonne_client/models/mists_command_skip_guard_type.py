from enum import StrEnum

class MistsCommandSkipGuardType(StrEnum):
    SKIP_GUARD = "skip_guard"

    def __str__(self) -> str:
        return str(self.value)
