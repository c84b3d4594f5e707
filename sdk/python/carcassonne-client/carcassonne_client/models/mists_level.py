from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_graveyards import MistsGraveyards
from ..models.mists_score_keeping import MistsScoreKeeping
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="MistsLevel")



@_attrs_define
class MistsLevel:
    """ The parameters of one level.

        Attributes:
            bank (int): Ghosts in the bank at set-up, the start tile's 3 included.
            goal (int): Points needed to win.
            graveyards (MistsGraveyards): What the graveyards of a level do (MISTS-GRAVE-1).
            level (int): The level, 1 to 6.
            piles (int): Piles the tiles are split into (1, or 3 of 20).
            scoring (MistsScoreKeeping): How points are kept (MISTS-TERM-9).
            tiles (int): Tiles in play: 50 without castles and graveyards, or all 60.
            dogs (list[int] | None | Unset): Score thresholds of dog 1 and dog 2 (levels 3-6).
     """

    bank: int
    goal: int
    graveyards: MistsGraveyards
    level: int
    piles: int
    scoring: MistsScoreKeeping
    tiles: int
    dogs: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        bank = self.bank

        goal = self.goal

        graveyards = self.graveyards.value

        level = self.level

        piles = self.piles

        scoring = self.scoring.value

        tiles = self.tiles

        dogs: list[int] | None | Unset
        if isinstance(self.dogs, Unset):
            dogs = UNSET
        elif isinstance(self.dogs, list):
            dogs = self.dogs


        else:
            dogs = self.dogs


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bank": bank,
            "goal": goal,
            "graveyards": graveyards,
            "level": level,
            "piles": piles,
            "scoring": scoring,
            "tiles": tiles,
        })
        if dogs is not UNSET:
            field_dict["dogs"] = dogs

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bank = d.pop("bank")

        goal = d.pop("goal")

        graveyards = MistsGraveyards(d.pop("graveyards"))




        level = d.pop("level")

        piles = d.pop("piles")

        scoring = MistsScoreKeeping(d.pop("scoring"))




        tiles = d.pop("tiles")

        def _parse_dogs(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dogs_type_0 = cast(list[int], data)

                return dogs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        dogs = _parse_dogs(d.pop("dogs", UNSET))


        mists_level = cls(
            bank=bank,
            goal=goal,
            graveyards=graveyards,
            level=level,
            piles=piles,
            scoring=scoring,
            tiles=tiles,
            dogs=dogs,
        )


        mists_level.additional_properties = d
        return mists_level

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
