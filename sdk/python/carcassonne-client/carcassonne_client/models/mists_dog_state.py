from enum import StrEnum

class MistsDogState(StrEnum):
    LOST = "lost"
    SCORED = "scored"
    WAITING = "waiting"
    WITH_GUARD = "with_guard"

    def __str__(self) -> str:
        return str(self.value)
