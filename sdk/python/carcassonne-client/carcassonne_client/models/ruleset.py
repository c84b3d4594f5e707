from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ruleset_id import RulesetId
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.option_info import OptionInfo
  from ..models.ruleset_parameters_type_0 import RulesetParametersType0





T = TypeVar("T", bound="Ruleset")



@_attrs_define
class Ruleset:
    """ A rule set the service hosts.

        Attributes:
            co_operative (bool): Whether its players play together against the game: its games keep
                the team's records per level and are never rated, so it has no
                leaderboard.
            description (str): What it covers.
            id (RulesetId): A hosted rule set (`GET /v1/rulesets`).
            max_players (int): Most players.
            min_players (int): Fewest players.
            name (str): Name.
            options (list[OptionInfo]): The options a game of it takes in `options` (the API document's
                `<Prefix>Options` schema says the same).
            parameters (None | RulesetParametersType0 | Unset): Parameter tables of the rule set that clients may show, e.g.
                the
                levels of Mists over Carcassonne (`{"levels": [...]}`, the same rows
                as a game's `level` in its view); absent for rule sets without.
            second_supply (None | str | Unset): The second tile supply, whose order a custom game fixes with
                `bonus_tile_order`; none for rule sets with one supply.
     """

    co_operative: bool
    description: str
    id: RulesetId
    max_players: int
    min_players: int
    name: str
    options: list[OptionInfo]
    parameters: None | RulesetParametersType0 | Unset = UNSET
    second_supply: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        from ..models.ruleset_parameters_type_0 import RulesetParametersType0 # noqa: PLC0415
        co_operative = self.co_operative

        description = self.description

        id = self.id.value

        max_players = self.max_players

        min_players = self.min_players

        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        parameters: dict[str, Any] | None | Unset
        if isinstance(self.parameters, Unset):
            parameters = UNSET
        elif isinstance(self.parameters, RulesetParametersType0):
            parameters = self.parameters.to_dict()
        else:
            parameters = self.parameters

        second_supply: None | str | Unset
        if isinstance(self.second_supply, Unset):
            second_supply = UNSET
        else:
            second_supply = self.second_supply


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "co_operative": co_operative,
            "description": description,
            "id": id,
            "max_players": max_players,
            "min_players": min_players,
            "name": name,
            "options": options,
        })
        if parameters is not UNSET:
            field_dict["parameters"] = parameters
        if second_supply is not UNSET:
            field_dict["second_supply"] = second_supply

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        from ..models.ruleset_parameters_type_0 import RulesetParametersType0 # noqa: PLC0415
        d = dict(src_dict)
        co_operative = d.pop("co_operative")

        description = d.pop("description")

        id = RulesetId(d.pop("id"))




        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        def _parse_parameters(data: object) -> None | RulesetParametersType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                parameters_type_0 = RulesetParametersType0.from_dict(data)



                return parameters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RulesetParametersType0 | Unset, data)

        parameters = _parse_parameters(d.pop("parameters", UNSET))


        def _parse_second_supply(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        second_supply = _parse_second_supply(d.pop("second_supply", UNSET))


        ruleset = cls(
            co_operative=co_operative,
            description=description,
            id=id,
            max_players=max_players,
            min_players=min_players,
            name=name,
            options=options,
            parameters=parameters,
            second_supply=second_supply,
        )


        ruleset.additional_properties = d
        return ruleset

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
