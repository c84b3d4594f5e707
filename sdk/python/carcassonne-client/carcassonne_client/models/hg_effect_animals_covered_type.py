from enum import StrEnum

class HgEffectAnimalsCoveredType(StrEnum):
    ANIMALS_COVERED = "animals_covered"

    def __str__(self) -> str:
        return str(self.value)
