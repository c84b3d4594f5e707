from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ An RFC 9457 problem document.

        Example:
            {'code': 'edge_mismatch', 'detail': 'the S side at (0, -1) does not match the neighbouring tile', 'rule': 'BASE-
                TILE-3', 'rule_url': '/rules/base#BASE-TILE-3', 'status': 422, 'title': 'Illegal move', 'type':
                'urn:carcassonne:problem:edge_mismatch'}

        Attributes:
            code (str): Stable machine-readable code.
            detail (str): What happened in this case.
            status (int): HTTP status code.
            title (str): Short summary of the kind of problem.
            type_ (str): `urn:carcassonne:problem:<code>`.
            rule (None | str | Unset): For illegal moves: the rule id of `docs/rules/` that forbids it.
            rule_url (None | str | Unset): Where that rule is explained: a page this service serves.
     """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    rule: None | str | Unset = UNSET
    rule_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        else:
            rule = self.rule

        rule_url: None | str | Unset
        if isinstance(self.rule_url, Unset):
            rule_url = UNSET
        else:
            rule_url = self.rule_url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "detail": detail,
            "status": status,
            "title": title,
            "type": type_,
        })
        if rule is not UNSET:
            field_dict["rule"] = rule
        if rule_url is not UNSET:
            field_dict["rule_url"] = rule_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        def _parse_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))


        def _parse_rule_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule_url = _parse_rule_url(d.pop("rule_url", UNSET))


        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            rule=rule,
            rule_url=rule_url,
        )


        problem.additional_properties = d
        return problem

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
