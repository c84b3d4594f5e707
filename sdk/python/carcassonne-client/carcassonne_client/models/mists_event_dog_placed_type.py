from enum import StrEnum

class MistsEventDogPlacedType(StrEnum):
    DOG_PLACED = "dog_placed"

    def __str__(self) -> str:
        return str(self.value)
