from enum import StrEnum

class MistsStep(StrEnum):
    BURY_GUARD = "bury_guard"
    FINISHED = "finished"
    HAUNT_GRAVEYARD = "haunt_graveyard"
    PLACE_DOG = "place_dog"
    PLACE_FACE_DOWN = "place_face_down"
    PLACE_GUARD = "place_guard"
    PLACE_TILE = "place_tile"
    REMOVE_GHOSTS = "remove_ghosts"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
