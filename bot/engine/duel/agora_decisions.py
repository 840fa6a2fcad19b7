"""Agora's decisions and turn actions: Senate actions, conspiring and every conspiracy choice.

Each decision is one small choice; chambers are named c1..c6 in tokens
(`senate:place:c3`, `senate:move:c3:c4`, `senate:remove:c2`, `senate:done`).
Conspiracies held are named by their public position (`trigger:1`, `prepare:2:altar`), never
by their secret identity, except in decisions only their owner sees.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.core import Action, Decision
from bot.engine.duel import city, conspiracies, memory, senate, structure
from bot.engine.duel.agora_data import agora
from bot.engine.duel.agora_kinds import AgoraKind as K
from bot.engine.duel.catalog import catalog
from bot.engine.duel.decisions import DecisionKind, TurnApply
from bot.engine.duel.effects import (
    Ctx,
    Kind,
    Reason,
    construct_card,
    take_token,
    win_together,
)
from bot.engine.duel.payment import Quote, quote_card
from bot.engine.duel.state import DuelState

Legal = Callable[[DuelState, Decision], list[Action]]
Apply = Callable[[Ctx, Decision, Action], None]


def _slot(arg: str) -> int | None:
    return int(arg) - 1 if arg.isdigit() and int(arg) >= 1 else None


def _chambers(a: Action, start: int = 1) -> list[int]:
    return [c for c in (senate.parse(x) for x in a.args[start:]) if c is not None]


# -- Senate actions -----------------------------------------------------------------------

DONE = Action("senate", ("done",))


def _place_actions(s: DuelState, seat: int, chambers: list[int] | None = None) -> list[Action]:
    return [
        Action("senate", ("place", senate.label(c)))
        for c in senate.place_targets(s, seat, chambers)
    ]


def _move_actions(s: DuelState, seat: int) -> list[Action]:
    return [
        Action("senate", ("move", senate.label(a), senate.label(b)))
        for a, b in senate.moves(s, seat)
    ]


def _senate_apply(ctx: Ctx, seat: int, a: Action) -> None:
    """Resolve one place / move / remove fully (control, decrees, pawn, supremacy)."""
    what = a.args[0]
    chs = _chambers(a)
    if what == "place":
        senate.place(ctx, seat, chs[0])
    elif what == "move":
        senate.move(ctx, seat, chs[0], chs[1])
    elif what == "remove":
        senate.remove(ctx, seat, chs[0])


def _politician_legal(s: DuelState, d: Decision) -> list[Action]:
    if d.data.get("left", 0) <= 0:
        return []
    section = list(agora().sections[d.data["section"]])
    out = _place_actions(s, d.seat, section) + _move_actions(s, d.seat)
    return [*out, DONE] if out else []


def _politician_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.args[0] == "done":
        ctx.emit("senate_stop", seat=d.seat)
        return
    _senate_apply(ctx, d.seat, a)
    left = int(d.data["left"]) - 1
    if left > 0:  # after whatever this action set off (military tokens...)
        ctx.queue(d.seat, K.POLITICIAN, section=d.data["section"], left=left)


def _conspirator_legal(s: DuelState, d: Decision) -> list[Action]:
    return [*_place_actions(s, d.seat), Action("conspire")]


def _conspirator_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "conspire":
        conspiracies.conspire(ctx, d.seat)
    else:
        _senate_apply(ctx, d.seat, a)


def _place_legal(s: DuelState, d: Decision) -> list[Action]:
    chambers = d.data.get("chambers")
    return _place_actions(s, d.seat, list(chambers) if chambers is not None else None)


def _remove_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("senate", ("remove", senate.label(c))) for c in senate.remove_targets(s, d.seat)]


def _move_legal(s: DuelState, d: Decision) -> list[Action]:
    out = _move_actions(s, d.seat)
    return [*out, DONE] if out else []


def _senate_step_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.args[0] == "done":
        return
    _senate_apply(ctx, d.seat, a)


# -- conspiring ---------------------------------------------------------------------------


def _keep_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("keep", (c,)) for c in d.data.get("drawn", ())]


def _keep_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    kept = a.args[0]
    conspiracies.receive(ctx, d.seat, kept)
    rest = [c for c in d.data["drawn"] if c != kept]
    if rest:
        ctx.queue(d.seat, K.RETURN, card=rest[0])


def _return_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("deck", ("top",)), Action("deck", ("bottom",))]


def _return_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    conspiracies.put_back(ctx, d.seat, d.data["card"], a.args[0])


# -- Curia Julia --------------------------------------------------------------------------


def _curia_legal(s: DuelState, d: Decision) -> list[Action]:
    """Skipped only without unprepared conspiracies (public); useless ones are not offered."""
    unprepared = conspiracies.unprepared(s, d.seat)
    if not unprepared:
        return []
    mine = conspiracies.held(s, d.seat)
    slots = [i for i in unprepared if conspiracies.useful(s, d.seat, mine[i]["id"])]
    return [*(Action("curia", (str(i + 1),)) for i in slots), Action("curia", ("skip",))]


def _curia_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.args[0] == "skip":
        ctx.emit("curia_skip", seat=d.seat)
        return
    slot = _slot(a.args[0])
    assert slot is not None
    conspiracies.trigger(ctx, d.seat, slot)


# -- the conspiracies' choices ------------------------------------------------------------


def _extort_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("extort", (w,)) for w in conspiracies.unbuilt(s, 1 - d.seat)]


def _extort_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    w = a.args[0]
    s.players[1 - d.seat].wonders.remove(w)
    s.players[d.seat].wonders.append(w)
    ctx.emit("extort", seat=d.seat, victim=1 - d.seat, wonder=w)


def _lock_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("lock", (t,)) for t, _ in conspiracies.lockable(s, d.seat)]


def _lock_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    tid = a.args[0]
    where = dict((t, w) for t, w in conspiracies.lockable(s, d.seat))[tid]
    if where == "board":
        s.board_tokens.remove(tid)
    elif where == "opponent":
        s.players[1 - d.seat].tokens.remove(tid)
    else:
        s.box_tokens.remove(tid)
    rec = conspiracies.held(s, d.seat)[int(d.data["slot"])]
    rec["locked"], rec["lock_from"] = tid, where
    if where == "box":  # what lies face down on the card stays the locker's secret
        ctx.emit("lock", seat=d.seat, frm=where, token=None)
        ctx.emit("lock_secret", frozenset({d.seat}), seat=d.seat, token=tid)
    else:
        ctx.emit("lock", seat=d.seat, frm=where, token=tid)


def _fraud_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("fraud", (c,)) for c in conspiracies.far_row(s)]


def _fraud_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    structure.take(ctx.s, a.args[0])
    construct_card(ctx, d.seat, catalog().cards[a.args[0]], Quote(), how="fraud")


def _treason_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("treason", (c,)) for c in sorted(set(conspiracies.removed_so_far(s)))]


def _treason_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    cid = a.args[0]
    memory.saw_removed(ctx.s, d.seat, conspiracies.removed_so_far(ctx.s))
    for aside in ctx.s.removed:
        if cid in aside:
            aside.remove(cid)
            break
    ctx.emit("treason", seat=d.seat)
    construct_card(ctx, d.seat, catalog().cards[cid], Quote(), how="treason")


def _espionage_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("espionage", (t,)) for t in s.box_tokens]


def _espionage_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    ctx.s.box_tokens.remove(a.args[0])
    take_token(ctx, d.seat, a.args[0], "box")


def _scrap_legal(s: DuelState, d: Decision) -> list[Action]:
    out = [Action("scrap", (c,)) for c in structure.accessible_cards(s)]
    if not out:
        return []
    return out if d.data.get("first") else [*out, Action("scrap", ("done",))]


def _scrap_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    if a.args[0] == "done":
        return
    structure.take(s, a.args[0])
    s.discard.append(a.args[0])
    ctx.emit("scrap", seat=d.seat, card=a.args[0])
    shown = structure.reveal_accessible(s)  # Turn of Events reveals at once (C-7)
    if shown:
        ctx.emit("reveal", cards=[c for _, c in shown])
    if d.data.get("first"):
        ctx.queue(d.seat, K.SCRAP, first=False)


def _seize_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("seize", (c,)) for c in conspiracies.seizable(s, d.seat, d.data["colors"])]


def _seize_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    s.players[1 - d.seat].city.remove(a.args[0])
    s.players[d.seat].city.append(a.args[0])
    ctx.emit("seize", seat=d.seat, victim=1 - d.seat, card=a.args[0])


def _swap_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("swap", (c,)) for c in conspiracies.swappable(s, d.seat, d.data["colors"])]


def _swap_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    colour = str(catalog().cards[a.args[0]].color)
    ctx.queue(d.seat, K.GIVE, take=a.args[0], color=colour)


def _give_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("give", (c,)) for c in city.cards_of(s, d.seat, d.data["color"])]


def _give_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    """The exchange, then its side effects: science pairs and supremacy for both (C-13)."""
    s = ctx.s
    seat, opp = d.seat, 1 - d.seat
    took, gave = d.data["take"], a.args[0]
    s.players[opp].city.remove(took)
    s.players[seat].city.remove(gave)
    s.players[seat].city.append(took)
    s.players[opp].city.append(gave)
    ctx.emit("coerce", seat=seat, victim=opp, took=took, gave=gave)
    cards = catalog().cards
    for who, got in ((seat, took), (opp, gave)):
        symbol = cards[got].science
        if (
            symbol
            and s.board_tokens
            and sum(1 for c in s.players[who].city if cards[c].science == symbol) == 2
        ):
            ctx.emit("pair", seat=who, symbol=symbol)
            ctx.queue(who, Kind.PROGRESS)
    need = catalog().constants["science_symbols_to_win"]
    winners = [w for w in (seat, opp) if len(set(city.symbols(s, w))) >= need]
    if winners:
        win_together(ctx, winners, Reason.SCIENCE)


def _decree_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("decree", (senate.label(ch),)) for ch, held in enumerate(s.decrees) if held]


def _decree_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    ctx.queue(d.seat, K.DECREE_TO, frm=_chambers(a, 0)[0])


def _decree_to_legal(s: DuelState, d: Decision) -> list[Action]:
    frm = int(d.data["frm"])
    return [Action("decree_to", (senate.label(ch),)) for ch in range(len(s.decrees)) if ch != frm]


def _decree_to_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    senate.move_decree(ctx, d.seat, int(d.data["frm"]), _chambers(a, 0)[0])


def _sabotage_legal(s: DuelState, d: Decision) -> list[Action]:
    return [Action("sabotage", (w,)) for w in s.players[1 - d.seat].built]


def _sabotage_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    """The wonder goes to the box, its card to the discard pile; what it gave is kept (C-11)."""
    s = ctx.s
    victim = s.players[1 - d.seat]
    w = a.args[0]
    card = victim.built.pop(w)
    victim.wonders.remove(w)
    s.wonders_out.append(w)
    s.discard.append(card)
    ctx.emit("sabotage", seat=d.seat, victim=1 - d.seat, wonder=w, card=card)


AGORA_DECISIONS: dict[str, DecisionKind] = {
    K.POLITICIAN: DecisionKind(
        _politician_legal,
        _politician_apply,
        ("senate",),
        public=True,
    ),
    K.CONSPIRATOR: DecisionKind(
        _conspirator_legal,
        _conspirator_apply,
        ("senate", "conspire"),
        public=True,
    ),
    K.PLACE: DecisionKind(
        _place_legal,
        _senate_step_apply,
        ("senate",),
        public=True,
    ),
    K.REMOVE: DecisionKind(
        _remove_legal,
        _senate_step_apply,
        ("senate",),
        public=True,
    ),
    K.MOVE: DecisionKind(
        _move_legal,
        _senate_step_apply,
        ("senate",),
        public=True,
        alive=lambda s, d: senate.on_board(s, d.seat) > 0,
    ),
    K.KEEP: DecisionKind(
        _keep_legal,
        _keep_apply,
        ("keep",),
        public=False,
    ),
    K.RETURN: DecisionKind(
        _return_legal,
        _return_apply,
        ("deck",),
        public=True,
        may_lapse=False,
    ),
    K.CURIA: DecisionKind(
        _curia_legal,
        _curia_apply,
        ("curia",),
        public=False,
    ),
    K.EXTORT: DecisionKind(
        _extort_legal,
        _extort_apply,
        ("extort",),
        public=True,
    ),
    K.LOCK: DecisionKind(
        _lock_legal,
        _lock_apply,
        ("lock",),
        public=False,
    ),
    K.FRAUD: DecisionKind(
        _fraud_legal,
        _fraud_apply,
        ("fraud",),
        public=True,
    ),
    K.TREASON: DecisionKind(
        _treason_legal,
        _treason_apply,
        ("treason",),
        public=False,
    ),
    K.ESPIONAGE: DecisionKind(
        _espionage_legal,
        _espionage_apply,
        ("espionage",),
        public=False,
    ),
    K.SCRAP: DecisionKind(
        _scrap_legal,
        _scrap_apply,
        ("scrap",),
        public=True,
    ),
    K.SEIZE: DecisionKind(
        _seize_legal,
        _seize_apply,
        ("seize",),
        public=True,
    ),
    K.SWAP: DecisionKind(
        _swap_legal,
        _swap_apply,
        ("swap",),
        public=True,
    ),
    K.GIVE: DecisionKind(
        _give_legal,
        _give_apply,
        ("give",),
        public=True,
    ),
    K.DECREE: DecisionKind(
        _decree_legal,
        _decree_apply,
        ("decree",),
        public=True,
    ),
    K.DECREE_TO: DecisionKind(
        _decree_to_legal,
        _decree_to_apply,
        ("decree_to",),
        public=True,
    ),
    K.SABOTAGE: DecisionKind(
        _sabotage_legal,
        _sabotage_apply,
        ("sabotage",),
        public=True,
    ),
}


# -- the main turn: recruit, prepare, trigger ---------------------------------------------


def turn_actions(s: DuelState, seat: int) -> list[Action]:
    """Recruit, prepare and trigger (the base game's actions come first, from `turn_cards`)."""
    if not s.influence:  # no Senate: not an Agora game (`senate.on`, inlined: the hot path)
        return []
    cat = catalog()
    cards = structure.accessible_cards(s)
    coins = s.players[seat].coins
    out = [
        Action("recruit", (c,))
        for c in cards
        if cat.cards[c].deck == "senator" and quote_card(s, seat, cat.cards[c]).total <= coins
    ]
    for slot in conspiracies.unprepared(s, seat):
        out.extend(Action("prepare", (str(slot + 1), c)) for c in cards)
    top = s.stack[-1] if s.stack else None
    if top is not None and top.kind == Kind.TURN and not top.data.get("triggered"):
        mine = conspiracies.held(s, seat)
        out.extend(
            Action("trigger", (str(i + 1),))
            for i in conspiracies.ready(s, seat)
            if conspiracies.useful(s, seat, mine[i]["id"])
        )
    return out


def _recruit(ctx: Ctx, d: Decision, a: Action) -> None:
    card = catalog().cards[a.args[0]]
    quote = quote_card(ctx.s, d.seat, card)
    structure.take(ctx.s, card.id)
    construct_card(ctx, d.seat, card, quote, how="recruit")


def _prepare(ctx: Ctx, d: Decision, a: Action) -> None:
    slot = _slot(a.args[0])
    assert slot is not None
    conspiracies.prepare(ctx, d.seat, slot, a.args[1])


def _trigger(ctx: Ctx, d: Decision, a: Action) -> None:
    """At the start of the turn; the turn itself is played afterwards."""
    slot = _slot(a.args[0])
    assert slot is not None
    ctx.s.stack.append(Decision(d.seat, Kind.TURN, {"triggered": True}))
    conspiracies.trigger(ctx, d.seat, slot)


TURN_APPLY: dict[str, TurnApply] = {"recruit": _recruit, "prepare": _prepare, "trigger": _trigger}
