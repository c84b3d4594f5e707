from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hg_pile import HgPile
from ..models.hg_scoring_kind import HgScoringKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_animals import HgAnimals
  from ..models.hg_special_view import HgSpecialView
  from ..models.pos import Pos





T = TypeVar("T", bound="HgScoringView")



@_attrs_define
class HgScoringView:
    """ One scoring. `tiles`: a river's, forest's or meadow's own; every tile of
    the river system for huts; the system's lakes for the canoe; the trapped
    tiles for the small trap.

        Attributes:
            animals (HgAnimals): Animals drawn on a meadow (HG-TERM-2).
            feature (int): Id of the scored feature.
            fish (int): Fish counted.
            kind (HgScoringKind): What a scoring paid for.
            lakes (int): Lakes counted (canoe, raft).
            mushrooms (int): Mushroom patches of a forest.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that received them.
            specials (list[HgSpecialView]): Bonus tiles that changed it: the canoe or small trap itself, a fire
                or big trap in the meadow, small traps that covered some of its
                animals before, a raft in the river system.
            tiles (list[Pos]): The tiles that were scored, by row and column.
            turn (int): The turn it happened in (turns completed before it; final
                scorings: the number of turns played).
            pile (HgPile | None | Unset):
     """

    animals: HgAnimals
    feature: int
    fish: int
    kind: HgScoringKind
    lakes: int
    mushrooms: int
    points: int
    scorers: list[int]
    specials: list[HgSpecialView]
    tiles: list[Pos]
    turn: int
    pile: HgPile | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        from ..models.hg_special_view import HgSpecialView # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        animals = self.animals.to_dict()

        feature = self.feature

        fish = self.fish

        kind = self.kind.value

        lakes = self.lakes

        mushrooms = self.mushrooms

        points = self.points

        scorers = self.scorers



        specials = []
        for specials_item_data in self.specials:
            specials_item = specials_item_data.to_dict()
            specials.append(specials_item)



        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        turn = self.turn

        pile: None | str | Unset
        if isinstance(self.pile, Unset):
            pile = UNSET
        elif isinstance(self.pile, HgPile):
            pile = self.pile.value
        else:
            pile = self.pile


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
            "specials": specials,
            "tiles": tiles,
            "turn": turn,
        })
        if pile is not UNSET:
            field_dict["pile"] = pile

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_animals import HgAnimals # noqa: PLC0415
        from ..models.hg_special_view import HgSpecialView # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        animals = HgAnimals.from_dict(d.pop("animals"))




        feature = d.pop("feature")

        fish = d.pop("fish")

        kind = HgScoringKind(d.pop("kind"))




        lakes = d.pop("lakes")

        mushrooms = d.pop("mushrooms")

        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        specials = []
        _specials = d.pop("specials")
        for specials_item_data in (_specials):
            specials_item = HgSpecialView.from_dict(specials_item_data)



            specials.append(specials_item)


        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        turn = d.pop("turn")

        def _parse_pile(data: object) -> HgPile | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pile_type_0 = HgPile(data)



                return pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HgPile | None | Unset, data)

        pile = _parse_pile(d.pop("pile", UNSET))


        hg_scoring_view = cls(
            animals=animals,
            feature=feature,
            fish=fish,
            kind=kind,
            lakes=lakes,
            mushrooms=mushrooms,
            points=points,
            scorers=scorers,
            specials=specials,
            tiles=tiles,
            turn=turn,
            pile=pile,
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
