from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_hint_ruleset import HgHintRuleset
from ..models.level import Level
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_command_place_figure import HgCommandPlaceFigure
  from ..models.hg_command_place_tile import HgCommandPlaceTile
  from ..models.hg_command_recall_figure import HgCommandRecallFigure
  from ..models.hg_command_skip_figure import HgCommandSkipFigure
  from ..models.ranked_command_hg_command import RankedCommandHgCommand





T = TypeVar("T", bound="HgHint")



@_attrs_define
class HgHint:
    """ The move a bot would make now for the caller.

        Attributes:
            command (HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure): What the
                player to move can ask for.
            level (Level): How well a bot plays.
            others (list[RankedCommandHgCommand]): Commands the bot ranked below `command`, best first, as many as
                `top` asked for beyond it (fewer when there are fewer; none from
                `random`, which ranks nothing).
            ruleset (HgHintRuleset): The rule set.
            seq (int): The sequence number the hint is for; send it as `expected_seq`.
            then (list[HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure]): How the
                bot would go on with the turn after `command`, before
                chance deals: after a tile placement, usually its figure decision
                on that tile (`region` of the tile at `command`'s cell). Each
                becomes legal once the one before is played.
            value (float): The bot's estimate of the position after it, in the rule set's
                rating: in competitive games, points ahead of the best other seat
                if the game ended then (Monte Carlo: averaged over sampled deals a
                few turns ahead); in the co-operative game, the team's prospects.
     """

    command: HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure
    level: Level
    others: list[RankedCommandHgCommand]
    ruleset: HgHintRuleset
    seq: int
    then: list[HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure]
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        from ..models.ranked_command_hg_command import RankedCommandHgCommand # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, HgCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, HgCommandRecallFigure):
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
            if isinstance(then_item_data, HgCommandPlaceTile):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, HgCommandPlaceFigure):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, HgCommandRecallFigure):
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
        from ..models.hg_command_place_figure import HgCommandPlaceFigure # noqa: PLC0415
        from ..models.hg_command_place_tile import HgCommandPlaceTile # noqa: PLC0415
        from ..models.hg_command_recall_figure import HgCommandRecallFigure # noqa: PLC0415
        from ..models.hg_command_skip_figure import HgCommandSkipFigure # noqa: PLC0415
        from ..models.ranked_command_hg_command import RankedCommandHgCommand # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_0 = HgCommandPlaceTile.from_dict(data)



                return componentsschemas_hg_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_1 = HgCommandPlaceFigure.from_dict(data)



                return componentsschemas_hg_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_2 = HgCommandRecallFigure.from_dict(data)



                return componentsschemas_hg_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_hg_command_type_3 = HgCommandSkipFigure.from_dict(data)



            return componentsschemas_hg_command_type_3

        command = _parse_command(d.pop("command"))


        level = Level(d.pop("level"))




        others = []
        _others = d.pop("others")
        for others_item_data in (_others):
            others_item = RankedCommandHgCommand.from_dict(others_item_data)



            others.append(others_item)


        ruleset = HgHintRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        then = []
        _then = d.pop("then")
        for then_item_data in (_then):
            def _parse_then_item(data: object) -> HgCommandPlaceFigure | HgCommandPlaceTile | HgCommandRecallFigure | HgCommandSkipFigure:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_command_type_0 = HgCommandPlaceTile.from_dict(data)



                    return componentsschemas_hg_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_command_type_1 = HgCommandPlaceFigure.from_dict(data)



                    return componentsschemas_hg_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_hg_command_type_2 = HgCommandRecallFigure.from_dict(data)



                    return componentsschemas_hg_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_command_type_3 = HgCommandSkipFigure.from_dict(data)



                return componentsschemas_hg_command_type_3

            then_item = _parse_then_item(then_item_data)

            then.append(then_item)


        value = d.pop("value")

        hg_hint = cls(
            command=command,
            level=level,
            others=others,
            ruleset=ruleset,
            seq=seq,
            then=then,
            value=value,
        )


        hg_hint.additional_properties = d
        return hg_hint

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
