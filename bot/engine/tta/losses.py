"""What the player loses to events and to aggressions (tta.md §6.4, §15.5; Part B rule 14b):
population, colonies and buildings, and the small choices of what to give up."""

from __future__ import annotations

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.cards import catalogue
from bot.engine.tta.context import Ctx
from bot.engine.tta.decisions import choice
from bot.engine.tta.state import TtaState, ask
from bot.engine.tta.tableau import leave_play
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


# -- buildings ------------------------------------------------------------------------------


def destroy_choices(s: TtaState, *, urban_only: bool, max_level: int) -> list[str]:
    """Cards with a building that may be destroyed (urban only, or farms/mines too)."""
    civ = s.civ
    out = []
    for cid in civ.techs:
        c = CARDS[cid]
        if not civ.workers.get(cid) or c.age > max_level:
            continue
        if c.is_urban or (not urban_only and c.type in ("farm", "mine")):
            out.append(cid)
    return out


def rule_14b_building(s: TtaState, cards: list[str]) -> str:
    """Rule 14b: the highest level, then the more expensive, then the more culture."""
    return max(
        cards, key=lambda c: (CARDS[c].age, CARDS[c].build, CARDS[c].out.get("culture", 0), c)
    )


def destroy_building(ctx: Ctx, cid: str, why: str) -> None:
    """The worker returns to the worker pool (§8.5), as when destroying on purpose."""
    economy.remove_worker(ctx.civ, cid)
    ctx.emit("building_lost", card=cid, why=why)


def _destroy_legal(s: TtaState, d: Decision) -> list[Action]:
    targets = destroy_choices(s, urban_only=d.data["urban"], max_level=d.data["level"])
    return [Action("destroy", (c,)) for c in sorted(set(targets))]


def _destroy_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.lose_building", card=Name(a.args[0]))


@choice("destroy", _destroy_legal, _destroy_text, prompt="Choose the building you lose.")
def _destroy(ctx: Ctx, d: Decision, a: Action) -> None:
    destroy_building(ctx, a.args[0], d.data["card"])
    rest = d.data.get("more", [])
    if rest:
        level = rest[0]
        if destroy_choices(ctx.s, urban_only=True, max_level=level):
            ctx.push(ask("destroy", card=d.data["card"], urban=True, level=level, more=rest[1:]))


# -- population -----------------------------------------------------------------------------


def lose_population(ctx: Ctx, n: int, why: str, *, rule_14b: bool = False) -> None:
    """§6.4: an unused worker returns to the yellow bank; without one, a worker off a card of
    your choice (Part B rule 14b: the highest-level building)."""
    civ = ctx.civ
    while n > 0:
        if civ.unused > 0:
            civ.unused -= 1
            civ.yellow_bank += 1
            ctx.emit("population_lost", card=why)
        elif any(civ.workers.values()):
            if not rule_14b:
                ctx.push(ask("lose_worker", card=why, n=n))
                return
            target = rule_14b_building(ctx.s, [c for c in civ.techs if civ.workers.get(c)])
            economy.remove_worker(civ, target)
            continue
        else:
            return
        n -= 1


def _lose_worker_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("lose", (cid,)) for cid in s.civ.techs if s.civ.workers.get(cid)]


def _lose_worker_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.lose_worker", card=Name(a.args[0]))


@choice(
    "lose_worker",
    _lose_worker_legal,
    _lose_worker_text,
    prompt="You must lose population: choose a worker.",
)
def _lose_worker(ctx: Ctx, d: Decision, a: Action) -> None:
    civ = ctx.civ
    economy.remove_worker(civ, a.args[0])
    civ.unused -= 1
    civ.yellow_bank += 1
    ctx.emit("population_lost", card=d.data["card"], worker=a.args[0])
    if d.data["n"] > 1:
        lose_population(ctx, d.data["n"] - 1, d.data["card"])


# -- colonies -------------------------------------------------------------------------------


def lose_colony(ctx: Ctx, cid: str, why: str) -> None:
    civ = ctx.civ
    civ.colonies.remove(cid)
    leave_play(ctx, cid)
    ctx.emit("colony_lost", card=cid, why=why)


def _colony_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("colony", (c,)) for c in s.civ.colonies]


def _colony_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.give_up", card=Name(a.args[0]))


@choice("lose_colony", _colony_legal, _colony_text, prompt="Choose the colony you lose.")
def _lose_colony(ctx: Ctx, d: Decision, a: Action) -> None:
    lose_colony(ctx, a.args[0], d.data["card"])
