from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_command_remove_ghosts_type import MistsCommandRemoveGhostsType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsCommandRemoveGhosts")



@_attrs_define
class MistsCommandRemoveGhosts:
    """ Remove ghosts from the tile at (x, y): `fog` from its fog, `graveyard`
    from its graveyard, 1 to 3 in all. Instead of the points of a closed
    feature waiting to be scored (pacify, MISTS-SCORE-2), or for a dog
    (MISTS-DOG-1).

        Example:
            {'feature': 33, 'fog': 1, 'graveyard': 0, 'type': 'remove_ghosts', 'x': 1, 'y': 0}

        Attributes:
            type_ (MistsCommandRemoveGhostsType):
            x (int): Column.
            y (int): Row.
            feature (int | None | Unset): Pacify: the feature whose points this replaces (its id, as in the
                legal moves' `choices`), any closed feature still waiting
                (MISTS-AMB-22); none, the first. A dog's removal names none.
            fog (int | Unset): Ghosts to take from the tile's fog.
            graveyard (int | Unset): Ghosts to take from the tile's graveyard.
     """

    type_: MistsCommandRemoveGhostsType
    x: int
    y: int
    feature: int | None | Unset = UNSET
    fog: int | Unset = UNSET
    graveyard: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        x = self.x

        y = self.y

        feature: int | None | Unset
        if isinstance(self.feature, Unset):
            feature = UNSET
        else:
            feature = self.feature

        fog = self.fog

        graveyard = self.graveyard


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "x": x,
            "y": y,
        })
        if feature is not UNSET:
            field_dict["feature"] = feature
        if fog is not UNSET:
            field_dict["fog"] = fog
        if graveyard is not UNSET:
            field_dict["graveyard"] = graveyard

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = MistsCommandRemoveGhostsType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        def _parse_feature(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        feature = _parse_feature(d.pop("feature", UNSET))


        fog = d.pop("fog", UNSET)

        graveyard = d.pop("graveyard", UNSET)

        mists_command_remove_ghosts = cls(
            type_=type_,
            x=x,
            y=y,
            feature=feature,
            fog=fog,
            graveyard=graveyard,
        )

        return mists_command_remove_ghosts

