from enum import StrEnum

class Figure(StrEnum):
    BARN = "barn"
    FOLLOWER = "follower"
    MAYOR = "mayor"
    WAGON = "wagon"

    def __str__(self) -> str:
        return str(self.value)
