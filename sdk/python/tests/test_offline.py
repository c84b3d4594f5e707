"""The Pythonic layer's own logic, without a service."""

import json
import typing
from pathlib import Path

import httpx
import pytest
from carcassonne import UnknownFieldsError, _common, commands
from carcassonne._common import reconnect_pause, seconds_to_wait
from carcassonne_client.models import ClassicCommandRequest, ClassicCommandRequestRuleset


def test_a_refused_call_waits_as_retry_after_else_the_rate_limit_reset_says() -> None:
    assert seconds_to_wait(httpx.Headers({"Retry-After": "3"})) == 3
    assert seconds_to_wait(httpx.Headers({"RateLimit": '"commands";r=0;t=2'})) == 2
    assert seconds_to_wait(httpx.Headers({})) == 1


def test_a_stream_is_opened_again_after_the_pause_its_retry_asked_for() -> None:
    assert reconnect_pause(0, 500) == 0.5, "the hint of an instance that shut down"
    assert reconnect_pause(0) == 0.1, "no hint: a short pause"
    assert reconnect_pause(4, 500) == 1.6, "failures in a row pause longer than the hint"
    assert reconnect_pause(0, 3_600_000) == 60, "at most a minute, whatever the stream says"


def test_every_command_of_the_document_has_a_constructor_it_accepts() -> None:
    """Each command type of each rule set has a constructor of that name in
    ``carcassonne.commands``, whose output the rule set's generated model
    reads back unchanged."""
    schemas = _schemas()
    types = {
        (prefix, schemas[ref["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["enum"][0])
        for prefix in _prefixes().values()
        for ref in schemas[f"{prefix}Command"]["oneOf"]
    }
    for prefix, type_ in types:
        assert callable(getattr(commands, type_, None)), f"commands.{type_}"
    request = ClassicCommandRequest.from_dict(
        {"ruleset": "classic", "expected_seq": 2, "command": commands.place_figure(3, "follower")}
    )
    assert request.ruleset == ClassicCommandRequestRuleset.CLASSIC
    assert request.command.to_dict() == {"type": "place_figure", "region": 3, "figure": "follower"}
    assert commands.remove_ghosts(1, 0, fog=1) == {"type": "remove_ghosts", "x": 1, "y": 0, "fog": 1}


def _schemas() -> dict[str, typing.Any]:
    document = json.loads((Path(__file__).parents[3] / "openapi" / "openapi.json").read_text())
    return typing.cast(dict[str, typing.Any], document["components"]["schemas"])


def _prefixes() -> dict[str, str]:
    """Each rule set's id and the prefix of its schemas, from the document's
    union of games."""
    mapping = _schemas()["Game"]["discriminator"]["mapping"]
    return {ruleset: ref.rsplit("/", 1)[1].removesuffix("Game") for ruleset, ref in mapping.items()}


def test_the_sessions_know_every_rule_set_of_the_document_and_no_other() -> None:
    """A rule set added to the service fails here until ``_common`` lists
    its types in every union and in the table the sessions build from."""
    prefixes = _prefixes()
    assert len(prefixes) >= 4, prefixes
    assert set(_common._TYPES) == set(prefixes)
    for ruleset, types in _common._TYPES.items():
        for field, cls in zip(types._fields, types):
            assert cls.__name__.startswith(prefixes[ruleset]), f"{ruleset}.{field}: {cls.__name__}"
    unions = {name: value for name, value in vars(_common).items() if name.startswith("Any") and name != "Any"}
    assert len(unions) >= 10, sorted(unions)
    for name, union in unions.items():
        members = [cls.__name__ for cls in typing.get_args(union)]
        # One family: the same name after each rule set's prefix.
        family = {member.removeprefix(prefix) for member, prefix in zip(members, prefixes.values())}
        assert len(family) == 1, f"{name}: {members}"
        suffix = family.pop()
        assert [prefix + suffix for prefix in prefixes.values()] == members, name


def test_bodies_with_fields_their_schema_lacks_are_refused_before_sending() -> None:
    """Found: ``new_game("mists", {"players": 1, "levle": 5})`` made a
    level-1 game and ``{"abbey_mayor": {"wagon": False}}`` one with wagons:
    the generated models drop what they do not know. Every rule set's
    bodies now refuse it, naming the field."""
    schemas = _schemas()
    for ruleset, prefix in _prefixes().items():
        assert _common.create_game(ruleset, {"players": 2}, {"rated": False}).to_dict()["ruleset"] == ruleset
        with pytest.raises(UnknownFieldsError) as refused:
            _common.create_game(ruleset, {"players": 2, "levle": 5}, {})
        assert refused.value.fields == ["options.levle"], ruleset
        with pytest.raises(UnknownFieldsError) as refused:
            _common.new_seek(ruleset, {"players": 2}, {"clok": None})
        assert refused.value.fields == ["clok"], ruleset
        first = schemas[schemas[f"{prefix}Command"]["oneOf"][0]["$ref"].rsplit("/", 1)[1]]
        command = {"type": first["properties"]["type"]["enum"][0]}
        command.update({name: 0 for name in first.get("required", []) if name != "type"})
        with pytest.raises(UnknownFieldsError) as refused:
            _common.command_request(ruleset, {**command, "regoin": 1}, 3)
        assert refused.value.fields == ["command.regoin"], ruleset
        with pytest.raises(UnknownFieldsError):
            _common.validate_request(ruleset, {**command, "regoin": 1})
    with pytest.raises(UnknownFieldsError, match="ClassicCreateGame has no field options.abbey_mayor.wagon"):
        _common.create_game("classic", {"players": 2, "abbey_mayor": {"wagon": False}}, {})
    river = _common.create_game("classic", {"players": 2, "river": {}}, {}).to_dict()
    assert river["options"]["river"] == {}
    with pytest.raises(UnknownFieldsError, match="ClassicCreateGame has no field options.river.lake"):
        _common.create_game("classic", {"players": 2, "river": {"lake": False}}, {})
    six = {"players": 6, "inns_cathedrals": {"large_followers": False}}
    inns = _common.create_game("classic", six, {}).to_dict()
    assert inns["options"]["inns_cathedrals"] == {"large_followers": False}
    with pytest.raises(UnknownFieldsError, match="ClassicCreateGame has no field options.inns_cathedrals.inns"):
        _common.create_game("classic", {"players": 2, "inns_cathedrals": {"inns": False}}, {})
    assert commands.place_figure(0, "large_follower") == {"type": "place_figure", "region": 0, "figure": "large_follower"}
    traders = _common.create_game("classic", {"players": 2, "traders_builders": {}}, {}).to_dict()
    assert traders["options"]["traders_builders"] == {}
    with pytest.raises(UnknownFieldsError, match="ClassicCreateGame has no field options.traders_builders.goods"):
        _common.create_game("classic", {"players": 2, "traders_builders": {"goods": False}}, {})
    assert commands.place_figure(2, "pig") == {"type": "place_figure", "region": 2, "figure": "pig"}


def test_the_flat_names_of_earlier_releases_warn_and_call_the_grouped_ones() -> None:
    """Kept for one release: each flat name warns, naming its grouped call,
    and is that call; a group called as the flat list was warns too."""
    from carcassonne import Session

    session = Session("http://127.0.0.1:9", "token")
    with pytest.warns(DeprecationWarning, match=r"session\.new_game is deprecated: use session\.games\.new"):
        flat = session.new_game
    assert flat == session.games.new
    with pytest.warns(DeprecationWarning, match=r"session\.send is deprecated: use session\.play\.send"):
        assert session.send == session.play.send
    with pytest.warns(DeprecationWarning, match=r"session\.games\(\) is deprecated: use session\.games\.find\(\)"):
        with pytest.raises(httpx.ConnectError):
            session.games()
    session.close()
