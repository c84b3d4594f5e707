from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.hg_legal_moves_none import HgLegalMovesNone
  from ..models.hg_legal_moves_place_figure import HgLegalMovesPlaceFigure
  from ..models.hg_legal_moves_place_tile import HgLegalMovesPlaceTile
  from ..models.legal_moves_choose_tile import LegalMovesChooseTile
  from ..models.legal_moves_last_abbeys import LegalMovesLastAbbeys
  from ..models.legal_moves_move_wagon import LegalMovesMoveWagon
  from ..models.legal_moves_none import LegalMovesNone
  from ..models.legal_moves_place_figure import LegalMovesPlaceFigure
  from ..models.legal_moves_place_tile import LegalMovesPlaceTile





T = TypeVar("T", bound="LegalMovesResponse")



@_attrs_define
class LegalMovesResponse:
    """ The legal moves of the current turn, for the caller.

        Attributes:
            seq (int): Sequence number they are valid at.
            current_player (int | None | Unset): Seat to move, if any.
            moves (HgLegalMovesNone | HgLegalMovesPlaceFigure | HgLegalMovesPlaceTile | LegalMovesChooseTile |
                LegalMovesLastAbbeys | LegalMovesMoveWagon | LegalMovesNone | LegalMovesPlaceFigure | LegalMovesPlaceTile | None
                | Unset):
            reason (None | str | Unset): Why there are no moves for the caller.
            your_seat (int | None | Unset): The caller's seat, if seated (the current one in a single-seat game).
     """

    seq: int
    current_player: int | None | Unset = UNSET
    moves: HgLegalMovesNone | HgLegalMovesPlaceFigure | HgLegalMovesPlaceTile | LegalMovesChooseTile | LegalMovesLastAbbeys | LegalMovesMoveWagon | LegalMovesNone | LegalMovesPlaceFigure | LegalMovesPlaceTile | None | Unset = UNSET
    reason: None | str | Unset = UNSET
    your_seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hg_legal_moves_none import HgLegalMovesNone # noqa: PLC0415
        from ..models.hg_legal_moves_place_figure import HgLegalMovesPlaceFigure # noqa: PLC0415
        from ..models.hg_legal_moves_place_tile import HgLegalMovesPlaceTile # noqa: PLC0415
        from ..models.legal_moves_choose_tile import LegalMovesChooseTile # noqa: PLC0415
        from ..models.legal_moves_last_abbeys import LegalMovesLastAbbeys # noqa: PLC0415
        from ..models.legal_moves_move_wagon import LegalMovesMoveWagon # noqa: PLC0415
        from ..models.legal_moves_none import LegalMovesNone # noqa: PLC0415
        from ..models.legal_moves_place_figure import LegalMovesPlaceFigure # noqa: PLC0415
        from ..models.legal_moves_place_tile import LegalMovesPlaceTile # noqa: PLC0415
        seq = self.seq

        current_player: int | None | Unset
        if isinstance(self.current_player, Unset):
            current_player = UNSET
        else:
            current_player = self.current_player

        moves: dict[str, Any] | None | Unset
        if isinstance(self.moves, Unset):
            moves = UNSET
        elif isinstance(self.moves, LegalMovesPlaceTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, LegalMovesChooseTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, LegalMovesLastAbbeys):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, LegalMovesMoveWagon):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, LegalMovesPlaceFigure):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, LegalMovesNone):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, HgLegalMovesPlaceTile):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, HgLegalMovesPlaceFigure):
            moves = self.moves.to_dict()
        elif isinstance(self.moves, HgLegalMovesNone):
            moves = self.moves.to_dict()
        else:
            moves = self.moves

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        your_seat: int | None | Unset
        if isinstance(self.your_seat, Unset):
            your_seat = UNSET
        else:
            your_seat = self.your_seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
        })
        if current_player is not UNSET:
            field_dict["current_player"] = current_player
        if moves is not UNSET:
            field_dict["moves"] = moves
        if reason is not UNSET:
            field_dict["reason"] = reason
        if your_seat is not UNSET:
            field_dict["your_seat"] = your_seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hg_legal_moves_none import HgLegalMovesNone # noqa: PLC0415
        from ..models.hg_legal_moves_place_figure import HgLegalMovesPlaceFigure # noqa: PLC0415
        from ..models.hg_legal_moves_place_tile import HgLegalMovesPlaceTile # noqa: PLC0415
        from ..models.legal_moves_choose_tile import LegalMovesChooseTile # noqa: PLC0415
        from ..models.legal_moves_last_abbeys import LegalMovesLastAbbeys # noqa: PLC0415
        from ..models.legal_moves_move_wagon import LegalMovesMoveWagon # noqa: PLC0415
        from ..models.legal_moves_none import LegalMovesNone # noqa: PLC0415
        from ..models.legal_moves_place_figure import LegalMovesPlaceFigure # noqa: PLC0415
        from ..models.legal_moves_place_tile import LegalMovesPlaceTile # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_current_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_player = _parse_current_player(d.pop("current_player", UNSET))


        def _parse_moves(data: object) -> HgLegalMovesNone | HgLegalMovesPlaceFigure | HgLegalMovesPlaceTile | LegalMovesChooseTile | LegalMovesLastAbbeys | LegalMovesMoveWagon | LegalMovesNone | LegalMovesPlaceFigure | LegalMovesPlaceTile | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_0 = LegalMovesPlaceTile.from_dict(data)



                return componentsschemas_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_1 = LegalMovesChooseTile.from_dict(data)



                return componentsschemas_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_2 = LegalMovesLastAbbeys.from_dict(data)



                return componentsschemas_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_3 = LegalMovesMoveWagon.from_dict(data)



                return componentsschemas_legal_moves_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_4 = LegalMovesPlaceFigure.from_dict(data)



                return componentsschemas_legal_moves_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_moves_type_5 = LegalMovesNone.from_dict(data)



                return componentsschemas_legal_moves_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_legal_moves_type_0 = HgLegalMovesPlaceTile.from_dict(data)



                return componentsschemas_hg_legal_moves_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_legal_moves_type_1 = HgLegalMovesPlaceFigure.from_dict(data)



                return componentsschemas_hg_legal_moves_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_hg_legal_moves_type_2 = HgLegalMovesNone.from_dict(data)



                return componentsschemas_hg_legal_moves_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HgLegalMovesNone | HgLegalMovesPlaceFigure | HgLegalMovesPlaceTile | LegalMovesChooseTile | LegalMovesLastAbbeys | LegalMovesMoveWagon | LegalMovesNone | LegalMovesPlaceFigure | LegalMovesPlaceTile | None | Unset, data)

        moves = _parse_moves(d.pop("moves", UNSET))


        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_your_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        your_seat = _parse_your_seat(d.pop("your_seat", UNSET))


        legal_moves_response = cls(
            seq=seq,
            current_player=current_player,
            moves=moves,
            reason=reason,
            your_seat=your_seat,
        )


        legal_moves_response.additional_properties = d
        return legal_moves_response

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
