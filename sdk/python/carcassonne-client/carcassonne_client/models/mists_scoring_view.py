from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mists_colour import MistsColour
from ..models.mists_kind import MistsKind
from ..models.mists_scoring_kind import MistsScoringKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mists_removal import MistsRemoval
  from ..models.pos import Pos





T = TypeVar("T", bound="MistsScoringView")



@_attrs_define
class MistsScoringView:
    """ A scoring. `points` went to each of `scorers`, one entry per colour.

        Attributes:
            colours (list[MistsColour]): The colours: scored (points, dog) or passed over (pacify).
            feature (int): Id of the scored feature.
            feature_kind (MistsKind): Region kinds of Mists over Carcassonne (MISTS-TERM-1, MISTS-TERM-3).
            kind (MistsScoringKind): Why points were scored or ghosts removed.
            points (int): Points each scorer received.
            scorers (list[int]): Seats that received them.
            tiles (list[Pos]): The tiles that were scored, by row and column.
            turn (int): The turn it happened in (turns completed before it; final
                scorings: the number of turns played).
            value (int): The feature's value once (a dog: the ghosts in play).
            removal (MistsRemoval | None | Unset):
     """

    colours: list[MistsColour]
    feature: int
    feature_kind: MistsKind
    kind: MistsScoringKind
    points: int
    scorers: list[int]
    tiles: list[Pos]
    turn: int
    value: int
    removal: MistsRemoval | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mists_removal import MistsRemoval # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        feature = self.feature

        feature_kind = self.feature_kind.value

        kind = self.kind.value

        points = self.points

        scorers = self.scorers



        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)



        turn = self.turn

        value = self.value

        removal: dict[str, Any] | None | Unset
        if isinstance(self.removal, Unset):
            removal = UNSET
        elif isinstance(self.removal, MistsRemoval):
            removal = self.removal.to_dict()
        else:
            removal = self.removal


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "colours": colours,
            "feature": feature,
            "feature_kind": feature_kind,
            "kind": kind,
            "points": points,
            "scorers": scorers,
            "tiles": tiles,
            "turn": turn,
            "value": value,
        })
        if removal is not UNSET:
            field_dict["removal"] = removal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mists_removal import MistsRemoval # noqa: PLC0415
        from ..models.pos import Pos # noqa: PLC0415
        d = dict(src_dict)
        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = MistsColour(colours_item_data)



            colours.append(colours_item)


        feature = d.pop("feature")

        feature_kind = MistsKind(d.pop("feature_kind"))




        kind = MistsScoringKind(d.pop("kind"))




        points = d.pop("points")

        scorers = cast(list[int], d.pop("scorers"))


        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = Pos.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        turn = d.pop("turn")

        value = d.pop("value")

        def _parse_removal(data: object) -> MistsRemoval | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                removal_type_0 = MistsRemoval.from_dict(data)



                return removal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MistsRemoval | None | Unset, data)

        removal = _parse_removal(d.pop("removal", UNSET))


        mists_scoring_view = cls(
            colours=colours,
            feature=feature,
            feature_kind=feature_kind,
            kind=kind,
            points=points,
            scorers=scorers,
            tiles=tiles,
            turn=turn,
            value=value,
            removal=removal,
        )


        mists_scoring_view.additional_properties = d
        return mists_scoring_view

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
