from enum import StrEnum

class HgPile(StrEnum):
    MENHIR = "menhir"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
