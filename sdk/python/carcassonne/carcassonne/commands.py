"""Commands, one constructor per command type, for :meth:`Session.send`
(which knows the game's rule set):

    from carcassonne import commands
    session.send(game, commands.place_tile(1, 0, rotation=1), seq)
    session.send(game, commands.place_figure(region=2), seq + 1)

Each returns the command as the service takes it (a dict); the service
checks it, and refuses an illegal one with the rule that forbids it. Which
rule sets take a command is said in its doc; ``legal_moves`` lists the
legal ones of the moment.
"""

from __future__ import annotations

from typing import Any

#: A command as the service takes it: ``{"type": "place_tile", "x": 1, ...}``.
Command = dict[str, Any]


def _command(type_: str, **fields: Any) -> Command:
    """The command ``type_`` with the fields that are set."""
    return {"type": type_, **{name: value for name, value in fields.items() if value is not None}}


# Every rule set.


def place_tile(x: int, y: int, rotation: int = 0, tile: str | None = None) -> Command:
    """Places the tile of the turn on (x, y), turned ``rotation`` quarter
    turns clockwise. The Discovery's hand of two names which ``tile``."""
    return _command("place_tile", x=x, y=y, rotation=rotation, tile=tile)


def place_figure(region: int, figure: str | None = None) -> Command:
    """Places a figure on ``region`` of the tile just placed: the base game
    and Hunters & Gatherers name it (``follower``, ``large_follower``,
    ``builder``, ``pig``, ``mayor``, ``wagon``, ``hut``, ...); The Discovery
    has only one kind."""
    return _command("place_figure", region=region, figure=figure)


def skip_figure() -> Command:
    """Places no figure this turn."""
    return _command("skip_figure")


# The base game with Abbey & Mayor.


def place_abbey(x: int, y: int) -> Command:
    """Places the abbey in the hole at (x, y) instead of drawing a tile."""
    return _command("place_abbey", x=x, y=y)


def draw_tile() -> Command:
    """Abbey & Mayor: draws a land tile rather than place the abbey."""
    return _command("draw_tile")


def pass_abbey() -> Command:
    """Places no abbey in the last-abbeys round (AM-END-1)."""
    return _command("pass_abbey")


def move_wagon(x: int, y: int, region: int) -> Command:
    """Moves the wagon of a scored feature to ``region`` of the tile at (x, y)."""
    return _command("move_wagon", x=x, y=y, region=region)


def return_wagon() -> Command:
    """Takes the wagon of a scored feature back to the supply."""
    return _command("return_wagon")


def place_barn(corner: str) -> Command:
    """Places the barn on ``corner`` (``NW``, ``NE``, ``SE``, ``SW``) of the tile just placed."""
    return _command("place_barn", corner=corner)


# Hunters & Gatherers and The Discovery.


def recall_figure(x: int, y: int, region: int) -> Command:
    """Takes back one's figure from ``region`` of the tile at (x, y): The
    Discovery's action (its area scores now), or Hunters & Gatherers'
    shaman before placing a piece."""
    return _command("recall_figure", x=x, y=y, region=region)


def discard_tile(tile: str) -> Command:
    """The Discovery: discards ``tile`` of the hand that fits nowhere."""
    return _command("discard_tile", tile=tile)


# Mists over Carcassonne.


def place_guard(region: int, colour: str) -> Command:
    """Places a guard of ``colour`` on ``region`` of the tile just placed."""
    return _command("place_guard", region=region, colour=colour)


def skip_guard() -> Command:
    """Places no guard this turn."""
    return _command("skip_guard")


def bury_guard(x: int, y: int, region: int) -> Command:
    """Buries the standing guard on ``region`` of the tile at (x, y) on the graveyard being closed."""
    return _command("bury_guard", x=x, y=y, region=region)


def bury_from_supply(colour: str) -> Command:
    """No guard stands on the board: buries one of ``colour`` from its owner's supply."""
    return _command("bury_from_supply", colour=colour)


def haunt_graveyard(x: int, y: int) -> Command:
    """Levels 2-4: puts the extra ghost on the open graveyard at (x, y)."""
    return _command("haunt_graveyard", x=x, y=y)


def score_points(feature: int | None = None) -> Command:
    """A closed feature waiting to be scored pays its points (the first when no ``feature`` is named)."""
    return _command("score_points", feature=feature)


def remove_ghosts(
    x: int, y: int, fog: int | None = None, graveyard: int | None = None, feature: int | None = None
) -> Command:
    """Removes ghosts from the tile at (x, y): ``fog`` from its fog and
    ``graveyard`` from its graveyard, 1 to 3 in all, instead of the points
    of a closed ``feature`` (pacify) or for a dog."""
    return _command("remove_ghosts", x=x, y=y, fog=fog, graveyard=graveyard, feature=feature)


def place_dog(x: int, y: int, region: int) -> Command:
    """Lays the arriving dog beside the standing guard on ``region`` of the tile at (x, y)."""
    return _command("place_dog", x=x, y=y, region=region)


def end_removals() -> Command:
    """The dog removes no more ghosts."""
    return _command("end_removals")


def place_face_down(x: int, y: int) -> Command:
    """Levels 5-6: the face-down tile of the turn goes on (x, y)."""
    return _command("place_face_down", x=x, y=y)
