"""The player's political actions (tta.md §15, A-3.5, rules 20-22 / B-D10, B-D11) and
colonization (§16, A-D14, rules 23-28 / B-D12)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.attacks import lose_war, raid_reward, win_war
from bot.engine.tta.barbarians import auction, defend_against_player, resolve_war
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.context import PRIVATE, Ctx, ratings
from bot.engine.tta.costs import ma_left
from bot.engine.tta.decisions import choice, task
from bot.engine.tta.decks import discard_military, draw_military
from bot.engine.tta.economy import FOOD, RES
from bot.engine.tta.events import reveal
from bot.engine.tta.force import force, max_force
from bot.engine.tta.moves import MOVES, Args, as_int, move
from bot.engine.tta.ratings import Ratings, leader_fx
from bot.engine.tta.state import TtaState, ask
from bot.engine.tta.tableau import enter_play, leader_leaves
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


def age_number(s: TtaState) -> int:
    """G-1: Age A = 0, I = 1, II = 2, III = 3, IV = 4."""
    return s.age


def last_turn(s: TtaState) -> bool:
    return s.last_round != 0 and s.round >= s.last_round


# -- prepare an event ----------------------------------------------------------------------------


def _hand_events(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((c,) for c in s.civ.military if CARDS[c].kind in (Kind.EVENT, Kind.TERRITORY))


def check_event(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    if (
        len(args) != 1
        or args[0] not in s.civ.military
        or CARDS[args[0]].kind not in (Kind.EVENT, Kind.TERRITORY)
    ):
        return phrase("tta.why.event_what")
    return None


def describe_event(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    return phrase("tta.move.event", card=Name(c.id), n=c.age)


@move("event", _hand_events, check_event, describe_event)
def apply_event(ctx: Ctx, args: Args) -> None:
    s = ctx.s
    cid = args[0]
    s.civ.military.remove(cid)
    s.future_events.append(cid)
    s.known_events.append(cid)
    s.civ.culture += CARDS[cid].age
    ctx.emit("prepare", age=CARDS[cid].age)
    ctx.emit("prepared", card=cid, visible_to=PRIVATE)
    reveal(ctx, "player")


# -- aggressions and wars -------------------------------------------------------------------


def _targets(s: TtaState) -> list[str]:
    return ["1", "2", "3"] if s.barbarians else []


def _attacks(s: TtaState, r: Ratings, kind: Kind) -> Iterable[Args]:
    for cid in s.civ.military:
        if CARDS[cid].kind is kind:
            targets = _targets(s)
            if targets:
                yield from ((cid, t) for t in targets)
            else:
                yield (cid,)


def _aggressions(s: TtaState, r: Ratings) -> Iterable[Args]:
    return _attacks(s, r, Kind.AGGRESSION)


def _wars(s: TtaState, r: Ratings) -> Iterable[Args]:
    return _attacks(s, r, Kind.WAR)


def _target_strength(s: TtaState, args: Args) -> tuple[int, Phrase] | Phrase:
    """(rival strength, rival) or a refusal."""
    if s.dummy is not None:
        if len(args) != 1:
            return phrase("tta.why.dummy_card_only")
        return s.dummy.strength, phrase("tta.who.dummy")
    if len(args) != 2 or (n := as_int(args[1], 1, 3)) is None:
        return phrase("tta.why.barbarian_what")
    return s.barbarians[n - 1].strength, phrase("tta.who.barbarian", n=n)


def _rival(s: TtaState, args: Args) -> Phrase:
    """The target of a move: the dummy player, or the barbarian it names."""
    if s.dummy is not None:
        return phrase("tta.who.dummy")
    return phrase("tta.who.barbarian", n=int(args[1]))


def check_aggress(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if not args or args[0] not in civ.military or CARDS[args[0]].kind is not Kind.AGGRESSION:
        return phrase("tta.why.aggress_what")
    c = CARDS[args[0]]
    target = _target_strength(s, args)
    if isinstance(target, Phrase):
        return target
    rival, who = target
    if ma_left(civ, r) < c.ma_cost:
        return phrase("tta.why.ma_cost", card=Name(c.id), cost=c.ma_cost, have=ma_left(civ, r))
    if s.dummy is not None:
        need = 2 * age_number(s)
        if r.strength - rival < need:
            return phrase("tta.why.stronger_dummy", n=need, mine=r.strength, theirs=rival)
        if c.fx["aggression"] == "annex" and not annexable(s):
            return phrase("tta.why.no_annex")
    elif r.strength <= rival:
        return phrase("tta.why.stronger", who=who, mine=r.strength, theirs=rival)
    return None


def describe_aggress(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    return phrase("tta.move.aggress", card=Name(c.id), who=_rival(s, args), n=c.ma_cost)


@move("aggress", _aggressions, check_aggress, describe_aggress)
def apply_aggress(ctx: Ctx, args: Args) -> None:
    s = ctx.s
    civ = s.civ
    c = CARDS[args[0]]
    civ.ma_used += c.ma_cost
    civ.military.remove(c.id)
    discard_military(s, c.id)
    if s.dummy is not None:
        ctx.emit("aggression", card=c.id, target="dummy")
        dummy_reward(ctx, c.id)
    else:
        ctx.emit("aggression", card=c.id, target=f"barbarian{args[1]}")
        defend_against_player(ctx, int(args[1]), c.id)


def annexable(s: TtaState) -> list[str]:
    return [c for c in s.past_events if CARDS[c].kind is Kind.TERRITORY]


def dummy_reward(ctx: Ctx, cid: str) -> None:
    """A-3.5b / A-D10: what an aggression against the dummy gives the player."""
    s = ctx.s
    civ = s.civ
    c = CARDS[cid]
    kind = c.fx["aggression"]
    if kind == "enslave":
        economy.gain(civ, FOOD, int(c.fx["food"]))
        economy.gain(civ, RES, int(c.fx["resources"]))
        ctx.emit("gain_mix", food=int(c.fx["food"]), resources=int(c.fx["resources"]), card=cid)
    elif kind == "plunder":
        ctx.push(ask("mix", card=cid, n=int(c.fx["n"]), sign=1))
    elif kind == "raid":
        got = economy.gain(civ, RES, raid_reward(c))
        ctx.emit("gain", what="resources", n=got, card=cid)
    elif kind == "spy":
        civ.science += int(c.fx["n"])
        ctx.emit("gain", what="science", n=int(c.fx["n"]), card=cid)
    elif kind == "armed_intervention":
        civ.culture += int(c.fx["n"])
        ctx.emit("culture_change", n=int(c.fx["n"]), card=cid)
    elif kind == "infiltrate":  # A-D9: by the current age
        n = 6 if s.age <= 2 else 9
        civ.culture += n
        ctx.emit("culture_change", n=n, card=cid)
    elif kind == "annex":
        ctx.push(ask("annex", card=cid))


def _annex_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("annex", (c,)) for c in sorted(set(annexable(s)))]


def _annex_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    return phrase("tta.move.annex", card=Name(a.args[0]))


@choice("annex", _annex_legal, _annex_text, prompt="Annex: take a territory from past events.")
def _annex(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    s.past_events.remove(a.args[0])
    s.civ.colonies.append(a.args[0])
    enter_play(ctx, a.args[0])
    ctx.emit("colony", card=a.args[0], by="annex")


def check_war(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    civ = s.civ
    if not args or args[0] not in civ.military or CARDS[args[0]].kind is not Kind.WAR:
        return phrase("tta.why.war_what")
    target = _target_strength(s, args)
    if isinstance(target, Phrase):
        return target
    c = CARDS[args[0]]
    if s.last_round:
        return phrase("tta.why.war_last_round")
    if civ.war:
        return phrase("tta.why.war_declared")
    if ma_left(civ, r) < c.ma_cost:
        return phrase("tta.why.ma_cost", card=Name(c.id), cost=c.ma_cost, have=ma_left(civ, r))
    return None


def describe_war(s: TtaState, args: Args) -> Phrase:
    c = CARDS[args[0]]
    return phrase("tta.move.war", card=Name(c.id), who=_rival(s, args), n=c.ma_cost)


@move("war", _wars, check_war, describe_war)
def apply_war(ctx: Ctx, args: Args) -> None:
    civ = ctx.civ
    c = CARDS[args[0]]
    civ.ma_used += c.ma_cost
    civ.military.remove(c.id)
    target = "dummy" if ctx.s.dummy is not None else args[1]
    civ.war = [c.id, target]
    ctx.emit("war_declared", card=c.id, target=target)


@task("player_war")
def resolve_player_war(ctx: Ctx, d: Decision) -> None:
    """§15.6 at the start of the declarer's next turn (A-D11 / B-D4)."""
    s = ctx.s
    civ = s.civ
    if not civ.war:
        return
    cid, target = civ.war
    civ.war = []
    discard_military(s, cid)
    c = CARDS[cid]
    mine = ctx.ratings().strength
    if s.dummy is not None:
        theirs = s.dummy.strength
        ctx.emit("war_result", card=cid, target="dummy", mine=mine, theirs=theirs)
        if mine > theirs:
            win_war(ctx, c, mine - theirs)
        elif theirs > mine:
            lose_war(ctx, c, theirs - mine)
        return
    resolve_war(ctx, int(target), cid, declared_by_player=True)


# -- leader powers used as political actions ------------------------------------------------------


def _alone(s: TtaState, r: Ratings) -> Iterable[Args]:
    return ((),)


def check_alexander(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    if not leader_fx(s.civ, "politics_alexander"):
        return phrase("tta.why.only", card=Name("a-alexander_the_great"))
    return None


def describe_alexander(s: TtaState, args: Args) -> Phrase:
    return phrase("tta.move.alexander")


@move("alexander", _alone, check_alexander, describe_alexander)
def apply_alexander(ctx: Ctx, args: Args) -> None:
    leader_leaves(ctx, "own_power")
    ctx.civ.yellow_bank += 1
    ctx.emit("yellow_gained", n=1, card="a-alexander_the_great")


def _hand_territories(s: TtaState, r: Ratings) -> Iterable[Args]:
    if not leader_fx(s.civ, "politics_columbus"):
        return ()
    return ((c,) for c in s.civ.military if CARDS[c].kind is Kind.TERRITORY)


def check_columbus(s: TtaState, r: Ratings, args: Args) -> Phrase | None:
    if not leader_fx(s.civ, "politics_columbus"):
        return phrase("tta.why.only", card=Name("i-christopher_columbus"))
    if len(args) != 1 or args[0] not in s.civ.military or CARDS[args[0]].kind is not Kind.TERRITORY:
        return phrase("tta.why.territory_what")
    return None


def describe_columbus(s: TtaState, args: Args) -> Phrase:
    return phrase("tta.move.columbus", card=Name(args[0]))


@move("columbus", _hand_territories, check_columbus, describe_columbus)
def apply_columbus(ctx: Ctx, args: Args) -> None:
    leader_leaves(ctx, "own_power")
    ctx.civ.military.remove(args[0])
    settle(ctx, args[0], [], [], [])


# -- colonization ----------------------------------------------------------------------------


@task("territory")
def _territory(ctx: Ctx, d: Decision) -> None:
    s = ctx.s
    cid = d.data["card"]
    if s.dummy is not None:  # A-D14: no auction; force 4 (Age I) or 8 (Age II) to colonize
        need = 4 if CARDS[cid].age <= 1 else 8
        if max_force(s) >= need:
            ctx.push(ask("colonize_offer", card=cid, need=need))
        else:
            ctx.emit("territory_unclaimed", card=cid)
        return
    auction(ctx, cid)


def _offer_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("colonize"), Action("pass")]


def _offer_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "pass":
        return phrase("tta.move.leave_territory", card=Name(d.data["card"]))
    return phrase("tta.move.colonize", card=Name(d.data["card"]), n=d.data["need"])


@choice("colonize_offer", _offer_legal, _offer_text, prompt="A territory is revealed.")
def _offer(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "colonize":
        ctx.push(
            ask("colonize", card=d.data["card"], need=d.data["need"], units=[], bonus=[], cook=[])
        )
    else:
        ctx.emit("territory_unclaimed", card=d.data["card"])


def _colonize_legal(s: TtaState, d: Decision) -> list[Action]:
    civ = s.civ
    units, bonus, cook = d.data["units"], d.data["bonus"], d.data["cook"]
    out = []
    if units and force(s, units, bonus, cook) >= d.data["need"]:
        out.append(Action("done"))
    for cid in civ.techs:
        if CARDS[cid].is_unit and civ.workers.get(cid, 0) > units.count(cid):
            out.append(Action("send", (cid,)))
    spare = list(civ.military)
    for c in (*bonus, *cook):
        spare.remove(c)
    for cid in sorted(set(spare)):
        if CARDS[cid].kind is Kind.BONUS:
            out.append(Action("bonus", (cid,)))
        elif leader_fx(civ, "cook_discards") and len(cook) < leader_fx(civ, "cook_discards"):
            out.append(Action("cook", (cid,)))
    return out


def _colonize_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    now = force(s, d.data["units"], d.data["bonus"], d.data["cook"]) if d.data["units"] else 0
    if a.kind == "done":
        return phrase("tta.move.colonize_done", card=Name(d.data["card"]), n=now)
    c = CARDS[a.args[0]]
    if a.kind == "send":
        return phrase("tta.move.send", card=Name(c.id), n=c.out.get("strength", 0))
    if a.kind == "bonus":
        return phrase("tta.move.bonus", card=Name(c.id), n=c.colonization)
    return phrase("tta.move.cook", card=Name(c.id))


@choice(
    "colonize",
    _colonize_legal,
    _colonize_text,
    prompt="Send a colonization force: sacrifice at least one unit.",
)
def _colonize(ctx: Ctx, d: Decision, a: Action) -> None:
    data = dict(d.data)
    if a.kind == "done":
        settle(ctx, data["card"], data["units"], data["bonus"], data["cook"])
        return
    key = {"send": "units", "bonus": "bonus", "cook": "cook"}[a.kind]
    data[key] = [*data[key], a.args[0]]
    ctx.push(ask("colonize", **data))


def settle(ctx: Ctx, cid: str, units: list[str], bonus: list[str], cook: list[str]) -> None:
    """§16.3-16.4: sacrificed workers go to the yellow bank; permanent, then one-time effects."""
    s = ctx.s
    civ = s.civ
    for u in units:
        economy.remove_worker(civ, u)
        civ.unused -= 1
        civ.yellow_bank += 1
    for c in (*bonus, *cook):
        civ.military.remove(c)
        discard_military(s, c)
    if cid in s.past_events:
        s.past_events.remove(cid)
    civ.colonies.append(cid)
    ctx.emit("colony", card=cid, by="player", units=units, bonus=bonus, cook=len(cook))
    enter_play(ctx, cid)
    once = CARDS[cid].immediate
    if once.get("gain_science"):
        civ.science += once["gain_science"]
    if once.get("gain_culture"):
        civ.culture += once["gain_culture"]
    if once.get("gain_population"):
        economy.gain_population(civ, once["gain_population"])
    if once.get("gain_food"):
        economy.gain(civ, FOOD, once["gain_food"])
    if once.get("gain_resources"):
        economy.gain(civ, RES, once["gain_resources"])
    if once.get("draw_military_cards") and s.age <= 3:
        drawn = draw_military(ctx, once["draw_military_cards"])
        civ.military.extend(drawn)
        ctx.emit("draw", n=len(drawn), card=cid)
        ctx.emit("drawn", cards=drawn, visible_to=PRIVATE)


PHASE_KINDS = ("event", "aggress", "war", "alexander", "columbus")


def political_options(s: TtaState) -> list[Action]:
    r = ratings(s)
    out: list[Action] = []
    for kind in PHASE_KINDS:
        out.extend(MOVES[kind].legal(s, r))
    return out
