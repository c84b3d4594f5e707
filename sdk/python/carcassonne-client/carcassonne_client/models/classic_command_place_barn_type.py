from enum import StrEnum

class ClassicCommandPlaceBarnType(StrEnum):
    PLACE_BARN = "place_barn"

    def __str__(self) -> str:
        return str(self.value)
