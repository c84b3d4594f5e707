from enum import StrEnum

class HgTileOrderSecretKind(StrEnum):
    SECRET = "secret"

    def __str__(self) -> str:
        return str(self.value)
