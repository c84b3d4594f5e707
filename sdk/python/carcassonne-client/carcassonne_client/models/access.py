from enum import StrEnum

class Access(StrEnum):
    INVITE = "invite"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
