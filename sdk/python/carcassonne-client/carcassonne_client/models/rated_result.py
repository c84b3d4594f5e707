from enum import StrEnum

class RatedResult(StrEnum):
    ABORTED = "aborted"
    ACCOUNT_DELETED = "account_deleted"
    COUNTED = "counted"
    REPEATED_PAIRING = "repeated_pairing"
    VOIDED = "voided"

    def __str__(self) -> str:
        return str(self.value)
