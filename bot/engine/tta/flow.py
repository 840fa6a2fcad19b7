"""The turn structure (tta.md §3, §7.5; A-3/A-4; rules 5-9, 16-18, 29-33 / B-D3, B-D17): setup,
the start of each turn, the politics and action phases, the end of turn, the end of the game."""

from __future__ import annotations

from typing import Any

from bot.engine.core import Action, Decision
from bot.engine.tta import economy
from bot.engine.tta.barbarians import card_row, new_barbarians, resolve_war
from bot.engine.tta.cards import STARTING_TECHS, catalogue, tables
from bot.engine.tta.context import PRIVATE, Ctx, ratings
from bot.engine.tta.costs import ma_left
from bot.engine.tta.decisions import TASKS, choice, task
from bot.engine.tta.decks import civil_cards, discard_military, draw_military
from bot.engine.tta.dummy import new_dummy
from bot.engine.tta.military import military_hand_limit, tactic_to_common
from bot.engine.tta.moves import MOVES
from bot.engine.tta.politics import PHASE_KINDS, political_options
from bot.engine.tta.ratings import leader_fx
from bot.engine.tta.rivals import chosen, two
from bot.engine.tta.row import clear_left, deal
from bot.engine.tta.state import AUTO, Civ, TtaState, Variant, ask
from bot.engine.tta.state import task as auto
from bot.engine.words import Name, Phrase, phrase

CARDS = catalogue()
ACTION_KINDS = (
    "take",
    "pop",
    "build",
    "upgrade",
    "destroy",
    "develop",
    "revolt",
    "leader",
    "wonder",
    "play",
    "tactic",
    "copy",
    "barbarossa",
    "bach",
    "ocean",
    "churchill",
)
END = Action("end")


def new_state(seed: int, options: dict[str, Any]) -> TtaState:
    """§2 set up for the solo variants (A-1, rules 1-4)."""
    s = TtaState(seed=seed, rng_counter=0, options=dict(options))
    ctx = Ctx(s)
    tab = tables()
    civ = Civ(yellow_bank=tab.start_yellow, unused=tab.start_unused, blue_bank=tab.start_blue)
    civ.techs = list(STARTING_TECHS)
    civ.workers = {c: n for c, n in tab.start_workers.items() if n}
    s.civ = civ
    events = [c.id for c in CARDS.values() if c.deck == "military" and c.age == 0]
    s.current_events = ctx.shuffle(events)[:4]  # 2-player count and rule 2
    deck = ctx.shuffle(civil_cards(0))
    s.row = [deck.pop() for _ in range(13)]
    s.civil_deck = deck
    if s.variant is Variant.DUMMY:
        s.dummy = new_dummy(ctx)
    else:
        s.barbarians = new_barbarians(ctx)
    s.stack = [auto("turn_start")]
    run(ctx)
    return s


def run(ctx: Ctx) -> None:
    """Run queued engine tasks until the player owes a choice or the game is over."""
    s = ctx.s
    while s.stack and s.stack[-1].seat == AUTO:
        d = s.stack.pop()
        TASKS[d.kind](ctx, d)


# -- the start of a turn ---------------------------------------------------------------------


@task("turn_start")
def _turn_start(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    civ = s.civ
    ctx.emit("turn", round=s.round)
    barbarians = s.variant is Variant.BARBARIANS
    if s.round == 1:  # §3.2, rule 8: take cards only, with 1 (NS) or 2 (rule 8) actions
        if barbarians:
            card_row(ctx, first_turn=True)
        r = ratings(s)
        civ.ca_used = r.ca - (2 if barbarians else 1)
        civ.ma_used = r.ma
        ctx.push(ask("first"))
        return
    if barbarians:
        card_row(ctx, first_turn=False)
    else:
        gone = clear_left(ctx, 7)  # A-D5
        ctx.emit("row_cleared", n=len(gone), cards=gone)
        deal(ctx)
    steps = [auto("player_war")]
    if barbarians and s.round >= 3:
        steps.append(auto("barbarian_wars"))
    steps.append(auto("tactic_common"))
    if barbarians and s.round >= 3:
        steps.append(auto("barbarian_phase"))
    steps.append(auto("politics_start"))
    ctx.push(*steps)


@task("tactic_common")
def _tactic_common(ctx: Ctx, _: Decision) -> None:
    tactic_to_common(ctx)


@task("politics_start")
def _politics_start(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    civ = s.civ
    if "skip_politics" in civ.game_flags:  # International Agreement (§20)
        civ.game_flags.remove("skip_politics")
        ctx.emit("politics_skipped")
        ctx.push(ask("actions"))
        return
    if leader_fx(civ, "peek_event") and s.current_events:
        civ.peek = s.current_events[-1]
        ctx.emit("peek", card=civ.peek, visible_to=PRIVATE)
    if political_options(s):
        ctx.push(ask("politics"), ask("actions"))
    else:
        ctx.push(ask("actions"))


# -- the phases as decisions -----------------------------------------------------------------


def phase_actions(s: TtaState, kinds: tuple[str, ...]) -> list[Action]:
    r = ratings(s)
    out: list[Action] = []
    for kind in kinds:
        out.extend(MOVES[kind].legal(s, r))
    return out


def _first_legal(s: TtaState, d: Decision) -> list[Action]:
    return [*phase_actions(s, ("take",)), END]


def _actions_legal(s: TtaState, d: Decision) -> list[Action]:
    return [*phase_actions(s, ACTION_KINDS), END]


def _politics_legal(s: TtaState, d: Decision) -> list[Action]:
    return [*political_options(s), *phase_actions(s, ACTION_KINDS), END]


def describe_move(s: TtaState, d: Decision, a: Action) -> Phrase:
    if a.kind == "end":
        return phrase("tta.move.end")
    return MOVES[a.kind].describe(s, a.args)


def why_move(s: TtaState, d: Decision, a: Action) -> Phrase | None:
    allowed = {
        "first": ("take",),
        "actions": ACTION_KINDS,
        "politics": (*PHASE_KINDS, *ACTION_KINDS),
    }[d.kind]
    if a.kind in PHASE_KINDS and d.kind == "actions":
        return phrase("tta.why.politics_first")
    if a.kind not in allowed:
        return phrase("tta.why.first_round") if d.kind == "first" else None
    return MOVES[a.kind].check(s, ratings(s), a.args)


def _end_turn(ctx: Ctx) -> None:
    s = ctx.s
    while s.stack and s.stack[-1].kind in ("politics", "actions", "first"):
        s.stack.pop()
    ctx.emit("end_turn", round=s.round)
    ctx.push(
        auto("eot_leaders"),
        auto("eot_discard"),
        auto("eot_production"),
        auto("eot_draw"),
        auto("eot_reset"),
        auto("after_player"),
    )


@choice(
    "first",
    _first_legal,
    describe_move,
    why=why_move,
    prompt="Round 1: take cards from the card row.",
)
def _first(ctx: Ctx, d: Decision, a: Action) -> None:
    ctx.s.stack.append(d)
    if a.kind == "end":
        _end_turn(ctx)
    else:
        MOVES[a.kind].apply(ctx, a.args)


@choice("actions", _actions_legal, describe_move, why=why_move, prompt="Your action phase.")
def _actions(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "end":
        ctx.s.stack.append(d)
        _end_turn(ctx)
        return
    ctx.s.stack.append(d)
    MOVES[a.kind].apply(ctx, a.args)


@choice(
    "politics",
    _politics_legal,
    describe_move,
    why=why_move,
    prompt="Your politics phase: one political action, or go on with your actions.",
)
def _politics(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    civ = s.civ
    if a.kind == "end":
        _end_turn(ctx)
        return
    if a.kind in PHASE_KINDS:
        if d.data.get("caesar"):
            civ.game_flags.append("caesar")
        caesar = (
            leader_fx(civ, "extra_politics_once")
            and "caesar" not in civ.game_flags
            and not d.data.get("caesar")
        )
        if caesar:
            ctx.push(auto("politics_again"))
    MOVES[a.kind].apply(ctx, a.args)


@task("politics_again")
def _politics_again(ctx: Ctx, _: Decision) -> None:
    """Julius Caesar: once per game, a second political action."""
    s = ctx.s
    if (
        s.stack
        and s.stack[-1].kind == "actions"
        and political_options(s)
        and leader_fx(s.civ, "extra_politics_once")
    ):
        ctx.push(ask("politics", caesar=1))


# -- the end of the turn (§7.5) ----------------------------------------------------------------


@task("eot_leaders")
def _eot_leaders(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    civ = s.civ
    n = leader_fx(civ, "culture_if_strongest")
    if n and chosen(s, "strength", top=two(s), higher=True, good=True, player_turn=True):
        civ.culture += n
        ctx.emit("leader_culture", card=civ.leader, n=n)
    if leader_fx(civ, "churchill") and not civ.has("churchill"):
        civ.culture += leader_fx(civ, "churchill")
        ctx.emit("leader_culture", card=civ.leader, n=leader_fx(civ, "churchill"))


@task("eot_discard")
def _eot_discard(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    if len(s.civ.military) > military_hand_limit(s.civ, ratings(s)):
        ctx.push(ask("discard_excess"), auto("eot_discard"))


def _excess_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("discard", (c,)) for c in sorted(set(s.civ.military))]


def _excess_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    limit = military_hand_limit(s.civ, ratings(s))
    return phrase("tta.move.discard_excess", card=Name(a.args[0]), n=limit)


@choice(
    "discard_excess",
    _excess_legal,
    _excess_text,
    prompt="Too many military cards: discard down to your military-action total.",
)
def _discard_excess(ctx: Ctx, d: Decision, a: Action) -> None:
    ctx.civ.military.remove(a.args[0])
    discard_military(ctx.s, a.args[0])
    ctx.emit("discard_military", n=1)


@task("eot_production")
def _eot_production(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    if s.variant is Variant.BARBARIANS and s.last_round and s.round >= s.last_round:
        ctx.push(ask("last_production"))  # rule 31
        return
    production(ctx)


def production(ctx: Ctx) -> None:
    """§7.5 steps 3-4: the uprising check, then the production phase."""
    civ = ctx.civ
    r = ctx.ratings()
    if r.discontent > civ.unused:
        ctx.emit("uprising", discontent=r.discontent, unused=civ.unused)
        return
    m = economy.production_phase(civ, r.culture, r.science)
    ctx.emit(
        "production",
        culture=m.culture,
        science=m.science,
        corruption=m.corruption,
        food=m.food,
        consumption=m.consumption,
        famine=m.famine,
        resources=m.resources,
    )


def _last_production_legal(s: TtaState, d: Decision) -> list[Action]:
    return [Action("produce"), Action("skip")]


def _last_production_text(s: TtaState, d: Decision, a: Action) -> Phrase:
    r = ratings(s)
    if a.kind == "skip":
        return phrase("tta.move.production_skip")
    return phrase(
        "tta.move.produce",
        culture=r.culture,
        science=r.science,
        corruption=r.corruption,
        consumption=r.consumption,
    )


@choice(
    "last_production",
    _last_production_legal,
    _last_production_text,
    prompt="Last turn: you may skip the production phase.",
)
def _last_production(ctx: Ctx, d: Decision, a: Action) -> None:
    if a.kind == "produce":
        production(ctx)
    else:
        ctx.emit("production_skipped")


@task("eot_draw")
def _eot_draw(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    civ = s.civ
    if s.age > 3 or s.round == 1:
        return
    n = min(ma_left(civ, ratings(s)), tables().draw_max)
    if n <= 0:
        return
    drawn = draw_military(ctx, n)
    civ.military.extend(drawn)
    ctx.emit("draw", n=len(drawn))
    ctx.emit("drawn", cards=drawn, visible_to=PRIVATE)


@task("eot_reset")
def _eot_reset(ctx: Ctx, _: Decision) -> None:
    civ = ctx.civ
    civ.ca_used = civ.ma_used = civ.ma_extra = civ.pool = civ.pool_science = 0
    civ.flags = []
    civ.new_cards = []
    civ.peek = None


@task("after_player")
def _after_player(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    if s.dummy is not None:
        ctx.push(auto("dummy_turn"), auto("next_round"))
    elif s.last_round and s.round >= s.last_round:
        ctx.push(auto("final_wars"), auto("barbarian_final_growth"), auto("final_scoring"))
    else:
        ctx.push(auto("next_round"))


@task("final_wars")
def _final_wars(ctx: Ctx, _: Decision) -> None:
    """B-D7, B-D17: wars still pending resolve before the final increase."""
    for i, b in enumerate(ctx.s.barbarians, 1):
        if b.war is not None:
            resolve_war(ctx, i, b.war, declared_by_player=False)
    if ctx.civ.war:
        cid, target = ctx.civ.war
        ctx.civ.war = []
        resolve_war(ctx, int(target), cid, declared_by_player=True)


@task("next_round")
def _next_round(ctx: Ctx, _: Decision) -> None:
    s = ctx.s
    if s.dummy is not None and s.last_round and s.round >= s.last_round:
        ctx.push(auto("final_scoring"))
        return
    s.round += 1
    ctx.push(auto("turn_start"))
