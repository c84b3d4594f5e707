from enum import StrEnum

class ClassicGood(StrEnum):
    CLOTH = "cloth"
    GRAIN = "grain"
    WINE = "wine"

    def __str__(self) -> str:
        return str(self.value)
