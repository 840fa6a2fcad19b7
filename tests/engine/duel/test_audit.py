"""Rules audit: each test pins a discrepancy found against the rules reference, the seed and
BGA's implementation (koenheltzel/bga-sevenwondersduel), from a hand-built position."""

from __future__ import annotations

from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from tests.engine.duel.helpers import act, kinds, legal, top

AGORA = {"agora": True}


def _draft_to_the_end(seed: int, options: dict[str, bool]):  # type: ignore[no-untyped-def]
    """Pick the first offered move until the first turn of Age I (draft-time Senate
    decisions of Knossos and Curia Julia included)."""
    s = RULES.new_game(2, seed, options)
    seen = []
    while top(s).kind != Kind.TURN:  # type: ignore[union-attr]
        seat = top(s).seat  # type: ignore[union-attr]
        s, events = act(s, seat, legal(s, seat)[0])
        seen += kinds(events)
    return s, seen


def test_agora_age_one_structure_is_laid_out_before_the_wonder_draft() -> None:
    # duel.md A-3 step 3 (seed: "Chuẩn bị cấu trúc thẻ cho Thời đại I" among the setup
    # steps, before the wonders are shuffled and drafted; BGA shows the Age I draftpool during
    # an expansion's draft): the Age I cards are on the table while the wonders are drafted
    for seed in range(4):
        s = RULES.new_game(2, seed, AGORA)
        assert top(s).kind == Kind.DRAFT and len(s.draft_offer) == 4  # type: ignore[union-attr]
        assert s.age == 1 and len(s.slots) == 25
        view = RULES.view(s, None)
        shown = [v.card for v in view.slots if v.card is not None]
        assert len(shown) == 3 + 5 + 7  # rows 1, 3 and 5 face up, as printed
        assert {v.back for v in view.slots if v.card is None} <= {"age1", "senator"}
        assert all(v.cost is None for v in view.slots)  # nobody is buying during the draft
        dealt = list(s.slots)
        # the draft does not deal again: the structure seen while drafting is the one played
        after, events = _draft_to_the_end(seed, AGORA)
        assert after.slots == dealt and after.age == 1
        assert "age" in events and top(after).seat == after.first  # type: ignore[union-attr]
        senators = [c for c in after.slots if c and catalog().cards[c].deck == "senator"]
        assert len(senators) == 5


def test_base_game_age_one_is_still_dealt_after_the_draft() -> None:
    # base duel.md §2: the wonder draft (step 5) comes before preparing Age I (step 6)
    s = RULES.new_game(2, 3, {})
    assert s.age == 0 and s.slots == []
    after, events = _draft_to_the_end(3, {})
    assert after.age == 1 and len(after.slots) == 20 and "age" in events
