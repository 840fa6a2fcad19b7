"""Special actions granted by leaders and wonders (tta.md §8.11, §13.2, §20): J. S. Bach,
Ocean Liner Service, Winston Churchill, and Homer's tuck under a wonder."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.cards import TechType, catalogue
from bot.engine.tta.civil import NO_CA, homer_wonders, upgrade
from bot.engine.tta.context import Ctx
from bot.engine.tta.costs import can_spend_ca, resources_for, spend_ca, upgrade_cost
from bot.engine.tta.decisions import choice
from bot.engine.tta.moves import Args, move
from bot.engine.tta.ratings import Ratings, count_type, fx, leader_fx
from bot.engine.tta.state import TtaState
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


def _bach_pairs(s: TtaState, r: Ratings) -> Iterable[Args]:
    civ = s.civ
    if not leader_fx(civ, "bach_upgrade"):
        return
    for a in civ.techs:
        if not civ.workers.get(a) or not CARDS[a].is_urban:
            continue
        for b in civ.techs:
            if CARDS[b].type == TechType.THEATER and b != a and CARDS[b].age >= CARDS[a].age:
                yield (a, b)


def check_bach(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if not leader_fx(civ, "bach_upgrade"):
        return phrase("tta.why.only", card=Name("ii-js_bach"))
    if civ.has("bach"):
        return phrase("tta.why.bach_once")
    if len(args) != 2 or any(a not in civ.techs for a in args):
        return phrase("tta.why.bach_what")
    old, new = CARDS[args[0]], CARDS[args[1]]
    if not old.is_urban or new.type != TechType.THEATER or new.age < old.age or old == new:
        return phrase("tta.why.bach_kind")
    if not civ.workers.get(old.id):
        return phrase("tta.why.nothing_built", card=Name(old.id))
    if old.type != TechType.THEATER and count_type(civ, "theater") >= r.urban_limit:
        return phrase("tta.why.urban_limit", n=r.urban_limit, type=Name("theater"))
    if not can_spend_ca(civ, r, 1):
        return NO_CA
    cost = upgrade_cost(civ, old, new)
    if resources_for(civ, new) < cost:
        return phrase("tta.why.resources", cost=cost, have=resources_for(civ, new))
    return None


def describe_bach(s: TtaState, args: Args) -> Phrase:
    old, new = CARDS[args[0]], CARDS[args[1]]
    cost = upgrade_cost(s.civ, old, new)
    return phrase("tta.move.bach", old=Name(old.id), new=Name(new.id), n=cost)


@move("bach", _bach_pairs, check_bach, describe_bach)
def apply_bach(ctx: Ctx, args: Args) -> None:
    spend_ca(ctx.civ, ctx.ratings(), 1)
    ctx.civ.flags.append("bach")
    upgrade(ctx, args[0], args[1])


def _once(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((),)


def check_ocean(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if not fx(civ, "ocean_liner"):
        return phrase("tta.why.only", card=Name("ii-ocean_liner_service"))
    if civ.has("ocean"):
        return phrase("tta.why.ocean_once")
    if civ.yellow_bank < 1:
        return phrase("tta.why.yellow_empty")
    return None


def describe_ocean(s: TtaState, args: Args) -> Phrase:
    return phrase("tta.move.ocean")


@move("ocean", _once, check_ocean, describe_ocean)
def apply_ocean(ctx: Ctx, args: Args) -> None:
    ctx.civ.flags.append("ocean")
    economy.gain_population(ctx.civ, 1)
    ctx.emit("population", food=0, free="ocean")


def check_churchill(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if not leader_fx(civ, "churchill"):
        return phrase("tta.why.only", card=Name("iii-winston_churchill"))
    if civ.has("churchill"):
        return phrase("tta.why.churchill_once")
    return None


def describe_churchill(s: TtaState, args: Args) -> Phrase:
    return phrase("tta.move.churchill", n=leader_fx(s.civ, "churchill"))


@move("churchill", _once, check_churchill, describe_churchill)
def apply_churchill(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    n = leader_fx(civ, "churchill")
    civ.flags.append("churchill")
    civ.pool_science += n
    civ.pool += n
    ctx.emit("churchill", n=n)


# -- Homer ----------------------------------------------------------------------------------------


def _homer_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("refund"), *(Action("tuck", (w,)) for w in homer_wonders(s.civ))]


def _homer_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "refund":
        return phrase("tta.move.homer_refund")
    return phrase("tta.move.homer_tuck", wonder=Name(a.args[0]))


@choice("homer", _homer_legal, _homer_text, prompt="Homer was replaced.")
def resolve_homer(ctx: Ctx, d: Decision, a: Action) -> None:
    civ = ctx.civ
    if a.kind == "refund":
        civ.ca_used = max(0, civ.ca_used - 1)
    else:
        civ.homer_wonder = a.args[0]
        ctx.emit("homer", wonder=a.args[0])
