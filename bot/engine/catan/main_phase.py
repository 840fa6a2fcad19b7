"""The turn's two menus: before the roll (roll, or play a card that must come first) and the
action phase. Building and buying are here; cards, trades, knights and city improvements
offer and play their own moves from their modules."""

from __future__ import annotations

from bot.engine.catan import queries as q
from bot.engine.catan.acts import END, ROLL, act
from bot.engine.catan.board import vid
from bot.engine.catan.cards import play_card, playable_cards
from bot.engine.catan.data import TRACKS
from bot.engine.catan.hands import drop_progress, pay, private
from bot.engine.catan.improvements import improve
from bot.engine.catan.knights import KNIGHT_ACTIONS, knight_action
from bot.engine.catan.pieces import edge_arg, place_city, place_road, place_settlement, vertex_arg
from bot.engine.catan.placement import building_moves
from bot.engine.catan.queries import B
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import DecisionKind, Events, Step
from bot.engine.catan.trade import trade_action, trade_actions
from bot.engine.catan.turn import end_turn, roll
from bot.engine.core import Action, Decision, Event

# -- before the roll -----------------------------------------------------------------------


def _pre_roll_legal(s: CatanState, d: Decision) -> list[Action]:
    out = [ROLL]
    out += [act("play", (c,)) for c in playable_cards(s, d.seat, before_roll=True)]
    return out


def _pre_roll(s: CatanState, d: Decision, a: Action) -> Events:
    if a.kind == "roll":
        return roll(s)
    return play_card(s, d.seat, a.args[0])


def _pre_roll_public(s: CatanState, seat: int) -> bool:
    """Rolling reveals nothing, but a card playable before the roll would show the hand."""
    return not (s.progress[seat] if s.ck else s.dev_hand[seat])


# -- the action phase ----------------------------------------------------------------------


def build_actions(s: CatanState, p: int) -> list[Action]:
    hand = s.hands[p]
    out: list[Action] = []
    spots = building_moves(s, p)
    roads, setts, _cities = spots.pieces_left
    if roads > 0 and q.can_pay(hand, q.cost("road")):
        out += spots.roads(s)
    if setts > 0 and q.can_pay(hand, q.cost("settlement")):
        out += spots.settlements(s)
    if q.can_pay(hand, q.cost("city")):
        out += spots.cities(s)
    if not s.ck:
        if s.dev_deck and q.can_pay(hand, q.cost("development_card")):
            out.append(act("buy", ("dev",)))
        return out
    if q.can_pay(hand, q.cost("wall")):
        out += [act("wall", (vid(v),)) for v in q.wall_spots(s, p)]
    if q.free_knights(s, p, 1) > 0 and q.can_pay(hand, q.cost("knight")):
        out += spots.knights(s)
    can_activate = q.can_pay(hand, q.cost("activate"))
    for v in q.knights_of(s, p):
        k = s.knights[v]
        assert k is not None
        if can_activate and not k[2]:
            out.append(act("activate", (vid(v),)))
        if q.can_promote(s, v):
            out.append(act("promote", (vid(v),)))
        if k[3] and k[2]:
            if q.knight_targets(s, v):
                out.append(act("kmove", (vid(v),)))
            if s.robber_active and s.robber in B.vertex_hexes[v]:
                out.append(act("chase", (vid(v),)))
    out += [act("improve", (TRACKS[t],)) for t in range(3) if q.can_improve(s, p, t)]
    return out


def _main_legal(s: CatanState, d: Decision) -> list[Action]:
    p = d.seat
    out: list[Action] = []
    over = s.ck and len(s.progress[p]) > q.progress_limit()
    if over:
        out += [act("drop", (c,)) for c in sorted(set(s.progress[p]))]
    else:
        out.append(END)
    out += build_actions(s, p)
    out += [act("play", (c,)) for c in playable_cards(s, p)]
    out += trade_actions(s, p)
    return out


def _main(s: CatanState, d: Decision, a: Action) -> Events:
    p = d.seat
    kind = a.kind
    if kind == "end":
        return end_turn(s)
    if kind == "road":
        pay(s, p, q.cost("road"))
        return place_road(s, p, edge_arg(a))
    if kind == "settle":
        pay(s, p, q.cost("settlement"))
        return place_settlement(s, p, vertex_arg(a))
    if kind == "city":
        pay(s, p, q.cost("city"))
        return place_city(s, p, vertex_arg(a))
    if kind == "buy":
        pay(s, p, q.cost("development_card"))
        card = s.dev_deck.pop(0)
        s.dev_new[p].append(card)
        return [Event("buy_dev", {"seat": p}), private(p, "drew_dev", seat=p, card=card)]
    if kind == "drop":
        return drop_progress(s, p, a.args[0])
    if kind == "play":
        return play_card(s, p, a.args[0])
    if kind == "wall":
        pay(s, p, q.cost("wall"))
        v = vertex_arg(a)
        s.walls[v] = 1
        return [Event("wall", {"seat": p, "vertex": v})]
    if kind in KNIGHT_ACTIONS:
        return knight_action(s, p, a)
    if kind == "improve":
        return improve(s, p, TRACKS.index(a.args[0]))
    return trade_action(s, p, a)


DECISIONS: dict[Step, DecisionKind] = {
    Step.PRE_ROLL: DecisionKind(_pre_roll_legal, _pre_roll, public=_pre_roll_public),
    Step.MAIN: DecisionKind(_main_legal, _main),
}
