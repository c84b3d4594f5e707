from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RefreshRequest")



@_attrs_define
class RefreshRequest:
    """ A refresh token to exchange for new tokens.

        Example:
            {'refresh_token': '812.3.9f2c4e0b7a1d5f3e8c6b2a0d4f7e1c3b5a9d8e2f0c4b6a1d3e5f7c9b2a4d6e8f'}

        Attributes:
            refresh_token (str): The `refresh_token` of the last sign-in or refresh
                (`<session>.<generation>.<MAC>`; a session started before these
                has 64 hex digits until its next refresh).
     """

    refresh_token: str





    def to_dict(self) -> dict[str, Any]:
        refresh_token = self.refresh_token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "refresh_token": refresh_token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        refresh_token = d.pop("refresh_token")

        refresh_request = cls(
            refresh_token=refresh_token,
        )

        return refresh_request

