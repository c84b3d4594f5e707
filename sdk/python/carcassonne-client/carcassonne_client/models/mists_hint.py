from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.level import Level
from ..models.mists_hint_ruleset import MistsHintRuleset
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply
  from ..models.mists_command_bury_guard import MistsCommandBuryGuard
  from ..models.mists_command_end_removals import MistsCommandEndRemovals
  from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard
  from ..models.mists_command_place_dog import MistsCommandPlaceDog
  from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown
  from ..models.mists_command_place_guard import MistsCommandPlaceGuard
  from ..models.mists_command_place_tile import MistsCommandPlaceTile
  from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts
  from ..models.mists_command_score_points import MistsCommandScorePoints
  from ..models.mists_command_skip_guard import MistsCommandSkipGuard
  from ..models.ranked_command_mists_command import RankedCommandMistsCommand





T = TypeVar("T", bound="MistsHint")



@_attrs_define
class MistsHint:
    """ The move a bot would make now for the caller.

        Attributes:
            command (MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals |
                MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard |
                MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard): What a
                player can ask for. Team choices name no seat: whoever may
                decide (the active player, or with `team_decisions` any seated player)
                takes them for the team.
            level (Level): How well a bot plays.
            others (list[RankedCommandMistsCommand]): Commands the bot ranked below `command`, best first, as many as
                `top` asked for beyond it (fewer when there are fewer; none from
                `random`, which ranks nothing).
            ruleset (MistsHintRuleset): The rule set.
            seq (int): The sequence number the hint is for; send it as `expected_seq`.
            then (list[MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals |
                MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard |
                MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard]): How the
                bot would go on with the turn after `command`, before
                chance deals: after a tile placement, usually its figure decision
                on that tile (`region` of the tile at `command`'s cell). Each
                becomes legal once the one before is played.
            value (float): The bot's estimate of the position after it, in the rule set's
                rating: in competitive games, points ahead of the best other seat
                if the game ended then (Monte Carlo: averaged over sampled deals a
                few turns ahead); in the co-operative game, the team's prospects.
     """

    command: MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard
    level: Level
    others: list[RankedCommandMistsCommand]
    ruleset: MistsHintRuleset
    seq: int
    then: list[MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard]
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply # noqa: PLC0415
        from ..models.mists_command_bury_guard import MistsCommandBuryGuard # noqa: PLC0415
        from ..models.mists_command_end_removals import MistsCommandEndRemovals # noqa: PLC0415
        from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard # noqa: PLC0415
        from ..models.mists_command_place_dog import MistsCommandPlaceDog # noqa: PLC0415
        from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown # noqa: PLC0415
        from ..models.mists_command_place_guard import MistsCommandPlaceGuard # noqa: PLC0415
        from ..models.mists_command_place_tile import MistsCommandPlaceTile # noqa: PLC0415
        from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts # noqa: PLC0415
        from ..models.mists_command_score_points import MistsCommandScorePoints # noqa: PLC0415
        from ..models.mists_command_skip_guard import MistsCommandSkipGuard # noqa: PLC0415
        from ..models.ranked_command_mists_command import RankedCommandMistsCommand # noqa: PLC0415
        command: dict[str, Any]
        if isinstance(self.command, MistsCommandPlaceTile):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandBuryGuard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandBuryFromSupply):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandHauntGraveyard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandPlaceGuard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandSkipGuard):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandScorePoints):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandRemoveGhosts):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandPlaceDog):
            command = self.command.to_dict()
        elif isinstance(self.command, MistsCommandEndRemovals):
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
            if isinstance(then_item_data, MistsCommandPlaceTile):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandBuryGuard):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandBuryFromSupply):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandHauntGraveyard):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandPlaceGuard):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandSkipGuard):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandScorePoints):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandRemoveGhosts):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandPlaceDog):
                then_item = then_item_data.to_dict()
            elif isinstance(then_item_data, MistsCommandEndRemovals):
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
        from ..models.mists_command_bury_from_supply import MistsCommandBuryFromSupply # noqa: PLC0415
        from ..models.mists_command_bury_guard import MistsCommandBuryGuard # noqa: PLC0415
        from ..models.mists_command_end_removals import MistsCommandEndRemovals # noqa: PLC0415
        from ..models.mists_command_haunt_graveyard import MistsCommandHauntGraveyard # noqa: PLC0415
        from ..models.mists_command_place_dog import MistsCommandPlaceDog # noqa: PLC0415
        from ..models.mists_command_place_face_down import MistsCommandPlaceFaceDown # noqa: PLC0415
        from ..models.mists_command_place_guard import MistsCommandPlaceGuard # noqa: PLC0415
        from ..models.mists_command_place_tile import MistsCommandPlaceTile # noqa: PLC0415
        from ..models.mists_command_remove_ghosts import MistsCommandRemoveGhosts # noqa: PLC0415
        from ..models.mists_command_score_points import MistsCommandScorePoints # noqa: PLC0415
        from ..models.mists_command_skip_guard import MistsCommandSkipGuard # noqa: PLC0415
        from ..models.ranked_command_mists_command import RankedCommandMistsCommand # noqa: PLC0415
        d = dict(src_dict)
        def _parse_command(data: object) -> MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_0 = MistsCommandPlaceTile.from_dict(data)



                return componentsschemas_mists_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_1 = MistsCommandBuryGuard.from_dict(data)



                return componentsschemas_mists_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_2 = MistsCommandBuryFromSupply.from_dict(data)



                return componentsschemas_mists_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_3 = MistsCommandHauntGraveyard.from_dict(data)



                return componentsschemas_mists_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_4 = MistsCommandPlaceGuard.from_dict(data)



                return componentsschemas_mists_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_5 = MistsCommandSkipGuard.from_dict(data)



                return componentsschemas_mists_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_6 = MistsCommandScorePoints.from_dict(data)



                return componentsschemas_mists_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_7 = MistsCommandRemoveGhosts.from_dict(data)



                return componentsschemas_mists_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_8 = MistsCommandPlaceDog.from_dict(data)



                return componentsschemas_mists_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_9 = MistsCommandEndRemovals.from_dict(data)



                return componentsschemas_mists_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_mists_command_type_10 = MistsCommandPlaceFaceDown.from_dict(data)



            return componentsschemas_mists_command_type_10

        command = _parse_command(d.pop("command"))


        level = Level(d.pop("level"))




        others = []
        _others = d.pop("others")
        for others_item_data in (_others):
            others_item = RankedCommandMistsCommand.from_dict(others_item_data)



            others.append(others_item)


        ruleset = MistsHintRuleset(d.pop("ruleset"))




        seq = d.pop("seq")

        then = []
        _then = d.pop("then")
        for then_item_data in (_then):
            def _parse_then_item(data: object) -> MistsCommandBuryFromSupply | MistsCommandBuryGuard | MistsCommandEndRemovals | MistsCommandHauntGraveyard | MistsCommandPlaceDog | MistsCommandPlaceFaceDown | MistsCommandPlaceGuard | MistsCommandPlaceTile | MistsCommandRemoveGhosts | MistsCommandScorePoints | MistsCommandSkipGuard:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_0 = MistsCommandPlaceTile.from_dict(data)



                    return componentsschemas_mists_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_1 = MistsCommandBuryGuard.from_dict(data)



                    return componentsschemas_mists_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_2 = MistsCommandBuryFromSupply.from_dict(data)



                    return componentsschemas_mists_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_3 = MistsCommandHauntGraveyard.from_dict(data)



                    return componentsschemas_mists_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_4 = MistsCommandPlaceGuard.from_dict(data)



                    return componentsschemas_mists_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_5 = MistsCommandSkipGuard.from_dict(data)



                    return componentsschemas_mists_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_6 = MistsCommandScorePoints.from_dict(data)



                    return componentsschemas_mists_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_7 = MistsCommandRemoveGhosts.from_dict(data)



                    return componentsschemas_mists_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_8 = MistsCommandPlaceDog.from_dict(data)



                    return componentsschemas_mists_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_mists_command_type_9 = MistsCommandEndRemovals.from_dict(data)



                    return componentsschemas_mists_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mists_command_type_10 = MistsCommandPlaceFaceDown.from_dict(data)



                return componentsschemas_mists_command_type_10

            then_item = _parse_then_item(then_item_data)

            then.append(then_item)


        value = d.pop("value")

        mists_hint = cls(
            command=command,
            level=level,
            others=others,
            ruleset=ruleset,
            seq=seq,
            then=then,
            value=value,
        )


        mists_hint.additional_properties = d
        return mists_hint

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
