"""What a viewer may see, built field by field: the player sees their military hand and the
events they prepared; the public sees backs (ages) and counts."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.tta.cards import catalogue
from bot.engine.tta.context import ratings
from bot.engine.tta.costs import ca_left, ma_left, unit_pool
from bot.engine.tta.decisions import DECISIONS, decision_for
from bot.engine.tta.determinize import memory
from bot.engine.tta.economy import FOOD, RES, stored
from bot.engine.tta.row import take_cost
from bot.engine.tta.speech import ASKED_BY_CARD, ask_phrase
from bot.engine.tta.state import PLAYER, TtaState
from bot.engine.words import Phrase

CARDS = catalogue()


@dataclass(frozen=True, slots=True)
class TechView:
    """A technology in play: its workers and the blue tokens on it."""

    card: str
    workers: int
    blue: int


@dataclass(frozen=True, slots=True)
class CivView:
    government: str
    specials: tuple[str, ...]
    techs: tuple[TechView, ...]
    yellow_bank: int
    unused: int
    blue_bank: int
    food: int
    resources: int
    culture: int
    science: int
    culture_rate: int
    science_rate: int
    strength: int
    happy: int
    discontent: int
    ca_left: int
    ca_total: int
    ma_left: int
    ma_total: int
    urban_limit: int
    food_rate: int
    resource_rate: int
    consumption: int
    corruption: int
    colonization: int
    hand: tuple[str, ...]
    military: tuple[str, ...]  # ids for the player, "" backs for others
    military_ages: tuple[int, ...]
    leader: str | None
    wonder: str | None
    stages_built: int
    wonders: tuple[str, ...]
    ravaged: tuple[str, ...]
    homer_wonder: str | None
    tactic: str | None
    armies: tuple[int, int, int]  # current, outdated, doubled by air forces
    colonies: tuple[str, ...]
    pool: int
    pool_science: int
    war: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DummyView:
    culture: int
    science: int
    culture_rate: int
    science_rate: int
    strength: int
    tactic: str | None
    tactic_value: int
    cubes: tuple[str, ...]
    decks: tuple[tuple[str, int], ...]  # kind, cards left
    war: str | None


@dataclass(frozen=True, slots=True)
class BarbarianView:
    strength: int
    attacks: tuple[str, ...]
    bonus: tuple[str, ...]
    colonies: tuple[str, ...]
    war: str | None


@dataclass(frozen=True, slots=True)
class TtaView:
    viewer: int | None
    variant: str
    optional: str
    round: int
    age: int
    last_round: int
    row: tuple[tuple[str | None, int], ...]  # (card, civil-action cost) by slot
    civil_deck: int
    military_deck: int
    military_age: int
    current_events: tuple[int, ...]  # ages of the backs, top first
    future_events: tuple[int, ...]
    known_events: tuple[str, ...]  # the player's own prepared events still in the decks
    peek: str | None  # Joan of Arc's look at the next current event (the player only)
    past_events: tuple[str, ...]
    common_tactics: tuple[str, ...]
    civ: CivView
    dummy: DummyView | None
    barbarians: tuple[BarbarianView, ...]
    possible_events: int
    dice: tuple[int, ...]
    banned_ages: tuple[int, ...]
    pending: str  # the kind of decision the player owes ("" when none)
    prompt: str  # the English prompt (what renderers/tta.py shows today)
    result: tuple[tuple[str, int], ...]
    won: bool | None
    reason: str
    ask: Phrase | None = None  # the prompt as a phrase (tta.ask.*), for the reader's language
    # the player's own record of the game, for the bots (determinize.py): the state as JSON
    # with every face-down card reduced to the age on its back and no seed; "" for others
    memory: str = ""


def build_view(s: TtaState, viewer: int | None) -> TtaView:
    mine = viewer == PLAYER
    civ = s.civ
    r = ratings(s)
    techs = tuple(TechView(c, civ.workers.get(c, 0), civ.blue.get(c, 0)) for c in civ.techs)
    military = tuple(sorted(civ.military)) if mine else tuple("" for _ in civ.military)
    civ_view = CivView(
        government=civ.government,
        specials=tuple(civ.specials[k] for k in sorted(civ.specials)),
        techs=techs,
        yellow_bank=civ.yellow_bank,
        unused=civ.unused,
        blue_bank=civ.blue_bank,
        food=stored(civ, FOOD),
        resources=stored(civ, RES),
        culture=civ.culture,
        science=civ.science,
        culture_rate=r.culture,
        science_rate=r.science,
        strength=r.strength,
        happy=r.happy,
        discontent=r.discontent,
        ca_left=ca_left(civ, r),
        ca_total=r.ca,
        ma_left=ma_left(civ, r),
        ma_total=r.ma,
        urban_limit=r.urban_limit,
        food_rate=r.food,
        resource_rate=r.resources + r.lab_resources,
        consumption=r.consumption,
        corruption=r.corruption,
        colonization=r.colonization,
        hand=tuple(civ.hand),
        military=military,
        military_ages=tuple(sorted(CARDS[c].age for c in civ.military)),
        leader=civ.leader,
        wonder=civ.wonder,
        stages_built=civ.stages_built,
        wonders=tuple(civ.wonders),
        ravaged=tuple(civ.ravaged),
        homer_wonder=civ.homer_wonder,
        tactic=civ.tactic,
        armies=(r.armies.current, r.armies.outdated, r.armies.doubled),
        colonies=tuple(civ.colonies),
        pool=unit_pool(civ),
        pool_science=civ.pool_science,
        war=tuple(civ.war),
    )
    dummy = None
    if s.dummy is not None:
        d = s.dummy
        dummy = DummyView(
            d.culture,
            d.science,
            d.culture_rate,
            d.science_rate,
            d.strength,
            d.tactic,
            d.tactic_value,
            tuple(d.cubes),
            tuple((k, len(d.decks.get(k, []))) for k in ("tactics", "events", "attacks")),
            d.war,
        )
    barbs = tuple(
        BarbarianView(b.strength, tuple(b.attacks), tuple(b.bonus), tuple(b.colonies), b.war)
        for b in s.barbarians
    )
    row = tuple((c, take_cost(s, i) if c is not None else 0) for i, c in enumerate(s.row))
    pending = decision_for(s)
    shown = pending.kind if pending else ""
    prompt = ""
    ask: Phrase | None = None
    if pending is not None and pending.kind in DECISIONS:
        prompt = (
            _context(s, pending.kind, pending.data, r.strength) or DECISIONS[pending.kind].prompt
        )
        ask = ask_phrase(pending.kind, pending.data, r.strength)
    if shown == "politics" and not mine:
        # a politics phase is offered only to a hand holding a political card (§7.2): to
        # everyone else it looks like the action phase it opens
        shown, prompt = "actions", DECISIONS["actions"].prompt
        ask = ask_phrase("actions", {}, r.strength)
    res = s.result or {}
    parts: tuple[tuple[str, int], ...] = ()
    if "culture" in res:
        parts = (("during_play", int(res["played"])), *sorted(res.get("parts", {}).items()))
    known = tuple(sorted(s.known_events)) if mine else ()
    return TtaView(
        viewer=viewer,
        variant=s.variant.value,
        optional=s.optional.value,
        round=s.round,
        age=s.age,
        last_round=s.last_round,
        row=row,
        civil_deck=len(s.civil_deck),
        military_deck=len(s.military_deck),
        military_age=s.military_age,
        current_events=tuple(CARDS[c].age for c in reversed(s.current_events)),
        future_events=tuple(CARDS[c].age for c in reversed(s.future_events)),
        known_events=known,
        peek=civ.peek if mine else None,
        past_events=tuple(s.past_events),
        common_tactics=tuple(s.common_tactics),
        civ=civ_view,
        dummy=dummy,
        barbarians=barbs,
        possible_events=len(s.possible_events),
        dice=tuple(s.dice),
        banned_ages=tuple(s.leaders_banned),
        pending=shown,
        prompt=prompt,
        result=parts,
        won=res.get("won") if "culture" in res else None,
        reason=str(res.get("reason", "")),
        ask=ask,
        memory=memory(s) if mine else "",
    )


def _name(cid: object) -> str:
    return CARDS[cid].name if isinstance(cid, str) and cid in CARDS else str(cid)


def _context(s: TtaState, kind: str, data: dict[str, object], strength: int) -> str:
    """The pending choice in words, with the numbers that matter for it."""
    card = _name(data.get("card"))
    if kind == "defend":
        total = int(str(data.get("total", 0)))
        return (
            f"Defend against {card} (attacker strength {data.get('attacker')}; you have "
            f"{strength + total}): play defense cards or discard cards for +1."
        )
    if kind == "bid":
        return f"Colonization auction for {card}: the high bid is {data.get('high')}."
    if kind == "colonize":
        return f"Colonize {card}: send a force of at least {data.get('need')}."
    if kind == "colonize_offer":
        return f"{card} is revealed: colonize it with a force of {data.get('need')} or more?"
    # generic prompts get the asking card's name in front; those of International Agreement,
    # Ravages of Time, Infiltrate, Annex and Development of Civilization already start with it
    if kind in ASKED_BY_CARD:
        return f"{card}: {DECISIONS[kind].prompt}"
    return ""
