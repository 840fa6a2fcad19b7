"""The /rules guide: a short summary and topics per game, from the catalogue
(`data/i18n/<language>/<game>-guide.ftl`: `<game>-guide-summary`, `<game>-guide-topic-<name>`
and its heading `<game>-guide-title-<name>`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.words.catalogue import DEFAULT_LOCALE, catalog, t


@dataclass(frozen=True, slots=True)
class Guide:
    summary: str
    topics: dict[str, str]  # topic name (what one types) -> its text
    titles: dict[str, str]  # topic name -> its heading


def guide(game_key: str, locale: str | None = None) -> Guide | None:
    """The game's guide in the reader's language, or None for a game without one (e.g. the
    test game). Topics are those of the English guide, in its order."""
    summary_key = f"{game_key}.guide.summary"
    english = catalog(DEFAULT_LOCALE)
    if summary_key not in english:
        return None
    prefix = f"{game_key}.guide.topic."
    names = [k[len(prefix) :] for k in english if k.startswith(prefix)]
    return Guide(
        t(summary_key, locale),
        {n: t(prefix + n, locale) for n in names},
        {n: t(f"{game_key}.guide.title.{n}", locale) for n in names},
    )
