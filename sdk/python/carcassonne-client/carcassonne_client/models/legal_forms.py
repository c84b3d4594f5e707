from enum import StrEnum

class LegalForms(StrEnum):
    ALL = "all"
    COMMANDS = "commands"
    GROUPED = "grouped"
    MOVES = "moves"

    def __str__(self) -> str:
        return str(self.value)
