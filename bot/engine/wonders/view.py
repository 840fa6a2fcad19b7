"""What one seat (or the public) may see, built field by field from the state."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from bot.engine.wonders.catalogue import RESOURCES, WONDERS, Fx
from bot.engine.wonders.city import (
    effects,
    has_built_name,
    is_free_city,
    leader_cost,
    shields,
)
from bot.engine.wonders.costs import build_plans, shortfall, stage_plans
from bot.engine.wonders.extras import discard_choices
from bot.engine.wonders.payment import Free, Plan
from bot.engine.wonders.resolve import holder
from bot.engine.wonders.scoring import final_scores
from bot.engine.wonders.speech import cost, effects_phrase
from bot.engine.wonders.state import FREE_CITY, Phase, Seen, WondersState
from bot.engine.wonders.steps import Kind
from bot.engine.words import Name, Phrase, phrase


@dataclass(frozen=True, slots=True)
class StageView:
    cost: Phrase  # its resources (bot.engine.wonders.speech.cost)
    text: Phrase  # what it gives (speech.effects_phrase)
    built: bool


@dataclass(frozen=True, slots=True)
class CityView:
    """One city as everyone sees it."""

    index: int
    seat: int | None  # None for the Free City
    wonder: str
    wonder_name: str  # the data's English name (pictures word `wonder` by its id)
    side: str
    produces: str
    stages: tuple[StageView, ...]
    stages_built: int
    coins: int
    shields: int
    tokens: tuple[int, ...]
    built: tuple[str, ...]
    leaders: tuple[str, ...]
    courtesan: str
    status: str  # "ready" | "choosing" | "" (the public never sees more than this)
    hand_size: int
    leader_hand_size: int
    science: tuple[int, int, int, int]  # compass, gear, tablet, wild
    points: int
    olympia_used: bool


@dataclass(frozen=True, slots=True)
class CardOption:
    """A card in the viewer's hand and what it would cost them now."""

    card: str
    note: (
        Phrase | None
    )  # wonders.note.*: free, chain, 2 coins, already built, 1 more coin needed...
    stage: bool  # usable for the next wonder stage
    fc_note: Phrase | None = None  # 2-player holder: what it would cost the Free City
    fc_stage: bool = False  # ... and whether the Free City could build its next stage with it


@dataclass(frozen=True, slots=True)
class MoveView:
    """One city's part of the last reveal."""

    city: int
    action: str
    card: str
    stage: int
    left: int
    right: int
    bank: int
    free: str
    coins: int


@dataclass(frozen=True, slots=True)
class WondersView:
    viewer: int | None
    players: int
    phase: str
    age: int
    turn: int
    direction: str
    cities: tuple[CityView, ...]
    discard_count: int
    fc_pile: int
    fc_holder: int | None
    to_move: tuple[int, ...]
    pending: str  # the post-turn choice in progress, e.g. "halicarnassus"
    pending_city: int | None
    reveal: tuple[MoveView, ...]
    hand: tuple[CardOption, ...] = ()
    leader_hand: tuple[tuple[str, int], ...] = ()  # (leader, cost to recruit now)
    draft: tuple[str, ...] = ()
    choice: tuple[Phrase, ...] = ()  # the viewer's own choice so far (wonders.choice)
    discard: tuple[str, ...] = ()  # only while the viewer builds from the discard pile
    scores: tuple[tuple[tuple[str, int], ...], ...] = ()  # per city, when the game is over
    seventh: str = ""  # the viewer's Babylon 7th card being played
    # what the seat knows that its bots need to sample states agreeing with this view
    options: tuple[tuple[str, object], ...] = ()  # the game's options (known from the lobby)
    slots: tuple[str, ...] = ()  # the viewer's choice so far, exactly (JSON of each slot)
    pending_data: str = ""  # the viewer's own pending choice, exactly (JSON)
    seen: Seen | None = None  # what it saw of the hands passed round this phase


def _cost_note(plans: list[Plan]) -> Phrase | None:
    if not plans:
        return None
    first = plans[0]
    if first.free == Free.CHAIN:
        return phrase("wonders.note.chain")
    if first.free:
        return phrase(
            "wonders.note.olympia" if first.free == Free.OLYMPIA else "wonders.note.ramses"
        )
    if first.total == 0:
        return phrase("wonders.note.free")
    return phrase("wonders.note.coins", n=first.total)


def card_note(s: WondersState, c: int, card: str) -> Phrase:
    """What building `card` would cost city `c` now, in a few words (`wonders.note.*`)."""
    if has_built_name(s, c, card):
        return phrase("wonders.note.built")
    note = _cost_note(build_plans(s, c, card))
    if note is not None:
        return note
    short = shortfall(s, c, card)
    if short is None:
        return phrase("wonders.note.unavailable")
    return phrase("wonders.note.short", n=short)


def _science(s: WondersState, c: int) -> tuple[int, int, int, int]:
    counts = {"compass": 0, "gear": 0, "tablet": 0}
    wild = 0
    for e in effects(s, c):
        if e.kind == Fx.SCIENCE:
            counts[e.symbol] += 1
        elif e.kind == Fx.SCIENCE_CHOICE:
            wild += 1
    return counts["compass"], counts["gear"], counts["tablet"], wild


def _status(s: WondersState, c: int, movers: frozenset[int]) -> str:
    if c >= s.players or s.phase == Phase.OVER:
        return ""
    if s.stack or s.phase == Phase.SIDES:
        return "choosing" if c in movers else ""
    if not s.sel[c]:
        return ""
    return "ready" if s.ready[c] else "choosing"


def _choice(s: WondersState, seat: int) -> tuple[Phrase, ...]:
    out = []
    for slot in s.sel[seat]:
        if not slot.get("card"):
            continue
        card = str(slot["card"])
        fc = "yes" if is_free_city(s, int(slot["city"])) else "no"
        action = slot.get("action") or ("keep" if s.phase == Phase.DRAFT else "")
        paid: Phrase | str = ""
        if slot.get("plan") and action in (Kind.BUILD, Kind.WONDER):
            plan = Plan.from_json(slot["plan"])
            how = str(plan.free) if plan.free else "free" if plan.total == 0 else "coins"
            paid = phrase("wonders.choice.paid", how=how, n=plan.total)
        out.append(phrase("wonders.choice", fc=fc, card=Name(card), action=str(action), paid=paid))
    return tuple(out)


def build_view(s: WondersState, viewer: int | None, movers: frozenset[int]) -> WondersView:
    scores = final_scores(s)
    cities = []
    for c, city in enumerate(s.cities):
        wonder = WONDERS[city.wonder]
        stages = wonder.stages(city.side or "a") if city.side else ()
        seat = None if is_free_city(s, c) else c
        cities.append(
            CityView(
                index=c,
                seat=seat,
                wonder=city.wonder,
                wonder_name=wonder.name,
                side=city.side,
                produces="" if wonder.produces is None else RESOURCES[wonder.produces],
                stages=tuple(
                    StageView(cost(st.cost), effects_phrase(st.effects), i < city.stages)
                    for i, st in enumerate(stages)
                ),
                stages_built=city.stages,
                coins=city.coins,
                shields=shields(s, c),
                tokens=tuple(city.tokens),
                built=tuple(city.built),
                leaders=tuple(city.leaders),
                courtesan=city.courtesan,
                status=_status(s, c, movers),
                hand_size=len(s.hands[c]) if seat is not None else len(s.fc_pile),
                leader_hand_size=len(s.leader_hands[c]) if seat is not None else 0,
                science=_science(s, c),
                points=sum(scores[c].values()),
                olympia_used=city.olympia_used,
            )
        )
    top = s.stack[-1] if s.stack else None
    view = WondersView(
        viewer=viewer,
        players=s.players,
        phase=s.phase,
        age=s.age,
        turn=s.turn,
        direction="right" if s.age == 2 else "left",
        cities=tuple(cities),
        discard_count=len(s.discard),
        fc_pile=len(s.fc_pile),
        fc_holder=holder(s) if s.two_player and s.phase == Phase.PLAY else None,
        to_move=tuple(sorted(movers)),
        pending=top.kind if top else "",
        pending_city=int(top.data["city"]) if top else None,
        reveal=tuple(
            MoveView(
                int(r["city"]),
                str(r["action"]),
                str(r.get("card", "")),
                int(r.get("stage", 0)),
                int(r["left"]),
                int(r["right"]),
                int(r["bank"]),
                str(r["free"]),
                int(r.get("coins", 0)),
            )
            for r in s.reveal
        ),
        scores=(tuple(tuple(rows.items()) for rows in scores) if s.phase == Phase.OVER else ()),
    )
    if viewer is None:
        return view
    return _private(s, viewer, view)


def _private(s: WondersState, seat: int, view: WondersView) -> WondersView:
    top = s.stack[-1] if s.stack else None
    is_holder = s.two_player and s.phase == Phase.PLAY and holder(s) == seat
    stage_ok = bool(stage_plans(s, seat))
    fc_stage = bool(stage_plans(s, FREE_CITY)) if is_holder else False
    hand = tuple(
        CardOption(
            card,
            card_note(s, seat, card),
            stage_ok,
            card_note(s, FREE_CITY, card) if is_holder else None,
            fc_stage,
        )
        for card in s.hands[seat]
    )
    leaders = tuple((x, leader_cost(s, seat, x)) for x in s.leader_hands[seat])
    discard: tuple[str, ...] = ()
    seventh = ""
    if top is not None and top.seat == seat:
        if top.kind in ("halicarnassus", "solomon", "solomon_copy"):
            discard = tuple(sorted(discard_choices(s, int(top.data["city"]))))
        if top.kind == "seventh":
            seventh = str(top.data["card"])
    return replace(
        view,
        hand=hand,
        leader_hand=leaders,
        draft=tuple(s.draft[seat]),
        choice=_choice(s, seat),
        discard=discard,
        seventh=seventh,
        options=tuple(sorted(s.options.items())),
        slots=tuple(json.dumps(slot, sort_keys=True) for slot in s.sel[seat]),
        pending_data=(
            json.dumps(top.data, sort_keys=True) if top is not None and top.seat == seat else ""
        ),
        seen=s.seen[seat] if seat < len(s.seen) else None,
    )
