from enum import StrEnum

class Label(StrEnum):
    BLUNDER = "blunder"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    def __str__(self) -> str:
        return str(self.value)
