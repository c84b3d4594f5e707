from enum import StrEnum

class MistsEventGuardBuriedFromSupplyType(StrEnum):
    GUARD_BURIED_FROM_SUPPLY = "guard_buried_from_supply"

    def __str__(self) -> str:
        return str(self.value)
