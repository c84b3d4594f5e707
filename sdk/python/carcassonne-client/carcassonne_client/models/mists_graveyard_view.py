from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsGraveyardView")



@_attrs_define
class MistsGraveyardView:
    """ A graveyard.

        Attributes:
            closed (bool): Whether it is closed.
            ghosts (int): Ghosts on it (levels 2-4).
            x (int): Column.
            y (int): Row.
            buried (MistsColour | None | Unset):
     """

    closed: bool
    ghosts: int
    x: int
    y: int
    buried: MistsColour | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        closed = self.closed

        ghosts = self.ghosts

        x = self.x

        y = self.y

        buried: None | str | Unset
        if isinstance(self.buried, Unset):
            buried = UNSET
        elif isinstance(self.buried, MistsColour):
            buried = self.buried.value
        else:
            buried = self.buried


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "closed": closed,
            "ghosts": ghosts,
            "x": x,
            "y": y,
        })
        if buried is not UNSET:
            field_dict["buried"] = buried

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        closed = d.pop("closed")

        ghosts = d.pop("ghosts")

        x = d.pop("x")

        y = d.pop("y")

        def _parse_buried(data: object) -> MistsColour | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                buried_type_0 = MistsColour(data)



                return buried_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MistsColour | None | Unset, data)

        buried = _parse_buried(d.pop("buried", UNSET))


        mists_graveyard_view = cls(
            closed=closed,
            ghosts=ghosts,
            x=x,
            y=y,
            buried=buried,
        )


        mists_graveyard_view.additional_properties = d
        return mists_graveyard_view

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
