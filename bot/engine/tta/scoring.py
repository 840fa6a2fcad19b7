"""Culture formulas: Age III wonders, Age III (impact) events, and the end of the game
(tta.md §18, A-D16, rules 33-35, 40, 47 / B-D14, B-D19, B-D20, B-D26)."""

from __future__ import annotations

from bot.engine.core import Action, Decision
from bot.engine.tta.cards import TechType, catalogue
from bot.engine.tta.context import Ctx, ratings
from bot.engine.tta.decisions import choice, task
from bot.engine.tta.ratings import best, count_type, leader_fx, workers_of
from bot.engine.tta.rivals import chosen, rival_strengths
from bot.engine.tta.state import Civ, TtaState, Variant, ask
from bot.engine.tta.state import task as auto
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()
URBAN = ("temple", "lab", "library", "theater", "arena")
UNITS = ("infantry", "cavalry", "artillery", "air_force")
TARGET = 180  # rule 35
GOOD = 200


def technologies_in_play(civ: Civ) -> list[str]:
    return [*civ.techs, *civ.specials.values(), civ.government]


def urban_output(s: TtaState) -> tuple[int, int, int, int]:
    """(culture, science, arena strength, theater+library culture) of urban buildings, with the
    leader bonuses that apply to them (Internet, Hollywood: tta.md §20)."""
    civ = s.civ
    st_peter = "i-st_peters_basilica" in civ.wonders and "i-st_peters_basilica" not in civ.ravaged
    culture = science = strength = tl = 0
    lfx = CARDS[civ.leader].fx if civ.leader else {}
    for c, n in workers_of(civ, *URBAN):
        cu = c.out.get("culture", 0) * n
        sc = c.out.get("science", 0) * n
        if c.type == TechType.LAB and "sid_meier" in lfx:
            cu += c.age * n
            sc -= n
        if "culture_per_happy_temple_theater_wonder" in lfx and c.type in ("temple", "theater"):
            h = c.out.get("happy", 0)
            cu += n * (h + 1 if st_peter and h else h)
        if c.type == TechType.THEATER and "culture_per_theater" in lfx:
            cu += n * int(lfx["culture_per_theater"])
        culture += cu
        science += sc
        strength += c.out.get("strength", 0) * n
        if c.type in ("theater", "library"):
            tl += cu
    if "shakespeare" in lfx:
        pairs = 2 * min(count_type(civ, "library"), count_type(civ, "theater"))
        culture += pairs
        tl += pairs
    if "best_theater_double_culture" in lfx:
        top = best(civ, "theater")
        if top is not None:
            culture += top.out.get("culture", 0)
            tl += top.out.get("culture", 0)
    if "best_lab_library_science" in lfx:
        top = best(civ, "lab", "library")
        if top is not None:
            science += top.age
    return culture, max(science, 0), strength, tl


def wonder_completion_culture(s: TtaState, cid: str) -> int:
    """The one-time culture of an Age III wonder on completion."""
    what = CARDS[cid].fx.get("on_complete")
    civ = s.civ
    if what == "fast_food":
        return 2 * sum(n for _, n in workers_of(civ, "farm", "mine")) + sum(
            n for _, n in workers_of(civ, *URBAN, *UNITS)
        )
    if what == "space_flight":
        return sum(CARDS[c].age for c in technologies_in_play(civ))
    if what == "hollywood":
        return 2 * urban_output(s)[3]
    if what == "internet":
        culture, science, strength, _ = urban_output(s)
        return culture + science + strength
    return 0


def impact_culture(s: TtaState, impact: str, *, final: bool, player_turn: bool) -> int:
    """Culture an Age III event gives the player (negative for Impact of Happiness)."""
    civ = s.civ
    r = ratings(s)
    barbarians = s.variant is Variant.BARBARIANS
    if impact == "agriculture":
        return r.food + (4 if r.food > r.consumption else 0)
    if impact == "architecture":
        return sum(c.age * n for c, n in workers_of(civ, *URBAN))
    if impact == "balance":
        return 2 * min(r.science, r.culture, r.food, r.resources + r.lab_resources)
    if impact == "colonies":
        return 3 * len(civ.colonies)
    if impact == "competition":
        return sum(c.age * n for c, n in workers_of(civ, *UNITS, "arena"))
    if impact == "government":
        return 2 * r.ca + r.ma - civ.ma_extra
    if impact == "happiness":
        return min(16, 2 * r.happy) - 2 * r.discontent
    if impact == "industry":
        return r.resources
    if impact == "population":
        workers = civ.unused + sum(civ.workers.values())
        return 2 * max(0, workers - r.discontent - 10)
    if impact == "progress":
        return 2 * sum(CARDS[c].age for c in (*civ.specials.values(), civ.government))
    if impact == "technology":
        return 4 * sum(1 for c in technologies_in_play(civ) if CARDS[c].age == 3)
    if impact == "variety":
        units = {c.type for c, _ in workers_of(civ, *UNITS)}
        urban = {c.type for c, _ in workers_of(civ, *URBAN)}
        return 2 * (len(units) + len(urban) + len(civ.specials))
    if impact == "wonders":
        return sum((5, 4, 3, 2)[CARDS[w].age] for w in civ.wonders)
    if impact == "science":
        if barbarians:  # rule 40
            return r.science
        return (
            10
            if chosen(s, "science", top=1, higher=True, good=True, player_turn=player_turn)
            else 0
        )
    if impact == "strength":
        if barbarians:
            if final:  # rule 40
                return max(0, r.strength - 45)
            rank = sum(1 for x in rival_strengths(s) if x > r.strength)  # ties: yours (37)
            return (15, 10, 5, 0)[rank]
        return (
            10
            if chosen(s, "strength", top=1, higher=True, good=True, player_turn=player_turn)
            else 0
        )
    raise ValueError(impact)


# -- final scoring ----------------------------------------------------------------------------


def age3_events(s: TtaState) -> list[str]:
    """§18.1: the Age III events still in the current and future events decks."""
    return [c for c in (*s.current_events, *s.future_events) if CARDS[c].age == 3]


def _add(s: TtaState, part: str, n: int) -> int:
    """Score (or lose, floor 0) culture and record it in the breakdown."""
    civ = s.civ
    before = civ.culture
    civ.culture = max(0, civ.culture + n)
    got = civ.culture - before
    assert s.result is not None
    parts = s.result.setdefault("parts", {})
    parts[part] = parts.get(part, 0) + got
    return got


def _score_event(ctx: Ctx, cid: str, part: str) -> int:
    n = impact_culture(ctx.s, CARDS[cid].impact, final=True, player_turn=True)
    got = _add(ctx.s, part, n)
    ctx.emit("final_event", card=cid, n=got)
    return got


@task("final_scoring")
def _final(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    civ = s.civ
    s.result = {"parts": {}, "played": civ.culture}
    if s.dummy is not None:
        for cid in age3_events(s):
            _score_event(ctx, cid, "age3_events")
            s.dummy.culture += 10  # A-2.1 / A-D16
        _gates(ctx)
        won = civ.culture > s.dummy.culture
        s.result.update(
            won=won,
            dummy=s.dummy.culture,
            reason="beat_dummy"
            if won
            else ("tied_dummy" if civ.culture == s.dummy.culture else "lost_dummy"),
        )
        ctx.push(auto("game_over"))
        return
    mine = ratings(s).strength
    top = max(b.strength for b in s.barbarians)
    survived = mine > top  # rule 33, B-D26
    s.result.update(survived=survived, strength=mine, barbarians=top)
    if not survived:
        _gates(ctx)
        s.result.update(won=False, reason="overrun")
        ctx.push(auto("game_over"))
        return
    events = age3_events(s)
    applied = []
    for cid in events:
        _score_event(ctx, cid, "age3_events")
        applied.append(cid)
    if s.rule(47):
        _add(s, "rule47_lead", mine - top)
        _add(s, "rule47_barbarians", sum(max(0, b.strength - 50) for b in s.barbarians))
        want = 5 if mine in (59, 60) and len(events) <= 5 else 4 if 54 <= mine <= 58 else 3
        pool = list(s.possible_events)
        rng = ctx.rng()
        while len(applied) < want and pool:
            cid = pool.pop(rng.randrange(len(pool)))
            s.possible_events.remove(cid)
            _score_event(ctx, cid, "possible_events")
            applied.append(cid)
        s.result["applied"] = applied
        if applied and s.possible_events:
            ctx.push(ask("swap47"), auto("final_close"))
            return
    elif mine - top >= 5:  # rule 34, B-D19
        extra = (mine - top) // 5
        rng = ctx.rng()
        for _n in range(min(extra, len(s.possible_events))):
            cid = s.possible_events.pop(rng.randrange(len(s.possible_events)))
            _score_event(ctx, cid, "possible_events")
    ctx.push(auto("final_close"))


def _gates(ctx: Ctx) -> None:
    """§18.2: Bill Gates scores his extra production at the end."""
    civ = ctx.civ
    if leader_fx(civ, "gates"):
        n = ratings(ctx.s).lab_resources
        _add(ctx.s, "bill_gates", n)
        ctx.emit("gates_culture", n=n)


@task("final_close")
def _close(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    assert s.result is not None
    _gates(ctx)
    culture = s.civ.culture
    # Rule 33 / B-D26: stronger than every barbarian = the empire has succeeded (a win); the
    # 180 and 200 points of rule 35 grade that win, they are not a second condition.
    s.result.update(won=True, reason="target" if culture >= TARGET else "short")
    ctx.push(auto("game_over"))


@task("game_over")
def _over(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    assert s.result is not None
    s.result["culture"] = s.civ.culture
    ctx.emit("game_over", culture=s.civ.culture, won=s.result["won"], reason=s.result["reason"])


def _swap_legal(s: TtaState, d: Decision) -> list[Action]:
    assert s.result is not None
    return [Action("keep"), *(Action("swap", (c,)) for c in sorted(set(s.result["applied"])))]


def _swap_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "keep":
        return phrase("tta.move.keep")
    n = impact_culture(s, CARDS[a.args[0]].impact, final=True, player_turn=True)
    return phrase("tta.move.swap", card=Name(a.args[0]), n=n)


@choice(
    "swap47",
    _swap_legal,
    _swap_text,
    prompt="Rule 47: you may swap one scored Age III event for a random possible event.",
)
def _swap(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    if a.kind == "keep":
        return
    cid = a.args[0]
    n = impact_culture(s, CARDS[cid].impact, final=True, player_turn=True)
    _add(s, "rule47_swap", -n)
    pick = s.possible_events.pop(ctx.rng().randrange(len(s.possible_events)))
    ctx.emit("swap", out=cid, card=pick)
    _score_event(ctx, pick, "rule47_swap")
