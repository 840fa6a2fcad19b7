"""The order of play: setup and wonder draft, turns, play again, Ages and the final count."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.engine.duel import structure
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Ctx, Kind, Reason, receive_wonder
from bot.engine.duel.scoring import civilian_winners
from bot.engine.duel.state import DuelState, PlayerState, decision
from bot.engine.rng import rng, shuffled

if TYPE_CHECKING:
    from bot.engine.duel.expansions import Expansion


def new_state(seed: int, options: dict[str, Any], expansion: Expansion) -> DuelState:
    """Coins, progress tokens, military tokens and the first draft offer; Player A at random;
    then the expansion's own setup (`Expansion.setup`: Agora's Senate, decrees and
    conspiracy deck), whose events nobody is shown."""
    cat = catalog()
    coins = cat.constants["starting_coins"]
    s = DuelState(
        seed=seed,
        rng_counter=0,
        options=dict(options),
        first=0,
        players=[PlayerState(coins), PlayerState(coins)],
    )
    s.first = rng(s).randrange(2)
    variant = structure.variant(s)
    tokens = shuffled(s, cat.tokens_of(variant))
    on_board = cat.constants["progress_tokens_on_board"]
    s.board_tokens, s.box_tokens = tokens[:on_board], sorted(tokens[on_board:])
    s.military_tokens = [f"{slot}_{seat}" for seat in (0, 1) for slot in ("small", "large")]
    wonders = shuffled(s, cat.wonders_of(variant))
    s.draft_offer, s.wonder_box = wonders[:4], wonders[4:]
    if expansion.setup:
        ctx = Ctx(s, expansion)
        for hook in expansion.setup:
            hook(ctx)
    s.stack.append(decision(drafter(s), Kind.DRAFT, {}))
    return s


def drafter(s: DuelState) -> int:
    """Who picks next: A, B, B, A then B, A, A, B (A = the first player)."""
    p0, p1 = s.players
    picked = len(p0.wonders) + len(p1.wonders)
    rounds = catalog().draft_rounds
    size = len(rounds[0])
    letter = rounds[picked // size][picked % size]
    return s.first if letter == "A" else s.other(s.first)


def draft_pick(ctx: Ctx, seat: int, wid: str) -> None:
    s = ctx.s
    s.draft_offer.remove(wid)
    receive_wonder(ctx, seat, wid)
    if len(s.draft_offer) == 1:  # the last wonder of a round goes to the next in order
        receive_wonder(ctx, drafter(s), s.draft_offer.pop())
    p0, p1 = s.players
    if len(p0.wonders) + len(p1.wonders) >= catalog().constants["wonders_drafted"]:
        ctx.emit("draft_done")
        if s.age:  # Agora lays out the Age I structure during setup (rules A-3)
            announce_age(ctx)
        else:
            prepare_age(ctx, 1)
        start_turn(ctx, s.first)
        return
    if not s.draft_offer:
        s.draft_offer, s.wonder_box = s.wonder_box[:4], s.wonder_box[4:]
        ctx.emit("draft_offer", wonders=list(s.draft_offer))
    s.stack.append(decision(drafter(s), Kind.DRAFT, {}))


def prepare_age(ctx: Ctx, age: int) -> None:
    """Shuffle the Age deck, set 3 cards aside unseen (Age III: add 3 random guilds), deal;
    the expansion's cards for the Age (`Expansion.age_cards`: Agora's Senators) are
    shuffled in after the removal."""
    s = ctx.s
    cat = catalog()
    deck = shuffled(s, cat.deck(f"age{age}"))
    out = cat.constants["age_cards_removed_per_age"]
    s.removed.append(sorted(deck[-out:]))
    deck = deck[:-out]
    if age == 3:
        guilds = shuffled(s, cat.deck("guild"))
        keep = cat.constants["guilds_per_game"]
        s.unused_guilds = sorted(guilds[keep:])
        deck = shuffled(s, deck + guilds[:keep])
    extra = [c for hook in ctx.expansion.age_cards for c in hook(s, age)]
    if extra:
        deck = shuffled(s, deck + extra)
    s.age = age
    structure.deal(s, deck)
    announce_age(ctx)


def announce_age(ctx: Ctx) -> None:
    """The Age begins: its structure is on the table with these cards face up."""
    s = ctx.s
    shown = [c for c, up in zip(s.slots, s.face_up, strict=True) if up]
    ctx.emit("age", age=s.age, shown=shown)


TURN = Kind.TURN


def start_turn(ctx: Ctx, seat: int) -> None:
    ctx.s.active = seat
    ctx.s.extra_turn = False
    ctx.s.stack.append(decision(seat, Kind.TURN, {}))


def chooser(s: DuelState) -> int:
    """The weaker military (the side the pawn is on) or, at the centre, who took the last card."""
    if s.pawn > 0:
        return 1
    if s.pawn < 0:
        return 0
    return s.active


def end_turn(ctx: Ctx) -> None:
    """Reveal uncovered cards, then play again, pass the turn, or end the Age."""
    s = ctx.s
    shown = structure.reveal_accessible(s)
    if shown:
        ctx.emit("reveal", cards=[c for _, c in shown])
    slots = s.slots
    if slots.count(None) == len(slots):  # `structure.empty`, inlined
        end_age(ctx)
        return
    nxt = s.active
    if s.extra_turn:
        ctx.emit("play_again", seat=nxt)
    else:
        nxt = 1 - nxt
    # `start_turn`, inlined
    s.active = nxt
    s.extra_turn = False
    s.stack.append(decision(nxt, TURN, {}))


def end_age(ctx: Ctx) -> None:
    s = ctx.s
    ctx.emit("age_end", age=s.age)
    if s.age >= 3:
        s.result = {"winners": civilian_winners(s), "reason": str(Reason.CIVILIAN)}
        ctx.emit("game_end", winners=s.result["winners"])
        return
    who = chooser(s)
    prepare_age(ctx, s.age + 1)
    s.stack.append(decision(who, Kind.STARTER, {}))
