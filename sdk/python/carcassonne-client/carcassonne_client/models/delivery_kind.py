from enum import StrEnum

class DeliveryKind(StrEnum):
    GAME_OVER = "game_over"
    GAME_STARTED = "game_started"
    PING = "ping"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
