"""Special actions granted by leaders and wonders (tta.md §8.11, §13.2, §20): J. S. Bach,
Ocean Liner Service, Winston Churchill, and Homer's tuck under a wonder."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.cards import TechType, catalogue, name
from bot.engine.tta.civil import homer_wonders, upgrade
from bot.engine.tta.context import Ctx
from bot.engine.tta.costs import can_spend_ca, resources_for, spend_ca, upgrade_cost
from bot.engine.tta.decisions import choice
from bot.engine.tta.moves import Args, move
from bot.engine.tta.ratings import Ratings, count_type, fx, leader_fx
from bot.engine.tta.state import TtaState

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


def check_bach(s: TtaState, r: Ratings, args: Args) -> str | None:
    civ = s.civ
    if not leader_fx(civ, "bach_upgrade"):
        return "Only J. S. Bach can do that."
    if civ.has("bach"):
        return "J. S. Bach's upgrade is once per turn."
    if len(args) != 2 or any(a not in civ.techs for a in args):
        return "Name one of your urban buildings and one of your theater technologies."
    old, new = CARDS[args[0]], CARDS[args[1]]
    if not old.is_urban or new.type != TechType.THEATER or new.age < old.age or old == new:
        return "Bach turns an urban building into a theater of the same or higher level."
    if not civ.workers.get(old.id):
        return f"You have nothing built on {old.name}."
    if old.type != TechType.THEATER and count_type(civ, "theater") >= r.urban_limit:
        return f"Your government allows only {r.urban_limit} theaters."
    if not can_spend_ca(civ, r, 1):
        return "You have no civil action left."
    cost = upgrade_cost(civ, old, new)
    if resources_for(civ, new) < cost:
        return f"That costs {cost} resources; you have {resources_for(civ, new)}."
    return None


def describe_bach(s: TtaState, args: Args) -> str:
    old, new = CARDS[args[0]], CARDS[args[1]]
    return f"Bach: turn {old.name} into {new.name}: 1 CA, {upgrade_cost(s.civ, old, new)} resources"


@move("bach", _bach_pairs, check_bach, describe_bach)
def apply_bach(ctx: Ctx, args: Args) -> None:
    spend_ca(ctx.civ, ctx.ratings(), 1)
    ctx.civ.flags.append("bach")
    upgrade(ctx, args[0], args[1])


def _once(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((),)


def check_ocean(s: TtaState, r: Ratings, args: Args) -> str | None:
    civ = s.civ
    if not fx(civ, "ocean_liner"):
        return "Only Ocean Liner Service can do that."
    if civ.has("ocean"):
        return "Ocean Liner Service works once per turn."
    if civ.yellow_bank < 1:
        return "Your yellow bank is empty."
    return None


def describe_ocean(s: TtaState, args: Args) -> str:
    return "Ocean Liner Service: gain 1 population (free)"


@move("ocean", _once, check_ocean, describe_ocean)
def apply_ocean(ctx: Ctx, args: Args) -> None:
    ctx.civ.flags.append("ocean")
    economy.gain_population(ctx.civ, 1)
    ctx.emit("population", food=0, free="ocean")


def check_churchill(s: TtaState, r: Ratings, args: Args) -> str | None:
    civ = s.civ
    if not leader_fx(civ, "churchill"):
        return "Only Winston Churchill can do that."
    if civ.has("churchill"):
        return "You already used Churchill's option this turn."
    return None


def describe_churchill(s: TtaState, args: Args) -> str:
    return "Churchill: 3 science for unit techs and 3 resources for units (not 3 culture)"


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


def _homer_text(s: TtaState, d: Decision, a: Action) -> str:
    if a.kind == "refund":
        return "Let Homer go and take your civil action back"
    return f"Slide Homer under {name(a.args[0])} (+1 happy face; no civil action back)"


@choice("homer", _homer_legal, _homer_text, prompt="Homer was replaced.")
def resolve_homer(ctx: Ctx, d: Decision, a: Action) -> None:
    civ = ctx.civ
    if a.kind == "refund":
        civ.ca_used = max(0, civ.ca_used - 1)
    else:
        civ.homer_wonder = a.args[0]
        ctx.emit("homer", wonder=a.args[0])
