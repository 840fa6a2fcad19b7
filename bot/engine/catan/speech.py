"""What Catan says, as phrases (bot.engine.words): moves, events and refusals by message id.

No English here: every message is `catan.move.*`, `catan.event.*` or `catan.why.*` in
data/i18n/<language>/catan.ftl, and components are `Name`s worded by `catan.name.<id>` (resource
kinds, terrains, cards, improvement tracks, knight levels). Spots keep their typed ids (v12, e5,
h3): they are what a player types and what the board labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.catan import queries as q
from bot.engine.catan.board import parse_id
from bot.engine.catan.data import KINDS, TRACKS
from bot.engine.catan.decisions import DECISIONS
from bot.engine.catan.knight_text import KNIGHT_MOVES, knight_choice, knight_move, settle_on_knight
from bot.engine.catan.options import offer_cap
from bot.engine.catan.queries import CAT, NE, NV
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step, decision_for
from bot.engine.core import Action, Event
from bot.engine.words import Items, Name, Phrase, Seat, phrase

LEVEL = {1: "basic", 2: "strong", 3: "mighty"}
SIMPLE = frozenset(
    {"roll", "end", "offer", "cancel", "undo", "accept", "decline", "counter", "send", "skip"}
    | {"done"}
)
GIVE_GET = frozenset({"give", "get", "ungive", "unget"})
GIFTS = frozenset({Step.GIFT, Step.HARBOR_GIVE, Step.HARBOR_ANSWER})
ITEMS = {
    "road": "road",
    "settle": "settlement",
    "city": "city",
    "wall": "wall",
    "knight": "knight",
    "activate": "activate",
    "promote": "promote",
}


def name_of(cid: str) -> str | None:
    """The English name in the data for a card; kinds, terrains and tracks are in catan.ftl."""
    info = CAT.progress.get(cid) or CAT.development.get(cid)
    return info.name if info else None


def cards(counts: Mapping[str, int]) -> Phrase:
    """ "2 lumber, 1 ore", or "nothing"."""
    parts = tuple(phrase("catan.count", n=n, kind=Name(k)) for k, n in counts.items() if n)
    return phrase("catan.cards", cards=Items(parts)) if parts else phrase("catan.nothing")


def price(item: str) -> Phrase:
    return cards(dict(zip(KINDS, q.cost(item), strict=True)))


def _cost(item: str, d: Any, free_in: Step | bool) -> Phrase:
    """What a piece costs here: free during the step that gives it (or when `free_in` is
    True), else its price."""
    free = free_in if isinstance(free_in, bool) else d is not None and d.kind == free_in
    return phrase("catan.free") if free else price(item)


def _hex(s: CatanState, arg: str) -> Phrase | str:
    """A hex by what it yields and its number ("lumber 8"), as the board shows it."""
    h = parse_id(arg, "h", q.NH)
    if h is None:
        return arg
    terrain = s.terrain[h]
    kind = CAT.terrain_produces.get(terrain) or terrain
    n = s.numbers[h]
    return (
        phrase("catan.hex", kind=Name(kind), n=n)
        if n
        else phrase("catan.hex_bare", kind=Name(kind))
    )


def _step(s: CatanState) -> Any:
    return s.stack[-1] if s.stack else None


def action_phrase(s: CatanState, seat: int | None, a: Action) -> Phrase:
    """What a move does and costs."""
    arg = a.args[0] if a.args else ""
    d = _step(s)
    k = a.kind
    if k in SIMPLE:
        return phrase(f"catan.move.{k}")
    if k == "road":
        return phrase(
            "catan.move.road",
            spot=arg,
            cost=_cost("road", d, d is not None and d.kind != Step.MAIN),
        )
    if k == "settle":
        if d is not None and d.kind == Step.SETUP_SETTLE:
            return phrase("catan.move.settle_setup", spot=arg)
        return phrase("catan.move.settle", spot=arg, cost=price("settlement"))
    if k == "city":
        if d is not None and d.kind == Step.SETUP_SETTLE:
            return phrase("catan.move.city_setup", spot=arg)
        if d is not None and d.kind == Step.MEDICINE:
            cost = cards({"ore": 2, "grain": 1})
            return phrase("catan.move.city", spot=arg, cost=cost)
        return phrase("catan.move.city", spot=arg, cost=price("city"))
    if k == "buy":
        return phrase("catan.move.buy", cost=price("development_card"))
    if k in ("play", "drop"):
        return phrase(f"catan.move.{k}", card=Name(arg))
    if k == "bank":
        p = d.seat if d is not None else s.current
        return phrase("catan.move.bank", n=q.rate(s, p, KINDS.index(arg)), kind=Name(arg))
    if k in ("for", "discard", "name"):
        return phrase(f"catan.move.{k}", kind=Name(arg))
    if k in GIVE_GET:
        if d is not None and d.kind in GIFTS:
            return phrase("catan.move.gift", kind=Name(arg))
        return phrase(f"catan.move.{k}", kind=Name(arg))
    if k == "ask":
        if arg == "all":
            return phrase("catan.move.ask_all")
        return phrase("catan.move.ask", seat=Seat(int(arg)))
    if k in ("deal", "steal", "harbor", "target"):
        return phrase(f"catan.move.{k}", seat=Seat(int(arg)))
    if k in ("robber", "merchant"):
        return phrase(f"catan.move.{k}", spot=arg, hex=_hex(s, arg))
    if k == "take":
        if d is not None and d.kind == Step.SPY_TAKE:
            return phrase("catan.move.take_card", card=Name(arg))
        return phrase("catan.move.take", kind=Name(arg))
    if k == "wall":
        return phrase("catan.move.wall", spot=arg, cost=_cost("wall", d, Step.ENGINEER))
    if k == "knight":
        if d is not None and d.kind == Step.DESERTER_PLACE:
            return phrase("catan.move.knight_free", spot=arg)
        return phrase("catan.move.knight", spot=arg, cost=price("knight"))
    if k == "activate":
        return phrase("catan.move.activate", spot=arg, cost=price("activate"))
    if k == "promote":
        return phrase("catan.move.promote", spot=arg, cost=_cost("promote", d, Step.SMITH))
    if k in ("kmove", "chase", "metro", "pillage", "displace"):
        return phrase(f"catan.move.{k}", spot=arg)
    if k == "to":
        v = parse_id(arg, "v", NV)
        if v is not None and s.ck and s.knights[v] is not None:
            return phrase("catan.move.displace", spot=arg)
        return phrase("catan.move.to", spot=arg)
    if k == "improve":
        p = d.seat if d is not None else s.current
        t = TRACKS.index(arg)
        crane = d.data.get("n", 0) if d is not None and d.kind == Step.CRANE else 0
        n = q.improve_cost(s, p, t, crane) if s.levels[p][t] < 5 else 0
        com = CAT.raw["ck"]["tracks"][arg]["commodity"]
        return phrase(
            "catan.move.improve",
            track=Name(arg),
            level=s.levels[p][t] + 1,
            cost=cards({com: n}),
        )
    if k == "deck":
        if arg == "none":
            return phrase("catan.move.deck_none")
        return phrase("catan.move.deck", track=Name(arg))
    if k in ("red", "yellow"):
        return phrase(f"catan.move.{k}", n=arg)
    if k in ("swap", "with"):
        return phrase(f"catan.move.{k}", spot=arg)
    if k == "remove":
        return phrase(
            "catan.move.remove_road" if arg.startswith("e") else "catan.move.remove_knight",
            spot=arg,
        )
    if k == "level":
        return phrase("catan.move.level", level=Name(arg))
    return phrase("catan.move.other", token=a.token)


def why_illegal(s: CatanState, seat: int, a: Action) -> Phrase | None:
    """The rule a well-formed move breaks now, said to the player."""
    if s.winner >= 0:
        return phrase("error.game_over")
    d = decision_for(s, seat)
    if d is None:
        return phrase("error.not_your_turn" if seat != s.current else "catan.why.wait")
    hand = s.hands[seat]
    if a.kind == "roll" and d.kind != Step.PRE_ROLL:
        return phrase("catan.why.rolled" if d.kind == Step.MAIN else "catan.why.finish")
    if d.kind == Step.PRE_ROLL and a.kind not in ("roll", "play"):
        return phrase("catan.why.roll_first")
    if d.kind != Step.MAIN:
        return knight_choice(s, seat, d, a) or _pending(s, seat, d, a)
    if a.kind in KNIGHT_MOVES:  # the rule a knight move breaks comes before its cost
        reason = knight_move(s, seat, a)
        if reason:
            return reason
    if a.kind in ITEMS:
        never = _wrong_place(s, seat, a)  # the place before the price
        if never is not None:
            return never
        short = q.missing(hand, q.cost(ITEMS[a.kind]))
        if short:
            return phrase("catan.why.afford", cards=_short(short))
        return _where(s, seat, a)
    if a.kind == "buy":
        short = q.missing(hand, q.cost("development_card"))
        if short:
            return phrase("catan.why.afford_card", cards=_short(short))
        return phrase("catan.why.deck_empty")
    if a.kind == "end" and s.ck and len(s.progress[seat]) > q.progress_limit():
        return phrase("catan.why.too_many_progress", n=q.progress_limit())
    if a.kind == "offer":
        cap = offer_cap(s.options)
        if cap is not None and s.offers_made >= cap:
            return phrase("catan.why.offer_cap", n=cap)
        return phrase("catan.why.no_trade")
    if a.kind == "play":
        return phrase("catan.why.play")
    if a.kind == "improve":
        return phrase("catan.why.improve")
    return None


def _short(short: list[str]) -> Phrase:
    """`queries.missing` says "1 lumber": counts by kind, worded as cards."""
    counts: dict[str, int] = {}
    for item in short:
        n, _, kind = item.partition(" ")
        counts[kind] = counts.get(kind, 0) + int(n)
    return cards(counts)


def _pending(s: CatanState, seat: int, d: Any, a: Action) -> Phrase:
    """A move refused during a choice: a spot the choice does not allow (when the choice takes
    moves of this kind), else the choice that must be made first, by name."""
    if a.kind in {x.kind for x in DECISIONS[d.kind].legal(s, d)}:
        return phrase("catan.why.not_here", spot=a.args[0] if a.args else a.token)
    return phrase("catan.why.finish_step", step=phrase(f"catan.step.{d.kind}"))


def _wrong_place(s: CatanState, seat: int, a: Action) -> Phrase | None:
    """A road, settlement or city on a spot where it can never go now, whatever the player
    holds: no such spot, a piece already there, the distance rule, not one's own settlement."""
    arg = a.args[0] if a.args else ""
    if a.kind == "road":
        e = parse_id(arg, "e", NE)
        if e is None:
            return phrase("catan.why.no_path", spot=arg)
        return phrase("catan.why.road_there", spot=arg) if s.eowner[e] >= 0 else None
    if a.kind not in ("settle", "city"):
        return None
    v = parse_id(arg, "v", NV)
    if v is None:
        return phrase("catan.why.no_corner", spot=arg)
    if a.kind == "city":
        mine = s.vowner[v] == seat and s.vkind[v] in (1, 3)
        return None if mine else phrase("catan.why.no_settlement", spot=arg)
    if settle_on_knight(s, seat, v, arg) is not None:
        return None  # a knight stands there: _where says whose and what to do
    if s.vowner[v] >= 0:
        return phrase("catan.why.building_there", spot=arg)
    if not q.distance_ok(s, v):
        return phrase("catan.why.distance", spot=arg)
    return None


def _where(s: CatanState, seat: int, a: Action) -> Phrase:
    """A piece the player can pay for, on a spot where it cannot go."""
    arg = a.args[0] if a.args else ""
    if a.kind == "road":
        e = parse_id(arg, "e", NE)
        if e is None:
            return phrase("catan.why.no_path", spot=arg)
        if s.eowner[e] >= 0:
            return phrase("catan.why.road_there", spot=arg)
        if q.pieces_left(s, seat)[0] <= 0:
            return phrase("catan.why.no_roads")
        return phrase("catan.why.road_unconnected", spot=arg)
    v = parse_id(arg, "v", NV)
    if v is None:
        return phrase("catan.why.no_corner", spot=arg)
    if a.kind == "settle":
        if q.pieces_left(s, seat)[1] <= 0:
            return phrase("catan.why.no_settlements")
        on_knight = settle_on_knight(s, seat, v, arg)
        if on_knight:
            return on_knight
        if s.vowner[v] >= 0:
            return phrase("catan.why.building_there", spot=arg)
        if not q.distance_ok(s, v):
            return phrase("catan.why.distance", spot=arg)
        return phrase("catan.why.settle_unconnected", spot=arg)
    if a.kind == "city":
        if s.vowner[v] != seat or s.vkind[v] not in (1, 3):
            return phrase("catan.why.no_settlement", spot=arg)
        if q.pieces_left(s, seat)[2] <= 0:
            return phrase("catan.why.no_cities")
        return phrase("catan.why.rebuild_first")
    return phrase("catan.why.not_now", spot=arg)


def event_phrase(e: Event) -> Phrase:
    """What happened, for the table (or, for a private event, for its reader)."""
    d = e.data
    k = e.kind
    maker = _EVENTS.get(k)
    if maker is not None:
        made: Phrase = maker(d)
        return made
    args = {key: _plain(v) for key, v in d.items()}
    if "seat" in d and isinstance(d["seat"], int):
        args["seat"] = Seat(d["seat"])
    return phrase(f"catan.event.{k}", **args)


def _plain(v: Any) -> Any:
    return v if isinstance(v, bool | int | float | str) else str(v)


def _seat(d: Mapping[str, Any], key: str = "seat") -> Seat:
    return Seat(int(d[key]))


def _produce(d: Mapping[str, Any]) -> Phrase:
    gains = tuple(
        phrase("catan.gain", seat=Seat(p), cards=cards(g)) for p, g in enumerate(d["gains"]) if g
    )
    # seats' gains as clauses ("Ann +1 brick and 1 ore; Bo +1 wool"): each list has its own "and"
    body = (
        phrase("catan.gains", gains=Items(gains, how="series"))
        if gains
        else phrase("catan.nobody_gains")
    )
    short = Items(tuple(Name(k) for k in d["short"])) if d["short"] else ""
    rest = Items(tuple(Name(k) for k in d.get("rest") or ())) if d.get("rest") else ""
    return phrase(
        "catan.event.produce",
        total=d["total"],
        gains=body,
        short=short,
        rest=rest,
        has_short="yes" if d["short"] else "no",
        has_rest="yes" if d.get("rest") else "no",
    )


def _offer(d: Mapping[str, Any]) -> Phrase:
    return phrase(
        "catan.event.offer",
        seat=_seat(d),
        give=cards(d["give"]),
        get=cards(d["get"]),
        to=Items(tuple(Seat(int(o)) for o in d["to"])),
    )


def _monopoly(d: Mapping[str, Any]) -> Phrase:
    taken = tuple(phrase("catan.taken_from", n=n, seat=Seat(int(o))) for o, n in d["taken"].items())
    if not taken:
        return phrase("catan.event.monopoly_none", seat=_seat(d), kind=Name(d["kind"]))
    return phrase("catan.event.monopoly", seat=_seat(d), kind=Name(d["kind"]), taken=Items(taken))


def _roll(d: Mapping[str, Any]) -> Phrase:
    if "event" in d:
        return phrase(
            "catan.event.roll_event",
            seat=_seat(d),
            red=d["red"],
            yellow=d["yellow"],
            total=d["total"],
            event=Name(f"die_{d['event']}"),
        )
    return phrase(
        "catan.event.roll", seat=_seat(d), red=d["red"], yellow=d["yellow"], total=d["total"]
    )


_EVENTS: dict[str, Any] = {
    "turn": lambda d: phrase("catan.event.turn", seat=_seat(d), turn=d["turn"]),
    "roll": _roll,
    "produce": _produce,
    "must_discard": lambda d: phrase(
        "catan.event.must_discard",
        who=Items(
            tuple(
                phrase("catan.discards", seat=Seat(int(p)), n=n)
                for p, n in zip(d["seats"], d["counts"], strict=True)
            )
        ),
    ),
    "discard_pick": lambda d: phrase("catan.event.discard_pick", kind=Name(d["kind"])),
    "discarded": lambda d: phrase("catan.event.discarded", seat=_seat(d), cards=cards(d["cards"])),
    "robber": lambda d: phrase("catan.event.robber", seat=_seat(d), spot=f"h{d['hex']}"),
    "steal": lambda d: phrase("catan.event.steal", seat=_seat(d), victim=_seat(d, "from")),
    "stolen": lambda d: phrase(
        "catan.event.stolen", seat=_seat(d), kind=Name(d["kind"]), victim=_seat(d, "from")
    ),
    "steal_nothing": lambda d: phrase(
        "catan.event.steal_nothing", seat=_seat(d), victim=_seat(d, "from")
    ),
    "road": lambda d: phrase("catan.event.road", seat=_seat(d), spot=f"e{d['edge']}"),
    "settlement": lambda d: phrase("catan.event.settlement", seat=_seat(d), spot=f"v{d['vertex']}"),
    "city": lambda d: phrase("catan.event.city", seat=_seat(d), spot=f"v{d['vertex']}"),
    "start_cards": lambda d: phrase(
        "catan.event.start_cards", seat=_seat(d), cards=cards(d["cards"])
    ),
    "longest_road": lambda d: (
        phrase("catan.event.longest_road", seat=_seat(d), n=d["length"])
        if d["seat"] >= 0
        else phrase("catan.event.longest_road_aside")
    ),
    "largest_army": lambda d: phrase("catan.event.largest_army", seat=_seat(d), n=d["knights"]),
    "drew_dev": lambda d: phrase("catan.event.drew_dev", card=Name(d["card"])),
    "play_card": lambda d: phrase("catan.event.play_card", seat=_seat(d), card=Name(d["card"])),
    "bank_trade": lambda d: phrase(
        "catan.event.bank_trade", seat=_seat(d), n=d["n"], give=Name(d["give"]), get=Name(d["get"])
    ),
    "offer": _offer,
    "offer_answer": lambda d: phrase(
        "catan.event.accepts" if d["answer"] == "accept" else "catan.event.declines",
        seat=_seat(d),
    ),
    "counter_offer": lambda d: phrase(
        "catan.event.counter_offer", seat=_seat(d), give=cards(d["give"]), get=cards(d["get"])
    ),
    "trade": lambda d: phrase(
        "catan.event.trade",
        seat=_seat(d),
        give=cards(d["give"]),
        other=_seat(d, "with"),
        get=cards(d["get"]),
    ),
    "take": lambda d: phrase("catan.event.take", seat=_seat(d), kind=Name(d["kind"])),
    "monopoly": _monopoly,
    "fleet": lambda d: phrase("catan.event.fleet", seat=_seat(d), kind=Name(d["kind"])),
    "win": lambda d: phrase("catan.event.win", seat=_seat(d), n=d["vp"]),
    "barbarians_advance": lambda d: phrase(
        "catan.event.barbarians_advance", at=d["position"], steps=d["steps"]
    ),
    "attack": lambda d: phrase(
        "catan.event.attack", barbarians=d["barbarians"], knights=d["knights"]
    ),
    "defenders_tied": lambda d: phrase(
        "catan.event.defenders_tied", seats=Items(tuple(Seat(int(p)) for p in d["seats"]))
    ),
    "pillaged": lambda d: phrase("catan.event.pillaged", seat=_seat(d), spot=f"v{d['vertex']}"),
    "gate": lambda d: phrase("catan.event.gate", track=Name(d["track"]), red=d["red"]),
    "draw_progress": lambda d: phrase(
        "catan.event.draw_progress", seat=_seat(d), track=Name(d["track"])
    ),
    "drew_progress": lambda d: phrase("catan.event.drew_progress", card=Name(d["card"])),
    "progress_vp": lambda d: phrase("catan.event.progress_vp", seat=_seat(d), card=Name(d["card"])),
    "deck_empty": lambda d: phrase("catan.event.deck_empty", seat=_seat(d), track=Name(d["track"])),
    "dropped": lambda d: phrase("catan.event.dropped", card=Name(d["card"])),
    "improve": lambda d: phrase(
        "catan.event.improve", seat=_seat(d), track=Name(d["track"]), level=d["level"]
    ),
    "metropolis": lambda d: phrase(
        "catan.event.metropolis", seat=_seat(d), track=Name(d["track"]), spot=f"v{d['vertex']}"
    ),
    "wall": lambda d: phrase("catan.event.wall", seat=_seat(d), spot=f"v{d['vertex']}"),
    "knight": lambda d: phrase(
        "catan.event.knight", seat=_seat(d), level=Name(LEVEL[d["level"]]), spot=f"v{d['vertex']}"
    ),
    "activate": lambda d: phrase("catan.event.activate", seat=_seat(d), spot=f"v{d['vertex']}"),
    "promote": lambda d: phrase(
        "catan.event.promote", seat=_seat(d), spot=f"v{d['vertex']}", level=Name(LEVEL[d["level"]])
    ),
    "knight_move": lambda d: (
        phrase(
            "catan.event.knight_displace",
            seat=_seat(d),
            start=f"v{d['from']}",
            end=f"v{d['to']}",
            other=_seat(d, "displaced"),
        )
        if d["displaced"] >= 0
        else phrase(
            "catan.event.knight_move", seat=_seat(d), start=f"v{d['from']}", end=f"v{d['to']}"
        )
    ),
    "knight_removed": lambda d: phrase(
        "catan.event.knight_removed", seat=_seat(d), spot=f"v{d['vertex']}"
    ),
    "knight_relocated": lambda d: phrase(
        "catan.event.knight_relocated", seat=_seat(d), spot=f"v{d['to']}"
    ),
    "chase": lambda d: phrase("catan.event.chase", seat=_seat(d), spot=f"v{d['vertex']}"),
    "swap_numbers": lambda d: phrase(
        "catan.event.swap_numbers",
        seat=_seat(d),
        first=f"h{d['hexes'][0]}",
        second=f"h{d['hexes'][1]}",
    ),
    "harvest": lambda d: phrase(
        "catan.event.harvest", seat=_seat(d), n=d["n"], kind=Name(d["kind"])
    ),
    "merchant": lambda d: phrase("catan.event.merchant", seat=_seat(d), spot=f"h{d['hex']}"),
    "harbor_refused": lambda d: phrase("catan.event.harbor_refused", other=_seat(d, "to")),
    "harbor_trade": lambda d: phrase(
        "catan.event.harbor_trade",
        seat=_seat(d),
        give=Name(d["give"]),
        other=_seat(d, "with"),
        get=Name(d["get"]),
    ),
    "target": lambda d: phrase("catan.event.target", seat=_seat(d), other=_seat(d, "target")),
    "take_from": lambda d: phrase("catan.event.take_from", seat=_seat(d), other=_seat(d, "from")),
    "took_card": lambda d: phrase(
        "catan.event.took_card", seat=_seat(d), kind=Name(d["kind"]), other=_seat(d, "from")
    ),
    "spy": lambda d: phrase("catan.event.spy", seat=_seat(d), other=_seat(d, "from")),
    "spied_card": lambda d: phrase(
        "catan.event.spied_card", seat=_seat(d), card=Name(d["card"]), other=_seat(d, "from")
    ),
    "deserted": lambda d: phrase("catan.event.deserted", seat=_seat(d), spot=f"v{d['vertex']}"),
    "road_removed": lambda d: (
        phrase("catan.event.own_road_removed", seat=_seat(d), spot=f"e{d['edge']}")
        if d.get("owner") == d.get("seat")
        else phrase(
            "catan.event.road_removed", seat=_seat(d), other=_seat(d, "owner"), spot=f"e{d['edge']}"
        )
    ),
    "intrigue": lambda d: phrase(
        "catan.event.intrigue", seat=_seat(d), other=_seat(d, "owner"), spot=f"v{d['vertex']}"
    ),
    "warlord": lambda d: phrase("catan.event.warlord", seat=_seat(d), n=len(d["knights"])),
    "gift": lambda d: phrase("catan.event.gift", seat=_seat(d), other=_seat(d, "to")),
    "gift_card": lambda d: phrase(
        "catan.event.gift_card", seat=_seat(d), kind=Name(d["kind"]), other=_seat(d, "to")
    ),
}
