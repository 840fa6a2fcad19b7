"""Whether a move showed anyone something new: the test that decides if a move may be undone.

The engine is deterministic, so a move's visible outcome for a viewer is a function of the
state before it. Replay the same move on copies of that state whose secrets (and random seed)
were scrambled for that viewer (`Rules.scramble_secrets`): if the viewer's view or visible
events afterwards differ from the real ones, the outcome depended on something the viewer did
not know (a die, a card drawn or turned over, another seat's hand), so the move revealed it.
"""

from __future__ import annotations

from typing import Any

from bot.engine.core import Action, AnyRules, Event, State
from bot.engine.rng import derive_seed

# Scrambles per viewer. The mover, who would profit from taking a move back, gets more: a
# deck of many alike cards (Catan's knights) can give the same draw by chance a few times.
MOVER_TRIES = 12
TRIES = 3


def _seen(rules: AnyRules, s: State, viewer: int | None, events: list[Event]) -> tuple[Any, ...]:
    """What one viewer sees after a move: the view, and the move's events it may know."""
    told = tuple((e.kind, repr(sorted(e.data.items()))) for e in events if e.visible(viewer))
    return rules.view(s, viewer), told


def _scrambled(rules: AnyRules, s: State, viewer: int | None, seed: int) -> State:
    """The game's scramble for `viewer`, with a fresh random seed even where it keeps one."""
    alt = rules.scramble_secrets(s, viewer, seed)
    if hasattr(alt, "seed") and hasattr(alt, "rng_counter"):
        alt.seed = seed % (1 << 40)
        alt.rng_counter = seed % 1009
    return alt


def reveals(
    rules: AnyRules,
    s: State,
    seat: int,
    action: Action,
    players: int,
    *,
    tries: int = TRIES,
    mover_tries: int = MOVER_TRIES,
    salt: int = 0,
    viewers: tuple[int | None, ...] | None = None,
) -> bool:
    """True when `seat` playing `action` in `s` shows some seat (or the public) something it
    could not have known before; `s` is left untouched.

    For the mover, a scrambled copy on which the move is not even legal counts as revealing
    (its outcome hangs on a secret). For another viewer, such copies are skipped: they only
    say the move is evidence about the mover's own hidden cards, which undoing cannot hide.
    `viewers` limits the test to those who matter (the only person at a table of bots).
    """
    real = rules.copy(s)
    events = rules.apply(real, seat, action)
    everyone = (seat, *(v for v in range(players) if v != seat), None)
    for viewer in everyone if viewers is None else viewers:
        seen = _seen(rules, real, viewer, events)
        tested = 0
        for k in range(mover_tries if viewer == seat else tries):
            alt = _scrambled(rules, s, viewer, derive_seed(salt, k, f"reveal:{viewer}"))
            if action not in rules.legal_actions(alt, seat):
                continue
            tested += 1
            alt_events = rules.apply(alt, seat, action)
            if _seen(rules, alt, viewer, alt_events) != seen:
                return True
        if viewer == seat and not tested:
            return True
    return False
