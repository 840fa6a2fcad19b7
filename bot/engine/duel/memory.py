"""What each seat has seen of the secrets and still knows (Agora): the bots' memory.

A view shows the present; a few secrets were seen once and stay known to one seat only: the
conspiracy it put back into the deck (and where), and the removed Age cards Treason showed.
`determinize` keeps them where that seat saw them go.
"""

from __future__ import annotations

from bot.engine.duel.state import DuelState


def _deck_models(s: DuelState) -> list[list[str | None]]:
    """Each seat's picture of the conspiracy deck, top first (None: a card it never saw)."""
    if not s.deck_known:
        s.deck_known = [[None] * len(s.conspiracy_deck) for _ in (0, 1)]
    return s.deck_known


def drawn(s: DuelState, n: int) -> None:
    """The top `n` cards left the deck (call before they are removed from it)."""
    for model in _deck_models(s):
        del model[:n]


def returned(s: DuelState, seat: int, cid: str, where: str) -> None:
    """`seat` put `cid` back on top or at the bottom: it knows where; the other seat does not
    know which card (call before it is put back)."""
    for who, model in enumerate(_deck_models(s)):
        known = cid if who == seat else None
        if where == "top":
            model.insert(0, known)
        else:
            model.append(known)


def saw_removed(s: DuelState, seat: int, cards: list[str]) -> None:
    """Treason showed `seat` the cards set aside so far."""
    if not s.removed_seen:
        s.removed_seen = [[], []]
    s.removed_seen[seat] = sorted(set(s.removed_seen[seat]) | set(cards))
