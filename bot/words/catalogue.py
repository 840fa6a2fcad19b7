"""Every user-facing string, looked up by key and the reader's language, through Project Fluent.

Messages live in `data/i18n/<language>/*.ftl` (one file per area; a game from a plugin brings
its own folder, `add_words`). The code names a message by a dotted key (`error.no_game`); its
Fluent id is the same with dashes (`error-no_game`), because Fluent ids cannot hold dots.
Plurals and other choices are Fluent selectors in the messages themselves
(`{ $n -> [one] ... *[other] ... }`), so the code passes numbers, never words.
English is complete; another language falls back to English message by message.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from bot.paths import DATA_DIR

I18N_DIR = DATA_DIR / "i18n"
DEFAULT_LOCALE = "en"


def fluent_id(key: str) -> str:
    """The Fluent message id of a dotted key."""
    return key.replace(".", "-")


def _key(message_id: str) -> str:
    return message_id.replace("-", ".")


_PLUGIN_FOLDERS: list[Path] = []  # games from plugins bring their messages (`add_words`)


def add_words(folder: Path) -> None:
    """Messages of a game that is not shipped (a plugin's, bot.engine.registry): `folder`
    holds `<language>/*.ftl` like data/i18n, read after the shipped files."""
    if folder not in _PLUGIN_FOLDERS:
        _PLUGIN_FOLDERS.append(folder)
        for cached in (_resources, _bundle, catalog):
            cached.cache_clear()


def _files(language: str) -> list[Path]:
    """A language's message files: the shipped ones, then the plugins'."""
    return [
        path
        for root in (I18N_DIR, *_PLUGIN_FOLDERS)
        if (root / language).is_dir()
        for path in sorted((root / language).glob("*.ftl"))
    ]


def languages() -> list[str]:
    """The languages that have a catalogue, English first."""
    found = sorted(p.name for p in I18N_DIR.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    return sorted(found, key=lambda lang: lang != DEFAULT_LOCALE)


@cache
def _resources(language: str) -> tuple[ast.Resource, ...]:
    parser = FluentParser(with_spans=False)
    return tuple(parser.parse(p.read_text(encoding="utf-8")) for p in _files(language))


@cache
def _bundle(language: str) -> FluentBundle:
    bundle = FluentBundle([language], use_isolating=False)  # Discord shows isolation marks
    for path in _files(language):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def _messages(language: str) -> Iterator[ast.Message]:
    for resource in _resources(language):
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                yield entry


@cache
def catalog(language: str) -> dict[str, ast.Message]:
    """Every message of one language by dotted key (the tests and the translator read it)."""
    return {_key(m.id.name): m for m in _messages(language)}


def broken_entries(language: str) -> list[str]:
    """Entries of a language's files that Fluent could not parse (a test keeps this empty)."""
    return [
        f"{entry.annotations[0].message if entry.annotations else 'junk'}: {entry.content!r}"
        for resource in _resources(language)
        for entry in resource.body
        if isinstance(entry, ast.Junk)
    ]


def language_of(locale: str | None) -> str:
    """Map a Discord locale ("en-US", "vi", "zh-TW") to one of our catalogues."""
    if not locale:
        return DEFAULT_LOCALE
    text = str(locale)
    if catalog(text):
        return text
    base = text.split("-")[0].split("_")[0].lower()
    return base if catalog(base) else DEFAULT_LOCALE


def has(key: str) -> bool:
    return key in catalog(DEFAULT_LOCALE)


def _format(language: str, key: str, params: dict[str, Any]) -> str | None:
    bundle = _bundle(language)
    mid = fluent_id(key)
    if not bundle.has_message(mid):
        return None
    message = bundle.get_message(mid)
    if message.value is None:
        return None
    text, _errors = bundle.format_pattern(message.value, params)
    return str(text)


def t(key: str, locale: str | None = None, /, **params: Any) -> str:
    """The message for `key` in the reader's language, falling back to English, then the key.

    A missing argument shows as its bare name (Fluent's way) rather than failing the reply."""
    lang = language_of(locale)
    found = _format(lang, key, params)
    if found is None and lang != DEFAULT_LOCALE:
        found = _format(DEFAULT_LOCALE, key, params)
    return key if found is None else found


def players(locale: str | None, low: int, high: int) -> str:
    """A range of players in words ("2 players", "2–7 players"), for messages' $players."""
    return t("players.range", locale, min=low, max=high, fixed="yes" if low == high else "no")


def placeholders(message: ast.Message) -> set[str]:
    """The variables a message uses anywhere (selectors and variants too); the catalogue test
    compares them across languages."""
    names: set[str] = set()

    class _Collect(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            names.add(node.id.name)

    _Collect().visit(message)
    return names
