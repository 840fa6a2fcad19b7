"""Every user-facing string, looked up by key and the reader's locale (English is complete)."""

from __future__ import annotations

import string
import tomllib
from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.paths import DATA_DIR

I18N_DIR = DATA_DIR / "i18n"
DEFAULT_LOCALE = "en"


def _flatten(prefix: str, table: Mapping[str, Any], out: dict[str, str]) -> None:
    for k, v in table.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, Mapping):
            _flatten(key, v, out)
        else:
            out[key] = str(v)


@cache
def catalog(language: str) -> dict[str, str]:
    """All messages of one language, keys flattened ("error.no_game")."""
    path = I18N_DIR / f"{language}.toml"
    if not path.exists():
        return {}
    out: dict[str, str] = {}
    _flatten("", tomllib.loads(path.read_text(encoding="utf-8")), out)
    return out


def languages() -> list[str]:
    return sorted(p.stem for p in I18N_DIR.glob("*.toml"))


def language_of(locale: str | None) -> str:
    """Map a Discord locale ("en-US", "vi", "zh-TW") to one of our catalogues."""
    if not locale:
        return DEFAULT_LOCALE
    text = str(locale)
    if catalog(text):
        return text
    base = text.split("-")[0].split("_")[0].lower()
    return base if catalog(base) else DEFAULT_LOCALE


class _Safe(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def has(key: str) -> bool:
    return key in catalog(DEFAULT_LOCALE)


def t(key: str, locale: str | None = None, /, **params: Any) -> str:
    """The message for `key` in the reader's language, falling back to English, then the key."""
    lang = language_of(locale)
    template = catalog(lang).get(key) or catalog(DEFAULT_LOCALE).get(key)
    if template is None:
        return key
    return string.Formatter().vformat(template, (), _Safe(params))


def placeholders(template: str) -> set[str]:
    """The named fields a template uses; the catalogue test compares them across languages."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
