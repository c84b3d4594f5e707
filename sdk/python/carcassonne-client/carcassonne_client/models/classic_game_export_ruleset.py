from enum import StrEnum

class ClassicGameExportRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
