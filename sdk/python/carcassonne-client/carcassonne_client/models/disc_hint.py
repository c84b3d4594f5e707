from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_hint_ruleset import DiscHintRuleset
from ..models.level import Level
from typing import cast

if TYPE_CHECKING:
  from ..models.disc_command_discard_tile import DiscCommandDiscardTile
  from ..models.disc_command_place_figure import DiscCommandPlaceFigure
  from ..models.disc_command_place_tile import DiscCommandPlaceTile
  from ..models.disc_command_recall_figure import DiscCommandRecallFigure
  from ..models.disc_command_skip_figure import DiscCommandSkipFigure
  from ..models.ranked_command_disc_command import RankedCommandDiscCommand





T = TypeVar("T", bound="DiscHint")



@_attrs_define
class DiscHint:
    """ The move a bot would make now for the caller.

        Attributes:
            command (DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure |
                DiscCommandSkipFigure): What the player to move can ask for.
            level (Level): How well a bot plays.
            others (list[RankedCommandDiscCommand]): Commands the bot ranked below `command`, best first, as many as
                `top` asked for beyond it (fewer when there are fewer; none from
                `random`, which ranks nothing).
            ruleset (DiscHintRuleset): The rule set.
            seq (int): The sequence number the hint is for; send it as `expected_seq`.
            then (list[DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure |
                DiscCommandSkipFigure]): How the bot would go on with the turn after `command`, before
                chance deals: after a tile placement, usually its figure decision
                on that tile (`region` of the tile at `command`'s cell). Each
                becomes legal once the one before is played.
            value (float): The bot's estimate of the position after it, in the rule set's
                rating: in competitive games, points ahead of the best other seat
                if the game ended then (Monte Carlo: averaged over sampled deals a
                few turns ahead); in the co-operative game, the team's prospects.
     """

    command: DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure
    level: Level
    others: list[RankedCommandDiscCommand]
    ruleset: DiscHintRuleset
    seq: int
    then: list[DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure]
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        from ..models.ranked_command_disc_command import RankedCommandDiscCommand # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, DiscCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, DiscCommandDiscardTile):
            command = self.command.to_dict()
        elif isinstance(self.command, DiscCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, DiscCommandRecallFigure):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()


        level = self.level.value

        others = []
        for others_item_data in self.others:
            others_item = others_item_data.to_dict()
            others.append(others_item)



        ruleset = self.ruleset.value

        seq = self.seq

        then = []
        for then_item_data in self.then:
            then_item: dict[str, Any]
            if isinstance(then_item_data, DiscCommandPlaceTile):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, DiscCommandDiscardTile):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, DiscCommandPlaceFigure):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, DiscCommandRecallFigure):
                then_item = then_item_data.to_dict()
            else:
                then_item = then_item_data.to_dict()

            then.append(then_item)



        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "command": command,
            "level": level,
            "others": others,
            "ruleset": ruleset,
            "seq": seq,
            "then": then,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.disc_command_discard_tile import DiscCommandDiscardTile # noqa: PLC0415
        from ..models.disc_command_place_figure import DiscCommandPlaceFigure # noqa: PLC0415
        from ..models.disc_command_place_tile import DiscCommandPlaceTile # noqa: PLC0415
        from ..models.disc_command_recall_figure import DiscCommandRecallFigure # noqa: PLC0415
        from ..models.disc_command_skip_figure import DiscCommandSkipFigure # noqa: PLC0415
        from ..models.ranked_command_disc_command import RankedCommandDiscCommand # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_command_type_0 = DiscCommandPlaceTile.from_dict(data)



                return componentsschemas_disc_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_command_type_1 = DiscCommandDiscardTile.from_dict(data)



                return componentsschemas_disc_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_command_type_2 = DiscCommandPlaceFigure.from_dict(data)



                return componentsschemas_disc_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_command_type_3 = DiscCommandRecallFigure.from_dict(data)



                return componentsschemas_disc_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_disc_command_type_4 = DiscCommandSkipFigure.from_dict(data)



            return componentsschemas_disc_command_type_4

        command = _parse_command(d.pop("command"))


        level = Level(d.pop("level"))




        others = []
        _others = d.pop("others")
        for others_item_data in (_others):
            others_item = RankedCommandDiscCommand.from_dict(others_item_data)



            others.append(others_item)


        ruleset = DiscHintRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        then = []
        _then = d.pop("then")
        for then_item_data in (_then):
            def _parse_then_item(data: object) -> DiscCommandDiscardTile | DiscCommandPlaceFigure | DiscCommandPlaceTile | DiscCommandRecallFigure | DiscCommandSkipFigure:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_disc_command_type_0 = DiscCommandPlaceTile.from_dict(data)



                    return componentsschemas_disc_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_disc_command_type_1 = DiscCommandDiscardTile.from_dict(data)



                    return componentsschemas_disc_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_disc_command_type_2 = DiscCommandPlaceFigure.from_dict(data)



                    return componentsschemas_disc_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_disc_command_type_3 = DiscCommandRecallFigure.from_dict(data)



                    return componentsschemas_disc_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_disc_command_type_4 = DiscCommandSkipFigure.from_dict(data)



                return componentsschemas_disc_command_type_4

            then_item = _parse_then_item(then_item_data)

            then.append(then_item)


        value = d.pop("value")

        disc_hint = cls(
            command=command,
            level=level,
            others=others,
            ruleset=ruleset,
            seq=seq,
            then=then,
            value=value,
        )


        disc_hint.additional_properties = d
        return disc_hint

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
