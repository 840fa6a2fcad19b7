"""Civil actions (tta.md §8): take cards, population, build/upgrade/destroy, technologies,
governments, leaders and wonders. Each move kind registers its check, effect and description."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.tta import economy
from bot.engine.tta.cards import Card, Kind, TechType, catalogue
from bot.engine.tta.context import Ctx
from bot.engine.tta.costs import (
    build_cost,
    ca_left,
    can_spend_ca,
    ma_left,
    pay_resources,
    pay_science,
    resources_for,
    science_available,
    science_cost,
    spend_ca,
    upgrade_cost,
    wonder_cost,
    wonder_stages_max,
)
from bot.engine.tta.economy import FOOD, RES, stored
from bot.engine.tta.moves import Args, as_int, move
from bot.engine.tta.ratings import Ratings, count_type, leader_fx
from bot.engine.tta.row import take_cost, take_refusal
from bot.engine.tta.scoring import wonder_completion_culture
from bot.engine.tta.state import Civ, TtaState, ask
from bot.engine.tta.tableau import enter_play, leader_leaves, leave_play, spent_first
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


NO_CA = phrase("tta.why.no_ca")
NO_MA = phrase("tta.why.no_ma")


def price(resources: int, action: bool, military: bool) -> Phrase:
    """A cost in resources, after the action it takes (1 CA, or 1 MA for units) if any."""
    if not action:
        return phrase("tta.cost.resources", n=resources)
    return phrase("tta.cost.ma_resources" if military else "tta.cost.ca_resources", n=resources)


def _card(cid: str) -> Card | None:
    return CARDS.get(cid)


# -- take a card -------------------------------------------------------------------------


def _slots(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((str(i + 1),) for i, c in enumerate(s.row) if c is not None)


def check_take(s: TtaState, r: Ratings, args: Args, *, budget: int | None = None) -> Phrase | None:
    if len(args) != 1 or (slot := as_int(args[0], 1, 13)) is None:
        return phrase("tta.why.slot")
    reason = take_refusal(s, slot - 1, r.ca)
    if reason:
        return reason
    cost = take_cost(s, slot - 1)
    if budget is not None:
        if cost > budget:
            return phrase("tta.why.take_budget", cost=cost, left=budget)
        return None
    if not can_spend_ca(s.civ, r, cost):
        return phrase(
            "tta.why.take_cost", card=Name(str(s.row[slot - 1])), cost=cost, left=ca_left(s.civ, r)
        )
    return None


def describe_take(s: TtaState, args: Args) -> Phrase:
    slot = int(args[0])
    cid = s.row[slot - 1]
    if cid is None:
        return phrase("tta.move.take_slot", slot=slot)
    c = CARDS[cid]
    what = {Kind.WONDER: "wonder", Kind.LEADER: "leader", Kind.ACTION: "action"}.get(
        c.kind, c.type or "card"
    )
    return phrase(
        "tta.move.take",
        card=Name(cid),
        age=c.age_name,
        what=Name(what),
        cost=take_cost(s, slot - 1),
    )


def take_card(ctx: Ctx, slot: int, *, new: bool = True) -> str:
    """Move the card of a slot to the hand (wonders straight into play), with its side effects."""
    s = ctx.s
    civ = s.civ
    cid = s.row[slot - 1]
    assert cid is not None
    s.row[slot - 1] = None
    c = CARDS[cid]
    if c.kind is Kind.WONDER:
        civ.wonder = cid
        civ.stages_built = 0
    else:
        civ.hand.append(cid)
        if new and c.kind is Kind.ACTION:
            civ.new_cards.append(cid)
        if c.kind is Kind.LEADER:
            civ.leader_ages.append(c.age)
    ctx.emit("take", card=cid, slot=slot)
    if c.is_tech and leader_fx(civ, "science_per_tech_taken"):
        civ.science += leader_fx(civ, "science_per_tech_taken")
        ctx.emit("aristotle", n=1)
    return cid


@move("take", _slots, check_take, describe_take)
def apply_take(ctx: Ctx, args: Args) -> None:
    slot = int(args[0])
    r = ctx.ratings()
    spend_ca(ctx.civ, r, take_cost(ctx.s, slot - 1))
    take_card(ctx, slot)


# -- population -----------------------------------------------------------------------------


def _none(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((),)


def check_pop(
    s: TtaState, r: Ratings, args: Args, *, free_action: bool = False, discount: int = 0
) -> Phrase | None:
    civ = s.civ
    cost = economy.pop_cost(civ)
    if cost is None:
        return phrase("tta.why.yellow_empty_recruit")
    if not free_action and not can_spend_ca(civ, r, 1):
        return NO_CA
    need = max(0, cost - discount)
    if stored(civ, FOOD) < need:
        return phrase("tta.why.pop_food", cost=need, have=stored(civ, FOOD))
    return None


def describe_pop(s: TtaState, args: Args) -> Phrase:
    return phrase("tta.move.pop", food=economy.pop_cost(s.civ) or 0)


def increase_population(ctx: Ctx, discount: int = 0) -> int:
    civ = ctx.civ
    cost = max(0, (economy.pop_cost(civ) or 0) - discount)
    if cost:
        economy.pay(civ, FOOD, cost)
    economy.gain_population(civ, 1)
    ctx.emit("population", food=cost)
    return cost


@move("pop", _none, check_pop, describe_pop)
def apply_pop(ctx: Ctx, args: Args) -> None:
    spend_ca(ctx.civ, ctx.ratings(), 1)
    increase_population(ctx)


# -- build, upgrade, destroy ------------------------------------------------------------


def _builds(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.techs)


def _urban_full(civ: Civ, r: Ratings, c: Card) -> bool:
    return c.is_urban and count_type(civ, c.type) >= r.urban_limit


def _action_missing(civ: Civ, r: Ratings, c: Card) -> Phrase | None:
    """Units cost a military action, everything else a civil one: say which is lacking."""
    if c.is_unit:
        return None if ma_left(civ, r) >= 1 else NO_MA
    return None if can_spend_ca(civ, r, 1) else NO_CA


def check_build(
    s: TtaState,
    r: Ratings,
    args: Args,
    *,
    free_action: bool = False,
    discount: int = 0,
    scope: tuple[str, ...] = (),
    free: bool = False,
) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or (c := _card(args[0])) is None or args[0] not in civ.techs:
        return phrase("tta.why.build_what")
    if not c.holds_workers:
        return phrase("tta.why.no_workers_on", card=Name(c.id))
    if scope and c.type not in scope:
        return phrase("tta.why.build_scope", card=Name(c.id))
    if civ.unused < 1:
        return phrase("tta.why.no_unused")
    if _urban_full(civ, r, c):
        return phrase("tta.why.urban_limit", n=r.urban_limit, type=Name(c.type))
    if not free_action and (missing := _action_missing(civ, r, c)):
        return missing
    if not free:
        cost = max(0, build_cost(civ, c) - discount)
        if resources_for(civ, c) < cost:
            return phrase(
                "tta.why.build_cost", card=Name(c.id), cost=cost, have=resources_for(civ, c)
            )
    return None


def describe_build(s: TtaState, args: Args, discount: int = 0, *, action: bool = True) -> Phrase:
    c = CARDS[args[0]]
    cost = max(0, build_cost(s.civ, c) - discount)
    noun = "unit" if c.is_unit else c.type
    return phrase(
        "tta.move.build", card=Name(c.id), type=Name(noun), cost=price(cost, action, c.is_unit)
    )


def build(ctx: Ctx, cid: str, discount: int = 0, *, free: bool = False) -> None:
    civ = ctx.civ
    c = CARDS[cid]
    cost = 0 if free else max(0, build_cost(civ, c) - discount)
    pay_resources(civ, c, cost)
    economy.add_worker(civ, cid)
    ctx.emit("build", card=cid, cost=cost)


@move("build", _builds, check_build, describe_build)
def apply_build(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    c = CARDS[args[0]]
    r = ctx.ratings()
    if c.is_unit:
        civ.ma_used += 1
    else:
        spend_ca(civ, r, 1)
    build(ctx, args[0])


def _upgrades(s: TtaState, r: Ratings) -> Iterable[Args]:
    civ = s.civ
    for a in civ.techs:
        if not civ.workers.get(a):
            continue
        ca = CARDS[a]
        for b in civ.techs:
            cb = CARDS[b]
            if cb.type == ca.type and cb.age > ca.age:
                yield (a, b)


def check_upgrade(
    s: TtaState,
    r: Ratings,
    args: Args,
    *,
    free_action: bool = False,
    discount: int = 0,
    scope: tuple[str, ...] = (),
) -> Phrase | None:
    civ = s.civ
    if len(args) != 2 or any(a not in civ.techs for a in args):
        return phrase("tta.why.upgrade_what")
    old, new = CARDS[args[0]], CARDS[args[1]]
    if not old.holds_workers or old.type != new.type or new.age <= old.age:
        return phrase("tta.why.upgrade_kind", old=Name(old.id), new=Name(new.id))
    if scope and old.type not in scope:
        return phrase("tta.why.upgrade_scope", card=Name(old.id))
    if not civ.workers.get(old.id):
        return phrase("tta.why.nothing_built", card=Name(old.id))
    if not free_action and (missing := _action_missing(civ, r, old)):
        return missing
    cost = upgrade_cost(civ, old, new, discount)
    if resources_for(civ, new) < cost:
        return phrase("tta.why.upgrade_cost", cost=cost, have=resources_for(civ, new))
    return None


def describe_upgrade(s: TtaState, args: Args, discount: int = 0, *, action: bool = True) -> Phrase:
    old, new = CARDS[args[0]], CARDS[args[1]]
    cost = upgrade_cost(s.civ, old, new, discount)
    return phrase(
        "tta.move.upgrade",
        old=Name(old.id),
        new=Name(new.id),
        cost=price(cost, action, old.is_unit),
    )


def upgrade(ctx: Ctx, a: str, b: str, discount: int = 0) -> None:
    civ = ctx.civ
    old, new = CARDS[a], CARDS[b]
    cost = upgrade_cost(civ, old, new, discount)
    pay_resources(civ, new, cost)
    economy.remove_worker(civ, a)
    economy.add_worker(civ, b)
    ctx.emit("upgrade", old=a, new=b, cost=cost)


@move("upgrade", _upgrades, check_upgrade, describe_upgrade)
def apply_upgrade(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    if CARDS[args[0]].is_unit:
        civ.ma_used += 1
    else:
        spend_ca(civ, ctx.ratings(), 1)
    upgrade(ctx, args[0], args[1])


def _destroys(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.techs if s.civ.workers.get(cid))


def check_destroy(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or args[0] not in civ.techs or not civ.workers.get(args[0]):
        return phrase("tta.why.nothing_built_there")
    c = CARDS[args[0]]
    if c.is_unit:
        if ma_left(civ, r) < 1:
            return phrase("tta.why.disband_ma")
    elif not can_spend_ca(civ, r, 1):
        return phrase("tta.why.destroy_ca")
    return None


def describe_destroy(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    kind = "tta.move.disband" if c.is_unit else "tta.move.destroy"
    return phrase(kind, card=Name(c.id))


@move("destroy", _destroys, check_destroy, describe_destroy)
def apply_destroy(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    if CARDS[args[0]].is_unit:
        civ.ma_used += 1
    else:
        spend_ca(civ, ctx.ratings(), 1)
    economy.remove_worker(civ, args[0])
    ctx.emit("destroy", card=args[0])


# -- technologies and governments ---------------------------------------------------------------


def _hand_techs(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.hand if CARDS[cid].is_tech)


def check_develop(
    s: TtaState, r: Ratings, args: Args, *, free_action: bool = False, discount: int = 0
) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or args[0] not in civ.hand or not CARDS[args[0]].is_tech:
        return phrase("tta.why.develop_what")
    c = CARDS[args[0]]
    if c.type == TechType.GOVERNMENT and c.id == civ.government:
        return phrase("tta.why.same_government", card=Name(c.id))
    if not free_action and not can_spend_ca(civ, r, 1):
        return NO_CA
    cost = science_cost(civ, c, discount=discount)
    if science_available(civ, c) < cost:
        return phrase(
            "tta.why.science_cost", card=Name(c.id), cost=cost, have=science_available(civ, c)
        )
    return None


def describe_develop(s: TtaState, args: Args, discount: int = 0, *, action: bool = True) -> Phrase:
    c = CARDS[args[0]]
    cost = science_cost(s.civ, c, discount=discount)
    paid = phrase("tta.cost.ca_science" if action else "tta.cost.science", n=cost)
    if c.type == TechType.GOVERNMENT:
        return phrase("tta.move.government", card=Name(c.id), cost=paid)
    old = s.civ.specials.get(c.special) if c.type == TechType.SPECIAL else None
    if old and CARDS[old].age > c.age:
        return phrase("tta.move.develop_lower", card=Name(c.id), cost=paid, old=Name(old))
    return phrase("tta.move.develop", card=Name(c.id), cost=paid)


def develop(ctx: Ctx, cid: str, *, revolution: bool = False, discount: int = 0) -> None:
    """Pay science, put the technology into play, and trigger leaders (§8.8, §11)."""
    civ = ctx.civ
    c = CARDS[cid]
    before = ctx.ratings()
    cost = science_cost(civ, c, revolution=revolution, discount=discount)
    pay_science(civ, c, cost)
    civ.hand.remove(cid)
    if c.type == TechType.GOVERNMENT:
        old = civ.government
        civ.government = cid
        ctx.emit("revolution" if revolution else "government", card=cid, old=old, science=cost)
    elif c.type == TechType.SPECIAL:
        old_special = civ.specials.get(c.special)
        if old_special and CARDS[old_special].age > c.age:
            # §8.8: only the higher level stays; here the card just developed leaves the game
            # (it still counts as developing a technology: Handbook p.12).
            ctx.emit("develop", card=cid, science=cost, discarded=True)
        else:
            if old_special:
                leave_play(ctx, old_special)
            civ.specials[c.special] = cid
            enter_play(ctx, cid)
            ctx.emit("develop", card=cid, science=cost, replaces=old_special)
    else:
        civ.techs.append(cid)
        ctx.emit("develop", card=cid, science=cost)
    spent_first(ctx, before)
    after_develop(ctx)


def after_develop(ctx: Ctx) -> None:
    civ = ctx.civ
    if leader_fx(civ, "resources_per_develop"):
        economy.gain(civ, RES, leader_fx(civ, "resources_per_develop"))
    if leader_fx(civ, "ca_back_per_develop") and civ.ca_used > 0:
        civ.ca_used -= 1
    if leader_fx(civ, "culture_per_develop"):
        civ.culture += leader_fx(civ, "culture_per_develop")


@move("develop", _hand_techs, check_develop, describe_develop)
def apply_develop(ctx: Ctx, args: Args) -> None:
    spend_ca(ctx.civ, ctx.ratings(), 1)
    develop(ctx, args[0])


def _hand_governments(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.hand if CARDS[cid].type == TechType.GOVERNMENT)


def check_revolt(
    s: TtaState,
    r: Ratings,
    args: Args,
    *,
    spent_before: int = 0,
    discount: int = 0,
    free_action: bool = False,
) -> Phrase | None:
    civ = s.civ
    if len(args) != 1 or args[0] not in civ.hand or CARDS[args[0]].type != TechType.GOVERNMENT:
        return phrase("tta.why.revolt_what")
    c = CARDS[args[0]]
    if c.id == civ.government:
        return phrase("tta.why.same_government", card=Name(c.id))
    if not free_action:
        if leader_fx(civ, "revolution_uses_ma"):
            if civ.ma_used > 0 or r.ma < 1:
                return phrase("tta.why.revolt_robespierre")
        elif civ.ca_used > spent_before or r.ca < 1:
            return phrase("tta.why.revolt_actions")
    cost = science_cost(civ, c, revolution=True, discount=discount)
    if civ.science < cost:
        return phrase("tta.why.revolt_cost", card=Name(c.id), cost=cost, have=civ.science)
    return None


def describe_revolt(s: TtaState, args: Args, discount: int = 0) -> Phrase:
    c = CARDS[args[0]]
    cost = science_cost(s.civ, c, revolution=True, discount=discount)
    kind = "tta.move.revolt_ma" if leader_fx(s.civ, "revolution_uses_ma") else "tta.move.revolt"
    return phrase(kind, card=Name(c.id), n=cost)


def revolt(ctx: Ctx, cid: str, *, discount: int = 0, spend: bool = True) -> None:
    """§11.3: spend all actions (Robespierre: all military actions), pay the lower cost."""
    civ = ctx.civ
    robespierre = bool(leader_fx(civ, "revolution_uses_ma"))
    develop(ctx, cid, revolution=True, discount=discount)
    r = ctx.ratings()
    if robespierre:
        civ.ma_used = max(civ.ma_used, r.ma)
        civ.culture += leader_fx(civ, "culture_on_revolution")
    elif spend:
        newton = 1 if leader_fx(civ, "ca_back_per_develop") else 0
        civ.ca_used = r.ca - newton


@move("revolt", _hand_governments, check_revolt, describe_revolt)
def apply_revolt(ctx: Ctx, args: Args) -> None:
    revolt(ctx, args[0])


# -- leaders ---------------------------------------------------------------------------------


def _hand_leaders(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((cid,) for cid in s.civ.hand if CARDS[cid].kind is Kind.LEADER)


def check_leader(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    if len(args) != 1 or args[0] not in s.civ.hand or CARDS[args[0]].kind is not Kind.LEADER:
        return phrase("tta.why.leader_what")
    if not can_spend_ca(s.civ, r, 1):
        return NO_CA
    return None


def describe_leader(s: TtaState, args: Args) -> Phrase:
    old = s.civ.leader
    if old:
        return phrase("tta.move.leader_replace", card=Name(args[0]), old=Name(old))
    return phrase("tta.move.leader", card=Name(args[0]))


@move("leader", _hand_leaders, check_leader, describe_leader)
def apply_leader(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    spend_ca(civ, ctx.ratings(), 1)
    old = civ.leader
    civ.hand.remove(args[0])
    if old is not None:
        homer = bool(CARDS[old].fx.get("homer_tuck"))
        leader_leaves(ctx, "replaced")
        if homer and homer_wonders(civ):
            ctx.push(ask("homer", card=args[0]))
        else:
            civ.ca_used = max(0, civ.ca_used - 1)
        civ.flags.append("leader_replaced")
    civ.leader = args[0]
    ctx.emit("leader", card=args[0], old=old)


def homer_wonders(civ: Civ) -> list[str]:
    """Completed wonders Homer may go under: not ones turned face down by Ravages of Time."""
    return [w for w in civ.wonders if w not in civ.ravaged]


# -- wonders ---------------------------------------------------------------------------------


def _stage_counts(s: TtaState, r: Ratings) -> Iterable[Args]:
    civ = s.civ
    if civ.wonder is None:
        return ()
    left = len(CARDS[civ.wonder].stages) - civ.stages_built
    return ((str(n),) for n in range(1, min(left, wonder_stages_max(civ)) + 1))


def check_wonder(
    s: TtaState, r: Ratings, args: Args, *, free_action: bool = False, discount: int = 0
) -> Phrase | None:
    civ = s.civ
    if civ.wonder is None:
        return phrase("tta.why.no_wonder")
    left = len(CARDS[civ.wonder].stages) - civ.stages_built
    most = min(left, 1 if free_action else wonder_stages_max(civ))
    if len(args) != 1 or (n := as_int(args[0], 1, most)) is None:
        return phrase("tta.why.wonder_stages", most=most, card=Name(civ.wonder))
    if not free_action and not can_spend_ca(civ, r, 1):
        return NO_CA
    cost = wonder_cost(civ, n, discount)
    if stored(civ, RES) < cost:
        return phrase("tta.why.resources", cost=cost, have=stored(civ, RES))
    return None


def describe_wonder(s: TtaState, args: Args, discount: int = 0, *, action: bool = True) -> Phrase:
    civ = s.civ
    n = int(args[0])
    cost = wonder_cost(civ, n, discount)
    return phrase(
        "tta.move.wonder", n=n, card=Name(str(civ.wonder)), cost=price(cost, action, False)
    )


def build_stages(ctx: Ctx, n: int, discount: int = 0) -> None:
    """§8.7: pay, cover each stage with a blue token, complete the wonder on the last one."""
    civ = ctx.civ
    assert civ.wonder is not None
    cost = wonder_cost(civ, n, discount)
    economy.pay(civ, RES, cost)
    for _ in range(n):
        if civ.blue_bank > 0:
            civ.blue_bank -= 1
        else:  # an empty bank: the token comes off a card (its value is lost)
            economy.lose_blue_tokens(civ, 1)
        civ.stages_built += 1
    ctx.emit("wonder_stage", card=civ.wonder, n=n, cost=cost)
    if civ.stages_built >= len(CARDS[civ.wonder].stages):
        complete_wonder(ctx)


def complete_wonder(ctx: Ctx) -> None:
    civ = ctx.civ
    cid = civ.wonder
    assert cid is not None
    civ.blue_bank += civ.stages_built
    civ.wonder = None
    civ.stages_built = 0
    civ.wonders.append(cid)
    enter_play(ctx, cid)
    bonus = wonder_completion_culture(ctx.s, cid)
    civ.culture += bonus
    ctx.emit("wonder_done", card=cid, culture=bonus)


@move("wonder", _stage_counts, check_wonder, describe_wonder)
def apply_wonder(ctx: Ctx, args: Args) -> None:
    spend_ca(ctx.civ, ctx.ratings(), 1)
    build_stages(ctx, int(args[0]))


def hand_has(civ: Civ, cid: str) -> bool:
    return cid in civ.hand
