from enum import StrEnum

class ClassicFigure(StrEnum):
    BARN = "barn"
    FOLLOWER = "follower"
    LARGE_FOLLOWER = "large_follower"
    MAYOR = "mayor"
    WAGON = "wagon"

    def __str__(self) -> str:
        return str(self.value)
