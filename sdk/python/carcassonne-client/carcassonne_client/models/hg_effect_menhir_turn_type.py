from enum import StrEnum

class HgEffectMenhirTurnType(StrEnum):
    MENHIR_TURN = "menhir_turn"

    def __str__(self) -> str:
        return str(self.value)
