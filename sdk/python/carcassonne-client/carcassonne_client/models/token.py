from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.account import Account





T = TypeVar("T", bound="Token")



@_attrs_define
class Token:
    """ The tokens of a session (a signed-in device).

        Attributes:
            access_token (str): The JWT to send as `Authorization: Bearer <token>`.
            account (Account): A registered account.
            expires_in (int): Seconds until the access token expires.
            refresh_expires_in (int): Seconds the session lasts without a refresh.
            refresh_token (str): Exchanges for new tokens once (`POST /v1/auth/refresh`): each
                refresh gives a new one, and presenting a replaced one again,
                however old, ends the session. Keep it secret.
            token_type (str): Always `Bearer`.
     """

    access_token: str
    account: Account
    expires_in: int
    refresh_expires_in: int
    refresh_token: str
    token_type: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.account import Account # noqa: PLC0415
        access_token = self.access_token

        account = self.account.to_dict()

        expires_in = self.expires_in

        refresh_expires_in = self.refresh_expires_in

        refresh_token = self.refresh_token

        token_type = self.token_type


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "access_token": access_token,
            "account": account,
            "expires_in": expires_in,
            "refresh_expires_in": refresh_expires_in,
            "refresh_token": refresh_token,
            "token_type": token_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.account import Account # noqa: PLC0415
        d = dict(src_dict)
        access_token = d.pop("access_token")

        account = Account.from_dict(d.pop("account"))




        expires_in = d.pop("expires_in")

        refresh_expires_in = d.pop("refresh_expires_in")

        refresh_token = d.pop("refresh_token")

        token_type = d.pop("token_type")

        token = cls(
            access_token=access_token,
            account=account,
            expires_in=expires_in,
            refresh_expires_in=refresh_expires_in,
            refresh_token=refresh_token,
            token_type=token_type,
        )


        token.additional_properties = d
        return token

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
