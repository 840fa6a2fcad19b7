"""A full state that agrees with what one seat sees: every unknown drawn from what is still
possible given everything that seat has seen (its view, and its memory in the view).

Unknowns and where they come from:
- face-down cards of the structure, the cards set aside this Age, the unused guilds: the cards
  of that deck nobody has seen (cards Treason showed the seat stay set aside);
- later Ages' decks: a fresh seed (they are dealt when their Age begins);
- wonders and progress tokens in the box, the opponent's Great Library draw and secret locks;
- Agora: face-down Senators and later Ages' Senators, face-down decrees and the box of decrees,
  the conspiracy deck (cards the seat put back stay where it put them), the opponent's
  face-down conspiracies and its draw.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from bot.engine.core import Decision
from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.state import DuelState, PlayerState
from bot.engine.duel.view import DuelView
from bot.engine.rng import derive


def _thawed(value: Any) -> Any:
    """View data back into the state's JSON shapes (tuples were lists)."""
    if isinstance(value, tuple):
        return [_thawed(v) for v in value]
    return value


class _Pool:
    """What is still possible for one family of unknowns, drawn without replacement."""

    def __init__(self, r: random.Random, everything: Iterable[str], known: Iterable[str]):
        seen = set(known)
        self.items = [x for x in everything if x not in seen]
        r.shuffle(self.items)

    def draw(self) -> str:
        return self.items.pop()

    def take(self, x: str) -> None:
        if x in self.items:
            self.items.remove(x)

    def rest(self) -> list[str]:
        out, self.items = sorted(self.items), []
        return out


def determinize(view: DuelView, seat: int, seed: int) -> DuelState:
    r = derive(seed, 0, "determinize")
    cat = catalog()
    agora_on = view.senate is not None
    variant = "agora" if agora_on else "base"
    players = []
    for pv in view.players:
        p = PlayerState(pv.coins, list(pv.city))
        p.wonders = [w.id for w in pv.wonders]
        tucked = {w.id: str(w.card) for w in pv.wonders if w.built}
        p.built = {w: tucked[w] for w in pv.built_order}
        p.tokens = list(pv.tokens)
        for cv in pv.conspiracies:
            lock_from = "box" if cv.locked_secret else ("board" if cv.locked else None)
            p.conspiracies.append(
                {
                    "id": cv.id,
                    "card": cv.card,
                    "triggered": cv.triggered,
                    "locked": cv.locked,
                    "lock_from": lock_from,
                }
            )
        players.append(p)

    s = DuelState(
        seed=r.randrange(1 << 40),
        rng_counter=r.randrange(1000),
        options={"agora": agora_on},
        first=view.first,
        players=players,
        stack=[Decision(q.seat, q.kind, {k: _thawed(v) for k, v in q.data}) for q in view.stack],
        active=view.active,
        extra_turn=view.extra_turn,
        age=view.age,
        discard=list(view.discard),
        pawn=view.pawn,
        military_tokens=list(view.military_tokens),
        board_tokens=list(view.board_tokens),
        draft_offer=list(view.draft_offer),
        wonders_out=list(view.wonders_out),
    )
    if view.winners or view.reason:
        s.result = {"winners": list(view.winners), "reason": view.reason}
        s.stack = []
    mine = [d for d in s.stack if d.seat == seat]

    # -- the cards -----------------------------------------------------------------------
    shown = [sl.card for sl in view.slots if sl.card is not None]
    visible = set(shown) | set(view.discard)
    for p in players:
        visible |= set(p.city) | set(p.built.values())
        visible |= {c["card"] for c in p.conspiracies if c["card"]}
    # Treason showed the seat what is set aside (its memory, or the choice it is making now)
    aside_known = set(view.removed_seen)
    aside_known |= {x for d in mine if d.kind == "treason" for x in _options(view, d)}
    s.slots = [sl.card for sl in view.slots]
    s.face_up = [sl.back is None for sl in view.slots]
    spots: dict[str, list[int]] = {}
    for sl in view.slots:
        if sl.back is not None:
            spots.setdefault(sl.back, []).append(sl.index)

    def fill(back: str, pool: _Pool, forced: Iterable[str] = ()) -> list[str]:
        """Deal the face-down cards of one back from the pool; what is left stays aside."""
        kept = list(forced)
        for x in kept:
            pool.take(x)
        for i in spots.get(back, ()):
            s.slots[i] = pool.draw()
        return sorted(pool.rest() + kept)

    for age in range(1, view.age + 1):
        deck = f"age{age}"
        unseen = [c for c in cat.deck(deck) if c not in visible]
        forced = aside_known & set(unseen)
        if age < view.age:
            s.removed.append(sorted(unseen))
        else:
            s.removed.append(fill(deck, _Pool(r, unseen, ()), sorted(forced)))
    if view.age >= 3:
        s.unused_guilds = fill("guild", _Pool(r, cat.deck("guild"), visible))

    # -- wonders and progress tokens -------------------------------------------------------
    s.wonder_box = _Pool(
        r,
        cat.wonders_of(variant),
        [*view.draft_offer, *view.wonders_out, *(w for p in players for w in p.wonders)],
    ).items
    _tokens(s, view, seat, r, variant)

    if agora_on:
        _agora(s, view, seat, r, visible, fill)
    return s


def _options(view: DuelView, d: Decision) -> list[str]:
    """The seat's own choice on top of the stack, as its view lists it."""
    if view.pending is None or view.pending.kind != d.kind or view.pending.seat != d.seat:
        return []
    return [o.split(":")[-1] for o in view.pending.options]


def _tokens(s: DuelState, view: DuelView, seat: int, r: random.Random, variant: str) -> None:
    """The box, the opponent's Library draw and its secret locks, from the unseen tokens."""
    known = [*s.board_tokens, *(t for p in s.players for t in p.tokens)]
    known += [c["locked"] for p in s.players for c in p.conspiracies if c["locked"]]
    known += [t for d in s.stack if d.kind == "library" for t in d.data["tokens"] if t]
    pool = _Pool(r, catalog().tokens_of(variant), known)
    top = s.stack[-1] if s.stack else None
    box: list[str] = []
    if top is not None and top.seat == seat and top.kind in ("espionage", "lock"):
        # the seat is looking into the box right now
        box = [t for t in _options(view, top) if t in pool.items]
        for t in box:
            pool.take(t)
    for d in s.stack:
        if d.kind == "library":
            d.data["tokens"] = sorted(t if t else pool.draw() for t in d.data["tokens"])
    for p in s.players:
        for c in p.conspiracies:
            if c["lock_from"] == "box" and not c["locked"]:
                c["locked"] = pool.draw()
    while len(box) < view.box_tokens and pool.items:
        box.append(pool.draw())
    s.box_tokens = sorted(box)


def _agora(
    s: DuelState, view: DuelView, seat: int, r: random.Random, visible: set[str], fill: Any
) -> None:
    """Senators, decrees, influence and the conspiracies."""
    data = agora()
    cat = catalog()
    assert view.senate is not None
    s.senator_pool = fill("senator", _Pool(r, cat.deck("senator"), visible))

    chambers = view.senate.chambers
    s.influence = [[ch.cubes[0] for ch in chambers], [ch.cubes[1] for ch in chambers]]
    decrees = _Pool(r, data.decrees, [x for ch in chambers for x in ch.decrees if x])
    s.decrees, s.hidden_decrees = [], []
    for ch in chambers:
        held = []
        for shown in ch.decrees:
            did = shown if shown is not None else decrees.draw()
            if shown is None:
                s.hidden_decrees.append(did)
            held.append(did)
        s.decrees.append(held)
    s.decree_box = decrees.rest()

    # conspiracies: what the seat holds, what was triggered, what it drew, what it put back
    model: list[str | None] = list(view.deck_known) or [None] * view.senate.deck
    known = [c["id"] for p in s.players for c in p.conspiracies if c["id"]]
    known += [x for x in model if x]
    for q in s.stack:
        if q.seat == seat and q.kind == "keep":
            known += q.data["drawn"]
        elif q.seat == seat and q.kind == "return":
            known.append(q.data["card"])
    pool = _Pool(r, data.conspiracies, known)
    for p in s.players:
        for c in p.conspiracies:
            if not c["id"]:
                c["id"] = pool.draw()
    for q in s.stack:
        if q.kind == "keep":
            q.data["drawn"] = [x if x else pool.draw() for x in q.data["drawn"]]
        elif q.kind == "return" and not q.data["card"]:
            q.data["card"] = pool.draw()
    s.conspiracy_deck = [x if x else pool.draw() for x in model]
    if view.deck_known:
        s.deck_known = [[], []]
        s.deck_known[seat] = list(view.deck_known)
        s.deck_known[1 - seat] = [None] * len(view.deck_known)
    if view.removed_seen:
        s.removed_seen = [[], []]
        s.removed_seen[seat] = list(view.removed_seen)
