"""Agora's hidden information: conspiracies, face-down decrees, the conspiracy deck order,
face-down Senators; never in a public view, another seat's view or a public event."""

from __future__ import annotations

from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from tests.engine.duel.agora_helpers import agora_game, agora_position, plot
from tests.engine.duel.helpers import act, english, top


def _secrets(s: DuelState, viewer: int | None) -> set[str]:
    out = set(s.decree_box) | set(s.hidden_decrees) | set(s.conspiracy_deck)
    if viewer is not None and s.deck_known:
        # what the viewer itself put back into the deck it still knows (memory.py)
        out -= {x for x in s.deck_known[viewer] if x}
    for seat in (0, 1):
        if seat == viewer:
            continue
        out |= {p["id"] for p in s.players[seat].conspiracies if not p["triggered"]}
        for d in s.stack:
            if d.seat == seat and d.kind == AgoraKind.KEEP:
                out |= set(d.data["drawn"])
            if d.seat == seat and d.kind == AgoraKind.RETURN:
                out.add(d.data["card"])
    # a secret id may also be public for another reason (a face-up, triggered twin): no such
    # twins exist, every conspiracy and decree is unique
    return out


def test_conspiracies_and_decrees_never_appear_in_another_view() -> None:
    checked = 0
    for seed in range(8):
        for steps in (10, 40, 80, 120):
            s = agora_game(seed, steps)
            for viewer in (None, 0, 1):
                text = repr(RULES.view(s, viewer))
                leaked = [x for x in _secrets(s, viewer) if f"'{x}'" in text]
                assert not leaked, (seed, steps, viewer, leaked)
                checked += 1
    assert checked == 96


def test_own_conspiracies_show_in_the_private_view_only() -> None:
    s = agora_position(
        accessible=["altar"], plots=([plot("coup", "baths"), plot("blackmail")], [plot("sabotage")])
    )
    mine = RULES.view(s, 0).players[0].conspiracies
    assert [(c.slot, c.id, c.card) for c in mine] == [(1, "coup", "baths"), (2, "blackmail", None)]
    for viewer in (None, 1):
        theirs = RULES.view(s, viewer).players[0].conspiracies
        assert [(c.slot, c.id, c.card) for c in theirs] == [(1, None, "baths"), (2, None, None)]
    assert RULES.view(s, 0).players[1].conspiracies[0].id is None
    assert RULES.view(s, 1).players[1].conspiracies[0].id == "sabotage"


def test_scrambling_the_opponents_conspiracies_deck_and_decrees_changes_no_view() -> None:
    s = agora_position(
        accessible=["altar"],
        hidden=("coins_on_blue", "coins_on_red"),
        decrees=(
            "coins_on_blue",
            "coins_on_green",
            "coins_on_yellow",
            "coins_on_red",
            "shield",
            "wonder_discount",
        ),
        plots=(
            [plot("coup", "baths"), plot("blackmail")],
            [plot("sabotage", "tavern"), plot("treason")],
        ),
    )
    for viewer in (None, 0, 1):
        scrambled = RULES.scramble_secrets(s, viewer, 11)
        assert RULES.view(scrambled, viewer) == RULES.view(s, viewer)
        assert scrambled.conspiracy_deck != s.conspiracy_deck
        assert scrambled.decrees != s.decrees or scrambled.decree_box != s.decree_box
        for seat in (0, 1):
            ids = [p["id"] for p in scrambled.players[seat].conspiracies]
            if seat == viewer:
                assert ids == [p["id"] for p in s.players[seat].conspiracies]
    # the face-up decrees and the viewer's own conspiracies never move
    scrambled = RULES.scramble_secrets(s, 0, 5)
    assert [scrambled.decrees[i] for i in (1, 2, 4, 5)] == [s.decrees[i] for i in (1, 2, 4, 5)]


def test_a_conspire_draw_is_private_and_its_choice_hidden() -> None:
    s = agora_position(accessible=["conspirator_1"], deck=["coup", "sabotage", "treason"])
    after, _ = act(s, 0, "recruit:conspirator_1")
    after, events = act(after, 0, "conspire")
    for e in events:
        if e.visible_to is None:
            assert "coup" not in repr(e.data) and "sabotage" not in repr(e.data)
    assert not RULES.actions_are_public(after, 0)
    assert RULES.view(after, 1).pending.options == ()  # type: ignore[union-attr]
    assert RULES.view(after, 0).pending.options == ("coup", "sabotage")  # type: ignore[union-attr]
    for viewer in (None, 1):
        scrambled = RULES.scramble_secrets(after, viewer, 3)
        assert RULES.view(scrambled, viewer) == RULES.view(after, viewer)
    kept, events = act(after, 0, "keep:sabotage")
    public = [e for e in events if e.visible_to is None]
    assert [e.kind for e in public] == ["conspiracy_kept"]
    assert "sabotage" not in repr([e.data for e in public])
    assert top(kept).kind == AgoraKind.RETURN  # type: ignore[union-attr]
    assert RULES.view(kept, 1).pending.options == ("top", "bottom")  # type: ignore[union-attr]
    narrated = [english(RULES.event_phrase(e)) for e in events]
    assert "Your conspiracy 1 is Sabotage." in narrated


def test_face_down_senators_show_their_back_only_and_scramble_with_later_ones() -> None:
    s = agora_position(accessible=["altar"])
    hidden = [i for i, up in enumerate(s.face_up) if not up]
    s.slots[hidden[0]] = "conspirator_4"
    s.senator_pool.remove("conspirator_4")
    view = RULES.view(s, None)
    assert view.slots[hidden[0]].back == "senator" and view.slots[hidden[0]].card is None
    assert "conspirator_4" not in repr(view)
    seen = set()
    for seed in range(6):
        scrambled = RULES.scramble_secrets(s, None, seed)
        assert RULES.view(scrambled, None) == view
        seen.add(scrambled.slots[hidden[0]])
    assert len(seen) > 1 and all(str(c).startswith(("politician", "conspirator")) for c in seen)


def test_the_treason_chooser_sees_the_removed_cards_the_others_do_not() -> None:
    s = agora_position(
        accessible=["altar"],
        removed=[["lumber_yard", "tavern", "altar"]],
        plots=([plot("treason", "baths")], []),
    )
    s.removed = [["lumber_yard", "stone_pit", "tavern"]]
    after, _ = act(s, 0, "trigger:1")
    assert RULES.view(after, 0).pending.options == ("lumber_yard", "stone_pit", "tavern")  # type: ignore[union-attr]
    for viewer in (None, 0, 1):
        for seed in range(4):
            scrambled = RULES.scramble_secrets(after, viewer, seed)
            assert RULES.view(scrambled, viewer) == RULES.view(after, viewer)


def test_a_secret_lock_stays_secret_unless_you_look_into_the_box() -> None:
    s = agora_position(
        accessible=["altar"],
        board_tokens=["law"],
        plots=([plot("obscurantism", "baths")], [plot("espionage", "tavern")]),
    )
    after, _ = act(s, 0, "trigger:1")
    box = after.box_tokens[0]
    after, _ = act(after, 0, f"lock:{box}")  # face down, from the box
    assert RULES.view(after, 1).players[0].conspiracies[0].locked is None
    changed = {
        RULES.scramble_secrets(after, 1, seed).players[0].conspiracies[0]["locked"]
        for seed in range(8)
    }
    assert len(changed) > 1  # the probe really moves the secret around for seat 1
    # seat 1 espionage: looking into the box, the box itself is not scrambled for seat 1
    after.stack.append(after.stack[-1].__class__(1, AgoraKind.ESPIONAGE, {"slot": 0}))
    for seed in range(4):
        scrambled = RULES.scramble_secrets(after, 1, seed)
        assert RULES.view(scrambled, 1) == RULES.view(after, 1)
