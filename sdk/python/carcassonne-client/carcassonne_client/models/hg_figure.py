from enum import StrEnum

class HgFigure(StrEnum):
    FOLLOWER = "follower"
    HUT = "hut"

    def __str__(self) -> str:
        return str(self.value)
