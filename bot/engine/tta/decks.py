"""Decks and ages (tta.md §2.1, §4): which cards each solo game uses, drawing and discarding,
new ages and antiquation (the player's cards, the dummy's decks, the barbarians' stores)."""

from __future__ import annotations

from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.context import PRIVATE, Ctx
from bot.engine.tta.economy import lose_yellow
from bot.engine.tta.state import TtaState, Variant
from bot.engine.tta.tableau import leader_leaves, wonder_leaves

CARDS = catalogue()
TWO_PLAYERS = 2  # both solo variants use the 2-player civil decks (A-D1, B-D1)
DUMMY_KINDS = {
    "tactics": (Kind.TACTIC, Kind.BONUS),
    "events": (Kind.EVENT, Kind.TERRITORY),
    "attacks": (Kind.AGGRESSION, Kind.WAR),
}


def civil_cards(age: int) -> list[str]:
    """Every copy of the 2-player civil deck of an age (3+ and 4 cards removed)."""
    return [
        c.id
        for c in CARDS.values()
        if c.deck == "civil" and c.age == age
        for _ in range(c.count(TWO_PLAYERS))
    ]


def military_cards(s: TtaState, age: int) -> list[str]:
    """The military deck of an age: 2-player (no pacts) for the dummy; for the barbarians every
    card but International Agreement, pacts included (B-D1)."""
    if s.variant is Variant.DUMMY:
        return [
            c.id
            for c in CARDS.values()
            if c.deck == "military" and c.age == age
            for _ in range(c.count(TWO_PLAYERS))
        ]
    return [
        c.id
        for c in CARDS.values()
        if c.deck == "military" and c.age == age and c.id != "ii-international_agreement"
        for _ in range(c.count(4))
    ]


def setup_military(ctx: Ctx, age: int) -> None:
    """Make the age's military deck current; the dummy variant splits it (A-1.5, A-D6)."""
    s = ctx.s
    cards = _not_elsewhere(s, military_cards(s, age), age)
    s.military_age = age
    if s.dummy is None:
        s.military_deck = ctx.shuffle(cards)
        return
    player: list[str] = []
    for kind, kinds in DUMMY_KINDS.items():
        pile = ctx.shuffle(c for c in cards if CARDS[c].kind in kinds)
        half = len(pile) // 2
        player.extend(pile[:half])
        s.dummy.decks[kind] = pile[half:]
        s.dummy.discards[kind] = []
    s.military_deck = ctx.shuffle(player)


def _not_elsewhere(s: TtaState, cards: list[str], age: int) -> list[str]:
    """Rule 44 deals bonus cards to barbarians at setup: copies they hold, or that were used
    and discarded, are not in the deck when their age begins (B-D22)."""
    out = list(cards)
    elsewhere = [c for b in s.barbarians for c in (*b.bonus, *b.attacks)]
    elsewhere += s.discards.get(str(age), [])
    for cid in elsewhere:
        if CARDS[cid].age == age and cid in out:
            out.remove(cid)
    return out


def start_age(ctx: Ctx, new_age: int, *, player_turn: bool = True) -> None:
    """The next age begins at once (§4.2): decks, antiquation, 2 yellow tokens lost."""
    s = ctx.s
    old = s.age
    s.age = new_age
    ctx.emit("age", age=new_age)
    if new_age >= 2:
        antiquate(ctx, new_age - 2)
    if old >= 1:
        lost = lose_yellow(s.civ, 2)
        if lost:
            ctx.emit("yellow_lost", n=lost)
    if new_age <= 3:
        s.civil_deck = ctx.shuffle(civil_cards(new_age))
        setup_military(ctx, new_age)
    else:
        s.civil_deck = []
        s.last_round = s.round if player_turn else s.round + 1
        ctx.emit("last_round", round=s.last_round)
    if s.dummy is not None:
        dummy_new_age(ctx, new_age)
    if s.barbarians:
        barbarians_new_age(ctx, new_age)


def dummy_new_age(ctx: Ctx, age: int) -> None:
    """A-3.2: the new age's decks were split in setup_military; Age IV has none (A-D6)."""
    d = ctx.s.dummy
    assert d is not None
    if age >= 4:
        d.decks = {}
        d.discards = {}


def barbarians_new_age(ctx: Ctx, age: int) -> None:
    """Rules 7, 19, B-D25: stored cards two ages old are discarded; rule 44's Age III card
    goes back to its deck when Age II begins (B-D22)."""
    s = ctx.s
    old = age - 2
    for i, b in enumerate(s.barbarians, 1):
        gone = [c for c in (*b.attacks, *b.bonus) if CARDS[c].age == old]
        if gone:
            b.attacks = [c for c in b.attacks if CARDS[c].age != old]
            b.bonus = [c for c in b.bonus if CARDS[c].age != old]
            for c in gone:
                discard_military(s, c)
            ctx.emit("barbarian_antiquated", barbarian=i, cards=gone)
    if age == 2 and s.rule(44) and "iii-military_bonus" in s.barbarians[1].bonus:
        s.barbarians[1].bonus.remove("iii-military_bonus")
        ctx.emit("barbarian_returns", barbarian=2, card="iii-military_bonus")


def antiquate(ctx: Ctx, age: int) -> None:
    """Cards of `age` become antiquated (§4.2): hands, leader and unfinished wonder go."""
    s = ctx.s
    civ = s.civ
    gone_civil = [c for c in civ.hand if CARDS[c].age == age]
    gone_mil = [c for c in civ.military if CARDS[c].age == age]
    civ.hand = [c for c in civ.hand if CARDS[c].age != age]
    civ.military = [c for c in civ.military if CARDS[c].age != age]
    for c in gone_mil:
        s.discards.setdefault(str(age), []).append(c)
    if gone_civil or gone_mil:
        ctx.emit("antiquated_hand", civil=gone_civil, military=len(gone_mil))
        if gone_mil:
            ctx.emit("antiquated_military", cards=gone_mil, visible_to=PRIVATE)
    if civ.leader and CARDS[civ.leader].age == age:
        leader_leaves(ctx, "antiquated")
    if civ.wonder and CARDS[civ.wonder].age == age:
        wonder_leaves(ctx, "antiquated")


def draw_military(ctx: Ctx, n: int) -> list[str]:
    """Draw from the current military deck, reshuffling its discards when it runs out (§4.3)."""
    s = ctx.s
    drawn: list[str] = []
    for _ in range(n):
        if not s.military_deck:
            pile = s.discards.get(str(s.military_age), [])
            if not pile:
                break
            s.military_deck = ctx.shuffle(pile)
            s.discards[str(s.military_age)] = []
            ctx.emit("military_reshuffled", age=s.military_age, n=len(s.military_deck))
        drawn.append(s.military_deck.pop())
    return drawn


def discard_military(s: TtaState, cid: str) -> None:
    """A used or discarded military card goes to its age's discard pile."""
    s.discards.setdefault(str(CARDS[cid].age), []).append(cid)


def refill_current_events(ctx: Ctx) -> None:
    """§15.1.4: an empty current events deck takes the future deck, older ages on top."""
    s = ctx.s
    if s.current_events or not s.future_events:
        return
    shuffled = ctx.shuffle(s.future_events)
    shuffled.sort(key=lambda c: -CARDS[c].age)  # stable: random within an age; top = last
    s.current_events = shuffled
    s.future_events = []
    ctx.emit("events_turned", n=len(shuffled))
