"""Part A, the dummy player (tta-solo-variants.md A-1 to A-5, decisions A-D1 to A-D22)."""

from __future__ import annotations

from bot.engine.core import Decision
from bot.engine.tta.attacks import lose_war, start_defense, win_war
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.context import Ctx
from bot.engine.tta.decisions import task
from bot.engine.tta.events import reveal
from bot.engine.tta.row import remove_rightmost
from bot.engine.tta.state import Dummy, TtaState
from bot.engine.tta.state import task as auto

CARDS = catalogue()
CUBES = ("blue", "yellow", "white")


def new_dummy(ctx: Ctx) -> Dummy:
    """A-1.2, A-D3: nine cubes in a random row; NS starting values."""
    return Dummy(cubes=ctx.shuffle([c for c in CUBES for _ in range(3)]))


def _top(ctx: Ctx, kind: str) -> str | None:
    """A-D7: reveal the top card of a dummy deck, reshuffling its own discards if empty."""
    d = ctx.s.dummy
    assert d is not None
    deck = d.decks.get(kind, [])
    if not deck and d.discards.get(kind):
        deck = ctx.shuffle(d.discards[kind])
        d.discards[kind] = []
        d.decks[kind] = deck
    return deck.pop() if deck else None


@task("dummy_turn")
def _dummy_turn(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    if s.round == 1:
        return
    ctx.emit("dummy_turn", round=s.round)
    if s.round == 2:  # A-4, A-D19: only the cube action in round 2
        ctx.push(auto("dummy_cube"))
        return
    ctx.push(
        auto("dummy_war"),
        auto("dummy_tactic"),
        auto("dummy_politics"),
        auto("dummy_cube"),
        auto("dummy_end"),
    )


@task("dummy_war")
def _dummy_war(ctx: Ctx, _: Decision) -> None:
    """A-4.1: the dummy's war resolves; only the player gains or loses (A-D11)."""
    d = ctx.s.dummy
    assert d is not None
    if d.war is None:
        return
    cid = d.war
    d.war = None
    d.discards.setdefault("attacks", []).append(cid)
    mine = ctx.ratings().strength
    ctx.emit("war_result", card=cid, target="player", mine=mine, theirs=d.strength)
    if d.strength > mine:
        lose_war(ctx, CARDS[cid], d.strength - mine)
    elif mine > d.strength:
        win_war(ctx, CARDS[cid], mine - d.strength)


@task("dummy_tactic")
def _dummy_tactic(ctx: Ctx, _: Decision) -> None:
    d = ctx.s.dummy
    assert d is not None
    if d.tactic and d.tactic_own:
        d.tactic_own = False
        if d.tactic not in ctx.s.common_tactics:
            ctx.s.common_tactics.append(d.tactic)


def threshold(s: TtaState) -> int:
    """A-D8: 'higher by at least 2 x the current age'."""
    return 2 * s.age


@task("dummy_politics")
def _dummy_politics(ctx: Ctx, _: Decision) -> None:
    """A-4.3 in the order of A-D8: weaker -> tactics; much stronger -> attack; else event."""
    s = ctx.s
    d = s.dummy
    assert d is not None
    mine = ctx.ratings().strength
    if d.strength < mine:
        cid = _top(ctx, "tactics")
        if cid is None:
            return
        c = CARDS[cid]
        if c.kind is Kind.TACTIC and c.bonus > d.tactic_value:
            gain = c.bonus - d.tactic_value
            d.strength += gain
            d.tactic, d.tactic_value, d.tactic_own = cid, c.bonus, True
            ctx.emit("dummy_tactic", card=cid, strength=gain)
        else:
            d.discards.setdefault("tactics", []).append(cid)
            ctx.emit("dummy_discard", card=cid)
        return
    if d.strength - mine >= threshold(s):
        cid = _top(ctx, "attacks")
        if cid is not None:
            c = CARDS[cid]
            if c.kind is Kind.WAR:
                if s.last_round and s.round >= s.last_round:  # A-D12: no war in the last round
                    d.discards.setdefault("attacks", []).append(cid)
                    ctx.emit("dummy_discard", card=cid)
                else:
                    d.war = cid
                    ctx.emit("war_declared", card=cid, target="player", by="dummy")
            else:
                d.discards.setdefault("attacks", []).append(cid)
                ctx.emit("aggression", card=cid, target="player", by="dummy")
                start_defense(ctx, cid, d.strength, "dummy")
            return
    cid = _top(ctx, "events")
    if cid is None:
        return
    s.future_events.append(cid)
    d.culture += CARDS[cid].age
    ctx.emit("dummy_prepare", age=CARDS[cid].age)
    reveal(ctx, "dummy")


@task("dummy_cube")
def _dummy_cube(ctx: Ctx, _: Decision) -> None:
    """A-4.4: act on the leftmost cube, then move it to the right end."""
    s = ctx.s
    d = s.dummy
    assert d is not None
    cube = d.cubes.pop(0)
    d.cubes.append(cube)
    n = s.age
    if cube == "yellow":
        d.culture_rate += n
    elif cube == "blue":
        d.science_rate += n
    else:
        gone = remove_rightmost(ctx, n)
        ctx.emit("row_removed", cards=gone, slots=[], why="dummy")
    ctx.emit("dummy_cube", cube=cube, n=n)


@task("dummy_end")
def _dummy_end(ctx: Ctx, _: Decision) -> None:
    """A-4.5, A-D17: score the rates; every 10 science becomes strength (x age)."""
    s = ctx.s
    d = s.dummy
    assert d is not None
    d.culture += d.culture_rate
    d.science += d.science_rate
    n = d.science // 10
    d.science -= 10 * n
    d.strength += n * s.age
    ctx.emit("dummy_end", culture=d.culture_rate, science=d.science_rate, strength=n * s.age)
