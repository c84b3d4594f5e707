from enum import StrEnum

class AccountResponse200Event(StrEnum):
    ANALYSIS_READY = "analysis_ready"
    CHALLENGED = "challenged"
    CHALLENGE_CANCELLED = "challenge_cancelled"
    CHALLENGE_DECLINED = "challenge_declined"
    GAME_OVER = "game_over"
    GAME_STARTED = "game_started"
    SEEK_MATCHED = "seek_matched"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
