"""Hidden information: face-down cards, cards set aside, unused guilds, wonders and tokens."""

from __future__ import annotations

import random

from bot.engine.core import play
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from tests.engine.duel.helpers import act, position, top


def _words(view: object) -> str:
    return repr(view)


def _play(seed: int, steps: int):  # type: ignore[no-untyped-def]
    s = RULES.new_game(2, seed, {})
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[r.randrange(len(legal))])
    return s


def test_secrets_never_appear_in_any_view() -> None:
    for seed in range(6):
        for steps in (0, 3, 12, 30, 50, 60):
            s = _play(seed, steps)
            hidden = [c for c, up in zip(s.slots, s.face_up, strict=True) if c and not up]
            secrets = set(hidden) | set(s.box_tokens) | set(s.unused_guilds)
            secrets |= {c for aside in s.removed for c in aside}
            secrets |= set(s.wonder_box)
            for viewer in (None, 0, 1):
                text = _words(RULES.view(s, viewer))
                leaked = [x for x in secrets if f"'{x}'" in text]
                assert not leaked, (seed, steps, viewer, leaked)


def test_scrambling_a_face_down_card_changes_no_view() -> None:
    s = _play(2, 9)
    assert s.age == 1
    scrambled = RULES.scramble_secrets(s, None, 7)
    assert scrambled.slots != s.slots or scrambled.removed != s.removed
    for viewer in (None, 0, 1):
        assert RULES.view(scrambled, viewer) == RULES.view(s, viewer)


def test_face_down_backs_keep_their_deck() -> None:
    s = position(3)
    s.face_up = [False] * len(s.face_up)
    guilds = [i for i, c in enumerate(s.slots) if c and c.endswith("_guild")]
    scrambled = RULES.scramble_secrets(s, None, 3)
    for i in guilds:
        assert scrambled.slots[i].endswith("_guild")  # type: ignore[union-attr]


def test_great_library_tokens_are_seen_only_by_the_chooser_until_chosen() -> None:
    s = position(1, accessible=["altar"], wonders=(["the_great_library"], []), coins=(10, 7))
    after, _ = act(s, 0, "wonder:the_great_library:altar")
    drawn = top(after).data["tokens"]  # type: ignore[union-attr]
    mine = _words(RULES.view(after, 0))
    assert all(f"'{t}'" in mine for t in drawn)
    for viewer in (None, 1):
        text = _words(RULES.view(after, viewer))
        assert not [t for t in drawn if f"'{t}'" in text]
        scrambled = RULES.scramble_secrets(after, viewer, 5)
        assert RULES.view(scrambled, viewer) == RULES.view(after, viewer)
    same = RULES.scramble_secrets(after, 0, 5)
    assert top(same).data["tokens"] == drawn  # type: ignore[union-attr]
    assert top(after).kind == Kind.LIBRARY  # type: ignore[union-attr]


def test_actions_are_public_except_the_library_choice() -> None:
    s = position(1, accessible=["altar"])
    assert RULES.actions_are_public(s, 0)
    s.stack.append(s.stack[-1].__class__(0, Kind.LIBRARY, {"tokens": ["law"]}))
    assert not RULES.actions_are_public(s, 0)


def test_view_shows_costs_for_the_player_to_move_and_backs_for_face_down_cards() -> None:
    s = position(
        1,
        accessible=["baths", "altar", "stable"],
        coins=(2, 7),
        cities=(["scriptorium"], ["quarry"]),
    )
    view = RULES.view(s, None)
    front = {v.card: v for v in view.slots if v.accessible}
    assert (front["baths"].cost, front["baths"].affordable) == (3, False)  # stone at 2 + 1
    assert (front["altar"].cost, front["altar"].affordable) == (0, True)
    assert (front["stable"].cost, front["stable"].affordable) == (2, True)
    for v in view.slots:
        if not v.taken and v.card is None:
            assert v.back == "age1" and v.cost is None and not v.accessible
    assert view.players[0].prices == (
        ("wood", 2),
        ("clay", 2),
        ("stone", 3),
        ("glass", 2),
        ("papyrus", 2),
    )
    assert view.players[0].chains == ("book",)
    assert view.box_tokens == 5 and len(view.board_tokens) == 5
    assert view.pending is not None and view.pending.kind == Kind.TURN
