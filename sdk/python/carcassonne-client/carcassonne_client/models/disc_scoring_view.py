from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.disc_scoring_kind import DiscScoringKind
from ..models.disc_terrain import DiscTerrain
from typing import cast

if TYPE_CHECKING:
  from ..models.pos import Pos





T = TypeVar("T", bound="DiscScoringView")



@_attrs_define
class DiscScoringView:
    """ One figure scored. `tiles` are its area's.

        Attributes:
            area_closed (bool): Whether the area was closed then (a final scoring values it as open
                either way, DISC-END-2).
            closed (bool): Whether it was scored as closed.
            feature (int): Id of the scored feature.
            kind (DiscScoringKind): Why a figure scored.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that received them.
            small (bool): Closed with 1 or 2 tiles, so scored like an open area.
            terrain (DiscTerrain): The terrains of The Discovery (DISC-TERM-1).
            tiles (list[Pos]): The tiles that were scored, by row and column.
            towns (int): The towns the value counted.
            turn (int): The turn it happened in (turns completed before it; final
                scorings: the number of turns played).
     """

    area_closed: bool
    closed: bool
    feature: int
    kind: DiscScoringKind
    points: int
    scorers: list[int]
    small: bool
    terrain: DiscTerrain
    tiles: list[Pos]
    towns: int
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.pos import Pos # noqa: PLC0415
        area_closed = self.area_closed

        closed = self.closed

        feature = self.feature

        kind = self.kind.value

        points = self.points

        scorers = self.scorers



        small = self.small

        terrain = self.terrain.value

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        towns = self.towns

        turn = self.turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_closed": area_closed,
            "closed": closed,
            "feature": feature,
            "kind": kind,
            "points": points,
            "scorers": scorers,
            "small": small,
            "terrain": terrain,
            "tiles": tiles,
            "towns": towns,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        area_closed = d.pop("area_closed")

        closed = d.pop("closed")

        feature = d.pop("feature")

        kind = DiscScoringKind(d.pop("kind"))




        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        small = d.pop("small")

        terrain = DiscTerrain(d.pop("terrain"))




        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        towns = d.pop("towns")

        turn = d.pop("turn")

        disc_scoring_view = cls(
            area_closed=area_closed,
            closed=closed,
            feature=feature,
            kind=kind,
            points=points,
            scorers=scorers,
            small=small,
            terrain=terrain,
            tiles=tiles,
            towns=towns,
            turn=turn,
        )


        disc_scoring_view.additional_properties = d
        return disc_scoring_view

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
