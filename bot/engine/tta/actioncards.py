"""Yellow action cards (tta.md §14) and the small choices some of them ask for."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.cards import Card, Kind, catalogue
from bot.engine.tta.civil import (
    NO_CA,
    build,
    build_stages,
    check_build,
    check_develop,
    check_pop,
    check_revolt,
    check_upgrade,
    check_wonder,
    describe_build,
    describe_develop,
    describe_revolt,
    describe_upgrade,
    develop,
    increase_population,
    revolt,
    upgrade,
)
from bot.engine.tta.context import Ctx, ratings
from bot.engine.tta.costs import can_spend_ca, spend_ca
from bot.engine.tta.decisions import choice
from bot.engine.tta.economy import FOOD, RES
from bot.engine.tta.moves import Args, move
from bot.engine.tta.ratings import Ratings
from bot.engine.tta.rivals import card_players, richer_in_culture, stronger_rivals
from bot.engine.tta.state import TtaState, ask
from bot.engine.words import Items, Name, Phrase, phrase

CARDS = catalogue()

FARM_MINE = ("farm", "mine")
URBAN = ("temple", "lab", "library", "theater", "arena")
SCOPES = {"rich_land": FARM_MINE, "urban_growth": URBAN, "efficient_upgrade": FARM_MINE + URBAN}


def _value(s: TtaState, c: Card) -> int:
    if "by_players" in c.fx:
        return int(c.fx["by_players"][card_players(s) - 2])
    return int(c.fx.get("n", 0))


def builds_and_upgrades(
    s: TtaState, r: Ratings, scope: tuple[str, ...], n: int, *, builds: bool
) -> list[Action]:
    """Every build (if `builds`) and upgrade in `scope` payable with a discount of n."""
    out: list[Action] = []
    civ = s.civ
    if builds:
        for cid in civ.techs:
            if check_build(s, r, (cid,), free_action=True, discount=n, scope=scope) is None:
                out.append(Action("build", (cid,)))
    for a in civ.techs:
        if not civ.workers.get(a) or CARDS[a].type not in scope:
            continue
        for b in civ.techs:
            if (
                CARDS[b].type == CARDS[a].type
                and CARDS[b].age > CARDS[a].age
                and check_upgrade(s, r, (a, b), free_action=True, discount=n, scope=scope) is None
            ):
                out.append(Action("upgrade", (a, b)))
    return out


def developments(
    s: TtaState,
    r: Ratings,
    *,
    discount: int = 0,
    spent_before: int = 1,
    free_revolution: bool = False,
) -> list[Action]:
    out: list[Action] = []
    seen: set[str] = set()
    for cid in s.civ.hand:
        if cid in seen or not CARDS[cid].is_tech:
            continue
        seen.add(cid)
        if check_develop(s, r, (cid,), free_action=True, discount=discount) is None:
            out.append(Action("develop", (cid,)))
        if (
            CARDS[cid].type == "government"
            and check_revolt(
                s,
                r,
                (cid,),
                spent_before=spent_before,
                discount=discount,
                free_action=free_revolution,
            )
            is None
        ):
            out.append(Action("revolt", (cid,)))
    return out


def playable_refusal(s: TtaState, r: Ratings, c: Card) -> Phrase | None:
    """Why this action card cannot be carried out now (§14: then it cannot be played)."""
    kind = c.fx["action"]
    n = _value(s, c)
    if kind == "wonder_stage":
        reason = check_wonder(s, r, ("1",), free_action=True, discount=n)
        return reason
    if kind == "frugality":
        return check_pop(s, r, (), free_action=True)
    if kind in SCOPES:
        if not builds_and_upgrades(s, r, SCOPES[kind], n, builds=kind != "efficient_upgrade"):
            return phrase("tta.why.card_nothing_to_build", card=Name(c.id))
        return None
    if kind == "breakthrough":
        if not developments(s, r, spent_before=0):  # before the card's own civil action
            return phrase("tta.why.card_no_tech", card=Name(c.id))
        return None
    return None


def _hand_actions(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.hand if CARDS[cid].kind is Kind.ACTION)


def check_play(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or args[0] not in civ.hand or CARDS[args[0]].kind is not Kind.ACTION:
        return phrase("tta.why.play_what")
    cid = args[0]
    if civ.hand.count(cid) <= civ.new_cards.count(cid):
        return phrase("tta.why.play_new", card=Name(cid))
    if not can_spend_ca(civ, r, 1):
        return NO_CA
    return playable_refusal(s, r, CARDS[cid])


def summary(s: TtaState, c: Card) -> Phrase:
    """What an action card does, in a few words."""
    kind = c.fx["action"]
    if kind == "gain":
        parts = tuple(
            phrase("tta.plus", n=c.fx[k], what=Name(k))
            for k in ("science", "culture", "food", "resources")
            if c.fx.get(k)
        )
        return phrase("tta.summary.gain", gains=Items(parts))
    return phrase(f"tta.summary.{kind}", n=_value(s, c))


def describe_play(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    return phrase("tta.move.play", card=Name(c.id), does=summary(s, c))


@move("play", _hand_actions, check_play, describe_play)
def apply_play(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    cid = args[0]
    c = CARDS[cid]
    spend_ca(civ, ctx.ratings(), 1)
    civ.hand.remove(cid)
    ctx.emit("play", card=cid)
    kind = c.fx["action"]
    n = _value(ctx.s, c)
    if kind == "gain":
        civ.science += int(c.fx.get("science", 0))
        civ.culture += int(c.fx.get("culture", 0))
        if c.fx.get("food"):
            economy.gain(civ, FOOD, int(c.fx["food"]))
        if c.fx.get("resources"):
            economy.gain(civ, RES, int(c.fx["resources"]))
    elif kind == "wonder_stage":
        build_stages(ctx, 1, discount=n)
    elif kind == "frugality":
        increase_population(ctx)
        economy.gain(civ, FOOD, n)
    elif kind == "patriotism":
        civ.ma_extra += 1
        civ.pool += n
    elif kind in SCOPES:
        ctx.push(ask("card_build", card=cid, n=n, scope=kind))
    elif kind == "breakthrough":
        ctx.push(ask("breakthrough", card=cid, n=n))
    elif kind == "reserves":
        ctx.push(ask("reserves", card=cid, n=n))
    elif kind == "military_pool_per_stronger":
        gained = n * stronger_rivals(ctx.s)
        civ.pool += gained
        ctx.emit("military_pool", n=gained)
    elif kind == "culture_per_more_culture":
        gained = n * richer_in_culture(ctx.s)
        civ.culture += gained
        ctx.emit("culture_gain", n=gained, card=cid)


# -- the choices some cards ask for ----------------------------------------------------------


def _card_build_legal(s: TtaState, d: Decision) -> list[Action]:
    kind = d.data["scope"]
    return builds_and_upgrades(
        s, ratings(s), SCOPES[kind], d.data["n"], builds=kind != "efficient_upgrade"
    )


def _card_build_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "build":
        return describe_build(s, a.args, d.data["n"], action=False)
    return describe_upgrade(s, a.args, d.data["n"], action=False)


@choice(
    "card_build",
    _card_build_legal,
    _card_build_text,
    prompt="Choose what the card builds or upgrades.",
)
def resolve_card_build(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "build":
        build(ctx, a.args[0], d.data["n"])
    else:
        upgrade(ctx, a.args[0], a.args[1], d.data["n"])


def _breakthrough_legal(s: TtaState, d: Decision) -> list[Action]:
    return developments(s, ratings(s), spent_before=1)  # the card's CA may be the only one


def _breakthrough_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "revolt":
        return describe_revolt(s, a.args)
    return phrase(
        "tta.move.then_science", move=describe_develop(s, a.args, action=False), n=d.data["n"]
    )


@choice(
    "breakthrough",
    _breakthrough_legal,
    _breakthrough_text,
    prompt="Choose the technology it develops.",
)
def resolve_breakthrough(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "revolt":
        revolt(ctx, a.args[0])
    else:
        develop(ctx, a.args[0])
    ctx.civ.science += d.data["n"]


def _reserves_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("food"), Action("resources")]


def _reserves_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.gain", n=d.data["n"], what=Name(a.kind))


@choice("reserves", _reserves_legal, _reserves_text, prompt="Food or resources?")
def resolve_reserves(ctx: Ctx, d: Decision, a: Action) -> None:
    economy.gain(ctx.civ, FOOD if a.kind == "food" else RES, d.data["n"])
    ctx.emit("gain", what=a.kind, n=d.data["n"])
