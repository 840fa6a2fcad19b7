"""Through the Ages cards in words and pictures (issue 14): every card's effect from the game's
data, one-line summaries for menus and boards, and a full face for `/card`.

The words come from data/tta/cards.json (a card's `text`, costs and numbers); `SHORT` restates in
at most 100 characters the effects whose printed text is longer, for menus and small boards."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine.tta.cards import STARTING_TECHS, Card, Kind, catalogue
from bot.engine.tta.decks import civil_cards
from bot.words.catalogue import DEFAULT_LOCALE, has, language_of
from bot.words.catalogue import t as message
from bot.words.phrases import catalogue_key, component_name
from renderers import draw, theme
from renderers.cards import CardBook, CardFace, register_cards
from renderers.draw import Box
from renderers.theme import RGB

CARDS = catalogue()

# -- words of the English card book (the board words its kinds through tta-board.ftl) ------

TYPE_WORDS = {
    "farm": "farm",
    "mine": "mine",
    "temple": "temple",
    "lab": "lab",
    "library": "library",
    "theater": "theater",
    "arena": "arena",
    "infantry": "infantry",
    "cavalry": "cavalry",
    "artillery": "artillery",
    "air_force": "air force",
    "government": "government",
}
OUT_WORDS = (
    ("food", "food"),
    ("resources", "resources"),
    ("science", "science"),
    ("culture", "culture"),
    ("happy", "happy faces"),
    ("strength", "strength"),
)
PERM_WORDS = {
    "civil_actions": "civil actions",
    "military_actions": "military actions",
    "urban_limit": "urban building limit",
    "culture": "culture",
    "science": "science",
    "happy": "happy faces",
    "strength": "strength",
    "colonization": "colonization",
    "blue_tokens": "blue tokens",
    "yellow_tokens": "yellow tokens",
}
PERM_SHORT = {
    "civil_actions": "CA",
    "military_actions": "MA",
    "urban_limit": "urban limit",
    "culture": "culture",
    "science": "science",
    "happy": "happy",
    "strength": "strength",
    "colonization": "colonization",
    "blue_tokens": "blue",
    "yellow_tokens": "yellow",
    "a-library_of_alexandria": "+1 culture, +1 science. Civil and military hand limits each +1.",
    "i-great_wall": "+1 culture, +1 happy; +1 strength per infantry and per artillery unit.",
    "iii-air_forces": "Each unit: +5 strength. Joins one army and doubles its tactic bonus.",
    "iii-hollywood": "On completion: culture = twice the culture of your theaters and libraries.",
    "iii-war_over_culture": "Loser loses 5 + advantage culture; the victor scores the same.",
}
ONE_TIME_WORDS = {
    "gain_science": "score {n} science",
    "gain_culture": "score {n} culture",
    "gain_food": "gain {n} food",
    "gain_resources": "gain {n} resources",
    "gain_population": "gain {n} population (free)",
    "draw_military_cards": "draw {n} military cards",
}
W_START = "Starting technology"
W_DEVELOP = "Develop: {n} science"
W_BUILD = "build: {n} resources"
W_GOV_COST = "Revolution: {rev} science (all civil actions) · peaceful change: {sci} science"
W_STAGES = "Stages: {stages} resources (one stage a civil action)"
W_MA_COST = "Costs {n} military actions"
W_WORKER = "Each worker: {what}."
W_UNIT = "Each unit: {what}."
W_ARMY = "Army: {units}. Each army +{bonus} strength"
W_OUTDATED = " (+{n} if outdated)"
W_COLONY = "Colony: {perm}."
W_ONCE = "When colonized: {what}."
W_BONUS = "Defending: +{d} strength; colonizing: +{c} colonization. Discarded after use."
W_COPIES = "{n} in the deck"

# Colours by technology type, then by card kind.
TYPE_COLOURS: dict[str, RGB] = {
    "farm": (120, 170, 70),
    "mine": (139, 94, 60),
    "temple": (214, 170, 40),
    "lab": (60, 130, 200),
    "library": (96, 96, 176),
    "theater": (190, 80, 140),
    "arena": (218, 122, 40),
    "infantry": (184, 52, 46),
    "cavalry": (160, 40, 60),
    "artillery": (128, 40, 36),
    "air_force": (100, 60, 70),
    "government": (118, 76, 156),
    "special": (32, 140, 150),
}
KIND_COLOURS: dict[str, RGB] = {
    "leader": (74, 140, 74),
    "wonder": (150, 120, 84),
    "action": (226, 180, 36),
    "tactic": (190, 60, 50),
    "event": (58, 150, 72),
    "territory": (40, 120, 90),
    "aggression": (150, 30, 30),
    "war": (70, 20, 20),
    "pact": (120, 80, 150),
    "military_bonus": (110, 110, 120),
}

# Effects whose printed text runs over a menu line, restated from that text.
SHORT = {
    "a-alexander_the_great": (
        "Each military unit +1 strength. Political action: remove him for 1 yellow token."
    ),
    "a-hammurabi": "Once a turn use 1 MA as a CA. Taking a leader costs 1 CA less.",
    "a-homer": "+1 happy. +1 resource a turn for units. Replaced: under a wonder, +1 happy there.",
    "a-julius_caesar": "+1 strength, +1 MA. Once a game, a second political action after one.",
    "a-patriotism": "This turn: +1 MA (use it first), +1 resource for military units.",
    "i-masonry": "Urban buildings cost I-1 II-1 III-1; up to 2 wonder stages per CA.",
    "i-christopher_columbus": (
        "Political action: remove him to colonize a hand territory, no auction/units."
    ),
    "i-frederick_barbarossa": (
        "1 MA: add a worker and build a unit with it, 1 food and 1 resource cheaper."
    ),
    "i-genghis_khan": (
        "Infantry may count as cavalry in armies. End of turn: 3 culture if among strongest."
    ),
    "i-joan_of_arc": (
        "+1 culture, +1 MA. Temples/government: +1 strength per happy. Peek at next event."
    ),
    "i-leonardo_da_vinci": (
        "Best lab/library: +science equal to its level. Each tech developed: +1 resource."
    ),
    "i-michelangelo": (
        "Temples, theaters, wonders: +1 culture per happy. No extra CA for more wonders."
    ),
    "i-st_peters_basilica": (
        "+2 culture, +1 happy. Each other card/worker giving happy gives 1 more."
    ),
    "i-taj_mahal": "+3 culture, +1 blue token. In the row: 2 CA less if you replaced a leader.",
    "i-breakthrough": "Develop a tech (no extra CA) at full science cost, then score 2 science.",
    "i-patriotism": "This turn: +1 MA (use it first), +2 resources for military units.",
    "ii-architecture": "Urban buildings cost I-1 II-2 III-2; up to 3 wonder stages per CA.",
    "ii-isaac_newton": (
        "Best lab/library: +science equal to its level. Each tech developed: 1 CA back."
    ),
    "ii-js_bach": "Theaters +1 culture, 2 science cheaper. 1 CA a turn: upgrade urban to theater.",
    "ii-james_cook": (
        "Colonizing: discard up to 2 military cards, +1 each. First colony +2 culture, others +1."
    ),
    "ii-maximilien_robespierre": (
        "+1 MA. Revolution costs all MA, not CA. 3 culture per revolution."
    ),
    "ii-napoleon_bonaparte": "+2 MA. +2 strength per different military unit type you have.",
    "ii-william_shakespeare": (
        "+1 happy. Library+theater: cheaper; each library-theater pair +2 culture."
    ),
    "ii-ocean_liner_service": "Once each action phase: +1 population, no CA and no food.",
    "ii-transcontinental_railroad": "+4 strength. One worker on your best mine produces double.",
    "ii-breakthrough": "Develop a tech (no extra CA) at full science cost, then score 3 science.",
    "ii-patriotism": "This turn: +1 MA (use it first), +3 resources for military units.",
    "ii-wave_of_nationalism": (
        "This turn: 6 resources for military units per stronger rival (2 players)."
    ),
    "iii-engineering": "Urban buildings cost I-1 II-2 III-3; up to 4 wonder stages per CA.",
    "iii-albert_einstein": (
        "Best lab/library: +science equal to its level. 3 culture per tech developed."
    ),
    "iii-bill_gates": (
        "Labs also make resources equal to their level; that extra is scored as culture at the end."
    ),
    "iii-mahatma_gandhi": "+2 culture. No aggressions or wars by you; they cost rivals double MA.",
    "iii-winston_churchill": (
        "Each turn: 3 culture, or 3 science for unit techs + 3 resources for units."
    ),
    "iii-fast_food_chains": (
        "On completion: 2 culture per farm/mine worker, 1 per urban/unit worker."
    ),
    "iii-internet": "On completion: culture = culture + science + strength of urban buildings.",
    "iii-endowment_for_the_arts": "Score culture per rival with more culture: 6 (2 players).",
    "iii-military_build-up": (
        "This turn: 8 resources for military units per stronger rival (2 players)."
    ),
    "iii-patriotism": "This turn: +1 MA (use it first), +4 resources for military units.",
    "a-development_of_civilization": (
        "Each may, 1 cheaper and without a CA: add a worker, build, or develop a tech."
    ),
    "i-barbarians": (
        "If the top culture civilization is the weakest (2 players), it loses 1 population."
    ),
    "i-border_conflict": (
        "Weakest destroys its own building, farm or mine; strongest gains 3 resources."
    ),
    "i-foray": "The strongest (2 players) gains 3 food and/or resources, its choice.",
    "i-raiders": "The weakest (2 players) loses 2 food and/or resources, its choice.",
    "i-rebellion": "Each spends 2 available civil actions per discontent worker, for nothing.",
    "i-uncertain_borders": "The strongest takes 1 yellow token from the weakest's yellow bank.",
    "i-plunder": "If successful: take up to 3 food and/or resources from the rival.",
    "i-raid": (
        "If successful: destroy a rival urban building of Age I or older; gain half its cost."
    ),
    "i-open_borders_agreement": "Both +1 MA. An attacker on the other gets +2 strength for it.",
    "ii-civil_unrest": (
        "Each loses 4 culture per discontent worker; the most discontent also lose 1 blue token."
    ),
    "ii-crime_wave": "The weakest (2 players) loses 3 culture and 1 blue token.",
    "ii-economic_progress": (
        "Each does an extra production: corruption, food, consumption, resources."
    ),
    "ii-emigration": "Each loses population equal to half its discontent workers, rounded up.",
    "ii-international_agreement": (
        "The strongest may take row cards worth up to 5 CA, giving up its next politics phase."
    ),
    "ii-politics_of_strength": (
        "Strongest draws 5 military cards; weakest discards 3 (Age IV: +5/-3 culture)."
    ),
    "ii-ravages_of_time": (
        "Each turns an Age A or I wonder face down: no effect, 2 culture instead."
    ),
    "ii-refugees": "Weakest loses 3 culture and 1 population; strongest gains them.",
    "ii-terrorism": "The least-culture civilization destroys 1 urban building of each other.",
    "ii-annex": "If successful: take 1 rival colony (its permanent effects only).",
    "ii-infiltrate": (
        "If successful: remove rival leader or unfinished wonder; 3 culture per level."
    ),
    "ii-raid": (
        "If successful: destroy 2 rival urban buildings (Age II or older, I or older); half cost."
    ),
    "ii-war_over_technology": (
        "Loser loses science = advantage, victor scores it, or takes special techs."
    ),
    "ii-war_over_territory": (
        "Loser gives 1 yellow token + 1 per 5 strength advantage to the victor."
    ),
    "ii-promise_of_military_protection": (
        "A +1 culture; B +4 strength, -1 culture. Ends on an attack."
    ),
    "ii-scientific_cooperation": "A developer pays 2 science less, the other pays 1 science.",
    "iii-impact_of_agriculture": "Each scores culture = food production, +4 if above consumption.",
    "iii-impact_of_balance": "Each scores twice its smallest of science, culture, food, resources.",
    "iii-impact_of_happiness": "Each scores 2 culture per happy face (max 16), -2 per discontent.",
    "iii-impact_of_population": "Each scores 2 culture per content worker beyond the first 10.",
    "iii-impact_of_variety": (
        "Each scores 2 culture per type of military unit, urban, special tech."
    ),
    "iii-raid": (
        "If successful: destroy 2 rival urban buildings (Age III or older, II or older); half cost."
    ),
    "iii-loss_of_sovereignty": (
        "A +2 culture; B -2 culture, safe from wars; no attacks between them."
    ),
    "a-library_of_alexandria": "+1 culture, +1 science. Civil and military hand limits each +1.",
    "i-great_wall": "+1 culture, +1 happy; +1 strength per infantry and per artillery unit.",
    "iii-air_forces": "Each unit: +5 strength. Joins one army and doubles its tactic bonus.",
    "iii-hollywood": "On completion: culture = twice the culture of your theaters and libraries.",
    "iii-war_over_culture": "Loser loses 5 + advantage culture; the victor scores the same.",
}


def colour_of(c: Card) -> RGB:
    if c.type in TYPE_COLOURS:
        return TYPE_COLOURS[c.type]
    return KIND_COLOURS.get(str(c.kind), theme.CARD_BACK)


def kind_label(c: Card, locale: str | None = None) -> str:
    """ "Age II theater", "Age I leader", "Age III colonization special technology", in the
    reader's language (`tta.board.kind*` in tta-board.ftl; types are `tta.name.<type>`)."""
    if c.type == "special":
        what = _word(f"tta.board.special.{c.special}", "tta.board.special.other", locale)
    elif c.type:
        what = _word(f"tta.name.{c.type}", "", locale) or TYPE_WORDS.get(c.type, c.type)
    else:
        what = _word(f"tta.board.kind.{c.kind}", "", locale) or str(c.kind)
    return message("tta.board.kind", locale, age=c.age_name, what=what)


def short_kind(c: Card, locale: str | None = None) -> str:
    """A shorter kind for small faces: "Age II colonization tech"."""
    if c.type == "special":
        what = _word(f"tta.board.special_short.{c.special}", "tta.board.special.other", locale)
        return message("tta.board.kind", locale, age=c.age_name, what=what)
    if c.kind is Kind.BONUS:
        return message(
            "tta.board.kind", locale, age=c.age_name, what=message("tta.board.kind.bonus", locale)
        )
    return kind_label(c, locale)


def _word(key: str, fallback: str, locale: str | None) -> str:
    """The message `key`, else the message `fallback`, else ""."""
    for k in (key, fallback):
        if k and has(k):
            return message(k, locale)
    return ""


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


# a word's form for one (+1 happy face, -1 civil action)
ONE = {
    "happy faces": "happy face",
    "resources": "resource",
    "civil actions": "civil action",
    "military actions": "military action",
    "blue tokens": "blue token",
    "yellow tokens": "yellow token",
}


def _counted(n: int, word: str) -> str:
    return f"{_signed(n)} {ONE.get(word, word) if abs(n) == 1 else word}"


def _output(c: Card) -> str:
    return ", ".join(_counted(c.out[k], w) for k, w in OUT_WORDS if c.out.get(k))


def _perm(c: Card, words: Mapping[str, str] = PERM_WORDS) -> str:
    return ", ".join(_counted(n, words[k]) for k, n in c.perm.items() if k in words)


def _government(c: Card, words: Mapping[str, str] = PERM_WORDS) -> str:
    base = ("civil_actions", "military_actions", "urban_limit")
    parts = [f"{c.perm[k]} {words[k]}" for k in base if k in c.perm]
    parts += [f"{_signed(n)} {words[k]}" for k, n in c.perm.items() if k not in base and k in words]
    return ", ".join(parts)


def _army(c: Card) -> str:
    units = " + ".join(f"{n} {TYPE_WORDS.get(t, t)}" for t, n in c.composition.items())
    out = W_ARMY.format(units=units, bonus=c.bonus)
    if c.outdated_bonus and c.outdated_bonus != c.bonus:
        out += W_OUTDATED.format(n=c.outdated_bonus)
    return out + "."


def _colony(c: Card, words: Mapping[str, str] = PERM_WORDS) -> list[str]:
    out = [W_COLONY.format(perm=_perm(c, words))]
    once = "; ".join(
        ONE_TIME_WORDS[k].format(n=n) for k, n in c.immediate.items() if k in ONE_TIME_WORDS
    )
    if once:
        out.append(W_ONCE.format(what=once))
    return out


def cost_line(c: Card) -> str:
    """What the card costs to develop, build or play, from its printed numbers ("" if none)."""
    if c.type == "government":
        if not c.science:
            return W_START
        return W_GOV_COST.format(rev=c.revolution, sci=c.science)
    if c.is_tech:
        first = W_DEVELOP.format(n=c.science) if c.science else W_START
        return first + (f" · {W_BUILD.format(n=c.build)}" if c.build else "")
    if c.stages:
        return W_STAGES.format(stages=" + ".join(str(x) for x in c.stages))
    if c.ma_cost:
        return W_MA_COST.format(n=c.ma_cost)
    return ""


def effect_lines(c: Card) -> tuple[str, ...]:
    """The card's whole effect, a paragraph a line, from the data."""
    if c.type == "government":
        return (_government(c) + ".",)
    if c.is_tech:
        out: list[str] = []
        if c.type in ("farm", "mine"):
            out.append(W_WORKER.format(what=f"produces {_output(c)[1:]}"))
        elif c.is_urban:
            out.append(W_WORKER.format(what=_output(c)))
        elif c.is_unit:
            out.append(W_UNIT.format(what=_output(c)))
        elif c.perm:
            out.append(_perm(c) + ".")
        if c.text and not (c.is_unit and c.text.startswith("Unit,")):
            out.append(c.text)
        elif c.text:
            out.append(c.text.split(". ", 1)[-1])
        return tuple(out)
    if c.text:  # the printed text, restated in the data
        return (c.text,)
    if c.kind is Kind.TACTIC:
        return (_army(c),)
    if c.kind is Kind.TERRITORY:
        return tuple(_colony(c))
    if c.kind is Kind.BONUS:
        return (W_BONUS.format(d=c.defense, c=c.colonization),)
    return ()


def summary(c: Card) -> str:
    """The effect in one line of at most 100 characters, cost first."""
    if c.type == "government":
        cost = f"{c.revolution}/{c.science} sci. " if c.science else ""
        return cost + _government(c, PERM_SHORT) + "."
    if c.kind is Kind.TACTIC:
        units = " + ".join(f"{n} {TYPE_WORDS.get(t, t)}" for t, n in c.composition.items())
        old = f" (+{c.outdated_bonus} outdated)" if c.outdated_bonus != c.bonus else ""
        return f"{units}: +{c.bonus} strength an army{old}."
    if c.kind is Kind.TERRITORY:
        return " ".join(_colony(c, PERM_SHORT))
    if c.kind is Kind.BONUS:
        return f"Defense +{c.defense} strength or +{c.colonization} colonization; then discarded."
    if c.is_tech:
        cost = f"{c.science} sci" if c.science else "Start"
        cost += f", build {c.build}. " if c.build else ". "
        body = SHORT.get(c.id) or " ".join(effect_lines(c))
        return cost + body
    body = SHORT.get(c.id) or c.text
    if c.stages:
        return "Stages " + "-".join(str(x) for x in c.stages) + ". " + body
    if c.ma_cost:
        return f"{c.ma_cost} MA. " + body
    return body


# -- the book -------------------------------------------------------------------------------

ORDER = (
    "technology",
    "leader",
    "wonder",
    "action",
    "event",
    "territory",
    "tactic",
    "aggression",
    "war",
    "pact",
    "military_bonus",
)


def _military(variant: str) -> list[str]:
    """The military cards of the variant's decks (tta.decks.military_cards, B-D1)."""
    players = 2 if variant == "dummy" else 4
    return [
        c.id
        for c in CARDS.values()
        if c.deck == "military"
        and c.count(players)
        and c.id != ("ii-international_agreement" if variant != "dummy" else "")
    ]


def text(c: Card, locale: str | None = None) -> str:
    """The card's one-line rules text in the reader's language (`tta.text.<id>` in
    tta-texts.ftl), else the English summary made from the data."""
    key = f"tta.text.{catalogue_key(c.id)}"
    return message(key, locale) if has(key) else summary(c)


@lru_cache(maxsize=32)
def _faces(variant: str, language: str = DEFAULT_LOCALE) -> tuple[CardFace, ...]:
    ids = dict.fromkeys([*STARTING_TECHS, "a-despotism"])
    for age in range(4):
        ids.update(dict.fromkeys(civil_cards(age)))
    ids.update(dict.fromkeys(_military(variant)))
    cards = sorted((CARDS[i] for i in ids), key=lambda c: (c.age, ORDER.index(str(c.kind)), c.name))
    return tuple(
        CardFace(c.id, card_name(c, language), kind_label(c, language), text(c, language))
        for c in cards
    )


def card_name(c: Card, locale: str | None = None) -> str:
    """The card's name in the reader's language where the catalogue has one (the names the
    players' documents give), else its English name."""
    return component_name("tta", c.id, locale, lambda _: c.name)


def faces(options: Mapping[str, Any], locale: str | None = None) -> tuple[CardFace, ...]:
    """Every card the options put in the game: starting cards, the civil decks of Ages A-III and
    the variant's military decks (pacts only against the barbarians)."""
    return _faces(str(options.get("variant", "dummy")), language_of(locale))


# -- one card in full -----------------------------------------------------------------------

CARD_W = 460
PAD = 18
NAME_SIZE = 26
KIND_SIZE = 17
BODY_SIZE = 18


def _lines_height(text: str, size: int, width: int, *, bold: bool = False) -> int:
    fnt = draw.font(size, bold=bold)
    lines = draw.wrap(text, fnt, width)
    pitch = round(draw.line_height(fnt) * 1.15)
    return pitch * (len(lines) - 1) + draw.line_height(fnt)


def draw_card(card_id: str, locale: str | None = None) -> Image.Image:
    """The card as a picture: name band, kind, cost, every effect in words, in the reader's
    language (English: the cost and effects spelled out from the data; another language: the
    card's rules text of the catalogue, which starts with its cost)."""
    return _draw_card(card_id, language_of(locale))


@lru_cache(maxsize=512)
def _draw_card(card_id: str, language: str) -> Image.Image:
    c = CARDS[card_id]
    width = CARD_W - 2 * PAD
    band = 54
    kind = (kind_label(c, language), KIND_SIZE, False, theme.MUTED)
    blocks: list[tuple[str, int, bool, RGB]] = [kind]
    if language == DEFAULT_LOCALE:
        cost = cost_line(c)
        if cost:
            blocks.append((cost, BODY_SIZE, True, theme.INK))
        blocks += [(line, BODY_SIZE, False, theme.INK) for line in effect_lines(c)]
    else:
        blocks.append((text(c, language), BODY_SIZE, False, theme.INK))
    heights = [_lines_height(t, s, width, bold=b) for t, s, b, _ in blocks]
    height = band + PAD + sum(heights) + 12 * (len(blocks) - 1) + PAD
    img = draw.canvas(CARD_W, max(height, 220), fill=theme.BACKGROUND)
    body = draw.card(
        img,
        Box(0, 0, CARD_W, img.height),
        colour=colour_of(c),
        title=card_name(c, language),
        band=band,
        title_size=NAME_SIZE,
    )
    y = body.y0 + PAD
    for (t, s, b, ink), h in zip(blocks, heights, strict=True):
        draw.text_block(
            img, Box(PAD, y, CARD_W - PAD, y + h), t, size=s, bold=b, fill=ink, min_size=s
        )
        y += h + 12
    return img


BOOK = register_cards("tta", CardBook(faces=faces, draw=draw_card))
