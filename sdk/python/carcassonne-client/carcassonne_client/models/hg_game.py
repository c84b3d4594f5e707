from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.access import Access
from ..models.game_status import GameStatus
from ..models.hg_game_ruleset import HgGameRuleset
from ..models.rated_result import RatedResult
from ..models.seat_order import SeatOrder
from ..models.spectators import Spectators
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.game_player import GamePlayer
  from ..models.hg_game_view import HgGameView
  from ..models.hg_options import HgOptions





T = TypeVar("T", bound="HgGame")



@_attrs_define
class HgGame:
    """ A game's lobby data, and its public state once started.

        Attributes:
            access (Access): Who may join a game.
            created_at (datetime.datetime): Creation time.
            custom (bool): Whether the creator fixed the tile order.
            id (UUID): Game id.
            imported (bool): Whether it was imported from an export.
            options (HgOptions): Game options of Hunters & Gatherers.
            owner_id (int): Creator's account id.
            players (list[GamePlayer]): Who sits at the game.
            rated (bool): Whether it counts for its players' ratings.
            ruleset (HgGameRuleset): The rule set.
            seat_order (SeatOrder): How seats are ordered when a game starts.
            seats (int): Number of seats.
            seq (int): Sequence number of the last event; send it as `expected_seq`.
            single_seat (bool): Whether the creator plays every seat.
            spectators (Spectators): Who may read a game.
            status (GameStatus): Lifecycle of a game.
            to_move (list[int]): Accounts that decide now (empty unless the game is active).
            updated_at (datetime.datetime): Last change.
            your_turn (bool): Whether the caller is among them.
            clock (Clock | None | Unset):
            join_code (None | str | Unset): Invite-only games, to their creator: the code others join with.
            rated_result (None | RatedResult | Unset):
            seed (None | str | Unset): The seed itself, revealed once the game is finished: shuffling the
                rule set's supplies with it (ChaCha20; Hunters & Gatherers' menhir
                tiles on stream 2) re-derives every draw.
            seed_commitment (None | str | Unset): SHA-256 of the game's seed, published at the start (seeded games).
            state (HgGameView | None | Unset):
     """

    access: Access
    created_at: datetime.datetime
    custom: bool
    id: UUID
    imported: bool
    options: HgOptions
    owner_id: int
    players: list[GamePlayer]
    rated: bool
    ruleset: HgGameRuleset
    seat_order: SeatOrder
    seats: int
    seq: int
    single_seat: bool
    spectators: Spectators
    status: GameStatus
    to_move: list[int]
    updated_at: datetime.datetime
    your_turn: bool
    clock: Clock | None | Unset = UNSET
    join_code: None | str | Unset = UNSET
    rated_result: None | RatedResult | Unset = UNSET
    seed: None | str | Unset = UNSET
    seed_commitment: None | str | Unset = UNSET
    state: HgGameView | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.game_player import GamePlayer # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        from ..models.hg_options import HgOptions # noqa: PLC0415
        access = self.access.value

        created_at = self.created_at.isoformat()

        custom = self.custom

        id = str(self.id)

        imported = self.imported

        options = self.options.to_dict()

        owner_id = self.owner_id

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        rated = self.rated

        ruleset = self.ruleset.value

        seat_order = self.seat_order.value

        seats = self.seats

        seq = self.seq

        single_seat = self.single_seat

        spectators = self.spectators.value

        status = self.status.value

        to_move = self.to_move



        updated_at = self.updated_at.isoformat()

        your_turn = self.your_turn

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        join_code: None | str | Unset
        if isinstance(self.join_code, Unset):
            join_code = UNSET
        else:
            join_code = self.join_code

        rated_result: None | str | Unset
        if isinstance(self.rated_result, Unset):
            rated_result = UNSET
        elif isinstance(self.rated_result, RatedResult):
            rated_result = self.rated_result.value
        else:
            rated_result = self.rated_result

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        state: dict[str, Any] | None | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, HgGameView):
            state = self.state.to_dict()
        else:
            state = self.state


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "access": access,
            "created_at": created_at,
            "custom": custom,
            "id": id,
            "imported": imported,
            "options": options,
            "owner_id": owner_id,
            "players": players,
            "rated": rated,
            "ruleset": ruleset,
            "seat_order": seat_order,
            "seats": seats,
            "seq": seq,
            "single_seat": single_seat,
            "spectators": spectators,
            "status": status,
            "to_move": to_move,
            "updated_at": updated_at,
            "your_turn": your_turn,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock
        if join_code is not UNSET:
            field_dict["join_code"] = join_code
        if rated_result is not UNSET:
            field_dict["rated_result"] = rated_result
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.game_player import GamePlayer # noqa: PLC0415
        from ..models.hg_game_view import HgGameView # noqa: PLC0415
        from ..models.hg_options import HgOptions # noqa: PLC0415
        d = dict(src_dict)
        access = Access(d.pop("access"))




        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        custom = d.pop("custom")

        id = UUID(d.pop("id"))




        imported = d.pop("imported")

        options = HgOptions.from_dict(d.pop("options"))




        owner_id = d.pop("owner_id")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = GamePlayer.from_dict(players_item_data)



            players.append(players_item)


        rated = d.pop("rated")

        ruleset = HgGameRuleset(d.pop("ruleset"))




        seat_order = SeatOrder(d.pop("seat_order"))




        seats = d.pop("seats")

        seq = d.pop("seq")

        single_seat = d.pop("single_seat")

        spectators = Spectators(d.pop("spectators"))




        status = GameStatus(d.pop("status"))




        to_move = cast(list[int], d.pop("to_move"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        your_turn = d.pop("your_turn")

        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_join_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        join_code = _parse_join_code(d.pop("join_code", UNSET))


        def _parse_rated_result(data: object) -> None | RatedResult | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rated_result_type_0 = RatedResult(data)



                return rated_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatedResult | Unset, data)

        rated_result = _parse_rated_result(d.pop("rated_result", UNSET))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))


        def _parse_state(data: object) -> HgGameView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = HgGameView.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HgGameView | None | Unset, data)

        state = _parse_state(d.pop("state", UNSET))


        hg_game = cls(
            access=access,
            created_at=created_at,
            custom=custom,
            id=id,
            imported=imported,
            options=options,
            owner_id=owner_id,
            players=players,
            rated=rated,
            ruleset=ruleset,
            seat_order=seat_order,
            seats=seats,
            seq=seq,
            single_seat=single_seat,
            spectators=spectators,
            status=status,
            to_move=to_move,
            updated_at=updated_at,
            your_turn=your_turn,
            clock=clock,
            join_code=join_code,
            rated_result=rated_result,
            seed=seed,
            seed_commitment=seed_commitment,
            state=state,
        )


        hg_game.additional_properties = d
        return hg_game

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
