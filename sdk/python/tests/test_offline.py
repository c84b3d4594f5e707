"""The Pythonic layer's own logic, without a service."""

import json
from pathlib import Path

import httpx
from carcassonne import commands
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
    document = json.loads((Path(__file__).parents[3] / "openapi" / "openapi.json").read_text())
    schemas = document["components"]["schemas"]
    types = {
        (prefix, schemas[ref["$ref"].rsplit("/", 1)[1]]["properties"]["type"]["enum"][0])
        for prefix in ("Classic", "Disc", "Hg", "Mists")
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
