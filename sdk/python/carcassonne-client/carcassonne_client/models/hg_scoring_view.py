from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_scoring_kind import HgScoringKind
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_animals import HgAnimals





T = TypeVar("T", bound="HgScoringView")



@_attrs_define
class HgScoringView:
    """ One scoring.

        Attributes:
            animals (HgAnimals): Animals drawn on a meadow (HG-TERM-2).
            feature (int): Id of the scored feature (for huts: of the system's first feature).
            fish (int): Fish counted.
            kind (HgScoringKind): What a scoring paid for.
            lakes (int): Lakes counted (canoe, raft).
            mushrooms (int): Mushroom patches of a forest.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that received them.
            tiles (int): Tiles of a river or forest.
            turn (int): Turns completed before it.
     """

    animals: HgAnimals
    feature: int
    fish: int
    kind: HgScoringKind
    lakes: int
    mushrooms: int
    points: int
    scorers: list[int]
    tiles: int
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        animals = self.animals.to_dict()

        feature = self.feature

        fish = self.fish

        kind = self.kind.value

        lakes = self.lakes

        mushrooms = self.mushrooms

        points = self.points

        scorers = self.scorers



        tiles = self.tiles

        turn = self.turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "animals": animals,
            "feature": feature,
            "fish": fish,
            "kind": kind,
            "lakes": lakes,
            "mushrooms": mushrooms,
            "points": points,
            "scorers": scorers,
            "tiles": tiles,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        d = dict(src_dict)
        animals = HgAnimals.from_dict(d.pop("animals"))




        feature = d.pop("feature")

        fish = d.pop("fish")

        kind = HgScoringKind(d.pop("kind"))




        lakes = d.pop("lakes")

        mushrooms = d.pop("mushrooms")

        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        tiles = d.pop("tiles")

        turn = d.pop("turn")

        hg_scoring_view = cls(
            animals=animals,
            feature=feature,
            fish=fish,
            kind=kind,
            lakes=lakes,
            mushrooms=mushrooms,
            points=points,
            scorers=scorers,
            tiles=tiles,
            turn=turn,
        )


        hg_scoring_view.additional_properties = d
        return hg_scoring_view

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
