from enum import StrEnum

class ClassicFigure(StrEnum):
    BARN = "barn"
    BUILDER = "builder"
    FOLLOWER = "follower"
    LARGE_FOLLOWER = "large_follower"
    MAYOR = "mayor"
    PIG = "pig"
    WAGON = "wagon"

    def __str__(self) -> str:
        return str(self.value)
