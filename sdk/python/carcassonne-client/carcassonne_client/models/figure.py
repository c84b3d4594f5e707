from enum import StrEnum

class Figure(StrEnum):
    FOLLOWER = "follower"

    def __str__(self) -> str:
        return str(self.value)
