"""Turn flow: rolling, production, the 7, the event die, barbarians, turn changes, victory."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.data import EVENT_FACES, KINDS, TRACKS, catalogue
from bot.engine.catan.options import Shortage, shortage
from bot.engine.catan.queries import CAT, NV, B
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Step, push_in_order
from bot.engine.core import Decision, Event
from bot.engine.rng import rng

Events = list[Event]


def private(p: int, event_kind: str, **data: object) -> Event:
    return Event(event_kind, dict(data), frozenset({p}))


def gain(s: CatanState, p: int, k: int, n: int) -> int:
    """Take up to `n` of kind `k` from the bank; returns how many were taken."""
    n = max(0, min(n, s.bank[k]))
    s.bank[k] -= n
    s.hands[p][k] += n
    return n


def pay(s: CatanState, p: int, price: tuple[int, ...] | list[int]) -> None:
    for k, c in enumerate(price):
        if c:
            s.hands[p][k] -= c
            s.bank[k] += c


def move_cards(s: CatanState, src: int, dst: int, k: int, n: int) -> int:
    n = min(n, s.hands[src][k])
    s.hands[src][k] -= n
    s.hands[dst][k] += n
    return n


def steal(s: CatanState, thief: int, victim: int) -> Events:
    """Take one random card (resource or commodity) from `victim`."""
    total = q.hand_size(s, victim)
    if total == 0:
        return [Event("steal_nothing", {"seat": thief, "from": victim})]
    pick = rng(s).randrange(total)
    k = 0
    while pick >= s.hands[victim][k]:
        pick -= s.hands[victim][k]
        k += 1
    move_cards(s, victim, thief, k, 1)
    return [
        Event("steal", {"seat": thief, "from": victim}),
        Event(
            "stolen", {"seat": thief, "from": victim, "kind": KINDS[k]}, frozenset({thief, victim})
        ),
    ]


def robber_victims(s: CatanState, p: int, h: int) -> list[int]:
    return [o for o in q.owners_on_hex(s, h) if o != p]


# -- turns ---------------------------------------------------------------------------------


def start_turn(s: CatanState, p: int) -> Events:
    s.current = p
    s.turn_no += 1
    s.dev_played = False
    s.offers_made = 0
    s.fleet = []
    s.harbor_left = None
    for k in s.knights:
        if k is not None:
            k[4] = 0
            k[3] = k[2] if k[0] == p else 0
    s.stack.append(Decision(p, Step.PRE_ROLL))
    return [Event("turn", {"seat": p, "turn": s.turn_no})]


def end_turn(s: CatanState) -> Events:
    p = s.current
    if not s.ck:
        s.dev_hand[p].extend(s.dev_new[p])
        s.dev_new[p] = []
    s.stack.pop()
    s.trade = None
    return start_turn(s, (p + 1) % s.players)


def roll(s: CatanState, red: int = 0, yellow: int = 0) -> Events:
    """Roll (or set, with the Alchemist) the dice and queue their consequences."""
    r = rng(s)
    if not red:
        red, yellow = r.randint(1, 6), r.randint(1, 6)
    s.dice = [red, yellow]
    data: dict[str, object] = {
        "seat": s.current,
        "red": red,
        "yellow": yellow,
        "total": red + yellow,
    }
    if s.ck:
        face = r.randrange(6)
        s.dice.append(face)
        data["event"] = EVENT_FACES[face]
    s.stack.pop()  # pre_roll
    s.stack.append(Decision(s.current, Step.MAIN))
    s.stack.append(Decision(s.current, Step.AUTO_PRODUCTION))
    if s.ck:
        s.stack.append(Decision(s.current, Step.AUTO_EVENT))
    return [Event("roll", data)]


# -- production ----------------------------------------------------------------------------


def production(s: CatanState) -> Events:
    total = s.dice[0] + s.dice[1]
    if total == 7:
        return seven(s)
    claims = [[0] * len(KINDS) for _ in range(s.players)]
    city_table = CAT.raw["ck"]["city_production"]
    for h in range(q.NH):
        if s.numbers[h] != total or h == s.robber:
            continue
        terrain = s.terrain[h]
        k = q.TERRAIN_KIND[terrain]
        if k == NONE:
            continue
        for v in B.hex_vertices[h]:
            owner = s.vowner[v]
            if owner == NONE:
                continue
            if s.vkind[v] == 2:
                if s.ck:
                    for name, n in city_table[terrain].items():
                        claims[owner][KINDS.index(name)] += n
                else:
                    claims[owner][k] += 2
            else:
                claims[owner][k] += 1
    events: Events = []
    got = [0] * s.players
    gains: list[dict[str, int]] = [{} for _ in range(s.players)]
    short: list[str] = []  # kinds the bank could not pay in full and nobody received
    rest: list[str] = []  # kinds a sole claimant took the last of
    sole_takes_rest = shortage(s.options) == Shortage.SOLE_CLAIMANT
    for k in range(len(KINDS)):
        claimants = [p for p in range(s.players) if claims[p][k]]
        if not claimants:
            continue
        pays = {p: claims[p][k] for p in claimants}
        if sum(pays.values()) > s.bank[k]:  # [D-4], per card kind
            if not (sole_takes_rest and len(claimants) == 1 and s.bank[k] > 0):
                short.append(KINDS[k])
                continue
            rest.append(KINDS[k])
            pays = {claimants[0]: s.bank[k]}
        for p, n in pays.items():
            gain(s, p, k, n)
            got[p] += n
            gains[p][KINDS[k]] = n
    data: dict[str, object] = {"total": total, "gains": gains, "short": short}
    if rest:
        data["rest"] = rest
    events.append(Event("produce", data))
    if s.ck:
        idle = [p for p in q.order_from(s, s.current) if got[p] == 0 and s.levels[p][2] >= 3]
        if idle and any(s.bank[k] for k in range(5)):
            push_in_order(s, [Decision(p, Step.TAKE, {"left": 1, "why": "aqueduct"}) for p in idle])
    return events


def seven(s: CatanState) -> Events:
    events: Events = [Event("seven", {"seat": s.current})]
    if s.robber_active:
        s.stack.append(Decision(s.current, Step.ROBBER, {"why": "seven"}))
    elif s.ck:
        events.append(Event("robber_locked", {}))
    events += queue_discards(
        s, [p for p in range(s.players) if q.hand_size(s, p) > q.discard_limit(s, p)], "seven"
    )
    return events


def queue_discards(s: CatanState, seats: list[int], why: str) -> Events:
    """Everyone in `seats` discards half their cards, secretly and at the same time."""
    owed = [(p, q.hand_size(s, p) // 2) for p in sorted(seats)]
    owed = [(p, n) for p, n in owed if n > 0]
    for p, _ in owed:
        s.discard_sel[p] = [0] * len(KINDS)
    for p, n in reversed(owed):
        s.stack.append(Decision(p, Step.DISCARD, {"n": n, "why": why}))
    if not owed:
        return []
    return [
        Event(
            "must_discard",
            {"seats": [p for p, _ in owed], "counts": [n for _, n in owed], "why": why},
        )
    ]


# -- the event die and the barbarians ------------------------------------------------------


def event_die(s: CatanState) -> Events:
    face = EVENT_FACES[s.dice[2]]
    if face == "ship":
        s.barbarian += 1
        events = [
            Event(
                "barbarians_advance",
                {"position": s.barbarian, "steps": CAT.raw["ck"]["barbarian_steps"]},
            )
        ]
        if s.barbarian >= CAT.raw["ck"]["barbarian_steps"]:
            events += attack(s)
        return events
    return gate(s, TRACKS.index(face))


def gate(s: CatanState, t: int) -> Events:
    """Progress draws for the city gate of track `t`, in turn order from the roller."""
    red = s.dice[0]
    limits = CAT.raw["ck"]["progress_draw_max_red"]
    events: Events = [Event("gate", {"track": TRACKS[t], "red": red})]
    over: list[int] = []
    for p in q.order_from(s, s.current):
        level = s.levels[p][t]
        if level >= 1 and red <= limits[str(level)]:
            drawn = draw_progress(s, p, TRACKS[t])
            events += drawn
            if p != s.current and len(s.progress[p]) > q.progress_limit():
                over.append(p)
    push_in_order(s, [Decision(p, Step.PROGRESS_DISCARD) for p in over])
    return events


def draw_progress(s: CatanState, p: int, track: str) -> Events:
    deck = s.decks[track]
    if not deck:
        return [Event("deck_empty", {"seat": p, "track": track})]
    card = deck.pop(0)
    if CAT.progress[card].is_vp:
        s.progress_vp[p].append(card)
        return [Event("progress_vp", {"seat": p, "track": track, "card": card})]
    s.progress[p].append(card)
    return [
        Event("draw_progress", {"seat": p, "track": track}),
        private(p, "drew_progress", seat=p, track=track, card=card),
    ]


def attack(s: CatanState) -> Events:
    strength = sum(1 for v in range(NV) if s.vkind[v] == 2)
    contrib = [q.knight_strength(s, p) for p in range(s.players)]
    defence = sum(contrib)
    events: Events = [
        Event("attack", {"barbarians": strength, "knights": defence, "contrib": contrib})
    ]
    order = q.order_from(s, s.current)
    if defence >= strength:
        top = max(contrib)
        tied = [p for p in order if contrib[p] == top]
        if top > 0 and len(tied) == 1:
            s.defenders[tied[0]] += 1
            events.append(Event("defender", {"seat": tied[0]}))
        elif top > 0:
            events.append(Event("defenders_tied", {"seats": tied}))
            push_in_order(s, [Decision(p, Step.DEFENDER_DRAW) for p in tied])
    else:
        eligible = [p for p in order if q.available_cities(s, p)]
        if eligible:
            low = min(contrib[p] for p in eligible)
            victims = [p for p in eligible if contrib[p] == low]
            pending = []
            for p in victims:
                choices = q.available_cities(s, p)
                if len(choices) == 1:
                    events += pillage(s, p, choices[0])
                else:
                    pending.append(Decision(p, Step.PILLAGE))
            push_in_order(s, pending)
    for k in s.knights:
        if k is not None:
            k[2] = 0
            k[3] = 0
    s.barbarian = 0
    if not s.robber_active:
        s.robber_active = True
        events.append(Event("robber_unlocked", {}))
    return events


def pillage(s: CatanState, p: int, v: int) -> Events:
    """The barbarians reduce the city on `v` to a settlement (sideways if none is left)."""
    s.walls[v] = 0
    s.vkind[v] = 1 if q.pieces_left(s, p)[1] > 0 else 3
    return [Event("pillaged", {"seat": p, "vertex": v, "sideways": s.vkind[v] == 3})]


# -- the automatic steps and victory -------------------------------------------------------


def advance(s: CatanState) -> Events:
    """Run automatic steps until a player must choose, then check for a winner."""
    events: Events = []
    while s.winner == NONE:
        while s.stack and s.stack[-1].kind.startswith("@"):
            step = s.stack.pop().kind
            events += event_die(s) if step == Step.AUTO_EVENT else production(s)
        if s.stack and s.stack[-1].kind == Step.OFFER_CONFIRM and s.trade is not None:
            from bot.engine.catan.trade import settle_if_unanswered

            more = settle_if_unanswered(s)
            if more:
                events += more
                continue
        break
    if s.winner == NONE and s.turn_no > 0 and q.vp(s, s.current) >= q.target(s):
        s.winner = s.current
        s.stack.clear()
        s.trade = None
        events.append(Event("win", {"seat": s.current, "vp": q.vp(s, s.current)}))
    return events


__all__ = ["catalogue"]
