from enum import StrEnum

class HgSpecial(StrEnum):
    BIG_TRAP = "big_trap"
    CANOE = "canoe"
    FIRE = "fire"
    RAFT = "raft"
    SHAMAN = "shaman"
    SMALL_TRAP = "small_trap"

    def __str__(self) -> str:
        return str(self.value)
