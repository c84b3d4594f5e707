from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.classic_event_game_created_type import ClassicEventGameCreatedType
from typing import cast

if TYPE_CHECKING:
  from ..models.classic_options import ClassicOptions
  from ..models.tile_order_fixed import TileOrderFixed
  from ..models.tile_order_secret import TileOrderSecret
  from ..models.tile_order_seeded import TileOrderSeeded





T = TypeVar("T", bound="ClassicEventGameCreated")



@_attrs_define
class ClassicEventGameCreated:
    """ The game was set up. Its tile order is secret while the game runs.

        Attributes:
            options (ClassicOptions): Game options of the base game.
            tile_order (TileOrderFixed | TileOrderSecret | TileOrderSeeded): Where the draw order comes from (recorded in
                the creation event).
            type_ (ClassicEventGameCreatedType):
     """

    options: ClassicOptions
    tile_order: TileOrderFixed | TileOrderSecret | TileOrderSeeded
    type_: ClassicEventGameCreatedType





    def to_dict(self) -> dict[str, Any]:
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.tile_order_fixed import TileOrderFixed # noqa: PLC0415
        from ..models.tile_order_secret import TileOrderSecret # noqa: PLC0415
        from ..models.tile_order_seeded import TileOrderSeeded # noqa: PLC0415
        options = self.options.to_dict()

        tile_order: dict[str, Any]
        if isinstance(self.tile_order, TileOrderSeeded):
            tile_order = self.tile_order.to_dict()
        elif isinstance(self.tile_order, TileOrderFixed):
            tile_order = self.tile_order.to_dict()
        else:
            tile_order = self.tile_order.to_dict()


        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "options": options,
            "tile_order": tile_order,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.classic_options import ClassicOptions # noqa: PLC0415
        from ..models.tile_order_fixed import TileOrderFixed # noqa: PLC0415
        from ..models.tile_order_secret import TileOrderSecret # noqa: PLC0415
        from ..models.tile_order_seeded import TileOrderSeeded # noqa: PLC0415
        d = dict(src_dict)
        options = ClassicOptions.from_dict(d.pop("options"))




        def _parse_tile_order(data: object) -> TileOrderFixed | TileOrderSecret | TileOrderSeeded:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tile_order_type_0 = TileOrderSeeded.from_dict(data)



                return componentsschemas_tile_order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_tile_order_type_1 = TileOrderFixed.from_dict(data)



                return componentsschemas_tile_order_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_tile_order_type_2 = TileOrderSecret.from_dict(data)



            return componentsschemas_tile_order_type_2

        tile_order = _parse_tile_order(d.pop("tile_order"))


        type_ = ClassicEventGameCreatedType(d.pop("type"))




        classic_event_game_created = cls(
            options=options,
            tile_order=tile_order,
            type_=type_,
        )

        return classic_event_game_created

