from enum import StrEnum

class HgScoringKind(StrEnum):
    CANOE = "canoe"
    FOREST = "forest"
    HUNTERS = "hunters"
    HUTS = "huts"
    RIVER = "river"
    SMALL_TRAP = "small_trap"

    def __str__(self) -> str:
        return str(self.value)
