from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Credentials")



@_attrs_define
class Credentials:
    """ Credentials to register or sign in with.

        Example:
            {'password': 'correct horse battery', 'username': 'ada'}

        Attributes:
            password (str): 8 to 128 characters.
            username (str): 3 to 32 characters: letters, digits, `_` and `-`.
     """

    password: str
    username: str





    def to_dict(self) -> dict[str, Any]:
        password = self.password

        username = self.username


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "password": password,
            "username": username,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        password = d.pop("password")

        username = d.pop("username")

        credentials = cls(
            password=password,
            username=username,
        )

        return credentials

