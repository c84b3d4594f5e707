from enum import StrEnum

class TileOrderSecretKind(StrEnum):
    SECRET = "secret"

    def __str__(self) -> str:
        return str(self.value)
