"""Why a knight move, or a settlement on a knight's spot, is refused (rules reference §21).

Each function names the first rule the move breaks, as a phrase (`catan.why.*`), or returns None
when only the cost (or nothing it knows of) stands in the way; speech.why_illegal says the rest."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.board import parse_id
from bot.engine.catan.queries import CAT, NV, B
from bot.engine.catan.state import NONE, CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision
from bot.engine.words import Name, Phrase, phrase

KNIGHT_MOVES = frozenset({"knight", "activate", "promote", "kmove", "chase"})
LEVEL = {1: "basic", 2: "strong", 3: "mighty"}


def _vertex(a: Action) -> tuple[str, int | None]:
    arg = a.args[0] if a.args else ""
    return arg, parse_id(arg, "v", NV)


def _supply(level: int) -> Phrase:
    per = CAT.raw["ck"]["knights_per_level"]
    return phrase("catan.why.knight_supply", level=Name(LEVEL[level]), n=per)


def settle_on_knight(s: CatanState, seat: int, v: int, arg: str) -> Phrase | None:
    """§21.3: no settlement where a knight stands, not even its owner's."""
    k = s.knights[v] if s.ck else None
    if k is None:
        return None
    if k[0] == seat:
        return phrase("catan.why.own_knight_on_spot", spot=arg)
    return phrase("catan.why.knight_on_spot", spot=arg)


def knight_move(s: CatanState, seat: int, a: Action) -> Phrase | None:
    """Recruit, activate, promote, move (or displace) and chase the robber (§21.2, §21.4)."""
    if not s.ck:
        return phrase("catan.why.no_knights")
    arg, v = _vertex(a)
    if v is None:
        return phrase("catan.why.no_corner", spot=arg)
    k = s.knights[v]
    if a.kind == "knight":
        return _supply(1) if q.free_knights(s, seat, 1) <= 0 else _spot(s, seat, v, arg)
    if k is None:
        return phrase("catan.why.no_knight", spot=arg)
    if k[0] != seat:
        return phrase("catan.why.not_your_knight", spot=arg)
    if a.kind == "activate":
        return phrase("catan.why.already_active", spot=arg) if k[2] else None
    if a.kind == "promote":
        return _promotion(s, seat, k, arg)
    if a.kind == "chase" and not s.robber_active:
        return phrase("catan.why.robber_locked")
    if not k[2]:
        return phrase("catan.why.knight_inactive", spot=arg)
    if not k[3]:  # [D-11]: active at the start of the turn and not acted since
        return phrase("catan.why.knight_not_ready", spot=arg)
    if a.kind == "kmove" and not q.knight_targets(s, v):
        return phrase("catan.why.knight_stuck", spot=arg)
    if a.kind == "chase" and s.robber not in B.vertex_hexes[v]:
        return phrase("catan.why.robber_not_near", spot=arg)
    return None


def _spot(s: CatanState, seat: int, v: int, arg: str) -> Phrase | None:
    """§21.2 placement: an empty intersection at the end of one of your roads."""
    if s.knights[v] is not None:
        return phrase("catan.why.knight_there", spot=arg)
    if s.vowner[v] != NONE:
        return phrase("catan.why.building_on", spot=arg)
    if not q.touches_own_road(s, seat, v):
        return phrase("catan.why.not_road_end", spot=arg)
    return None


def _promotion(s: CatanState, seat: int, k: list[int], arg: str) -> Phrase | None:
    if k[1] >= 3:
        return phrase("catan.why.already_mighty", spot=arg)
    if k[4]:
        return phrase("catan.why.promoted_this_turn", spot=arg)
    if k[1] == 2 and s.levels[seat][1] < CAT.raw["ck"]["mighty_requires_politics"]:
        return phrase("catan.why.needs_fortress")
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


def knight_choice(s: CatanState, seat: int, d: Decision, a: Action) -> Phrase | None:
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
        return phrase("catan.why.relocate")
    if d.kind == Step.INTRIGUE:
        if k is None or k[0] == seat:
            return phrase("catan.why.no_other_knight", spot=arg)
        return phrase("catan.why.knight_off_roads", spot=arg)
    src = int(d.data["from"])  # Step.KNIGHT_DEST: where the moving knight stands
    mine = s.knights[src]
    if v == src:
        return phrase("catan.why.already_there", spot=arg)
    if s.vowner[v] != NONE:
        return phrase("catan.why.building_on", spot=arg)
    if k is not None and k[0] == seat:
        return phrase("catan.why.own_knight_there", spot=arg)
    if k is not None and mine is not None and v in q.reachable(s, seat, src)[1]:
        return phrase("catan.why.not_weaker", spot=arg)
    return phrase("catan.why.unreachable", spot=arg)
