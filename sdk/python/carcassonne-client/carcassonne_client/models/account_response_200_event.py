from enum import StrEnum

class AccountResponse200Event(StrEnum):
    GAME_OVER = "game_over"
    GAME_STARTED = "game_started"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
