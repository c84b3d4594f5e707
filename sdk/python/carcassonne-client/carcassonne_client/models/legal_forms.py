from enum import StrEnum

class LegalForms(StrEnum):
    ALL = "all"
    COMMANDS = "commands"
    MOVES = "moves"

    def __str__(self) -> str:
        return str(self.value)
