from enum import StrEnum

class MistsEventGuardSkippedType(StrEnum):
    GUARD_SKIPPED = "guard_skipped"

    def __str__(self) -> str:
        return str(self.value)
