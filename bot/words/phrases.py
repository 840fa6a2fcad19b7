"""Wording phrases (bot.engine.words) for one reader: message ids to sentences in a language.

`say(x, locale, game=..., names=...)` words a Phrase with the catalogue
(`bot.words.catalogue.t`): a Seat
becomes the player's name, a Name the component's name in that language (the `<game>.name.<id>`
message, else the game's own English name, else the id), Items a list joined by Babel the
language's way, and a nested Phrase its sentence. A plain string (a line the bot layer worded
already) is returned as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from babel.lists import format_list

from bot.engine.registry import REGISTRY
from bot.engine.words import Items, Name, Phrase, Seat, Text
from bot.words.catalogue import DEFAULT_LOCALE, catalog, language_of, t

NameOf = Callable[[str], str | None]  # a game's English name for a component id


def seat_label(n: int, names: Sequence[str], locale: str | None) -> str:
    if 0 <= n < len(names) and names[n].strip():
        return names[n]
    return t("seat.default", locale, n=n + 1)


def catalogue_key(cid: str) -> str:
    """A component id made safe for a catalogue key: Fluent ids turn dots into dashes and back
    (bot.words.catalogue.fluent_id), so a dash inside an id ("a-agriculture") becomes a dot."""
    return cid.replace("-", ".")


def component_name(game: str, cid: str, locale: str | None, english: NameOf | None) -> str:
    """A component's name for the reader: their language's, else the game data's English one."""
    key = f"{game}.name.{catalogue_key(cid)}"
    lang = language_of(locale)
    if key in catalog(lang) or key in catalog(DEFAULT_LOCALE):
        return t(key, lang)
    found = english(cid) if english is not None else None
    return found or cid


def _english_names(game: str) -> NameOf | None:
    rules = REGISTRY.get(game)
    return rules.name_of if rules is not None else None


def say(
    x: Any,
    locale: str | None,
    *,
    game: str = "",
    names: Sequence[str] = (),
    name_of: NameOf | None = None,
) -> str:
    """`x` in the reader's language: a Phrase worded, a reference named, a string as it is.
    `name_of` defaults to the game's own (`Rules.name_of`)."""
    if name_of is None and game:
        name_of = _english_names(game)

    def word(v: Any) -> Any:
        if isinstance(v, Phrase):
            return t(v.id, locale, **{k: word(a) for k, a in v.args})
        if isinstance(v, Seat):
            if names and v.n >= len(names):
                rules = REGISTRY.get(game)
                extra = rules.extra_seat(v.n, len(names)) if rules is not None else None
                if extra is not None:
                    return word(extra)
            return seat_label(v.n, names, locale)
        if isinstance(v, Name):
            if v.game and v.game != game:
                return component_name(v.game, v.id, locale, _english_names(v.game))
            return component_name(game, v.id, locale, name_of)
        if isinstance(v, Text):
            key = f"{game}.text.{catalogue_key(v.id)}"
            if key in catalog(language_of(locale)) or key in catalog(DEFAULT_LOCALE):
                return t(key, locale)
            rules = REGISTRY.get(game)
            found = rules.text_of(v.id) if rules is not None else None
            return found or ""
        if isinstance(v, Items):
            parts = [str(word(p)) for p in v.parts]
            if not parts:
                return ""
            lang = language_of(locale)
            if v.how == "series":  # clauses: the language's own separator
                return t("list.series", locale).join(parts)
            if v.how == "or":
                return format_list(parts, style="or", locale=lang)
            return format_list(parts, style="standard", locale=lang)
        return v

    out = word(x)
    return out if isinstance(out, str) else str(out)
