from enum import StrEnum

class MistsCommandBuryFromSupplyType(StrEnum):
    BURY_FROM_SUPPLY = "bury_from_supply"

    def __str__(self) -> str:
        return str(self.value)
