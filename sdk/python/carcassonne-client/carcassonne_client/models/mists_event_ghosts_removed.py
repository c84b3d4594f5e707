from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_event_ghosts_removed_type import MistsEventGhostsRemovedType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsEventGhostsRemoved")



@_attrs_define
class MistsEventGhostsRemoved:
    """ Ghosts were removed from a tile (pacify or a dog).

        Attributes:
            fog (int): From its fog.
            graveyard (int): From its graveyard.
            type_ (MistsEventGhostsRemovedType):
            x (int): Column.
            y (int): Row.
            feature (int | None | Unset): Pacify: the feature whose points it replaced (its id); absent
                for a dog, and in logs written before the team chose the order
                (MISTS-AMB-22): the first waiting.
     """

    fog: int
    graveyard: int
    type_: MistsEventGhostsRemovedType
    x: int
    y: int
    feature: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        fog = self.fog

        graveyard = self.graveyard

        type_ = self.type_.value

        x = self.x

        y = self.y

        feature: int | None | Unset
        if isinstance(self.feature, Unset):
            feature = UNSET
        else:
            feature = self.feature


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fog": fog,
            "graveyard": graveyard,
            "type": type_,
            "x": x,
            "y": y,
        })
        if feature is not UNSET:
            field_dict["feature"] = feature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fog = d.pop("fog")

        graveyard = d.pop("graveyard")

        type_ = MistsEventGhostsRemovedType(d.pop("type"))




        x = d.pop("x")

        y = d.pop("y")

        def _parse_feature(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        feature = _parse_feature(d.pop("feature", UNSET))


        mists_event_ghosts_removed = cls(
            fog=fog,
            graveyard=graveyard,
            type_=type_,
            x=x,
            y=y,
            feature=feature,
        )

        return mists_event_ghosts_removed

