"""Words for players: what an action does and costs, what happened, and why a move is refused."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.catan import queries as q
from bot.engine.catan.board import parse_id
from bot.engine.catan.data import KINDS, TRACKS
from bot.engine.catan.knight_text import KNIGHT_MOVES, knight_choice, knight_move, settle_on_knight
from bot.engine.catan.options import offer_cap
from bot.engine.catan.queries import CAT, NE, NV
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step, decision_for
from bot.engine.core import Action, Event

LEVEL = {1: "basic", 2: "strong", 3: "mighty"}


def price(item: str) -> str:
    return ", ".join(f"{n} {k}" for k, n in zip(KINDS, q.cost(item), strict=True) if n)


def card_name(s: CatanState | None, cid: str, ck: bool | None = None) -> str:
    table = (
        CAT.progress if (ck if ck is not None else (s is not None and s.ck)) else CAT.development
    )
    info = table.get(cid) or CAT.progress.get(cid) or CAT.development.get(cid)
    return info.name if info else cid


def seat_name(names: Sequence[str], seat: Any) -> str:
    try:
        i = int(seat)
    except (TypeError, ValueError):
        return str(seat)
    return names[i] if 0 <= i < len(names) and names[i] else f"Seat {i + 1}"


def cards_text(cards: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {k}" for k, n in cards.items()) or "nothing"


def describe(s: CatanState, a: Action) -> str:
    arg = a.args[0] if a.args else ""
    d = s.stack[-1] if s.stack else None
    kind = a.kind
    if kind == "road":
        free = d is not None and d.kind != Step.MAIN
        return f"Build a road on {arg}" + (" (free)" if free else f" ({price('road')})")
    if kind == "settle":
        setup = d is not None and d.kind == Step.SETUP_SETTLE
        return f"Build a settlement on {arg}" + ("" if setup else f" ({price('settlement')})")
    if kind == "city":
        if d is not None and d.kind == Step.SETUP_SETTLE:
            return f"Place your city on {arg}"
        if d is not None and d.kind == Step.MEDICINE:
            return f"Upgrade {arg} to a city (2 ore, 1 grain)"
        return f"Upgrade {arg} to a city ({price('city')})"
    simple = {
        "roll": "Roll the dice",
        "end": "End your turn",
        "offer": "Propose a trade to players",
        "cancel": "Cancel",
        "undo": "Change my pick: take back your discard choice",
        "accept": "Accept the trade",
        "decline": "Decline the trade",
        "counter": "Make a counter-offer",
        "send": "Send your counter-offer",
        "skip": "Skip",
        "done": "Done",
    }
    if kind in simple:
        return simple[kind]
    if kind == "buy":
        return f"Buy a development card ({price('development_card')})"
    if kind == "play":
        return f"Play {card_name(s, arg)}"
    if kind == "drop":
        return f"Discard progress card {card_name(s, arg)}"
    if kind == "bank":
        p = d.seat if d is not None else s.current
        r = q.rate(s, p, KINDS.index(arg))
        return f"Trade {r} {arg} to the bank for 1 card"
    if kind == "for":
        return f"Take 1 {arg} from the bank"
    if kind in ("give", "get", "ungive", "unget"):
        verb = {
            "give": "Offer 1 more",
            "get": "Ask for 1 more",
            "ungive": "Offer 1 less",
            "unget": "Ask for 1 less",
        }[kind]
        if d is not None and d.kind in (Step.GIFT, Step.HARBOR_GIVE, Step.HARBOR_ANSWER):
            return f"Give 1 {arg}"
        return f"{verb} {arg}"
    if kind == "ask":
        return "Offer it to everyone" if arg == "all" else f"Offer it to seat {int(arg) + 1}"
    if kind == "deal":
        return f"Trade with seat {int(arg) + 1}"
    if kind == "discard":
        return f"Discard 1 {arg}"
    if kind == "robber":
        return f"Move the robber to {arg} ({_hex_text(s, arg)})"
    if kind == "steal":
        return f"Steal a card from seat {int(arg) + 1}"
    if kind == "take":
        if d is not None and d.kind == Step.SPY_TAKE:
            return f"Take {card_name(s, arg)}"
        return f"Take 1 {arg}"
    if kind == "name":
        return f"Name {arg}"
    if kind == "wall":
        return f"Build a city wall at {arg}" + (
            " (free)" if d is not None and d.kind == Step.ENGINEER else f" ({price('wall')})"
        )
    if kind == "knight":
        if d is not None and d.kind == Step.DESERTER_PLACE:
            return f"Place your knight on {arg} (free)"
        return f"Recruit a basic knight on {arg} ({price('knight')})"
    if kind == "activate":
        return f"Activate the knight on {arg} ({price('activate')})"
    if kind == "promote":
        free = d is not None and d.kind == Step.SMITH
        return f"Promote the knight on {arg}" + (" (free)" if free else f" ({price('promote')})")
    if kind == "kmove":
        return f"Move or send the knight on {arg}"
    if kind == "chase":
        return f"Chase the robber with the knight on {arg}"
    if kind == "to":
        v = parse_id(arg, "v", NV)
        if v is not None and s.ck and s.knights[v] is not None:
            return f"Displace the knight on {arg}"
        return f"Move the knight to {arg}"
    if kind == "improve":
        p = d.seat if d is not None else s.current
        t = TRACKS.index(arg)
        n = (
            q.improve_cost(
                s, p, t, d.data.get("n", 0) if d is not None and d.kind == Step.CRANE else 0
            )
            if s.levels[p][t] < 5
            else 0
        )
        com = CAT.raw["ck"]["tracks"][arg]["commodity"]
        return f"Improve {arg} to level {s.levels[p][t] + 1} ({n} {com})"
    if kind == "metro":
        return f"Put the metropolis on {arg}"
    if kind == "pillage":
        return f"Lose the city on {arg}"
    if kind == "deck":
        return "No deck has cards left" if arg == "none" else f"Draw a {arg} progress card"
    if kind in ("red", "yellow"):
        return f"Set the {kind} die to {arg}"
    if kind in ("swap", "with"):
        return f"{'Swap' if kind == 'swap' else 'with'} the number on {arg}"
    if kind == "merchant":
        return f"Put the merchant on {arg} ({_hex_text(s, arg)})"
    if kind == "harbor":
        return f"Commercial Harbor: offer seat {int(arg) + 1} a resource"
    if kind == "target":
        return f"Choose seat {int(arg) + 1}"
    if kind == "remove":
        if arg.startswith("e"):
            return f"Remove the road on {arg}"
        return f"Remove your knight on {arg}"
    if kind == "displace":
        return f"Displace the knight on {arg}"
    if kind == "level":
        return f"Place a {arg} knight"
    return a.token


def _hex_text(s: CatanState, arg: str) -> str:
    h = parse_id(arg, "h", q.NH)
    if h is None:
        return arg
    n = s.numbers[h]
    return f"{s.terrain[h]} {n}" if n else s.terrain[h]


def why_illegal(s: CatanState, seat: int, a: Action) -> str | None:
    """A second-person reason for a well-formed move that is not legal now."""
    if s.winner >= 0:
        return "The game is over."
    d = decision_for(s, seat)
    if d is None:
        return "It is not your turn." if seat != s.current else "You must wait for the others."
    hand = s.hands[seat]
    if a.kind == "roll" and d.kind != Step.PRE_ROLL:
        return (
            "You have already rolled this turn."
            if d.kind == Step.MAIN
            else ("Finish the current choice first.")
        )
    if d.kind == Step.PRE_ROLL and a.kind not in ("roll", "play"):
        return "Roll the dice first."
    if d.kind != Step.MAIN:
        reason = knight_choice(s, seat, d, a)
        return reason or f"Finish the current choice first ({d.kind.replace('_', ' ')})."
    if a.kind in KNIGHT_MOVES:  # the rule a knight move breaks comes before its cost
        reason = knight_move(s, seat, a)
        if reason:
            return reason
    items = {
        "road": "road",
        "settle": "settlement",
        "city": "city",
        "wall": "wall",
        "knight": "knight",
        "activate": "activate",
        "promote": "promote",
    }
    if a.kind in items:
        cost = q.cost("development_card" if a.kind == "buy" else items[a.kind])
        short = q.missing(hand, cost)
        if short:
            return f"You cannot afford that: you need {', '.join(short)} more."
        arg = a.args[0] if a.args else ""
        if a.kind == "road":
            e = parse_id(arg, "e", NE)
            if e is None:
                return f"`{arg}` is not a path on this board."
            if s.eowner[e] >= 0:
                return f"There is already a road on {arg}."
            if q.pieces_left(s, seat)[0] <= 0:
                return "You have no roads left."
            return f"{arg} is not connected to your roads or buildings."
        v = parse_id(arg, "v", NV)
        if v is None:
            return f"`{arg}` is not an intersection on this board."
        if a.kind == "settle":
            if q.pieces_left(s, seat)[1] <= 0:
                return "You have no settlements left."
            on_knight = settle_on_knight(s, seat, v, arg)
            if on_knight:
                return on_knight
            if s.vowner[v] >= 0:
                return f"There is already a building on {arg}."
            if not q.distance_ok(s, v):
                return f"{arg} breaks the distance rule: a building stands next to it."
            return f"{arg} is not next to one of your roads."
        if a.kind == "city":
            if s.vowner[v] != seat or s.vkind[v] not in (1, 3):
                return f"You have no settlement on {arg}."
            if q.pieces_left(s, seat)[2] <= 0:
                return "You have no cities left."
            return "You must first rebuild your pillaged city."
        return f"You cannot do that on {arg} now."
    if a.kind == "buy":
        short = q.missing(hand, q.cost("development_card"))
        if short:
            return f"You cannot afford a development card: you need {', '.join(short)} more."
        return "The development deck is empty."
    if a.kind == "end" and s.ck and len(s.progress[seat]) > q.progress_limit():
        return f"You hold more than {q.progress_limit()} progress cards: discard first."
    if a.kind == "offer":
        cap = offer_cap(s.options)
        if cap is not None and s.offers_made >= cap:
            return f"This table allows {cap} trade offer{'' if cap == 1 else 's'} per turn."
        return "You have no cards to offer, or nobody has cards to trade."
    if a.kind == "play":
        return "You cannot play that card now."
    if a.kind == "improve":
        return "You cannot buy that improvement now (a city and enough commodities are needed)."
    return None


def narrate(e: Event, names: Sequence[str] = ()) -> str:
    d = e.data
    who = seat_name(names, d.get("seat"))

    def other(key: str) -> str:
        return seat_name(names, d.get(key))

    k = e.kind
    fixed: dict[str, Any] = {
        "turn": lambda: f"{who}'s turn {d['turn']}.",
        "roll": lambda: (
            f"{who} rolled {d['red']}+{d['yellow']} = {d['total']}"
            + (f", event: {d['event']}." if "event" in d else ".")
        ),
        "produce": lambda: _produce(d, names),
        "seven": lambda: "A 7: no production.",
        "robber_locked": lambda: "The robber stays put until the barbarians first attack.",
        "must_discard": lambda: (
            "Discard half: "
            + ", ".join(
                f"{seat_name(names, p)} {n}" for p, n in zip(d["seats"], d["counts"], strict=True)
            )
            + "."
        ),
        "discard_pick": lambda: f"You set aside 1 {d['kind']} to discard.",
        "discard_ready": lambda: f"{who} is ready to discard.",
        "discard_undo": lambda: f"{who} changes their discard.",
        "discarded": lambda: f"{who} discarded {cards_text(d['cards'])}.",
        "robber": lambda: f"{who} moved the robber to h{d['hex']}.",
        "steal": lambda: f"{who} stole a card from {other('from')}.",
        "stolen": lambda: f"{who} stole 1 {d['kind']} from {other('from')}.",
        "steal_nothing": lambda: f"{who} tried to steal from {other('from')}, who has no cards.",
        "road": lambda: f"{who} built a road on e{d['edge']}.",
        "settlement": lambda: f"{who} built a settlement on v{d['vertex']}.",
        "city": lambda: f"{who} built a city on v{d['vertex']}.",
        "start_cards": lambda: f"{who} takes starting cards: {cards_text(d['cards'])}.",
        "longest_road": lambda: (
            f"{who} takes Longest Road ({d['length']})."
            if d["seat"] >= 0
            else "Longest Road is set aside."
        ),
        "largest_army": lambda: f"{who} takes Largest Army ({d['knights']} knights).",
        "buy_dev": lambda: f"{who} bought a development card.",
        "drew_dev": lambda: f"You drew {card_name(None, d['card'], False)}.",
        "play_card": lambda: f"{who} played {card_name(None, d['card'], None)}.",
        "bank_trade": lambda: f"{who} traded {d['n']} {d['give']} to the bank for 1 {d['get']}.",
        "offer": lambda: (
            f"{who} offers {cards_text(d['give'])} for {cards_text(d['get'])} to "
            + ", ".join(seat_name(names, o) for o in d["to"])
            + "."
        ),
        "offer_answer": lambda: f"{who} {'accepts' if d['answer'] == 'accept' else 'declines'}.",
        "counter_offer": lambda: (
            f"{who} counters: gives {cards_text(d['give'])} for {cards_text(d['get'])}."
        ),
        "offer_cancelled": lambda: f"{who} withdraws the trade offer.",
        "offer_lapsed": lambda: f"Nobody took {who}'s offer.",
        "trade": lambda: (
            f"{who} traded {cards_text(d['give'])} to {other('with')} for {cards_text(d['get'])}."
        ),
        "take": lambda: f"{who} took 1 {d['kind']} from the bank.",
        "monopoly": lambda: (
            f"{who} collected {d['kind']}: "
            + (
                ", ".join(f"{n} from {seat_name(names, o)}" for o, n in d["taken"].items())
                or "nobody had any"
            )
            + "."
        ),
        "fleet": lambda: f"{who} trades {d['kind']} 2:1 this turn.",
        "win": lambda: f"{who} wins with {d['vp']} victory points!",
        "barbarians_advance": lambda: f"The barbarians advance ({d['position']}/{d['steps']}).",
        "attack": lambda: (
            f"The barbarians attack: strength {d['barbarians']} against {d['knights']} in knights."
        ),
        "defender": lambda: f"{who} is the Defender of Catan (+1 VP).",
        "defenders_tied": lambda: (
            "Defenders tied: "
            + ", ".join(seat_name(names, p) for p in d["seats"])
            + " each draw a progress card."
        ),
        "pillaged": lambda: f"The barbarians pillage {who}'s city on v{d['vertex']}.",
        "robber_unlocked": lambda: "The robber may now be moved.",
        "gate": lambda: f"A {d['track']} city gate with red {d['red']}: progress cards drawn.",
        "draw_progress": lambda: f"{who} draws a {d['track']} progress card.",
        "drew_progress": lambda: f"You drew {card_name(None, d['card'], True)}.",
        "progress_vp": lambda: (
            f"{who} draws and reveals {card_name(None, d['card'], True)} (+1 VP)."
        ),
        "deck_empty": lambda: f"The {d['track']} deck is empty for {who}.",
        "drop_progress": lambda: f"{who} discards a progress card.",
        "dropped": lambda: f"You put {card_name(None, d['card'], True)} under its deck.",
        "improve": lambda: f"{who} improved {d['track']} to level {d['level']}.",
        "metropolis": lambda: f"{who} puts the {d['track']} metropolis on v{d['vertex']}.",
        "wall": lambda: f"{who} built a city wall at v{d['vertex']}.",
        "knight": lambda: f"{who} placed a {LEVEL[d['level']]} knight on v{d['vertex']}.",
        "activate": lambda: f"{who} activated the knight on v{d['vertex']}.",
        "promote": lambda: f"{who} promoted the knight on v{d['vertex']} to {LEVEL[d['level']]}.",
        "knight_move": lambda: (
            f"{who} moved a knight from v{d['from']} to v{d['to']}"
            + (f", displacing {other('displaced')}'s knight." if d["displaced"] >= 0 else ".")
        ),
        "knight_removed": lambda: (
            f"{who}'s knight on v{d['vertex']} has nowhere to go and returns to the supply."
        ),
        "knight_relocated": lambda: f"{who}'s knight retreats to v{d['to']}.",
        "chase": lambda: f"{who}'s knight on v{d['vertex']} chases the robber.",
        "swap_numbers": lambda: (
            f"{who} swapped the numbers on h{d['hexes'][0]} and h{d['hexes'][1]}."
        ),
        "harvest": lambda: f"{who} took {d['n']} {d['kind']}.",
        "merchant": lambda: f"{who} put the merchant on h{d['hex']}.",
        "harbor_refused": lambda: f"{other('to')} has no commodity: the harbor offer lapses.",
        "harbor_trade": lambda: f"{who} traded 1 {d['give']} to {other('with')} for 1 {d['get']}.",
        "target": lambda: f"{who} targets {other('target')}.",
        "take_from": lambda: f"{who} takes a card from {other('from')}.",
        "took_card": lambda: f"{who} took 1 {d['kind']} from {other('from')}.",
        "spy": lambda: f"{who} takes a progress card from {other('from')}.",
        "spied_card": lambda: (
            f"{who} took {card_name(None, d['card'], True)} from {other('from')}."
        ),
        "deserted": lambda: f"{who} removes their knight on v{d['vertex']}.",
        "road_removed": lambda: f"{who} removed {other('owner')}'s road on e{d['edge']}.",
        "intrigue": lambda: f"{who} displaces {other('owner')}'s knight on v{d['vertex']}.",
        "warlord": lambda: f"{who} activated {len(d['knights'])} knights.",
        "gift": lambda: f"{who} gives a card to {other('to')}.",
        "gift_card": lambda: f"{who} gave 1 {d['kind']} to {other('to')}.",
    }
    fn = fixed.get(k)
    return fn() if fn else k.replace("_", " ")


def _produce(d: Mapping[str, Any], names: Sequence[str]) -> str:
    parts = [f"{seat_name(names, p)} +{cards_text(g)}" for p, g in enumerate(d["gains"]) if g]
    text = f"Production on {d['total']}: " + ("; ".join(parts) if parts else "nobody gains")
    if d["short"]:
        text += f" (bank short of {', '.join(d['short'])}: nobody gets those)"
    if d.get("rest"):
        text += f" (bank short of {', '.join(d['rest'])}: the only claimant takes what is left)"
    return text + "."
