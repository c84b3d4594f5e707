from enum import StrEnum

class SeatOrder(StrEnum):
    JOIN_ORDER = "join_order"
    SHUFFLED = "shuffled"

    def __str__(self) -> str:
        return str(self.value)
