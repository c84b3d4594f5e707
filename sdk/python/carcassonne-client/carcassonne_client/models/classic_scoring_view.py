from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_scoring_time import ClassicScoringTime
from ..models.classic_terrain import ClassicTerrain
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos





T = TypeVar("T", bound="ClassicScoringView")



@_attrs_define
class ClassicScoringView:
    """ One scoring. `tiles` are the feature's tiles (a monastery's 3x3 block).

        Attributes:
            cathedral (bool): A cathedral stood in it (cities, IC-CATH-1/2).
            cities (int): Completed cities bordered (fields).
            complete (bool): Whether it was complete.
            feature (int): Id of the scored feature.
            inn (bool): An inn stood by it (roads, IC-INN-1/2).
            kind (ClassicTerrain): Region kinds of the classic family, as the rules see them.
            pig (bool): The scorers had their pig in the field: 1 more per city (fields,
                Traders & Builders, TB-PIG-2); the field's other scorers, if any,
                are listed in the scoring before.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that received them.
            shields (int): Shields (cities).
            tiles (list[Pos]): The tiles that were scored, by row and column.
            time (ClassicScoringTime): When a scoring happened.
            turn (int): The turn it happened in (turns completed before it; final
                scorings: the number of turns played).
     """

    cathedral: bool
    cities: int
    complete: bool
    feature: int
    inn: bool
    kind: ClassicTerrain
    pig: bool
    points: int
    scorers: list[int]
    shields: int
    tiles: list[Pos]
    time: ClassicScoringTime
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        cathedral = self.cathedral

        cities = self.cities

        complete = self.complete

        feature = self.feature

        inn = self.inn

        kind = self.kind.value

        pig = self.pig

        points = self.points

        scorers = self.scorers



        shields = self.shields

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        time = self.time.value

        turn = self.turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cathedral": cathedral,
            "cities": cities,
            "complete": complete,
            "feature": feature,
            "inn": inn,
            "kind": kind,
            "pig": pig,
            "points": points,
            "scorers": scorers,
            "shields": shields,
            "tiles": tiles,
            "time": time,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        cathedral = d.pop("cathedral")

        cities = d.pop("cities")

        complete = d.pop("complete")

        feature = d.pop("feature")

        inn = d.pop("inn")

        kind = ClassicTerrain(d.pop("kind"))




        pig = d.pop("pig")

        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        shields = d.pop("shields")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        time = ClassicScoringTime(d.pop("time"))




        turn = d.pop("turn")

        classic_scoring_view = cls(
            cathedral=cathedral,
            cities=cities,
            complete=complete,
            feature=feature,
            inn=inn,
            kind=kind,
            pig=pig,
            points=points,
            scorers=scorers,
            shields=shields,
            tiles=tiles,
            time=time,
            turn=turn,
        )


        classic_scoring_view.additional_properties = d
        return classic_scoring_view

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
