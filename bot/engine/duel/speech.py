"""What 7 Wonders Duel (and Agora) says, as phrases (bot.engine.words): one phrase per event and
the ids the board outlines for the last move, moves, prompts, refusals, costs and effects.

No English here: every message is `duel.event.*`, `duel.move.*`, `duel.ask.*`, `duel.why.*`,
`duel.pay.*`, `duel.effect.*` or `duel.group.*` in data/i18n/<language>/duel.ftl. Cards,
wonders, progress tokens, Senators, decrees and conspiracies are `Name`s (their English names
come from the data, `name_of`); decrees' and conspiracies' rules are `Text`s (`text_of`);
resources, science symbols and colours are `Name`s of `duel.name.<id>` messages; seats are
`Seat`s, counts plain numbers (the messages hold the plurals), an Age a `duel.age` phrase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.core import Action, Decision, Event
from bot.engine.duel import city, conspiracies, senate, structure
from bot.engine.duel.agora_data import agora
from bot.engine.duel.agora_kinds import AgoraKind as K
from bot.engine.duel.catalog import Card, Effect, ProgressToken, Resource, Wonder, catalog
from bot.engine.duel.decisions import wonders_open
from bot.engine.duel.effects import Kind, Reason
from bot.engine.duel.expansions import expansion_of
from bot.engine.duel.payment import Quote, quote_card, quote_wonder
from bot.engine.duel.state import DuelState
from bot.engine.words import Items, Name, Phrase, Seat, Text, phrase

Words = Callable[[DuelState, Decision, Action], Phrase | None]

# -- components ---------------------------------------------------------------------------


def name_of(cid: str) -> str | None:
    """A card's, wonder's, token's, Senator's, decree's or conspiracy's English name."""
    cat = catalog()
    if cid in cat.cards or cid in cat.wonders or cid in cat.tokens:
        return cat.name(cid)
    data = agora()
    if cid in data.decrees:
        return data.decrees[cid].name
    if cid in data.conspiracies:
        return data.conspiracies[cid].name
    return None


def text_of(cid: str) -> str | None:
    """A decree's or conspiracy's rules text in English (data/duel/agora.json), or a progress
    token's printed text (data/duel/progress_tokens.json; None for a token that has none: its
    effects say it all)."""
    data = agora()
    if cid in data.decrees:
        return data.decrees[cid].text
    if cid in data.conspiracies:
        return data.conspiracies[cid].text
    token = catalog().tokens.get(cid)
    if token is not None and token.text:
        return token.text
    return None


def age(n: int) -> Phrase:
    return phrase("duel.age", n=int(n))


def units(kind: Resource | str, n: int) -> Phrase:
    """`n` units of one resource ("2 clay", "glass")."""
    return phrase("duel.units", n=n, kind=Name(str(kind)))


def _colours(colors: Sequence[str]) -> Items:
    return Items(tuple(Name(f"colour_{c}") for c in colors), "or")


def _counted(what: Any) -> Phrase:
    """What a yellow card or a guild counts: wonders, or cards of some colours."""
    if what == "wonders":
        return phrase("duel.per.wonder")
    return phrase("duel.per.cards", colours=_colours(what["colors"]))


# -- costs and effects --------------------------------------------------------------------


def cost_phrase(q: Quote, *, short: bool = False) -> Phrase:
    """What a construction costs: free, free through a chain, coins and units bought."""
    if q.chain:
        return phrase("duel.pay.chain")
    parts: list[Phrase] = []
    if q.coins:
        parts.append(phrase("duel.pay.coins", n=q.coins))
    if q.bought:
        if short:
            count = sum(n for _, n in q.bought)
            parts.append(phrase("duel.pay.buy_count", units=count, n=q.trade))
        else:
            what = Items(tuple(units(r, n) for r, n in q.bought))
            parts.append(phrase("duel.pay.buy", what=what, n=q.trade))
    if not parts:
        return phrase("duel.pay.free")
    if len(parts) == 1:
        return parts[0]
    return phrase("duel.pay.both", first=parts[0], second=parts[1])


def _short(q: Quote) -> bool:
    """Buying many kinds of resources is said as a count, to keep a button's words short."""
    return len(q.bought) > 2


SIMPLE_EFFECTS = frozenset(
    {
        "revive",
        "library",
        "play_again",
        "trade_income",
        "wonders_play_again",
        "senators_free",
        "conspire_keep_both",
        "conspire",
        "conspirator",
        "trigger_unprepared_conspiracy",
        "place_influence_any",
        "move_influence",
    }
)
COUNTED_EFFECTS = frozenset(
    {"coins", "vp", "shields", "opponent_loses_coins", "vp_per_token", "red_bonus", "chain_coins"}
)


def effect_phrase(e: Effect) -> Phrase:
    """A few words per effect, for buttons, tooltips and the board: one message per kind."""
    k = e.kind
    if k in COUNTED_EFFECTS:
        return phrase(f"duel.effect.{k}", n=e.n)
    if k in SIMPLE_EFFECTS:
        return phrase(f"duel.effect.{k}")
    if k == "produce":
        made = Items(tuple(units(r, int(v)) for r, v in e.get("resources").items()))
        return phrase("duel.effect.produce", what=made)
    if k == "produce_one_of":
        return phrase("duel.effect.produce_one_of", what=_resources_or(e.get("resources")))
    if k == "fixed_price":
        what = _resources_or(e.get("resources"))
        return phrase("duel.effect.fixed_price", what=what, n=int(e.get("price")))
    if k == "science":
        return phrase("duel.effect.science", symbol=Name(str(e.get("symbol"))))
    if k == "coins_per":
        return phrase("duel.effect.coins_per", n=e.n, what=_counted(e.get("count")))
    if k == "guild":
        what = e.get("count")
        if what == "coin_sets":
            return phrase("duel.effect.guild_coins")
        coins = int(e.get("coins_per", 0))
        vp = int(e.get("vp_per", 0))
        return phrase("duel.effect.guild", coins=coins, vp=vp, what=_counted(what))
    if k == "destroy":
        return phrase("duel.effect.destroy", colour=Name(f"colour_{e.get('color')}"))
    if k == "discount":
        target = str(e.get("target"))
        return phrase("duel.effect.discount", target=target, n=e.n)
    if k == "politician":
        return phrase("duel.effect.politician", section=str(e.get("section")))
    return phrase("duel.effect.other", kind=k)


def _resources_or(resources: Sequence[str]) -> Items:
    return Items(tuple(Name(str(r)) for r in resources), "or")


def summary(thing: Card | Wonder | ProgressToken) -> Items:
    """Everything a component does: its effects' phrases as a list."""
    return Items(tuple(effect_phrase(e) for e in thing.effects))


# -- events -------------------------------------------------------------------------------

SUPREMACY: dict[str, str] = {
    Reason.MILITARY: "military",
    Reason.SCIENCE: "science",
    Reason.POLITICAL: "political",
}
BUILT_HOW = {"revive": "revive", "fraud": "fraud", "treason": "treason"}


def _build_event(d: dict[str, Any]) -> Phrase:
    seat, card = Seat(int(d["seat"])), Name(d["card"])
    how = d.get("how")
    if how in BUILT_HOW:
        return phrase(f"duel.event.build_{BUILT_HOW[how]}", seat=seat, card=card)
    if how == "recruit":
        return phrase("duel.event.recruit", seat=seat, card=card, n=int(d.get("cost", 0)))
    if d.get("chain"):
        return phrase("duel.event.build_chain", seat=seat, card=card)
    return phrase("duel.event.build", seat=seat, card=card, n=int(d.get("cost", 0)))


def _coins_event(d: dict[str, Any]) -> Phrase:
    seat, n = Seat(int(d["seat"])), int(d["n"])
    why = d.get("why") or ""
    if not why or why == "discard":
        return phrase("duel.event.coins", seat=seat, n=n)
    if why in agora().decrees:
        return phrase("duel.event.coins_decree", seat=seat, n=n, decree=Name(why))
    return phrase("duel.event.coins_from", seat=seat, n=n, source=Name(why))


def _supremacy_kind(reason: Any) -> str:
    return SUPREMACY.get(str(reason), str(reason))


def _seat_event(key: str, *names: str) -> Callable[[dict[str, Any]], Phrase]:
    """An event whose data is seats (`seat`, `victim`...), components and numbers, by name."""

    def said(d: dict[str, Any]) -> Phrase:
        args: dict[str, Any] = {}
        for n in names:
            kind, _, field = n.partition(":")
            value = d[field or kind]
            if kind in ("seat", "victim", "first"):
                args[field or kind] = Seat(int(value))
            elif kind == "name":
                args[field] = Name(str(value))
            else:
                args[field or kind] = value
        return phrase(f"duel.event.{key}", **args)

    return said


def _lock_event(d: dict[str, Any]) -> Phrase:
    seat = Seat(int(d["seat"]))
    if d.get("token"):
        return phrase("duel.event.lock", seat=seat, token=Name(d["token"]), frm=str(d["frm"]))
    return phrase("duel.event.lock_box", seat=seat)


def _trigger_event(d: dict[str, Any]) -> Phrase:
    seat, slot = Seat(int(d["seat"])), int(d["slot"])
    c = Name(d["conspiracy"])
    if d.get("card"):
        return phrase(
            "duel.event.trigger", seat=seat, conspiracy=c, slot=slot, card=Name(d["card"])
        )
    return phrase("duel.event.trigger_unprepared", seat=seat, conspiracy=c, slot=slot)


def _decree_move_event(d: dict[str, Any]) -> Phrase:
    seat, frm, to = Seat(int(d["seat"])), int(d["frm"]), int(d["to"])
    if d.get("decree"):
        return phrase("duel.event.decree_move", seat=seat, decree=Name(d["decree"]), frm=frm, to=to)
    return phrase("duel.event.decree_move_hidden", seat=seat, frm=frm, to=to)


def _starter_event(d: dict[str, Any]) -> Phrase:
    seat, first = int(d["seat"]), int(d["first"])
    when = age(int(d.get("age", 0)))
    if first == seat:
        return phrase("duel.event.starter_self", seat=Seat(seat), age=when)
    return phrase("duel.event.starter_other", seat=Seat(seat), first=Seat(first), age=when)


def _game_end_event(d: dict[str, Any]) -> Phrase:
    winners = d.get("winners", [])
    if len(winners) == 1:
        return phrase("duel.event.game_end", seat=Seat(int(winners[0])))
    return phrase("duel.event.game_end_shared")


def _names(key: str, field: str, arg: str) -> Callable[[dict[str, Any]], Phrase]:
    return lambda d: phrase(f"duel.event.{key}", **{arg: Items(tuple(Name(c) for c in d[field]))})


EVENTS: dict[str, Callable[[dict[str, Any]], Phrase]] = {
    "draft_pick": _seat_event("draft_pick", "seat", "name:wonder"),
    "draft_offer": _names("draft_offer", "wonders", "wonders"),
    "draft_done": lambda d: phrase("duel.event.draft_done"),
    "age": lambda d: phrase("duel.event.age", age=age(int(d["age"]))),
    "age_end": lambda d: phrase("duel.event.age_end", age=age(int(d["age"]))),
    "reveal": _names("reveal", "cards", "cards"),
    "build": _build_event,
    "discard": _seat_event("discard", "seat", "name:card", "n"),
    "wonder": lambda d: phrase(
        "duel.event.wonder",
        seat=Seat(int(d["seat"])),
        wonder=Name(d["wonder"]),
        card=Name(d["card"]),
        n=int(d.get("cost", 0)),
    ),
    "wonder_out": _seat_event("wonder_out", "name:wonder"),
    "coins": _coins_event,
    "lose_coins": _seat_event("lose_coins", "seat", "n"),
    "economy": _seat_event("economy", "seat", "n"),
    "pawn": _seat_event("pawn", "seat", "n"),
    "military_token": _seat_event("military_token", "seat", "victim"),
    "pair": _seat_event("pair", "seat", "name:symbol"),
    "progress": _seat_event("progress", "seat", "name:token"),
    "destroy": _seat_event("destroy", "seat", "victim", "name:card"),
    "library": _seat_event("library", "seat", "n"),
    "library_draw": _names("library_draw", "tokens", "tokens"),
    "play_again": _seat_event("play_again", "seat"),
    "starter": _starter_event,
    "supremacy": lambda d: phrase(
        "duel.event.supremacy", seat=Seat(int(d["seat"])), kind=_supremacy_kind(d["reason"])
    ),
    "shared_supremacy": lambda d: phrase(
        "duel.event.shared_supremacy", kind=_supremacy_kind(d["reason"])
    ),
    "game_end": _game_end_event,
    # Agora
    "senate_actions": lambda d: phrase(
        "duel.event.senate_actions",
        seat=Seat(int(d["seat"])),
        n=int(d["n"]),
        section=str(d["section"]),
    ),
    "influence_place": _seat_event("influence_place", "seat", "chamber"),
    "influence_move": _seat_event("influence_move", "seat", "frm", "to"),
    "influence_remove": _seat_event("influence_remove", "seat", "victim", "chamber"),
    "control": _seat_event("control", "seat", "chamber"),
    "control_lost": _seat_event("control_lost", "seat", "chamber"),
    "decree_reveal": _seat_event("decree_reveal", "chamber", "name:decree"),
    "decree_move": _decree_move_event,
    "senate_stop": _seat_event("senate_stop", "seat"),
    "conspire": _seat_event("conspire", "seat", "n"),
    "conspire_draw": _names("conspire_draw", "cards", "cards"),
    "conspiracy_kept": _seat_event("conspiracy_kept", "seat", "slot"),
    "conspiracy_kept_secret": _seat_event("conspiracy_kept_secret", "slot", "name:conspiracy"),
    "conspiracy_return": lambda d: phrase(
        "duel.event.conspiracy_return", seat=Seat(int(d["seat"])), where=str(d["where"])
    ),
    "conspiracy_prepare": _seat_event("conspiracy_prepare", "seat", "slot", "name:card"),
    "conspiracy_trigger": _trigger_event,
    "curia_skip": _seat_event("curia_skip", "seat"),
    "extort": _seat_event("extort", "seat", "victim", "name:wonder"),
    "lock": _lock_event,
    "lock_secret": _seat_event("lock_secret", "name:token"),
    "treason": _seat_event("treason", "seat"),
    "scrap": _seat_event("scrap", "seat", "name:card"),
    "seize": _seat_event("seize", "seat", "victim", "name:card"),
    "coerce": _seat_event("coerce", "seat", "victim", "name:took", "name:gave"),
    "sabotage": _seat_event("sabotage", "seat", "victim", "name:wonder", "name:card"),
}


def event_phrase(event: Event) -> Phrase:
    """One phrase per event."""
    said = EVENTS.get(event.kind)
    if said is None:
        return phrase("duel.event.other", kind=event.kind)
    return said(event.data)


def highlight(events: Sequence[Event]) -> tuple[str, ...]:
    """Ids of what the last move touched: cards, wonders, tokens, the pawn."""
    out: list[str] = []
    for e in events:
        d = e.data
        if e.visible_to is not None:
            continue
        if e.kind in ("build", "discard", "destroy"):
            out.append(f"card:{d['card']}")
        elif e.kind == "wonder":
            out += [f"wonder:{d['wonder']}", f"card:{d['card']}"]
        elif e.kind == "draft_pick":
            out.append(f"wonder:{d['wonder']}")
        elif e.kind == "progress":
            out.append(f"token:{d['token']}")
        elif e.kind == "pawn":
            out.append("pawn")
        elif e.kind == "military_token":
            out.append(f"military:{d['token']}")
        elif e.kind in ("influence_place", "influence_remove", "control", "decree_reveal"):
            out.append(f"chamber:{d['chamber']}")
        elif e.kind in ("influence_move", "decree_move"):
            out += [f"chamber:{d['frm']}", f"chamber:{d['to']}"]
        elif e.kind in ("conspiracy_prepare", "conspiracy_trigger", "conspiracy_kept"):
            out.append(f"conspiracy:{d['seat']}:{d['slot']}")
        elif e.kind in ("scrap", "seize"):
            out.append(f"card:{d['card']}")
        elif e.kind == "coerce":
            out += [f"card:{d['took']}", f"card:{d['gave']}"]
        elif e.kind in ("extort", "sabotage"):
            out.append(f"wonder:{d['wonder']}")
    return tuple(dict.fromkeys(out))


# -- moves --------------------------------------------------------------------------------


def _slot(arg: str) -> int | None:
    return int(arg) - 1 if arg.isdigit() and int(arg) >= 1 else None


def _chambers(a: Action, start: int = 1) -> list[int]:
    return [c for c in (senate.parse(x) for x in a.args[start:]) if c is not None]


def _build_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    cards = catalog().cards
    if not a.args or a.args[0] not in cards:
        return None
    q = quote_card(s, d.seat, cards[a.args[0]])
    return phrase("duel.move.build", card=Name(a.args[0]), cost=cost_phrase(q, short=_short(q)))


def _discard_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if not a.args or a.args[0] not in catalog().cards:
        return None
    return phrase("duel.move.discard", card=Name(a.args[0]), n=city.discard_value(s, d.seat))


def _wonder_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    cat = catalog()
    if len(a.args) != 2 or a.args[0] not in cat.wonders:
        return None
    q = quote_wonder(s, d.seat, cat.wonders[a.args[0]])
    cost = cost_phrase(q, short=_short(q))
    return phrase("duel.move.wonder", wonder=Name(a.args[0]), card=Name(a.args[1]), cost=cost)


def _recruit_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    cards = catalog().cards
    if not a.args or a.args[0] not in cards:
        return None
    q = quote_card(s, d.seat, cards[a.args[0]])
    return phrase("duel.move.recruit", card=Name(a.args[0]), cost=cost_phrase(q))


def _prepare_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if len(a.args) != 2 or _slot(a.args[0]) is None:
        return None
    return phrase("duel.move.prepare", slot=int(a.args[0]), card=Name(a.args[1]))


def _trigger_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    slot = _slot(a.args[0]) if a.args else None
    mine = conspiracies.held(s, d.seat)
    if slot is None or slot >= len(mine):
        return None
    rec = mine[slot]
    return phrase(
        "duel.move.trigger", conspiracy=Name(rec["id"]), slot=slot + 1, card=Name(rec["card"])
    )


TURN_WORDS: dict[str, Words] = {
    "build": _build_move,
    "discard": _discard_move,
    "wonder": _wonder_move,
    "recruit": _recruit_move,
    "prepare": _prepare_move,
    "trigger": _trigger_move,
}


def _turn_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    said = TURN_WORDS.get(a.kind)
    return said(s, d, a) if said is not None else None


def _pick_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    w = catalog().wonders.get(a.args[0]) if a.args else None
    return phrase("duel.move.pick", wonder=Name(w.id), effects=summary(w)) if w else None


def _token_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    t = catalog().tokens.get(a.args[0]) if a.args else None
    return phrase("duel.move.progress", token=Name(t.id), effects=summary(t)) if t else None


def _starter_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if a.args == ("me",):
        return phrase("duel.move.start_me", age=age(s.age))
    return phrase("duel.move.start_opponent", age=age(s.age))


def _senate_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    what = a.args[0] if a.args else ""
    chs = [c + 1 for c in _chambers(a)]
    if what == "place" and chs:
        return phrase("duel.move.place", chamber=chs[0])
    if what == "move" and len(chs) == 2:
        return phrase("duel.move.move", frm=chs[0], to=chs[1])
    if what == "remove" and chs:
        return phrase("duel.move.remove", chamber=chs[0])
    if what == "done":
        return phrase("duel.move.stop" if d.kind == K.POLITICIAN else "duel.move.skip_move")
    return None


def _conspirator_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if a.kind == "conspire":
        both = "yes" if city.has(s, d.seat, "conspire_keep_both") else "no"
        return phrase("duel.move.conspire", both=both)
    return _senate_move(s, d, a)


def _keep_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if not a.args or a.args[0] not in agora().conspiracies:
        return None
    return phrase("duel.move.keep", conspiracy=Name(a.args[0]), text=Text(a.args[0]))


def _return_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    return phrase("duel.move.deck", where="top" if a.args == ("top",) else "bottom")


def _curia_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if a.args == ("skip",):
        return phrase("duel.move.curia_skip")
    slot = _slot(a.args[0]) if a.args else None
    mine = conspiracies.held(s, d.seat)
    if slot is None or slot >= len(mine):
        return None
    return phrase("duel.move.curia", conspiracy=Name(mine[slot]["id"]), slot=slot + 1)


def _lock_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    where = dict(conspiracies.lockable(s, d.seat)).get(a.args[0]) if a.args else None
    if not where:
        return None
    return phrase("duel.move.lock", token=Name(a.args[0]), where=str(where))


def _decree_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    chs = _chambers(a, 0)
    if not chs or not s.decrees[chs[0]]:
        return None
    top = s.decrees[chs[0]][0]
    if top in s.hidden_decrees:
        return phrase("duel.move.decree_hidden", chamber=chs[0] + 1)
    return phrase("duel.move.decree", decree=Name(top), chamber=chs[0] + 1)


def _decree_to_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    chs = _chambers(a, 0)
    return phrase("duel.move.decree_to", chamber=chs[0] + 1) if chs else None


def _named(key: str, arg: str) -> Words:
    """A move naming one component: `duel.move.<key>` with it as `arg`."""

    def said(s: DuelState, d: Decision, a: Action) -> Phrase | None:
        return phrase(f"duel.move.{key}", **{arg: Name(a.args[0])}) if a.args else None

    return said


def _scrap_move(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if a.args == ("done",):
        return phrase("duel.move.scrap_done")
    return _named("scrap", "card")(s, d, a)


MOVES: dict[str, Words] = {
    Kind.TURN: _turn_move,
    Kind.DRAFT: _pick_move,
    Kind.PROGRESS: _token_move,
    Kind.DESTROY: _named("destroy", "card"),
    Kind.REVIVE: _named("revive", "card"),
    Kind.LIBRARY: _token_move,
    Kind.STARTER: _starter_move,
    K.POLITICIAN: _senate_move,
    K.CONSPIRATOR: _conspirator_move,
    K.PLACE: _senate_move,
    K.REMOVE: _senate_move,
    K.MOVE: _senate_move,
    K.KEEP: _keep_move,
    K.RETURN: _return_move,
    K.CURIA: _curia_move,
    K.EXTORT: _named("extort", "wonder"),
    K.LOCK: _lock_move,
    K.FRAUD: _named("fraud", "card"),
    K.TREASON: _named("treason", "card"),
    K.ESPIONAGE: _named("espionage", "token"),
    K.SCRAP: _scrap_move,
    K.SEIZE: _named("seize", "card"),
    K.SWAP: _named("seize", "card"),
    K.GIVE: _named("give", "card"),
    K.DECREE: _decree_move,
    K.DECREE_TO: _decree_to_move,
    K.SABOTAGE: _named("sabotage", "wonder"),
}


def action_phrase(s: DuelState, action: Action) -> Phrase:
    """What a move does (and costs, for the seat to move), for buttons, menus and autocomplete."""
    said: Phrase | None = None
    if s.stack and s.result is None:
        d = s.stack[-1]
        if action.kind in expansion_of(s).decisions[d.kind].kinds:
            words = MOVES.get(d.kind)
            said = words(s, d, action) if words is not None else None
    return said if said is not None else phrase("duel.move.other", token=action.token)


def group_key(kind: str) -> str:
    return f"duel.group.{kind}"


# -- prompts ------------------------------------------------------------------------------


def _politician_ask(s: DuelState, d: Decision) -> Phrase:
    left = int(d.data.get("left", 0))
    return phrase("duel.ask.politician", n=left, section=str(d.data.get("section", "")))


ASKS: dict[str, Callable[[DuelState, Decision], Phrase]] = {
    Kind.TURN: lambda s, d: phrase(
        "duel.ask.turn", agora="yes" if s.options.get("agora") else "no"
    ),
    K.POLITICIAN: _politician_ask,
}


def ask_phrase(s: DuelState, d: Decision) -> Phrase:
    """What the seat is asked to decide."""
    asked = ASKS.get(d.kind)
    return asked(s, d) if asked is not None else phrase(f"duel.ask.{d.kind}")


# -- refusals -----------------------------------------------------------------------------


def card_why(s: DuelState, cid: str) -> Phrase | None:
    """Why a card of the catalogue cannot be taken now, in words that are the same for every
    card the player cannot see: face down, set aside for the Age, or in another Age's deck."""
    i = structure.slot_of(s, cid)
    if i is None or not s.face_up[i]:
        return phrase("duel.why.not_face_up", card=Name(cid))
    if i not in structure.accessible(s):
        return phrase("duel.why.covered", card=Name(cid))
    return None


def _afford(s: DuelState, seat: int, what: str, q: Quote) -> Phrase | None:
    short = q.total - s.players[seat].coins
    if short > 0:
        return phrase("duel.why.afford", what=Name(what), n=short)
    return None


def _base_turn_why(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    cat = catalog()
    if not a.args or a.args[-1] not in cat.cards:
        return phrase("duel.why.name_card")
    cid = a.args[-1]
    unreachable = card_why(s, cid)
    if unreachable:
        return unreachable
    if a.kind == "build":
        if cat.cards[cid].deck == "senator":
            return phrase("duel.why.senator_recruited", token=f"recruit:{cid}")
        return _afford(s, d.seat, cid, quote_card(s, d.seat, cat.cards[cid]))
    if a.kind == "wonder":
        if len(a.args) != 2 or a.args[0] not in cat.wonders:
            return phrase("duel.why.name_wonder")
        w = a.args[0]
        if w in s.wonders_out:
            return phrase("duel.why.wonder_out", wonder=Name(w))
        if w not in s.players[d.seat].wonders:
            return phrase("duel.why.not_your_wonder", wonder=Name(w))
        if w in s.players[d.seat].built:
            return phrase("duel.why.wonder_built", wonder=Name(w))
        if not wonders_open(s):
            return phrase("duel.why.seven_built")
        return _afford(s, d.seat, w, quote_wonder(s, d.seat, cat.wonders[w]))
    return None


def _card_named_why(s: DuelState, cid: str) -> Phrase | None:
    if cid not in catalog().cards:
        return phrase("duel.why.name_structure_card")
    return card_why(s, cid)


def _recruit_why(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if not senate.on(s):
        return phrase("duel.why.senators_agora")
    if not a.args:
        return phrase("duel.why.name_senator")
    bad = _card_named_why(s, a.args[-1])
    if bad:
        return bad
    card = catalog().cards[a.args[-1]]
    if card.deck != "senator":
        return phrase("duel.why.is_building", card=Name(card.id), token=f"build:{card.id}")
    short = quote_card(s, d.seat, card).total - s.players[d.seat].coins
    if short > 0:
        return phrase("duel.why.afford", what=Name(card.id), n=short)
    return None


def _prepare_why(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if not senate.on(s):
        return phrase("duel.why.conspiracies_agora")
    if len(a.args) != 2 or _slot(a.args[0]) is None:
        return phrase("duel.why.name_conspiracy_card")
    slot = _slot(a.args[0])
    if slot not in conspiracies.unprepared(s, d.seat):
        return phrase("duel.why.no_unprepared", slot=int(a.args[0]))
    return _card_named_why(s, a.args[1])


def _trigger_why(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if not senate.on(s):
        return phrase("duel.why.conspiracies_agora")
    slot = _slot(a.args[0]) if a.args else None
    if slot is None:
        return phrase("duel.why.name_prepared")
    if d.data.get("triggered"):
        return phrase("duel.why.triggered_this_turn")
    if slot not in conspiracies.ready(s, d.seat):
        return phrase("duel.why.not_prepared", slot=slot + 1)
    return phrase("duel.why.no_effect")


TURN_WHY: dict[str, Words] = {
    "recruit": _recruit_why,
    "prepare": _prepare_why,
    "trigger": _trigger_why,
}


def _turn_why(s: DuelState, d: Decision, a: Action) -> Phrase | None:
    if a.kind not in expansion_of(s).turn_apply:
        return phrase("duel.why.turn")
    if a.kind in TURN_WHY:
        return TURN_WHY[a.kind](s, d, a)
    return _base_turn_why(s, d, a)


def _choose_why(s: DuelState, d: Decision, a: Action) -> Phrase:
    """A small choice: the legal options, listed as the tokens to type."""
    listed = ", ".join(f"`{x.token}`" for x in expansion_of(s).decisions[d.kind].legal(s, d))
    what = phrase(f"duel.what.{d.kind}")
    if not listed:
        return phrase("duel.why.nothing_to_choose", what=what)
    return phrase("duel.why.choose", what=what, options=listed)


def why_illegal(s: DuelState, seat: int, action: Action) -> Phrase | None:
    """The rule a well-formed action breaks now, said to the player."""
    if s.result is not None:
        return phrase("error.game_over")
    if not s.stack or s.stack[-1].seat != seat:
        return phrase("error.not_your_turn")
    d = s.stack[-1]
    if action.kind not in expansion_of(s).decisions[d.kind].kinds:
        return phrase("duel.why.first", ask=ask_phrase(s, d))
    if d.kind == Kind.TURN:
        return _turn_why(s, d, action)
    return _choose_why(s, d, action)
