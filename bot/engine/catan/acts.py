"""One shared Action object per move, so listing the legal moves builds no new Action.

An Action is frozen: nothing can change it once made, so handing the same object to every
caller is exactly as good as a fresh one (it compares, hashes and prints the same). Making
one checks every part against the token grammar, which cost more than the rest of
`legal_actions` together; here that check runs once per distinct move. Catan's moves are a
finite set (kinds, ids of vertices, edges and hexes, card ids, seat numbers), so the table
stays small. A dict read or write is atomic under the GIL: two threads at worst both make the
same Action and one of them is kept, which is harmless.
"""

from __future__ import annotations

from functools import cache

from bot.engine.catan.data import KINDS
from bot.engine.core import Action

_MADE: dict[tuple[str, tuple[str, ...]], Action] = {}


def act(kind: str, args: tuple[str, ...] = ()) -> Action:
    """The Action `Action(kind, args)`, made once and shared."""
    key = (kind, args)
    made = _MADE.get(key)
    if made is None:
        made = _MADE[key] = Action(kind, args)
    return made


# moves with no argument that menus list at nearly every step
ROLL, END, CANCEL = act("roll"), act("end"), act("cancel")
ACCEPT, DECLINE, COUNTER = act("accept"), act("decline"), act("counter")


@cache
def per_kind(kind: str) -> tuple[Action, ...]:
    """`act(kind, (name,))` for every card kind, indexed like `data.KINDS`."""
    return tuple(act(kind, (name,)) for name in KINDS)
