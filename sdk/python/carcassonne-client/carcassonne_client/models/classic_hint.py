from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_hint_ruleset import ClassicHintRuleset
from ..models.level import Level
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_command_draw_tile import ClassicCommandDrawTile
  from ..models.classic_command_move_wagon import ClassicCommandMoveWagon
  from ..models.classic_command_pass_abbey import ClassicCommandPassAbbey
  from ..models.classic_command_place_abbey import ClassicCommandPlaceAbbey
  from ..models.classic_command_place_barn import ClassicCommandPlaceBarn
  from ..models.classic_command_place_figure import ClassicCommandPlaceFigure
  from ..models.classic_command_place_tile import ClassicCommandPlaceTile
  from ..models.classic_command_return_wagon import ClassicCommandReturnWagon
  from ..models.classic_command_skip_figure import ClassicCommandSkipFigure
  from ..models.ranked_command_classic_command import RankedCommandClassicCommand





T = TypeVar("T", bound="ClassicHint")



@_attrs_define
class ClassicHint:
    """ The move a bot would make now for the caller.

        Attributes:
            command (ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey |
                ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon |
                ClassicCommandSkipFigure): What the player to move can ask for.
            level (Level): How well a bot plays.
            others (list[RankedCommandClassicCommand]): Commands the bot ranked below `command`, best first, as many as
                `top` asked for beyond it (fewer when there are fewer; none from
                `random`, which ranks nothing).
            ruleset (ClassicHintRuleset): The rule set.
            seq (int): The sequence number the hint is for; send it as `expected_seq`.
            then (list[ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey
                | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon |
                ClassicCommandSkipFigure]): How the bot would go on with the turn after `command`, before
                chance deals: after a tile placement, usually its figure decision
                on that tile (`region` of the tile at `command`'s cell). Each
                becomes legal once the one before is played.
            value (float): The bot's estimate of the position after it, in the rule set's
                rating: in competitive games, points ahead of the best other seat
                if the game ended then (Monte Carlo: averaged over sampled deals a
                few turns ahead); in the co-operative game, the team's prospects.
     """

    command: ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure
    level: Level
    others: list[RankedCommandClassicCommand]
    ruleset: ClassicHintRuleset
    seq: int
    then: list[ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure]
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_command_draw_tile import ClassicCommandDrawTile # noqa: PLC0415
        from ..models.classic_command_move_wagon import ClassicCommandMoveWagon # noqa: PLC0415
        from ..models.classic_command_pass_abbey import ClassicCommandPassAbbey # noqa: PLC0415
        from ..models.classic_command_place_abbey import ClassicCommandPlaceAbbey # noqa: PLC0415
        from ..models.classic_command_place_barn import ClassicCommandPlaceBarn # noqa: PLC0415
        from ..models.classic_command_place_figure import ClassicCommandPlaceFigure # noqa: PLC0415
        from ..models.classic_command_place_tile import ClassicCommandPlaceTile # noqa: PLC0415
        from ..models.classic_command_return_wagon import ClassicCommandReturnWagon # noqa: PLC0415
        from ..models.classic_command_skip_figure import ClassicCommandSkipFigure # noqa: PLC0415
        from ..models.ranked_command_classic_command import RankedCommandClassicCommand # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, ClassicCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandPlaceFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandSkipFigure):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandPlaceAbbey):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandDrawTile):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandPassAbbey):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandMoveWagon):
            command = self.command.to_dict()
        elif isinstance(self.command, ClassicCommandReturnWagon):
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
            if isinstance(then_item_data, ClassicCommandPlaceTile):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandPlaceFigure):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandSkipFigure):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandPlaceAbbey):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandDrawTile):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandPassAbbey):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandMoveWagon):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, ClassicCommandReturnWagon):
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
        from ..models.classic_command_draw_tile import ClassicCommandDrawTile # noqa: PLC0415
        from ..models.classic_command_move_wagon import ClassicCommandMoveWagon # noqa: PLC0415
        from ..models.classic_command_pass_abbey import ClassicCommandPassAbbey # noqa: PLC0415
        from ..models.classic_command_place_abbey import ClassicCommandPlaceAbbey # noqa: PLC0415
        from ..models.classic_command_place_barn import ClassicCommandPlaceBarn # noqa: PLC0415
        from ..models.classic_command_place_figure import ClassicCommandPlaceFigure # noqa: PLC0415
        from ..models.classic_command_place_tile import ClassicCommandPlaceTile # noqa: PLC0415
        from ..models.classic_command_return_wagon import ClassicCommandReturnWagon # noqa: PLC0415
        from ..models.classic_command_skip_figure import ClassicCommandSkipFigure # noqa: PLC0415
        from ..models.ranked_command_classic_command import RankedCommandClassicCommand # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_0 = ClassicCommandPlaceTile.from_dict(data)



                return componentsschemas_classic_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_1 = ClassicCommandPlaceFigure.from_dict(data)



                return componentsschemas_classic_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_2 = ClassicCommandSkipFigure.from_dict(data)



                return componentsschemas_classic_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_3 = ClassicCommandPlaceAbbey.from_dict(data)



                return componentsschemas_classic_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_4 = ClassicCommandDrawTile.from_dict(data)



                return componentsschemas_classic_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_5 = ClassicCommandPassAbbey.from_dict(data)



                return componentsschemas_classic_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_6 = ClassicCommandMoveWagon.from_dict(data)



                return componentsschemas_classic_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_7 = ClassicCommandReturnWagon.from_dict(data)



                return componentsschemas_classic_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_classic_command_type_8 = ClassicCommandPlaceBarn.from_dict(data)



            return componentsschemas_classic_command_type_8

        command = _parse_command(d.pop("command"))


        level = Level(d.pop("level"))




        others = []
        _others = d.pop("others")
        for others_item_data in (_others):
            others_item = RankedCommandClassicCommand.from_dict(others_item_data)



            others.append(others_item)


        ruleset = ClassicHintRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        then = []
        _then = d.pop("then")
        for then_item_data in (_then):
            def _parse_then_item(data: object) -> ClassicCommandDrawTile | ClassicCommandMoveWagon | ClassicCommandPassAbbey | ClassicCommandPlaceAbbey | ClassicCommandPlaceBarn | ClassicCommandPlaceFigure | ClassicCommandPlaceTile | ClassicCommandReturnWagon | ClassicCommandSkipFigure:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_0 = ClassicCommandPlaceTile.from_dict(data)



                    return componentsschemas_classic_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_1 = ClassicCommandPlaceFigure.from_dict(data)



                    return componentsschemas_classic_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_2 = ClassicCommandSkipFigure.from_dict(data)



                    return componentsschemas_classic_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_3 = ClassicCommandPlaceAbbey.from_dict(data)



                    return componentsschemas_classic_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_4 = ClassicCommandDrawTile.from_dict(data)



                    return componentsschemas_classic_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_5 = ClassicCommandPassAbbey.from_dict(data)



                    return componentsschemas_classic_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_6 = ClassicCommandMoveWagon.from_dict(data)



                    return componentsschemas_classic_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_classic_command_type_7 = ClassicCommandReturnWagon.from_dict(data)



                    return componentsschemas_classic_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_classic_command_type_8 = ClassicCommandPlaceBarn.from_dict(data)



                return componentsschemas_classic_command_type_8

            then_item = _parse_then_item(then_item_data)

            then.append(then_item)


        value = d.pop("value")

        classic_hint = cls(
            command=command,
            level=level,
            others=others,
            ruleset=ruleset,
            seq=seq,
            then=then,
            value=value,
        )


        classic_hint.additional_properties = d
        return classic_hint

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
