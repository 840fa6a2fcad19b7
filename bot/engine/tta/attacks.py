"""Aggressions and wars involving the player (tta.md §15.3-15.6 as the solo variants change
them: A-3.5b, A-D10-A-D12, rules 10-15 and 17e / B-D4-B-D6): defense, losses and rewards."""

from __future__ import annotations

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.cards import Card, Kind, catalogue
from bot.engine.tta.context import PRIVATE, Ctx, ratings
from bot.engine.tta.decisions import choice, task
from bot.engine.tta.decks import discard_military
from bot.engine.tta.economy import FOOD, RES, stored
from bot.engine.tta.hordes import grow
from bot.engine.tta.losses import (
    destroy_building,
    destroy_choices,
    lose_colony,
    lose_population,
    rule_14b_building,
)
from bot.engine.tta.state import TtaState, Variant, ask
from bot.engine.tta.state import task as auto
from bot.engine.tta.tableau import leader_leaves, wonder_leaves
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


# -- defending against an aggression ---------------------------------------------------------


def start_defense(ctx: Ctx, card: str, attacker: int, source: str) -> None:
    """An aggression against the player: defend with military cards, then resolve."""
    civ = ctx.civ
    r = ctx.ratings()
    if attacker > r.strength and civ.military and r.ma > 0:
        ctx.push(ask("defend", card=card, attacker=attacker, source=source, used=[], total=0))
    else:
        ctx.push(auto("aggression_result", card=card, attacker=attacker, source=source, defense=0))


def defense_value(cid: str) -> int:
    c = CARDS[cid]
    return c.defense if c.kind is Kind.BONUS else 1


def emit_defense(ctx: Ctx, cid: str) -> None:
    """§15.4: a bonus card is played face up and named; any other card is discarded face down,
    so the public learns only the count and the +1, and the defender alone which card it was."""
    if CARDS[cid].kind is Kind.BONUS:
        ctx.emit("defense_card", card=cid, value=defense_value(cid))
    else:
        ctx.emit("defense_discard", n=1, value=1)
        ctx.emit("defense_discarded", card=cid, value=1, visible_to=PRIVATE)


def _defend_legal(s: TtaState, d: Decision) -> list[Action]:
    out = [Action("done")]
    if len(d.data["used"]) < ratings(s).ma:
        out.extend(Action("defend", (c,)) for c in sorted(set(s.civ.military)))
    return out


def _defend_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    attacker, total = d.data["attacker"], d.data["total"]
    mine = ratings(s).strength + total
    if a.kind == "done":
        kind = "tta.move.defend_done_holds" if mine >= attacker else "tta.move.defend_done_falls"
        return phrase(kind, mine=mine, theirs=attacker)
    c = CARDS[a.args[0]]
    if c.kind is Kind.BONUS:
        return phrase("tta.move.defend_bonus", card=Name(c.id), n=c.defense)
    return phrase("tta.move.defend_discard", card=Name(c.id))


@choice(
    "defend",
    _defend_legal,
    _defend_text,
    prompt="An aggression against you: play defense cards or discard cards for +1 each.",
)
def _defend(ctx: Ctx, d: Decision, a: Action) -> None:
    data = dict(d.data)
    if a.kind == "done":
        ctx.push(
            auto(
                "aggression_result",
                card=data["card"],
                attacker=data["attacker"],
                source=data["source"],
                defense=data["total"],
            )
        )
        return
    cid = a.args[0]
    ctx.civ.military.remove(cid)
    discard_military(ctx.s, cid)
    data["used"] = [*data["used"], cid]
    data["total"] = data["total"] + defense_value(cid)
    emit_defense(ctx, cid)
    if (
        ratings(ctx.s).strength + data["total"] >= data["attacker"]
        or not ctx.civ.military
        or len(data["used"]) >= ratings(ctx.s).ma
    ):
        ctx.push(
            auto(
                "aggression_result",
                card=data["card"],
                attacker=data["attacker"],
                source=data["source"],
                defense=data["total"],
            )
        )
    else:
        ctx.push(ask("defend", **data))


@task("aggression_result")
def _aggression_result(ctx: Ctx, d: Decision) -> None:
    cid, attacker = d.data["card"], d.data["attacker"]
    mine = ctx.ratings().strength + d.data["defense"]
    source = d.data["source"]
    if attacker > mine:
        ctx.emit("aggression_success", card=cid, attacker=source, strength=attacker, defense=mine)
        suffer(ctx, CARDS[cid], barbarian=ctx.s.variant is Variant.BARBARIANS)
        if source.startswith("barbarian"):
            grow(ctx, int(source[-1]), 1, "aggression_won")
    else:
        ctx.emit("aggression_failed", card=cid, attacker=source, strength=attacker, defense=mine)


def suffer(ctx: Ctx, c: Card, *, barbarian: bool) -> None:
    """The rival half of an aggression, applied to the player. Against the dummy the player
    chooses (A-5.2); against barbarians rule 14b chooses (B-D6)."""
    civ = ctx.civ
    kind = c.fx["aggression"]
    if kind == "enslave":
        lose_population(ctx, int(c.fx["population"]), c.id, rule_14b=barbarian)
    elif kind == "plunder":
        n = int(c.fx["n"])
        food, res = stored(civ, FOOD), stored(civ, RES)
        if barbarian or food + res <= n:
            lost_food = economy.lose(civ, FOOD, n)
            lost_res = economy.lose(civ, RES, n - lost_food)
            ctx.emit("lose_mix", food=lost_food, resources=lost_res, card=c.id)
        else:
            ctx.push(ask("mix", card=c.id, n=n, sign=-1))
    elif kind == "raid":
        levels = list(c.fx["levels"])
        raid(ctx, c.id, levels, barbarian=barbarian)
    elif kind == "spy":
        lost = min(civ.science, int(c.fx["n"]))
        civ.science -= lost
        ctx.emit("science_lost", n=lost, card=c.id)
    elif kind == "armed_intervention":
        lost = min(civ.culture, int(c.fx["n"]))
        civ.culture -= lost
        ctx.emit("culture_change", n=-lost, card=c.id)
    elif kind == "annex":
        if civ.colonies:
            if barbarian or len(civ.colonies) == 1:
                lose_colony(ctx, max(civ.colonies, key=lambda x: (CARDS[x].age, x)), c.id)
            else:
                ctx.push(ask("lose_colony", card=c.id))
    elif kind == "infiltrate":
        options = infiltrate_targets(ctx.s)
        if barbarian and options:
            leader = CARDS[civ.leader].age if civ.leader else -1
            wonder = CARDS[civ.wonder].age if civ.wonder else -1
            (leader_leaves if leader >= wonder else wonder_leaves)(ctx, c.id)
        elif len(options) == 1:
            (leader_leaves if options[0] == "leader" else wonder_leaves)(ctx, c.id)
        elif options:
            ctx.push(ask("infiltrated", card=c.id))


def infiltrate_targets(s: TtaState) -> list[str]:
    return [k for k, v in (("leader", s.civ.leader), ("wonder", s.civ.wonder)) if v]


def raid(ctx: Ctx, cid: str, levels: list[int], *, barbarian: bool) -> None:
    """Raid: lose one urban building per level given (each of at most that level)."""
    s = ctx.s
    for i, level in enumerate(levels):
        targets = destroy_choices(s, urban_only=True, max_level=level)
        if not targets:
            continue
        if barbarian:
            destroy_building(ctx, rule_14b_building(s, targets), cid)
        elif len(set(targets)) == 1:
            destroy_building(ctx, targets[0], cid)
        else:
            ctx.push(ask("destroy", card=cid, urban=True, level=level, more=levels[i + 1 :]))
            return


def _infiltrated_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("remove", (k,)) for k in infiltrate_targets(s)]


def _infiltrated_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    what = s.civ.leader if a.args[0] == "leader" else s.civ.wonder
    return phrase("tta.move.lose_card", card=Name(str(what)))


@choice(
    "infiltrated",
    _infiltrated_legal,
    _infiltrated_text,
    prompt="Infiltrate: lose your leader or your unfinished wonder.",
)
def _infiltrated(ctx: Ctx, d: Decision, a: Action) -> None:
    (leader_leaves if a.args[0] == "leader" else wonder_leaves)(ctx, d.data["card"])


# -- wars ---------------------------------------------------------------------------------------


def lose_war(ctx: Ctx, c: Card, advantage: int) -> None:
    """The loser's part of a war card, applied to the player (capped at what the player has)."""
    civ = ctx.civ
    kind = c.fx["war"]
    if kind == "culture":
        lost = min(civ.culture, 5 + advantage)
        civ.culture -= lost
        ctx.emit("culture_change", n=-lost, card=c.id)
    elif kind == "technology":
        lost = min(civ.science, advantage)
        civ.science -= lost
        ctx.emit("science_lost", n=lost, card=c.id)
    elif kind == "territory":
        lost = economy.lose_yellow(civ, 1 + advantage // 5)
        ctx.emit("yellow_lost", n=lost, card=c.id)


def win_war(ctx: Ctx, c: Card, advantage: int) -> None:
    """The victor's spoils against the dummy, not capped by its holdings (A-D11)."""
    civ = ctx.civ
    kind = c.fx["war"]
    if kind == "culture":
        civ.culture += 5 + advantage
        ctx.emit("culture_change", n=5 + advantage, card=c.id)
    elif kind == "technology":
        civ.science += advantage
        ctx.emit("gain", what="science", n=advantage, card=c.id)
    elif kind == "territory":
        civ.yellow_bank += 1 + advantage // 5
        ctx.emit("yellow_gained", n=1 + advantage // 5, card=c.id)


def raid_reward(c: Card) -> int:
    """A-3.5b: a Raid against the dummy gives 6 (Age I card) or 8 (Age II/III) resources."""
    return 6 if c.age == 1 else 8
