"""Cards entering and leaving the player's play area (tta.md §6.4, §11.2, §13.2): the tokens
they bring or take back, the leader and the unfinished wonder going, action totals going down.
Civil actions, new ages, events and aggressions all move cards this way."""

from __future__ import annotations

from bot.engine.tta import economy
from bot.engine.tta.cards import catalogue
from bot.engine.tta.context import Ctx
from bot.engine.tta.ratings import Ratings, leader_fx

CARDS = catalogue()


def enter_play(ctx: Ctx, cid: str) -> None:
    """'+N blue/yellow tokens' move tokens from the box to the banks (§6.4)."""
    civ = ctx.civ
    perm = CARDS[cid].perm
    if perm.get("yellow_tokens", 0) > 0:
        civ.yellow_bank += perm["yellow_tokens"]
    blue = perm.get("blue_tokens", 0)
    if blue > 0:
        civ.blue_bank += blue
    elif blue < 0:
        economy.lose_blue_tokens(civ, -blue)


def leave_play(ctx: Ctx, cid: str) -> None:
    """The reverse of `enter_play` when a card leaves (replaced special, lost colony...)."""
    civ = ctx.civ
    perm = CARDS[cid].perm
    if perm.get("yellow_tokens", 0) > 0:
        economy.lose_yellow(civ, perm["yellow_tokens"])
    blue = perm.get("blue_tokens", 0)
    if blue > 0:
        economy.lose_blue_tokens(civ, blue)
    elif blue < 0:
        civ.blue_bank -= blue


def spent_first(ctx: Ctx, before: Ratings) -> None:
    """§11.2: when an action total goes down, spent action tokens are removed first (BGA
    adjustPlayerActions); only the rest comes off the available ones."""
    civ = ctx.civ
    after = ctx.ratings()
    if after.ca < before.ca:
        civ.ca_used = max(0, civ.ca_used - (before.ca - after.ca))
    if after.ma < before.ma:
        civ.ma_used = max(0, civ.ma_used - (before.ma - after.ma))


def leader_leaves(ctx: Ctx, why: str) -> None:
    """The leader leaves play; Bill Gates scores his extra production as he goes (§13.2)."""
    civ = ctx.civ
    cid = civ.leader
    if cid is None:
        return
    before = ctx.ratings()
    if leader_fx(civ, "gates"):
        bonus = before.lab_resources
        civ.culture += bonus
        ctx.emit("gates_culture", n=bonus)
    civ.leader = None
    spent_first(ctx, before)
    ctx.emit("leader_gone", card=cid, why=why)


def wonder_leaves(ctx: Ctx, why: str) -> None:
    """The unfinished wonder leaves play; its stage tokens return to the blue bank."""
    civ = ctx.civ
    cid = civ.wonder
    if cid is None:
        return
    civ.blue_bank += civ.stages_built
    civ.wonder = None
    civ.stages_built = 0
    ctx.emit("wonder_gone", card=cid, why=why)
