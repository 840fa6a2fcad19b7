"""The card row (tta.md §5, A-D5, rules 5-6 and 43/45 of Part B): costs, clearing, dealing."""

from __future__ import annotations

from bot.engine.tta.cards import Kind, catalogue, tables
from bot.engine.tta.context import Ctx
from bot.engine.tta.decks import start_age
from bot.engine.tta.ratings import fx, leader_fx
from bot.engine.tta.state import TtaState
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()
SLOTS = 13


def take_cost(s: TtaState, slot: int) -> int:
    """Civil actions to take the card in this slot (0-based): slot cost plus modifiers."""
    cid = s.row[slot]
    assert cid is not None
    c = CARDS[cid]
    civ = s.civ
    cost = tables().row_cost[slot]
    if c.kind is Kind.WONDER:
        if not leader_fx(civ, "no_wonder_surcharge"):
            cost += len(civ.wonders)
        if "taj_discount" in c.fx and civ.has("leader_replaced"):
            cost -= int(c.fx["taj_discount"])
    elif c.kind is Kind.LEADER:
        cost -= leader_fx(civ, "leader_take_discount")
    return max(0, cost)


def hand_limit(s: TtaState, ca_total: int) -> int:
    """Civil cards you may hold when taking: your civil-action total (+1 Library of Alexandria)."""
    return ca_total + fx(s.civ, "hand_limits")


def in_play_or_hand(s: TtaState, cid: str) -> bool:
    civ = s.civ
    return (
        cid in civ.hand or cid in civ.techs or cid == civ.government or cid in civ.specials.values()
    )


def take_refusal(s: TtaState, slot: int, ca_total: int) -> Phrase | None:
    """Why the card in this slot may not be taken (apart from its action cost), or None."""
    cid = s.row[slot]
    if cid is None:
        return phrase("tta.why.slot_empty", slot=slot + 1)
    c = CARDS[cid]
    civ = s.civ
    if c.kind is Kind.WONDER:
        if civ.wonder is not None:
            return phrase("tta.why.wonder_unfinished", card=Name(civ.wonder))
        return None
    if len(civ.hand) >= hand_limit(s, ca_total):
        return phrase("tta.why.hand_full", n=hand_limit(s, ca_total))
    if c.kind is Kind.LEADER and c.age in civ.leader_ages:
        return phrase("tta.why.leader_age_taken", age=c.age_name)
    if c.is_tech and in_play_or_hand(s, cid):
        return phrase("tta.why.have_tech", card=Name(cid))
    return None


def deal(ctx: Ctx, *, player_turn: bool = True) -> None:
    """Fill empty slots from the left with the current civil deck; a deck that runs out starts
    the next age at once and dealing continues from the new deck (§4.1-4.2)."""
    s = ctx.s
    for i in range(SLOTS):
        if s.row[i] is None:
            if not s.civil_deck:
                break
            deal_slot(ctx, i, player_turn=player_turn)
    if s.age == 0:  # the first replenishment ends Age A even with cards left (§4.1)
        leftover = len(s.civil_deck)
        s.civil_deck = []
        ctx.emit("age_a_leftover", n=leftover)
        start_age(ctx, 1, player_turn=player_turn)
        deal(ctx, player_turn=player_turn)


def deal_slot(ctx: Ctx, i: int, *, player_turn: bool = True) -> None:
    """Deal one card into the empty slot i (0-based), if the deck has one."""
    s = ctx.s
    if not s.civil_deck:
        return
    s.row[i] = s.civil_deck.pop()
    if not s.civil_deck and s.age <= 3:
        start_age(ctx, s.age + 1, player_turn=player_turn)
    _ban_leader(ctx, i, player_turn)


def _ban_leader(ctx: Ctx, i: int, player_turn: bool) -> None:
    """Optional rule 43: once banned, a current-age leader dealt to the row is replaced."""
    s = ctx.s
    cid = s.row[i]
    while (
        cid is not None
        and s.age in s.leaders_banned
        and CARDS[cid].kind is Kind.LEADER
        and CARDS[cid].age == s.age
        and s.civil_deck
    ):
        ctx.emit("leader_banned", card=cid, slot=i + 1)
        s.row[i] = cid = s.civil_deck.pop()
        if not s.civil_deck and s.age <= 3:
            start_age(ctx, s.age + 1, player_turn=player_turn)
    if (
        cid is not None
        and s.age in s.leaders_banned
        and CARDS[cid].kind is Kind.LEADER
        and CARDS[cid].age == s.age
    ):
        s.row[i] = None
        ctx.emit("leader_banned", card=cid, slot=i + 1)


def clear_left(ctx: Ctx, n: int) -> list[str]:
    """Discard the cards of slots 1..n (present ones), then slide the rest left."""
    s = ctx.s
    gone = [c for c in s.row[:n] if c is not None]
    rest = [c for c in s.row[n:] if c is not None]
    s.row = rest + [None] * (SLOTS - len(rest))
    return gone


def slide(s: TtaState) -> None:
    rest = [c for c in s.row if c is not None]
    s.row = rest + [None] * (SLOTS - len(rest))


def remove_slots(ctx: Ctx, slots: list[int], why: str) -> list[str]:
    """Remove the cards in these 1-based slots (empty slots lose nothing)."""
    s = ctx.s
    gone = []
    for slot in sorted(set(slots)):
        cid = s.row[slot - 1]
        if cid is not None:
            gone.append(cid)
            s.row[slot - 1] = None
    if gone:
        ctx.emit("row_removed", cards=gone, slots=sorted(set(slots)), why=why)
    return gone


def remove_rightmost(ctx: Ctx, n: int) -> list[str]:
    """A-D18: remove the n rightmost cards present, no slide, no refill."""
    s = ctx.s
    gone: list[str] = []
    for i in range(SLOTS - 1, -1, -1):
        if len(gone) == n:
            break
        if s.row[i] is not None:
            gone.append(s.row[i] or "")
            s.row[i] = None
    return gone
