"""Why a knight move, or a settlement on a knight's spot, is refused (rules reference §21).

Each function names the first rule the move breaks, or returns None when only the cost (or
nothing it knows of) stands in the way; text.why_illegal says the rest."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.board import parse_id
from bot.engine.catan.queries import CAT, NV, B
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision

KNIGHT_MOVES = frozenset({"knight", "activate", "promote", "kmove", "chase"})
LEVEL = {1: "basic", 2: "strong", 3: "mighty"}


def _vertex(a: Action) -> tuple[str, int | None]:
    arg = a.args[0] if a.args else ""
    return arg, parse_id(arg, "v", NV)


def _supply(level: int) -> str:
    per = CAT.raw["ck"]["knights_per_level"]
    return f"You have no {LEVEL[level]} knight left in your supply ({per} per level)."


def settle_on_knight(s: CatanState, seat: int, v: int, arg: str) -> str | None:
    """§21.3: no settlement where a knight stands, not even its owner's."""
    k = s.knights[v] if s.ck else None
    if k is None:
        return None
    if k[0] == seat:
        return f"Your knight stands on {arg}: move it away before you build a settlement there."
    return f"{arg} is taken by a knight: no settlement may be built there."


def knight_move(s: CatanState, seat: int, a: Action) -> str | None:
    """Recruit, activate, promote, move (or displace) and chase the robber (§21.2, §21.4)."""
    if not s.ck:
        return "Knights are part of Cities & Knights, not used in this game."
    arg, v = _vertex(a)
    if v is None:
        return f"`{arg}` is not an intersection on this board."
    k = s.knights[v]
    if a.kind == "knight":
        return _supply(1) if q.free_knights(s, seat, 1) <= 0 else _spot(s, seat, v, arg)
    if k is None:
        return f"You have no knight on {arg}."
    if k[0] != seat:
        return f"The knight on {arg} is not yours."
    if a.kind == "activate":
        return f"Your knight on {arg} is already active." if k[2] else None
    if a.kind == "promote":
        return _promotion(s, seat, k, arg)
    if a.kind == "chase" and not s.robber_active:
        return "The robber cannot be chased before the first barbarian attack."
    if not k[2]:
        return f"Your knight on {arg} is inactive: activate it (1 grain), and it may act next turn."
    if not k[3]:  # [D-11]: active at the start of the turn and not acted since
        return (
            f"Your knight on {arg} was not active at the start of this turn, or has already "
            "acted: it may act next turn."
        )
    if a.kind == "kmove" and not q.knight_targets(s, v):
        return (
            f"Your knight on {arg} has nowhere to go: no free spot or weaker knight along "
            "your roads."
        )
    if a.kind == "chase" and s.robber not in B.vertex_hexes[v]:
        return f"The robber is not on a hex next to {arg}."
    return None


def _spot(s: CatanState, seat: int, v: int, arg: str) -> str | None:
    """§21.2 placement: an empty intersection at the end of one of your roads."""
    if s.knights[v] is not None:
        return f"There is already a knight on {arg}."
    if s.vowner[v] != NONE:
        return f"There is a building on {arg}."
    if not q.touches_own_road(s, seat, v):
        return f"{arg} is not at the end of one of your roads."
    return None


def _promotion(s: CatanState, seat: int, k: list[int], arg: str) -> str | None:
    if k[1] >= 3:
        return f"Your knight on {arg} is already mighty."
    if k[4]:
        return f"Your knight on {arg} was already promoted this turn."
    if k[1] == 2 and s.levels[seat][1] < CAT.raw["ck"]["mighty_requires_politics"]:
        return "A strong knight needs the Fortress (Politics level 3) to become mighty."
    if q.free_knights(s, seat, k[1] + 1) <= 0:
        return _supply(k[1] + 1)
    return None


KNIGHT_CHOICES = {
    (Step.KNIGHT_DEST, "to"),
    (Step.RELOCATE, "to"),
    (Step.INTRIGUE, "displace"),
    (Step.SMITH, "promote"),
    (Step.DESERTER_PLACE, "knight"),
}


def knight_choice(s: CatanState, seat: int, d: Decision, a: Action) -> str | None:
    """A refused spot or knight in a pending choice: moving, displacing (§21.4), relocating,
    the Intrigue, the Smith (free promotions) and the Deserter (a free knight, [D-15])."""
    arg, v = _vertex(a)
    if v is None or (d.kind, a.kind) not in KNIGHT_CHOICES:
        return None
    k = s.knights[v]
    if d.kind == Step.SMITH:
        return knight_move(s, seat, a)
    if d.kind == Step.DESERTER_PLACE:
        return _spot(s, seat, v, arg)
    if d.kind == Step.RELOCATE:
        return "Your displaced knight must go to a free spot it can reach along your roads."
    if d.kind == Step.INTRIGUE:
        if k is None or k[0] == seat:
            return f"There is no other player's knight on {arg}."
        return f"The knight on {arg} is not on one of your roads."
    src = int(d.data["from"])  # Step.KNIGHT_DEST: where the moving knight stands
    mine = s.knights[src]
    if v == src:
        return f"Your knight is already on {arg}."
    if s.vowner[v] != NONE:
        return f"There is a building on {arg}."
    if k is not None and k[0] == seat:
        return f"Your own knight stands on {arg}."
    if k is not None and mine is not None and v in q.reachable(s, seat, src)[1]:
        return (
            f"The knight on {arg} is not weaker than yours: only a weaker knight can be displaced."
        )
    return (
        f"Your knight cannot reach {arg} along your roads without passing another player's piece."
    )
