from enum import StrEnum

class HgRole(StrEnum):
    FISHERMAN = "fisherman"
    GATHERER = "gatherer"
    HUNTER = "hunter"
    HUT = "hut"

    def __str__(self) -> str:
        return str(self.value)
