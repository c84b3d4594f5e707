from enum import StrEnum

class MistsLegalMovesPlaceDogStep(StrEnum):
    PLACE_DOG = "place_dog"

    def __str__(self) -> str:
        return str(self.value)
