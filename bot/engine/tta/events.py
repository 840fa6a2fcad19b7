"""Revealing and resolving events (tta.md §15.1-15.2, A-D14/A-D15, B-D13): each clause of an
event card applies to the player when the player is among the civilizations it names."""

from __future__ import annotations

from typing import Any

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.cards import Card, Kind, catalogue
from bot.engine.tta.civil import (
    build,
    check_build,
    check_develop,
    check_pop,
    check_revolt,
    check_take,
    describe_build,
    describe_develop,
    describe_revolt,
    describe_take,
    develop,
    increase_population,
    revolt,
    take_card,
)
from bot.engine.tta.context import PRIVATE, Ctx, ratings
from bot.engine.tta.decisions import choice, task
from bot.engine.tta.decks import discard_military, draw_military, refill_current_events
from bot.engine.tta.economy import FOOD, RES, stored
from bot.engine.tta.losses import (
    destroy_building,
    destroy_choices,
    lose_colony,
    lose_population,
    rule_14b_building,
)
from bot.engine.tta.rivals import chosen, rival_happy, two
from bot.engine.tta.row import deal, slide, take_cost
from bot.engine.tta.scoring import impact_culture
from bot.engine.tta.state import TtaState, Variant, ask
from bot.engine.tta.state import task as auto
from bot.engine.tta.tableau import leader_leaves, leave_play, spent_first
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


def reveal(ctx: Ctx, by: str) -> None:
    """Reveal the top current event and queue its resolution, then the deck refill (§15.1)."""
    s = ctx.s
    if not s.current_events:
        refill_current_events(ctx)
        if not s.current_events:
            return
    cid = s.current_events.pop()
    if cid in s.known_events:
        s.known_events.remove(cid)
    c = CARDS[cid]
    s.past_events.append(cid)
    ctx.emit("event", card=cid, by=by)
    steps = []
    if s.dummy is not None and c.age == 3:
        s.dummy.culture += 10
        ctx.emit("dummy_culture", n=10, why="age3_event")
    if c.kind is Kind.TERRITORY:
        steps.append(auto("territory", card=cid, by=by))
    elif c.impact:
        steps.append(auto("impact", card=cid, by=by))
    else:
        steps.extend(auto("clause", card=cid, i=i, by=by) for i in range(len(c.clauses)))
    steps.append(auto("events_refill"))
    ctx.push(*steps)


@task("events_refill")
def _refill(ctx: Ctx, d: Decision) -> None:
    refill_current_events(ctx)


@task("impact")
def _impact(ctx: Ctx, d: Decision) -> None:
    cid = d.data["card"]
    n = impact_culture(ctx.s, CARDS[cid].impact, final=False, player_turn=d.data["by"] == "player")
    gained = _gain_culture(ctx, n)
    ctx.emit("impact", card=cid, n=gained)


def _gain_culture(ctx: Ctx, n: int) -> int:
    civ = ctx.civ
    before = civ.culture
    civ.culture = max(0, civ.culture + n)
    return civ.culture - before


def selected(s: TtaState, clause: Any, by: str) -> bool:
    """Whether the clause's civilizations include the player."""
    who = clause["who"]
    good = bool(clause["good"])
    mine = by == "player"
    r = ratings(s)
    if who == "all":
        return True
    if who in ("strongest", "weakest", "two_strongest", "two_weakest"):
        top = two(s) if who.startswith("two") else 1
        return chosen(
            s, "strength", top=top, higher="strongest" in who, good=good, player_turn=mine
        )
    if who in ("most_culture", "least_culture"):
        return chosen(
            s, "culture", top=1, higher=who == "most_culture", good=good, player_turn=mine
        )
    if who == "all_most_happy":  # "all civilizations with the most": no tie-break
        return r.happy >= max(rival_happy(s), default=0)
    if who == "all_most_discontent":  # rivals have no discontent workers
        return r.discontent > 0
    if who == "most_culture_if_two_weakest":
        return chosen(s, "culture", top=1, higher=True, good=False, player_turn=mine) and chosen(
            s, "strength", top=two(s), higher=False, good=False, player_turn=mine
        )
    if who == "others_of_least_culture":  # Terrorism hits everyone but the least cultured
        return not chosen(s, "culture", top=1, higher=False, good=True, player_turn=mine)
    raise ValueError(who)


def amount(s: TtaState, clause: Any) -> int:
    of = clause.get("of")
    if of is None:
        return int(clause.get("n", 0))
    r = ratings(s)
    if of == "culture_rating":
        return r.culture
    if of == "science_rating":
        return r.science
    if of == "happy":
        return min(r.happy, 8)
    if of == "half_discontent":
        return (r.discontent + 1) // 2
    raise ValueError(of)


@task("clause")
def _clause(ctx: Ctx, d: Decision) -> None:
    s = ctx.s
    c = CARDS[d.data["card"]]
    clause = c.clauses[d.data["i"]]
    if not selected(s, clause, d.data["by"]):
        if clause["do"] == "lose_colony" and s.barbarians:
            barbarian_independence(ctx, c.id)
        return
    apply_clause(ctx, c, clause, d.data["by"])


def barbarian_independence(ctx: Ctx, cid: str) -> None:
    """Rule 38, B-D13: when a barbarian is the weakest, it loses a colony (among tied weakest
    barbarians, one that has a colony: the better reading for the player, rule 37)."""
    s = ctx.s
    low = min(b.strength for b in s.barbarians)
    weakest = [i for i, b in enumerate(s.barbarians, 1) if b.strength == low]
    for i in weakest:
        b = s.barbarians[i - 1]
        if b.colonies:
            lost = b.colonies.pop()
            s.past_events.append(lost)
            ctx.emit("barbarian_colony_lost", barbarian=i, card=lost)
            return


def apply_clause(ctx: Ctx, c: Card, clause: Any, by: str) -> None:
    """One clause applied to the player; choices become decisions."""
    s = ctx.s
    civ = ctx.civ
    do = clause["do"]
    n = amount(s, clause)
    cid = c.id
    if s.age >= 4 and "age4_culture" in clause:  # Politics of Strength in Age IV (§20)
        delta = int(clause["age4_culture"])
        ctx.emit("culture_change", n=_gain_culture(ctx, delta), card=cid)
        return
    if do == "gain_food":
        ctx.emit("gain", what="food", n=economy.gain(civ, FOOD, n), card=cid)
    elif do == "gain_resources":
        ctx.emit("gain", what="resources", n=economy.gain(civ, RES, n), card=cid)
    elif do == "gain_science":
        civ.science += n
        ctx.emit("gain", what="science", n=n, card=cid)
    elif do == "gain_culture":
        ctx.emit("culture_change", n=_gain_culture(ctx, n), card=cid)
    elif do == "lose_culture":
        ctx.emit("culture_change", n=_gain_culture(ctx, -n), card=cid)
    elif do == "lose_culture_per_discontent":
        loss = n * ratings(s).discontent
        ctx.emit("culture_change", n=_gain_culture(ctx, -loss), card=cid)
    elif do == "gain_population":
        ctx.emit("population", food=0, free=cid, n=economy.gain_population(civ, n))
    elif do == "lose_population":
        lose_population(ctx, n, cid)
    elif do == "draw_military":
        if s.age <= 3:
            drawn = draw_military(ctx, n)
            civ.military.extend(drawn)
            ctx.emit("draw", n=len(drawn), card=cid)
            ctx.emit("drawn", cards=drawn, visible_to=PRIVATE)
    elif do == "food_or_resources":
        ctx.push(ask("food_or_res", card=cid, n=n))
    elif do == "gain_mix":
        ctx.push(ask("mix", card=cid, n=n, sign=1))
    elif do == "lose_mix":
        total = stored(civ, FOOD) + stored(civ, RES)
        if total <= n:
            economy.lose(civ, FOOD, n)
            economy.lose(civ, RES, n)
            ctx.emit("lose_goods", n=total, card=cid)
        else:
            ctx.push(ask("mix", card=cid, n=n, sign=-1))
    elif do == "free_build":
        target = clause["card"]
        if check_build(s, ratings(s), (target,), free_action=True, free=True) is None:
            ctx.push(ask("free_build", card=cid, target=target))
    elif do == "develop_civ":
        if dev_civ_options(s, n):
            ctx.push(ask("dev_civ", card=cid, n=n))
    elif do == "produce_food":
        ctx.emit("gain", what="food", n=economy.produce(civ, FOOD), card=cid)
    elif do == "produce_resources":
        ctx.emit("gain", what="resources", n=economy.produce(civ, RES), card=cid)
    elif do == "lose_all_food":
        ctx.emit("lose_goods", n=economy.lose(civ, FOOD, stored(civ, FOOD)), card=cid)
    elif do == "lose_ca_per_discontent":
        k = n * ratings(s).discontent
        civ.ca_used += k
        ctx.emit("lose_actions", n=k, card=cid)
    elif do == "gain_yellow_from_weakest":
        civ.yellow_bank += n
        ctx.emit("yellow_gained", n=n, card=cid)
    elif do == "lose_yellow":
        ctx.emit("yellow_lost", n=economy.lose_yellow(civ, n), card=cid)
    elif do == "extra_production":
        corr = economy.corruption(civ)
        food = economy.produce(civ, FOOD)
        owed, missing = economy.consume(civ)
        res = economy.produce(civ, RES)
        ctx.emit(
            "extra_production",
            corruption=corr,
            food=food,
            consumption=owed,
            famine=missing,
            resources=res,
        )
    elif do == "remove_old_leader":
        if civ.leader and CARDS[civ.leader].age != s.age:
            leader_leaves(ctx, cid)
    elif do == "lose_colony":
        if len(civ.colonies) == 1:
            lose_colony(ctx, civ.colonies[0], cid)
        elif civ.colonies:
            ctx.push(ask("lose_colony", card=cid))
    elif do == "agreement":
        if s.variant is Variant.DUMMY:
            ctx.push(ask("agreement", card=cid, budget=n), auto("agreement_done", by=by))
    elif do == "discard_military":
        if len(civ.military) <= n:
            for m in civ.military:
                discard_military(s, m)
            ctx.emit("discard_military", n=len(civ.military), card=cid)
            civ.military = []
        else:
            ctx.push(ask("discard_pick", card=cid, n=n))
    elif do == "ravage_wonder":
        options = ravage_options(s)
        if len(options) == 1:
            ravage(ctx, options[0])
        elif options:
            ctx.push(ask("ravage", card=cid))
    elif do == "lose_blue":
        ctx.emit("blue_lost", n=economy.lose_blue_tokens(civ, n), card=cid)
    elif do in ("destroy_own_building", "destroy_urban"):
        urban_only = do == "destroy_urban"
        targets = destroy_choices(s, urban_only=urban_only, max_level=3)
        if not targets:
            return
        if s.variant is Variant.BARBARIANS and do == "destroy_urban":  # B-D13: rule 14b
            destroy_building(ctx, rule_14b_building(s, targets), cid)
        elif len(set(targets)) == 1:
            destroy_building(ctx, targets[0], cid)
        else:
            ctx.push(ask("destroy", card=cid, urban=urban_only, level=3))
    else:
        raise ValueError(f"unknown event verb {do}")


# -- wonders turned face down -------------------------------------------------------------------


def ravage_options(s: TtaState) -> list[str]:
    return [w for w in s.civ.wonders if CARDS[w].age <= 1 and w not in s.civ.ravaged]


def ravage(ctx: Ctx, wonder: str) -> None:
    civ = ctx.civ
    was = CARDS[wonder].perm
    before = ctx.ratings()
    civ.ravaged.append(wonder)
    spent_first(ctx, before)  # Pyramids' civil action goes (§11.2)
    if was.get("blue_tokens", 0) > 0:
        leave_play(ctx, wonder)
    ctx.emit("ravaged", card=wonder)


def dev_civ_options(s: TtaState, n: int) -> list[Action]:
    """Development of Civilization: one of population, a build, a technology (1 cheaper)."""
    r = ratings(s)
    out: list[Action] = []
    if check_pop(s, r, (), free_action=True, discount=n) is None:
        out.append(Action("pop"))
    for cid in s.civ.techs:
        if CARDS[cid].is_unit:
            continue
        if check_build(s, r, (cid,), free_action=True, discount=n) is None:
            out.append(Action("build", (cid,)))
    seen: set[str] = set()
    for cid in s.civ.hand:
        if cid in seen or not CARDS[cid].is_tech:
            continue
        seen.add(cid)
        if check_develop(s, r, (cid,), free_action=True, discount=n) is None:
            out.append(Action("develop", (cid,)))
        # §11.3: the event waives the civil action, not the revolution's condition that all
        # civil actions (Robespierre: military actions) are unspent (BGA likewise).
        if CARDS[cid].type == "government" and check_revolt(s, r, (cid,), discount=n) is None:
            out.append(Action("revolt", (cid,)))
    return out


# -- the choices events ask for -----------------------------------------------------------------


def _food_or_res_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("food"), Action("resources")]


def _food_or_res_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.gain_card", n=d.data["n"], what=Name(a.kind), card=Name(d.data["card"]))


@choice("food_or_res", _food_or_res_legal, _food_or_res_text, prompt="Food or resources?")
def _food_or_res(ctx: Ctx, d: Decision, a: Action) -> None:
    got = economy.gain(ctx.civ, FOOD if a.kind == "food" else RES, d.data["n"])
    ctx.emit("gain", what=a.kind, n=got, card=d.data["card"])


def mix_range(s: TtaState, d: Decision) -> range:
    """Possible food parts of a food/resources mix (the rest is resources)."""
    n = d.data["n"]
    if d.data["sign"] > 0:
        return range(0, n + 1)
    food, res = stored(s.civ, FOOD), stored(s.civ, RES)
    total = min(n, food + res)
    return range(max(0, total - res), min(total, food) + 1)


def _mix_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action.of("mix", f) for f in mix_range(s, d)]


def _mix_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    f = int(a.args[0])
    n = d.data["n"]
    if d.data["sign"] > 0:
        return phrase("tta.move.gain_mix", food=f, resources=n - f)
    total = min(n, stored(s.civ, FOOD) + stored(s.civ, RES))
    return phrase("tta.move.lose_mix", food=f, resources=total - f)


@choice("mix", _mix_legal, _mix_text, prompt="Choose the mix of food and resources.")
def _mix(ctx: Ctx, d: Decision, a: Action) -> None:
    civ = ctx.civ
    f = int(a.args[0])
    n = d.data["n"]
    if d.data["sign"] > 0:
        economy.gain(civ, FOOD, f)
        economy.gain(civ, RES, n - f)
        ctx.emit("gain_mix", food=f, resources=n - f, card=d.data["card"])
    else:
        total = min(n, stored(civ, FOOD) + stored(civ, RES))
        economy.lose(civ, FOOD, f)
        economy.lose(civ, RES, total - f)
        ctx.emit("lose_mix", food=f, resources=total - f, card=d.data["card"])


def _free_build_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("build", (d.data["target"],)), Action("skip")]


def _free_build_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "skip":
        return phrase("tta.move.no_build")
    return phrase("tta.move.free_build", card=Name(d.data["target"]))


@choice("free_build", _free_build_legal, _free_build_text, prompt="Build for free?")
def _free_build(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "build":
        build(ctx, d.data["target"], free=True)


def _dev_civ_legal(s: TtaState, d: Decision) -> list[Action]:
    return [*dev_civ_options(s, d.data["n"]), Action("skip")]


def _dev_civ_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    n = d.data["n"]
    if a.kind == "skip":
        return phrase("tta.move.nothing")
    if a.kind == "pop":
        return phrase("tta.move.pop_free", food=max(0, (economy.pop_cost(s.civ) or 0) - n))
    if a.kind == "build":
        return describe_build(s, a.args, n, action=False)
    if a.kind == "revolt":
        return phrase("tta.move.revolt_all_ca", move=describe_revolt(s, a.args, n))
    return describe_develop(s, a.args, n, action=False)


@choice(
    "dev_civ",
    _dev_civ_legal,
    _dev_civ_text,
    prompt="Development of Civilization: one action, 1 cheaper, no civil action.",
)
def _dev_civ(ctx: Ctx, d: Decision, a: Action) -> None:
    n = d.data["n"]
    if a.kind == "pop":
        increase_population(ctx, discount=n)
    elif a.kind == "build":
        build(ctx, a.args[0], discount=n)
    elif a.kind == "develop":
        develop(ctx, a.args[0], discount=n)
    elif a.kind == "revolt":
        revolt(ctx, a.args[0], discount=n)


def _ravage_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("ravage", (w,)) for w in ravage_options(s)]


def _ravage_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.ravage", card=Name(a.args[0]))


@choice("ravage", _ravage_legal, _ravage_text, prompt="Ravages of Time: choose a wonder.")
def _ravage(ctx: Ctx, d: Decision, a: Action) -> None:
    ravage(ctx, a.args[0])


def _discard_pick_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("discard", (c,)) for c in sorted(set(s.civ.military))]


def _discard_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.discard", card=Name(a.args[0]))


@choice(
    "discard_pick", _discard_pick_legal, _discard_text, prompt="Choose a military card to discard."
)
def _discard_pick(ctx: Ctx, d: Decision, a: Action) -> None:
    civ = ctx.civ
    civ.military.remove(a.args[0])
    discard_military(ctx.s, a.args[0])
    ctx.emit("discard_military", n=1, card=d.data["card"])
    left = d.data["n"] - 1
    if left > 0 and civ.military:
        ctx.push(ask("discard_pick", card=d.data["card"], n=left))


# -- International Agreement (§20) --------------------------------------------------------


def _agreement_legal(s: TtaState, d: Decision) -> list[Action]:
    r = ratings(s)
    out = [Action("done")]
    for i, cid in enumerate(s.row):
        if cid is not None and check_take(s, r, (str(i + 1),), budget=d.data["budget"]) is None:
            out.append(Action("take", (str(i + 1),)))
    return out


def _agreement_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "done":
        return phrase("tta.move.take_no_more")
    return phrase("tta.move.take_free", move=describe_take(s, a.args), n=d.data["budget"])


@choice(
    "agreement",
    _agreement_legal,
    _agreement_text,
    prompt="International Agreement: take cards worth up to 5 civil actions (you then skip "
    "your next politics phase).",
)
def _agreement(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "done":
        return
    slot = int(a.args[0])
    budget = d.data["budget"] - take_cost(ctx.s, slot - 1)
    take_card(ctx, slot, new=False)
    if "skip_politics" not in ctx.civ.game_flags:
        ctx.civ.game_flags.append("skip_politics")
    if budget > 0:
        ctx.push(ask("agreement", card=d.data["card"], budget=budget))


@task("agreement_done")
def _agreement_done(ctx: Ctx, d: Decision) -> None:
    """§20: replenish the row without discarding from the left, i.e. §5.3 steps 2-3: slide the
    remaining cards left, then deal into the free slots at the right; this may end an age."""
    slide(ctx.s)
    deal(ctx, player_turn=d.data["by"] == "player")
