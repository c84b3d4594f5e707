from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_special import HgSpecial
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_animals import HgAnimals





T = TypeVar("T", bound="HgSpecialView")



@_attrs_define
class HgSpecialView:
    """ A bonus tile that changed a scoring.

        Attributes:
            special (HgSpecial): Effects of the bonus tiles (HG-MEN-*).
            x (int): Column of its tile.
            y (int): Row of its tile.
            covered (HgAnimals | None | Unset):
     """

    special: HgSpecial
    x: int
    y: int
    covered: HgAnimals | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        special = self.special.value

        x = self.x

        y = self.y

        covered: dict[str, Any] | None | Unset
        if isinstance(self.covered, Unset):
            covered = UNSET
        elif isinstance(self.covered, HgAnimals):
            covered = self.covered.to_dict()
        else:
            covered = self.covered


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "special": special,
            "x": x,
            "y": y,
        })
        if covered is not UNSET:
            field_dict["covered"] = covered

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        d = dict(src_dict)
        special = HgSpecial(d.pop("special"))




        x = d.pop("x")

        y = d.pop("y")

        def _parse_covered(data: object) -> HgAnimals | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                covered_type_0 = HgAnimals.from_dict(data)



                return covered_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HgAnimals | None | Unset, data)

        covered = _parse_covered(d.pop("covered", UNSET))


        hg_special_view = cls(
            special=special,
            x=x,
            y=y,
            covered=covered,
        )


        hg_special_view.additional_properties = d
        return hg_special_view

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
