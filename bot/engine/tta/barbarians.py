"""Part B, "Struggle against the Barbarians" v1.1 (rules 1-47, decisions B-D1 to B-D27)."""

from __future__ import annotations

from itertools import combinations

from bot.engine.core import Action, Decision
from bot.engine.tta.attacks import lose_war, start_defense
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.context import Ctx, ratings
from bot.engine.tta.decisions import choice, task
from bot.engine.tta.decks import discard_military, draw_military
from bot.engine.tta.events import reveal
from bot.engine.tta.force import max_force
from bot.engine.tta.hordes import grow
from bot.engine.tta.row import clear_left, deal, deal_slot, remove_slots, slide
from bot.engine.tta.state import Barbarian, TtaState, ask
from bot.engine.tta.state import task as auto
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()


def new_barbarians(ctx: Ctx) -> list[Barbarian]:
    """Rule 4 (and rule 44: strength 1; barbarian 2 holds an Age III bonus card, 3 an Age II)."""
    s = ctx.s
    out = [Barbarian() for _ in range(3)]
    if s.rule(44):
        for b in out:
            b.strength = 1
        out[1].bonus.append("iii-military_bonus")
        out[2].bonus.append("ii-military_bonus")
    return out


# -- the card row (rules 5, 6, 43, 45; B-D2, B-D21) ----------------------------------------------


def roll_slots(ctx: Ctx) -> list[int]:
    """Rule 6: a d6 and a d10 (0 = 10) plus slots 9 and 13. Rule 45: d6, d8, d10 (the d10 is
    re-rolled while all three match) plus slot 13."""
    r = ctx.rng()
    s = ctx.s
    if s.rule(45):
        d6, d8, d10 = r.randint(1, 6), r.randint(1, 8), r.randint(1, 10)
        while d6 == d8 == d10:
            d10 = r.randint(1, 10)
        s.dice = [d6, d8, d10]
        return [d6, d8, d10, 13]
    d6, d10 = r.randint(1, 6), r.randint(1, 10)
    s.dice = [d6, d10]
    return [d6, d10, 9, 13]


def card_row(ctx: Ctx, *, first_turn: bool) -> None:
    """B-D2: (discard slots 1-3, slide, refill;) roll and remove; rule 45 slides and refills."""
    s = ctx.s
    if not first_turn:
        gone = clear_left(ctx, 3)
        ctx.emit("row_cleared", n=len(gone), cards=gone)
        deal(ctx)
    slots = roll_slots(ctx)
    gone = remove_slots(ctx, slots, "dice")
    ctx.emit("dice", dice=list(s.dice), slots=sorted(set(slots)))
    leaders = [c for c in gone if CARDS[c].kind is Kind.LEADER and CARDS[c].age == s.age]
    if s.rule(43) and leaders:
        key = str(s.age)
        s.leaders_removed[key] = s.leaders_removed.get(key, 0) + len(leaders)
    if s.rule(45) and not first_turn:
        slide(s)
        deal(ctx)
    _rule_43(ctx)


def _rule_43(ctx: Ctx) -> None:
    """Three current-age leaders removed by the dice and none taken: the rest are banned."""
    s = ctx.s
    if not s.rule(43) or s.age in s.leaders_banned or s.age > 3:
        return
    if s.leaders_removed.get(str(s.age), 0) < 3 or s.age in s.civ.leader_ages:
        return
    s.leaders_banned.append(s.age)
    ctx.emit("leaders_banned", age=s.age)
    for i, cid in enumerate(s.row):
        if cid is not None and CARDS[cid].kind is Kind.LEADER and CARDS[cid].age == s.age:
            s.row[i] = None
            ctx.emit("leader_banned", card=cid, slot=i + 1)
            deal_slot(ctx, i)


# -- the barbarian phase (rules 16-19, B-D3, B-D6-B-D9) ----------------------------------------


@task("barbarian_phase")
def _phase(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    ctx.emit("barbarian_phase", age=s.age)
    for b in s.barbarians:
        b.acted = False
    for i, b in enumerate(s.barbarians, 1):
        growth = max(0, s.age - 1)
        if s.age >= 3:
            growth += min(len(b.colonies), 3)
        grow(ctx, i, growth, "age")
    drawn = draw_military(ctx, 3)
    steps = [auto("barbarian_card", i=i, card=cid) for i, cid in enumerate(drawn, 1)]
    steps += [auto("barbarian_stored", i=i) for i in (1, 2, 3)]
    ctx.push(*steps)


def player_strength(s: TtaState) -> int:
    return ratings(s).strength


@task("barbarian_card")
def _card(ctx: Ctx, d: Decision) -> None:
    """Rule 17: one drawn card per barbarian."""
    s = ctx.s
    i, cid = d.data["i"], d.data["card"]
    b = s.barbarians[i - 1]
    c = CARDS[cid]
    hidden = c.kind in (Kind.EVENT, Kind.TERRITORY)  # looked at as little as possible (17c)
    ctx.emit("barbarian_draws", barbarian=i, card="" if hidden else cid, age=c.age)
    if c.kind is Kind.TACTIC:
        grow(ctx, i, 1, "tactic")
        discard_military(s, cid)
    elif c.kind is Kind.PACT:
        discard_military(s, cid)
    elif c.kind in (Kind.EVENT, Kind.TERRITORY):
        if c.age >= 3:
            s.possible_events.append(cid)
        else:
            s.future_events.append(cid)
            reveal(ctx, "barbarian")
    elif c.kind is Kind.BONUS:
        b.bonus.append(cid)
    elif player_strength(s) < b.strength:
        attack(ctx, i, cid)
    else:
        b.attacks.append(cid)
        grow(ctx, i, len(b.attacks), "stored")


def attack(ctx: Ctx, i: int, cid: str) -> None:
    """Rule 17e: an aggression resolves now (the player may defend); a war resolves next turn."""
    s = ctx.s
    b = s.barbarians[i - 1]
    c = CARDS[cid]
    if c.kind is Kind.WAR:
        if b.war is not None:  # B-D7: one pending war per barbarian
            b.attacks.append(cid)
            return
        b.war = cid
        b.acted = True
        ctx.emit("war_declared", card=cid, target="player", by=f"barbarian{i}")
        return
    b.acted = True
    discard_military(s, cid)
    ctx.emit("aggression", card=cid, target="player", by=f"barbarian{i}")
    start_defense(ctx, cid, b.strength, f"barbarian{i}")


@task("barbarian_stored")
def _stored(ctx: Ctx, d: Decision) -> None:
    """Rule 18, B-D9: a stronger barbarian with stored cards that has not attacked uses one."""
    s = ctx.s
    i = d.data["i"]
    b = s.barbarians[i - 1]
    if b.acted or not b.attacks or b.strength <= player_strength(s):
        return
    options = [c for c in b.attacks if not (CARDS[c].kind is Kind.WAR and b.war is not None)]
    if not options:
        return
    key = [(0 if CARDS[c].kind is Kind.WAR else 1, CARDS[c].age, CARDS[c].ma_cost) for c in options]
    best = min(key)
    tied = sorted(c for c, k in zip(options, key, strict=True) if k == best)
    cid = tied[ctx.rng().randrange(len(tied))] if len(tied) > 1 else tied[0]
    b.attacks.remove(cid)
    attack(ctx, i, cid)


# -- wars and aggressions --------------------------------------------------------------------------


def resolve_war(ctx: Ctx, i: int, cid: str, *, declared_by_player: bool) -> None:
    """B-D4: the barbarian wins if stronger; otherwise it sacrifices to a tie or drops to 0."""
    s = ctx.s
    b = s.barbarians[i - 1]
    if not declared_by_player:
        b.war = None
    discard_military(s, cid)
    mine = player_strength(s)
    theirs = b.strength
    ctx.emit("war_result", card=cid, target=f"barbarian{i}", mine=mine, theirs=theirs)
    if theirs > mine:
        lose_war(ctx, CARDS[cid], theirs - mine)
        grow(ctx, i, 1, "war_won")
    elif mine > theirs:
        b.strength = 2 * theirs - mine if mine - theirs <= theirs else 0
        ctx.emit("barbarian_falls", barbarian=i, strength=b.strength)


@task("barbarian_wars")
def _wars(ctx: Ctx, _: Decision) -> None:
    """B-D3 step 2 / B-D7: wars the barbarians declared last turn resolve now."""
    for i, b in enumerate(ctx.s.barbarians, 1):
        if b.war is not None:
            resolve_war(ctx, i, b.war, declared_by_player=False)


def fewest_cards(cards: list[str], need: int) -> list[str] | None:
    """B-D10: the fewest defense cards reaching `need`; ties: lowest total, then oldest."""
    for k in range(1, len(cards) + 1):
        options = [
            list(c)
            for c in combinations(sorted(cards), k)
            if sum(CARDS[x].defense for x in c) >= need
        ]
        if options:
            return min(
                options,
                key=lambda c: (sum(CARDS[x].defense for x in c), sum(CARDS[x].age for x in c), c),
            )
    return None


def defend_against_player(ctx: Ctx, i: int, cid: str) -> None:
    """B-D10: the barbarian plays the fewest bonus cards that hold; else it loses strength."""
    s = ctx.s
    b = s.barbarians[i - 1]
    mine = player_strength(s)
    used = fewest_cards([c for c in b.bonus], mine - b.strength)
    if used is not None:
        for c in used:
            b.bonus.remove(c)
            discard_military(s, c)
        ctx.emit("barbarian_defends", barbarian=i, cards=used)
        return
    loss = min(mine - b.strength, CARDS[cid].age)
    b.strength = max(0, b.strength - loss)
    ctx.emit("barbarian_falls", barbarian=i, strength=b.strength, n=loss)


# -- colonization (rules 23-28, B-D12) -------------------------------------------------------------


def barbarian_bid(s: TtaState, i: int) -> tuple[int, int] | None:
    """(bid, strength part) of barbarian i, or None if it may not bid."""
    b = s.barbarians[i - 1]
    if b.war is not None or (b.strength == 0 and not b.bonus):
        return None
    others = [x.strength for j, x in enumerate(s.barbarians, 1) if j != i]
    others.append(player_strength(s))
    lead = b.strength - max(others) if b.strength > max(others) else 0
    part = min(b.strength, max(lead, s.age))
    return part + sum(CARDS[c].colonization for c in b.bonus), part


def auction(ctx: Ctx, cid: str) -> None:
    s = ctx.s
    high, winner, part = 0, 0, 0
    for i in (1, 2, 3):
        bid = barbarian_bid(s, i)
        if bid is not None and bid[0] > high:
            high, winner, part = bid[0], i, bid[1]
            ctx.emit("barbarian_bid", barbarian=i, bid=high)
    if max_force(s) > high:
        ctx.push(ask("bid", card=cid, high=high, winner=winner, part=part))
    else:
        barbarian_colonizes(ctx, cid, winner, part)


def barbarian_colonizes(ctx: Ctx, cid: str, i: int, part: int) -> None:
    """Rule 27: it pays the strength part of its bid and discards the bonus cards it counted."""
    s = ctx.s
    if i == 0:
        ctx.emit("territory_unclaimed", card=cid)
        return
    b = s.barbarians[i - 1]
    b.strength = max(0, b.strength - part)
    for c in b.bonus:
        discard_military(s, c)
    b.bonus = []
    if cid in s.past_events:
        s.past_events.remove(cid)
    b.colonies.append(cid)
    ctx.emit("barbarian_colony", barbarian=i, card=cid, strength=b.strength)


def _bid_legal(s: TtaState, d: Decision) -> list[Action]:
    return [
        Action("pass"),
        *(Action.of("bid", n) for n in range(d.data["high"] + 1, max_force(s) + 1)),
    ]


def _bid_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    card = Name(d.data["card"])
    if a.kind == "pass":
        if d.data["winner"]:
            return phrase("tta.move.bid_pass", n=d.data["winner"], card=card)
        return phrase("tta.move.bid_pass_nobody", card=card)
    return phrase("tta.move.bid", n=int(a.args[0]), card=card)


@choice("bid", _bid_legal, _bid_text, prompt="Colonization auction: outbid the barbarians?")
def _bid(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "pass":
        barbarian_colonizes(ctx, d.data["card"], d.data["winner"], d.data["part"])
        return
    ctx.emit("bid", n=int(a.args[0]), card=d.data["card"])
    ctx.push(ask("colonize", card=d.data["card"], need=int(a.args[0]), units=[], bonus=[], cook=[]))


# -- the end of the game (rules 29-34, 46-47; B-D17, B-D19, B-D20, B-D26) ------------------------


@task("barbarian_final_growth")
def _final_growth(ctx: Ctx, _: Decision) -> None:
    for i, b in enumerate(ctx.s.barbarians, 1):
        grow(ctx, i, 3 + min(len(b.colonies), 3), "final")
