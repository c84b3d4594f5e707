from enum import StrEnum

class ClassicEffectWagonsWaitingType(StrEnum):
    WAGONS_WAITING = "wagons_waiting"

    def __str__(self) -> str:
        return str(self.value)
