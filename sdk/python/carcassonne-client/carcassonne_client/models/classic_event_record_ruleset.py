from enum import StrEnum

class ClassicEventRecordRuleset(StrEnum):
    CLASSIC = "classic"

    def __str__(self) -> str:
        return str(self.value)
