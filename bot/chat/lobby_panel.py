"""The controls under a lobby message, in words: Join, Leave, Start, a bot level menu, and one
menu per game option, so nobody has to type `agora:true` (the typed form keeps working)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.engine.ai import LEVELS
from bot.engine.core import Option
from bot.engine.registry import get_rules
from bot.words.catalogue import has, t

MENU_ROWS = 4  # five rows under a message, the first holds the buttons
MENU_OPTIONS = 25


@dataclass(frozen=True, slots=True)
class PanelChoice:
    """One entry of a lobby menu: the value sent back, its label, and whether it is in force."""

    value: str
    label: str
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class PanelMenu:
    """A lobby select menu: `bot` (add a bot of a level) or `opt` (set a game option)."""

    kind: str
    placeholder: str
    choices: tuple[PanelChoice, ...]


@dataclass(frozen=True, slots=True)
class LobbyPanel:
    """Everything a front end needs to draw a lobby's controls."""

    join: str
    leave: str
    start: str
    menus: tuple[PanelMenu, ...]


def option_value(value: Any) -> str:
    """How an option's value travels in a menu and in the typed form (`agora:true`)."""
    return str(value).lower()


def option_label(game_key: str, option: Option, locale: str | None) -> str:
    key = f"table.option.{game_key}.{option.name}"
    return t(key, locale) if has(key) else option.name


def value_label(game_key: str, option: Option, value: Any, locale: str | None) -> str:
    if isinstance(value, bool):
        return t("table.on" if value else "table.off", locale)
    key = f"table.value.{game_key}.{option.name}.{option_value(value)}"
    return t(key, locale) if has(key) else option_value(value)


def option_menus(
    game_key: str, chosen: dict[str, Any], rows: int, locale: str | None
) -> tuple[PanelMenu, ...]:
    """One menu per option while they fit in `rows`; the options left over share the last."""
    options = list(get_rules(game_key).options)
    if not options or rows < 1:
        return ()
    own = options if len(options) <= rows else options[: rows - 1]
    shared = options[len(own) :]
    menus = [_option_menu(game_key, [o], chosen, locale) for o in own]
    if shared:
        menus.append(_option_menu(game_key, shared, chosen, locale))
    return tuple(menus)


def _option_menu(
    game_key: str, options: Sequence[Option], chosen: dict[str, Any], locale: str | None
) -> PanelMenu:
    entries: list[PanelChoice] = []
    for o in options:
        name = option_label(game_key, o, locale)
        current = chosen.get(o.name, o.default)
        for value in o.choices:
            label = value_label(game_key, o, value, locale)
            entries.append(
                PanelChoice(
                    f"{o.name}:{option_value(value)}",
                    t("table.option_choice", locale, option=name, value=label)
                    if len(options) > 1
                    else label,
                    value == current and type(value) is type(current),
                )
            )
    if len(options) == 1:
        o = options[0]
        now = value_label(game_key, o, chosen.get(o.name, o.default), locale)
        placeholder = t(
            "table.option_menu", locale, option=option_label(game_key, o, locale), value=now
        )
    else:
        placeholder = t("table.more_options", locale)
    return PanelMenu("opt", placeholder, tuple(entries[:MENU_OPTIONS]))


def bot_menu(locale: str | None) -> PanelMenu:
    """Add a bot at a level: every level the bots have."""
    return PanelMenu(
        "bot",
        t("table.add_bot", locale),
        tuple(
            PanelChoice(level, t("table.bot_level", locale, level=t(f"level.{level}", locale)))
            for level in LEVELS
        ),
    )


def lobby_panel(
    game_key: str, options: dict[str, Any], seated: int, max_players: int, locale: str | None
) -> LobbyPanel:
    """The lobby's controls; the bot menu only while a seat is free."""
    menus: list[PanelMenu] = []
    if seated < max_players:
        menus.append(bot_menu(locale))
    menus += option_menus(game_key, options, MENU_ROWS - len(menus), locale)
    return LobbyPanel(
        t("table.join", locale), t("table.leave", locale), t("table.start", locale), tuple(menus)
    )
