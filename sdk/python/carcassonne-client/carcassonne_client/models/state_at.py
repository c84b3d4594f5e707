from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_view import GameView
  from ..models.hg_game_view import HgGameView





T = TypeVar("T", bound="StateAt")



@_attrs_define
class StateAt:
    """ The state of a game after a given event.

        Attributes:
            last_seq (int): The game's last sequence number.
            seq (int): The event it follows.
            state (GameView | HgGameView): The public state of a game of any rule set.
     """

    last_seq: int
    seq: int
    state: GameView | HgGameView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_view import GameView # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        last_seq = self.last_seq

        seq = self.seq

        state: dict[str, Any]
        if isinstance(self.state, GameView):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "last_seq": last_seq,
            "seq": seq,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_view import GameView # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        d = dict(src_dict)
        last_seq = d.pop("last_seq")

        seq = d.pop("seq")

        def _parse_state(data: object) -> GameView | HgGameView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_view_type_0 = GameView.from_dict(data)



                return componentsschemas_any_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_view_type_1 = HgGameView.from_dict(data)



            return componentsschemas_any_view_type_1

        state = _parse_state(d.pop("state"))


        state_at = cls(
            last_seq=last_seq,
            seq=seq,
            state=state,
        )


        state_at.additional_properties = d
        return state_at

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
