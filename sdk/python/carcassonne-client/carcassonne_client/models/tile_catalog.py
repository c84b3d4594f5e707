from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tile_catalog_terrain import TileCatalogTerrain
  from ..models.tile_info import TileInfo





T = TypeVar("T", bound="TileCatalog")



@_attrs_define
class TileCatalog:
    """ A tile catalog: tile ids, slot names and region indices are a public
    contract (geometry in `data/tiles/FORMAT.md`).

        Attributes:
            family (str): Catalog family.
            terrain (TileCatalogTerrain): Terrain letters used in `edges`, with their meaning.
            tiles (list[TileInfo]): Every tile type.
     """

    family: str
    terrain: TileCatalogTerrain
    tiles: list[TileInfo]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tile_catalog_terrain import TileCatalogTerrain # noqa: PLC0415
        from ..models.tile_info import TileInfo # noqa: PLC0415
        family = self.family

        terrain = self.terrain.to_dict()

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "family": family,
            "terrain": terrain,
            "tiles": tiles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tile_catalog_terrain import TileCatalogTerrain # noqa: PLC0415
        from ..models.tile_info import TileInfo # noqa: PLC0415
        d = dict(src_dict)
        family = d.pop("family")

        terrain = TileCatalogTerrain.from_dict(d.pop("terrain"))




        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = TileInfo.from_dict(tiles_item_data)



            tiles.append(tiles_item)


        tile_catalog = cls(
            family=family,
            terrain=terrain,
            tiles=tiles,
        )


        tile_catalog.additional_properties = d
        return tile_catalog

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
