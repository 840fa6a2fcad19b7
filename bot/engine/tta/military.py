"""Military actions (tta.md §9): tactics, copying a common tactic, Barbarossa's recruit; and the
end-of-turn military hand limit."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.tta import economy
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.civil import NO_MA, build, increase_population
from bot.engine.tta.context import Ctx
from bot.engine.tta.costs import build_cost, ma_left, resources_for
from bot.engine.tta.economy import FOOD, stored
from bot.engine.tta.moves import Args, move
from bot.engine.tta.ratings import Ratings, fx, leader_fx
from bot.engine.tta.state import Civ, TtaState
from bot.engine.words import Items, Name, Phrase, phrase

CARDS = catalogue()


def military_hand_limit(civ: Civ, r: Ratings) -> int:
    """§7.5 step 2: the military-action total of the cards in play (+1 with Library of
    Alexandria). Patriotism's extra action is virtual (§14): it may draw a card at the end of the
    turn, but it is no token of the total, so it does not raise the limit (BGA likewise)."""
    return r.ma - civ.ma_extra + fx(civ, "hand_limits")


ONE_TACTIC = phrase("tta.why.one_tactic")


def _hand_tactics(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.military if CARDS[cid].kind is Kind.TACTIC)


def check_tactic(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or args[0] not in civ.military or CARDS[args[0]].kind is not Kind.TACTIC:
        return phrase("tta.why.tactic_what")
    if civ.has("tactic"):
        return ONE_TACTIC
    if ma_left(civ, r) < 1:
        return phrase("tta.why.tactic_ma")
    return None


def describe_tactic(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    parts = tuple(phrase("tta.units", n=n, type=Name(t)) for t, n in c.composition.items())
    return phrase("tta.move.tactic", card=Name(c.id), units=Items(parts), n=c.bonus)


@move("tactic", _hand_tactics, check_tactic, describe_tactic)
def apply_tactic(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    civ.ma_used += 1
    civ.military.remove(args[0])
    civ.tactic = args[0]
    civ.tactic_own = True
    civ.flags.append("tactic")
    ctx.emit("tactic", card=args[0])


def _common(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.common_tactics)


def check_copy(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or args[0] not in s.common_tactics:
        return phrase("tta.why.copy_what")
    if civ.tactic == args[0]:
        return phrase("tta.why.same_tactic", card=Name(args[0]))
    if civ.has("tactic"):
        return ONE_TACTIC
    if ma_left(civ, r) < 2:
        return phrase("tta.why.copy_ma")
    return None


def describe_copy(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    return phrase("tta.move.copy", card=Name(c.id), n=c.bonus)


@move("copy", _common, check_copy, describe_copy)
def apply_copy(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    civ.ma_used += 2
    civ.tactic = args[0]
    civ.tactic_own = False
    civ.flags.append("tactic")
    ctx.emit("copy_tactic", card=args[0])


def tactic_to_common(ctx: Ctx) -> None:
    """§3.3.1.3: your own tactic card moves to the common area (or joins an identical one)."""
    civ = ctx.civ
    if civ.tactic and civ.tactic_own:
        civ.tactic_own = False
        if civ.tactic not in ctx.s.common_tactics:
            ctx.s.common_tactics.append(civ.tactic)


# -- Frederick Barbarossa ---------------------------------------------------------------------


def _units(s: TtaState, r: Ratings) -> Iterable[Args]:
    if not leader_fx(s.civ, "barbarossa"):
        return ()
    return ((cid,) for cid in s.civ.techs if CARDS[cid].is_unit)


def check_barbarossa(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if not leader_fx(civ, "barbarossa"):
        return phrase("tta.why.only", card=Name("i-frederick_barbarossa"))
    if len(args) != 1 or args[0] not in civ.techs or not CARDS[args[0]].is_unit:
        return phrase("tta.why.unit_what")
    if ma_left(civ, r) < 1:
        return NO_MA
    cost = economy.pop_cost(civ)
    if cost is None:
        return phrase("tta.why.yellow_empty")
    if stored(civ, FOOD) < max(0, cost - 1):
        return phrase("tta.why.need_food", n=max(0, cost - 1))
    c = CARDS[args[0]]
    if resources_for(civ, c) < max(0, build_cost(civ, c) - 1):
        return phrase("tta.why.need_resources", n=max(0, build_cost(civ, c) - 1))
    return None


def describe_barbarossa(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    food = max(0, (economy.pop_cost(s.civ) or 0) - 1)
    cost = max(0, build_cost(s.civ, c) - 1)
    return phrase("tta.move.barbarossa", card=Name(c.id), food=food, n=cost)


@move("barbarossa", _units, check_barbarossa, describe_barbarossa)
def apply_barbarossa(ctx: Ctx, args: Args) -> None:
    ctx.civ.ma_used += 1
    increase_population(ctx, discount=1)
    build(ctx, args[0], discount=1)
