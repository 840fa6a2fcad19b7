"""CatanRules: the engine contract for Catan and Cities & Knights."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.catan import queries as q
from bot.engine.catan.data import KINDS, RESOURCES, catalogue
from bot.engine.catan.decisions import DECISIONS, advance
from bot.engine.catan.determinize import determinize
from bot.engine.catan.memory import ensure as ensure_memory
from bot.engine.catan.memory import hands_before, remember
from bot.engine.catan.options import OPTIONS
from bot.engine.catan.robber import discard_ready
from bot.engine.catan.setup import new_game
from bot.engine.catan.speech import action_phrase, cards, event_phrase, name_of, why_illegal
from bot.engine.catan.state import NONE, CatanState, copy_state, from_json, to_json
from bot.engine.catan.steps import GROUP, Step, decision_for, top_group
from bot.engine.catan.view import CatanView, build_view
from bot.engine.core import Action, BaseRules, Event, Option, Outcome
from bot.engine.rng import derive
from bot.engine.words import Phrase, phrase

HIGHLIGHT_KEYS = {
    "road": ("e", "edge"),
    "settlement": ("v", "vertex"),
    "city": ("v", "vertex"),
    "wall": ("v", "vertex"),
    "knight": ("v", "vertex"),
    "promote": ("v", "vertex"),
    "activate": ("v", "vertex"),
    "metropolis": ("v", "vertex"),
    "knight_move": ("v", "to"),
    "knight_relocated": ("v", "to"),
    "pillaged": ("v", "vertex"),
    "robber": ("h", "hex"),
    "merchant": ("h", "hex"),
    "road_removed": ("e", "edge"),
}


class CatanRules(BaseRules[CatanState, CatanView]):
    key = "catan"
    title = "Catan"
    min_players = 3
    max_players = 4
    options: tuple[Option, ...] = OPTIONS

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> CatanState:
        s = new_game(players, seed, options)
        ensure_memory(s)
        advance(s)
        return s

    def to_move(self, s: CatanState) -> frozenset[int]:
        if s.winner != NONE:
            return frozenset()
        group = top_group(s)
        if not group:
            return frozenset()
        if group[0].kind in GROUP:
            return frozenset(
                d.seat for d in group if not (d.kind == Step.DISCARD and discard_ready(s, d))
            )
        return frozenset({group[0].seat})

    def legal_actions(self, s: CatanState, seat: int) -> list[Action]:
        if s.winner != NONE:
            return []
        d = decision_for(s, seat)
        return [] if d is None else DECISIONS[d.kind].legal(s, d)

    def apply(self, s: CatanState, seat: int, action: Action) -> list[Event]:
        d = decision_for(s, seat)
        assert d is not None
        before = hands_before(s)
        events = DECISIONS[d.kind].apply(s, d, action)
        events += advance(s)
        remember(s, before, events)
        return events

    def outcome(self, s: CatanState) -> Outcome | None:
        if s.winner == NONE:
            return None
        parts = tuple(q.vp_breakdown(s, p) for p in range(s.players))
        return Outcome(
            tuple(sum(b.values()) for b in parts),
            frozenset({s.winner}),
            f"{q.target(s)} victory points",
            parts,
            "target",
            {"target": q.target(s)},
        )

    def view(self, s: CatanState, viewer: int | None) -> CatanView:
        return build_view(s, viewer)

    def action_phrase(self, s: CatanState, seat: int | None, action: Action) -> Phrase:
        return action_phrase(s, seat, action)

    def event_phrase(self, event: Event) -> Phrase:
        return event_phrase(event)

    def why_illegal(self, s: CatanState, seat: int, action: Action) -> Phrase | None:
        return why_illegal(s, seat, action)

    def futile(self, s: CatanState, seat: int, action: Action) -> Phrase | None:
        """Accepting an offer without the cards it asks for: the deal could never be made."""
        d = decision_for(s, seat)
        if action.kind != "accept" or d is None or d.kind != Step.OFFER_ANSWER or not s.trade:
            return None
        hand, asked = s.hands[seat], s.trade["get"]
        short = {KINDS[k]: n - hand[k] for k, n in enumerate(asked) if n > hand[k]}
        return phrase("catan.why.accept_unpaid", cards=cards(short)) if short else None

    def name_of(self, component: str) -> str | None:
        return name_of(component)

    def actions_are_public(self, s: CatanState, seat: int) -> bool:
        """Buttons in the channel may show only moves that reveal nothing hidden."""
        d = decision_for(s, seat)
        return d is None or DECISIONS[d.kind].is_public(s, seat)

    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]:
        out: list[str] = []
        for e in events:
            if e.visible_to is not None:
                continue
            key = HIGHLIGHT_KEYS.get(e.kind)
            if key is not None and key[1] in e.data:
                out.append(f"{key[0]}{e.data[key[1]]}")
            if e.kind in ("trade", "bank_trade", "steal", "discarded", "play_card"):
                out.append(f"seat{e.data['seat']}")
        return tuple(dict.fromkeys(out))

    def scramble_secrets(self, s: CatanState, viewer: int | None, seed: int) -> CatanState:
        out = copy_state(s)
        r = derive(seed, 0, "catan-scramble")
        kinds = len(KINDS) if s.ck else len(RESOURCES)
        top = s.stack[-1] if s.stack else None
        peeked = top.data.get("target") if top is not None and top.seat == viewer else None
        over = s.winner != NONE
        every = sorted(catalogue().progress) if s.ck else sorted(catalogue().development)
        for p in range(s.players):
            if p == viewer:
                continue
            shown = s.trade is not None and s.trade["from"] == viewer and s.trade["answers"][p]
            if shown == "accept":  # the proposer's deal buttons say whether p can pay
                pass
            elif peeked != p or top is None or top.kind != Step.TAKE_FROM:
                out.hands[p] = _spread(r, q.hand_size(s, p), kinds)
            sel = s.discard_sel[p]
            if sel is not None:
                out.discard_sel[p] = _spread(r, sum(sel), kinds)
            if s.ck and (peeked != p or top is None or top.kind != Step.SPY_TAKE):
                out.progress[p] = [r.choice(every) for _ in s.progress[p]]
            if not s.ck and not over:
                out.dev_hand[p] = [r.choice(every) for _ in s.dev_hand[p]]
                out.dev_new[p] = [r.choice(every) for _ in s.dev_new[p]]
        for deck in out.decks.values():
            r.shuffle(deck)
        r.shuffle(out.dev_deck)
        out.seed = r.randrange(1 << 40)
        out.rng_counter = r.randrange(10**6)
        return out

    supports_determinize = True

    def determinize(self, view: CatanView, seat: int, seed: int) -> CatanState:
        """A full state agreeing with the seat's view (for the bots' search)."""
        return determinize(view, seat, seed)

    def copy(self, s: CatanState) -> CatanState:
        return copy_state(s)

    def to_json(self, s: CatanState) -> dict[str, Any]:
        return to_json(s)

    def from_json(self, d: Mapping[str, Any]) -> CatanState:
        return from_json(dict(d))


def _spread(r: Any, total: int, kinds: int) -> list[int]:
    out = [0] * len(KINDS)
    for _ in range(total):
        out[r.randrange(kinds)] += 1
    return out


RULES = CatanRules()
