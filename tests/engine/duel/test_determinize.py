"""Duel's `determinize`: every unknown is drawn from what the seat has not seen, and what the
seat saw once (a conspiracy it put back, Treason's look at the removed cards) stays true."""

from __future__ import annotations

import random
from collections import Counter

from bot.engine.core import Action, play
from bot.engine.duel.catalog import catalog
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from bot.engine.duel.view import DuelView

SEEDS = range(40)


def _played(seed: int, steps: int, agora: bool = False) -> DuelState:
    s = RULES.new_game(2, seed, {"agora": agora})
    r = random.Random(seed)
    for _ in range(steps):
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[r.randrange(len(legal))])
    return s


def _seen(view: DuelView) -> set[str]:
    """Every card the view shows somewhere."""
    out = {sl.card for sl in view.slots if sl.card} | set(view.discard)
    for p in view.players:
        out |= set(p.city) | {w.card for w in p.wonders if w.card}
        out |= {c.card for c in p.conspiracies if c.card}
    return out


def _census(s: DuelState) -> Counter[str]:
    """Every card, wonder, token and conspiracy once, wherever it is."""
    c: Counter[str] = Counter(x for x in s.slots if x)
    c.update(s.discard + s.unused_guilds + s.senator_pool)
    c.update(x for aside in s.removed for x in aside)
    c.update("w:" + w for w in s.wonder_box + s.draft_offer + s.wonders_out)
    c.update("t:" + t for t in s.board_tokens + s.box_tokens)
    c.update("k:" + k for k in s.conspiracy_deck)
    for p in s.players:
        c.update(p.city + list(p.built.values()))
        c.update("w:" + w for w in p.wonders)
        c.update("t:" + t for t in p.tokens)
        for rec in p.conspiracies:
            c.update(["k:" + rec["id"]] + ([rec["card"]] if rec["card"] else []))
    for d in s.stack:
        c.update("t:" + t for t in d.data.get("tokens", ()))
        c.update("k:" + k for k in d.data.get("drawn", ()))
        if d.kind == "return":
            c.update(["k:" + d.data["card"]])
    return c


def test_face_down_cards_come_from_the_unseen_cards_of_their_deck() -> None:
    s = _played(2, 12)
    assert s.age == 1
    cards = catalog().cards
    for seat in (0, 1):
        view = RULES.view(s, seat)
        seen = _seen(view)
        down = [sl for sl in view.slots if sl.back]
        assert down, "the position should still have face-down cards"
        found: dict[int, set[str]] = {sl.index: set() for sl in down}
        for k in SEEDS:
            world = RULES.determinize(view, seat, k)
            assert RULES.view(world, seat) == view
            assert _census(world) == _census(s)
            for sl in down:
                cid = world.slots[sl.index]
                assert cid is not None and cid not in seen
                assert cards[cid].deck == sl.back
                found[sl.index].add(cid)
            for cid in world.removed[0]:
                assert cid not in seen and cards[cid].deck == "age1"
        assert all(len(cids) >= 3 for cids in found.values()), "a face-down slot never varied"


def test_past_ages_set_aside_exactly_the_cards_never_seen() -> None:
    s = _played(5, 55)
    assert s.age == 3 and RULES.outcome(s) is None
    view = RULES.view(s, 0)
    world = RULES.determinize(view, 0, 1)
    for age in (1, 2):
        assert sorted(world.removed[age - 1]) == sorted(s.removed[age - 1])
    guilds = set(catalog().deck("guild"))
    assert set(world.unused_guilds) <= guilds - _seen(view)


def test_the_box_and_later_ages_vary_with_the_seed() -> None:
    s = _played(7, 3)
    view = RULES.view(s, 1)
    boxes = {tuple(RULES.determinize(view, 1, k).box_tokens) for k in SEEDS}
    assert len(boxes) == 1  # base game: the box is what is on neither the board nor a city
    wonders = {tuple(RULES.determinize(view, 1, k).wonder_box) for k in SEEDS}
    assert len(wonders) > 5
    seeds = {RULES.determinize(view, 1, k).seed for k in SEEDS}
    assert len(seeds) == len(SEEDS)


def _agora_until(kind: str, seed: int) -> DuelState | None:
    s = RULES.new_game(2, seed, {"agora": True})
    r = random.Random(seed)
    while RULES.outcome(s) is None:
        if s.stack[-1].kind == kind:
            return s
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[r.randrange(len(legal))])
    return None


def test_the_opponents_conspiracies_are_never_the_seats_own() -> None:
    for seed in range(30):
        s = _agora_until("return", seed)
        if s is None:
            continue
        drawer = s.stack[-1].seat
        card = s.stack[-1].data["card"]
        s, _ = play(RULES, s, drawer, Action("deck", ("top",)))
        other = 1 - drawer
        mine = {c["id"] for c in s.players[drawer].conspiracies}
        tops = set()
        for k in range(20):
            # the drawer knows what it put on top; the opponent's face-down ones are others
            world = RULES.determinize(RULES.view(s, drawer), drawer, k)
            assert world.conspiracy_deck[0] == card
            assert _census(world) == _census(s)
            for rec in world.players[other].conspiracies:
                if not rec["triggered"]:
                    assert rec["id"] not in mine and rec["id"] != card
            # the opponent only knows a card went back
            theirs = RULES.determinize(RULES.view(s, other), other, k)
            assert RULES.view(theirs, other) == RULES.view(s, other)
            tops.add(theirs.conspiracy_deck[0])
        assert len(tops) > 3
        return
    raise AssertionError("no conspiracy was put back in 30 games")


def test_the_opponents_draw_is_made_up_from_the_unseen() -> None:
    for seed in range(30):
        s = _agora_until("keep", seed)
        if s is None:
            continue
        drawer = s.stack[-1].seat
        other = 1 - drawer
        view = RULES.view(s, other)
        known = {c.id for c in view.players[other].conspiracies if c.id}
        known |= {c.id for c in view.players[drawer].conspiracies if c.id}
        draws = set()
        for k in range(20):
            world = RULES.determinize(view, other, k)
            drawn = world.stack[-1].data["drawn"]
            assert len(drawn) == 2 and not set(drawn) & known
            draws.add(tuple(drawn))
        assert len(draws) > 3
        mine = RULES.determinize(RULES.view(s, drawer), drawer, 0)
        assert mine.stack[-1].data["drawn"] == s.stack[-1].data["drawn"]
        return
    raise AssertionError("nobody conspired in 30 games")


def test_treason_shows_the_removed_cards_for_good() -> None:
    s = _played(3, 0, agora=True)
    # the seat looked at the cards set aside (as Treason would show them)
    s.removed_seen = [list(s.removed[0]), []]
    view = RULES.view(s, 0)
    assert view.removed_seen == tuple(sorted(s.removed[0]))
    assert RULES.view(s, 1).removed_seen == ()
    for k in range(10):
        assert sorted(RULES.determinize(view, 0, k).removed[0]) == sorted(s.removed[0])
    asides = {tuple(RULES.determinize(RULES.view(s, 1), 1, k).removed[0]) for k in range(10)}
    assert len(asides) > 3


def test_treason_is_remembered_by_its_chooser_only() -> None:
    for seed in range(60):
        s = _agora_until("treason", seed)
        if s is None:
            continue
        seat = s.stack[-1].seat
        shown = sorted({c for aside in s.removed[: s.age] for c in aside})
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[0])
        assert RULES.view(s, seat).removed_seen == tuple(shown)
        assert RULES.view(s, 1 - seat).removed_seen == ()
        assert RULES.view(s, None).removed_seen == ()
        return
    raise AssertionError("no Treason in 60 games")
