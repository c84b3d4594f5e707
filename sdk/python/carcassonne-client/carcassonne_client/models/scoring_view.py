from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scoring_time import ScoringTime
from ..models.terrain import Terrain
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos





T = TypeVar("T", bound="ScoringView")



@_attrs_define
class ScoringView:
    """ One scoring.

        Attributes:
            cities (int): Completed cities bordered (fields).
            complete (bool): Whether it was complete.
            feature (int): Id of the scored feature.
            kind (Terrain): Region kinds of the classic family, as the rules see them.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that received them.
            shields (int): Shields (cities).
            tiles (list[Pos]): Its tiles.
            time (ScoringTime): When a scoring happened.
            turn (int): Turns completed before it.
     """

    cities: int
    complete: bool
    feature: int
    kind: Terrain
    points: int
    scorers: list[int]
    shields: int
    tiles: list[Pos]
    time: ScoringTime
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        cities = self.cities

        complete = self.complete

        feature = self.feature

        kind = self.kind.value

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
            "cities": cities,
            "complete": complete,
            "feature": feature,
            "kind": kind,
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
        cities = d.pop("cities")

        complete = d.pop("complete")

        feature = d.pop("feature")

        kind = Terrain(d.pop("kind"))




        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        shields = d.pop("shields")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        time = ScoringTime(d.pop("time"))




        turn = d.pop("turn")

        scoring_view = cls(
            cities=cities,
            complete=complete,
            feature=feature,
            kind=kind,
            points=points,
            scorers=scorers,
            shields=shields,
            tiles=tiles,
            time=time,
            turn=turn,
        )


        scoring_view.additional_properties = d
        return scoring_view

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
