from enum import StrEnum

class DiscRole(StrEnum):
    BRIGAND = "brigand"
    EXPLORER = "explorer"
    SAILOR = "sailor"

    def __str__(self) -> str:
        return str(self.value)
