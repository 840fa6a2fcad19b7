"""Catan's card book (issue 14): development cards, the three Cities & Knights progress decks,
city improvements by level, knights, metropolises, the merchant, the barbarians and the
special cards, each with its full effect.

Names, counts, costs, decks and numbers come from data/catan (through the engine's catalogue);
the effect sentences follow /work/shared/rules/catan.md (sections 9-11 and 17-29). Every
player-facing word of this module is in the tables at the top.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from PIL import Image

from bot.engine.catan.data import KINDS, LEVELS, TRACKS, catalogue
from renderers import draw, theme
from renderers.cards import CardBook, CardFace, register_cards
from renderers.catan_board import TRACK_COLOURS
from renderers.draw import Box
from renderers.theme import RGB

# -- words ---------------------------------------------------------------------------------

DEV_EFFECTS = {
    "knight": "Move the robber to another hex and steal 1 random resource from a player with "
    "a settlement or city next to it. Keep the card face up: it counts toward Largest Army.",
    "victory_point": "1 victory point. Keep it hidden: it counts from the moment you hold it "
    "and may win the game the turn you buy it. It is never played.",
    "road_building": "Place 2 roads for free, following the normal road rules (as many as "
    "you have pieces for).",
    "year_of_plenty": "Take any 2 resource cards from the bank; they may be the same kind. If "
    "the bank lacks them, take what it has.",
    "monopoly": "Name a resource. Every other player gives you all their cards of that resource.",
}
DEV_SUMMARIES = {
    "knight": "Move the robber and steal 1 card; counts toward Largest Army",
    "victory_point": "1 VP, kept hidden; counts as soon as you hold it",
    "road_building": "Place 2 roads for free",
    "year_of_plenty": "Take any 2 resources from the bank",
    "monopoly": "Name a resource: every other player gives you all of it",
}
DEV_RULE = (
    "Play at most one development card a turn, at any time in your turn (also before the "
    "roll), never the turn you bought it."
)

PROGRESS_EFFECTS = {
    "alchemist": "Play before you roll. Choose the values of the red and yellow dice (1-6 "
    "each; the total may be 7). Roll only the event die and resolve it first, then "
    "production with your total. Your red value counts for progress-card draws.",
    "crane": "Buy one city improvement for 1 commodity less (level 1 becomes free). Two "
    "Cranes never reduce the same improvement.",
    "engineer": "Build one city wall for free, following the normal wall rules.",
    "inventor": "Swap two number tokens on the board; neither may be a 2, 12, 6 or 8. No "
    "building of yours needs to be near them; the robber stays where it is.",
    "irrigation": "Take 2 grain for each fields hex touching at least one of your "
    "settlements or cities. Each hex counts once; if the bank runs short, take what is left.",
    "medicine": "Upgrade one settlement to a city for 2 ore and 1 grain instead of 3 ore and "
    "2 grain. All other city rules apply.",
    "mining": "Take 2 ore for each mountains hex touching at least one of your settlements "
    "or cities. Each hex counts once; if the bank runs short, take what is left.",
    "printer": "1 victory point. Reveal it as soon as you draw it and keep it face up; it "
    "never counts toward the hand limit.",
    "road_building": "Build 2 roads for free, one after the other, under the normal road rules.",
    "smith": "Promote up to 2 of your knights one level each, for free. Strong to mighty "
    "needs the Fortress (politics 3); each knight is promoted at most once a turn.",
    "commercial_harbor": "For the rest of your turn, once per opponent, you may offer that "
    "opponent 1 resource from your hand; they must give you 1 commodity of their choice for "
    "it. If they have none, you keep your card.",
    "master_merchant": "Choose an opponent with more VP than you. Look at their resources "
    "and commodities and take 2 of your choice (all of them if they have fewer).",
    "merchant": "Put the merchant on a land hex touching one of your settlements or cities. "
    "While it is yours you trade that hex's resource with the bank at 2:1 and hold 1 VP. A "
    "later Merchant card, played by anyone, moves it and takes both.",
    "merchant_fleet": "Name one resource or commodity. Until the end of your turn, trade that "
    "kind with the bank at 2:1, for any resource or commodity, as often as you like.",
    "resource_monopoly": "Name a resource. Each other player gives you 2 cards of it (1 if "
    "they have only 1).",
    "trade_monopoly": "Name a commodity. Each other player gives you 1 card of it, if they "
    "have any.",
    "bishop": "Only after the first barbarian attack. Move the robber to another hex, then "
    "steal 1 random card from each opponent with a settlement or city touching it.",
    "constitution": "1 victory point. Reveal it as soon as you draw it and keep it face up; "
    "it never counts toward the hand limit.",
    "deserter": "Choose an opponent with a knight on the board: they remove one of their "
    "knights. You may then place one of your own knights of the same strength (or weaker, "
    "if none is free) for free, with the removed knight's active or inactive state.",
    "diplomat": "Remove one open road of any player (an end with no other road, building or "
    "knight of its owner). If it was yours, you may at once build one road for free "
    "elsewhere. No knight may be left unconnected.",
    "intrigue": "Displace an opponent's knight standing on a corner touched by one of your "
    "roads; no knight of yours is needed. Its owner moves it along their roads, or it is "
    "removed.",
    "saboteur": "Each other player with as many VP as you or more discards half (rounded "
    "down) of their resources and commodities, chosen by them.",
    "spy": "Choose an opponent. Look at their progress cards and take 1 of them.",
    "warlord": "Activate all your knights for free. Knights activated this way cannot act "
    "this turn.",
    "wedding": "Each player with more VP than you gives you 2 resources or commodities of "
    "their choice (all they have if fewer than 2).",
}
PROGRESS_SUMMARIES = {
    "alchemist": "Before the roll: choose the red and yellow dice",
    "crane": "Next city improvement costs 1 commodity less",
    "engineer": "Build a city wall for free",
    "inventor": "Swap two number tokens (not 2, 6, 8 or 12)",
    "irrigation": "Take 2 grain per fields hex touching your buildings",
    "medicine": "Upgrade a settlement to a city for 2 ore and 1 grain",
    "mining": "Take 2 ore per mountains hex touching your buildings",
    "printer": "1 VP, face up at once",
    "road_building": "Build 2 roads for free",
    "smith": "Promote up to 2 knights for free",
    "commercial_harbor": "This turn: swap 1 resource for 1 commodity with each opponent",
    "master_merchant": "Take 2 cards of your choice from a player with more VP",
    "merchant": "Place the merchant: 2:1 for that hex's resource and 1 VP",
    "merchant_fleet": "This turn: trade one named kind with the bank at 2:1",
    "resource_monopoly": "Name a resource: each other player gives you 2 of it",
    "trade_monopoly": "Name a commodity: each other player gives you 1 of it",
    "bishop": "After the first attack: move the robber, steal 1 card from each player there",
    "constitution": "1 VP, face up at once",
    "deserter": "An opponent removes a knight; place one of yours for free",
    "diplomat": "Remove an open road; rebuild it free if it was yours",
    "intrigue": "Displace an opponent's knight on one of your roads",
    "saboteur": "Players with as many VP as you or more discard half their cards",
    "spy": "Look at an opponent's progress cards and take 1",
    "warlord": "Activate all your knights for free",
    "wedding": "Players with more VP than you give you 2 cards each",
}
TIMING_WORDS = {
    "before_roll": "Play before you roll, on your turn.",
    "action_phase": "Play on your turn, after the roll.",
    "immediate_on_draw": "Revealed at once when drawn.",
}
TRACK_WORDS = {"trade": "Trade", "politics": "Politics", "science": "Science"}
TRACK_DECK = {"trade": "yellow", "politics": "blue", "science": "green"}
ABILITY_WORDS = {
    "trade": "Trading House: on your turn trade 2 identical commodities with the bank for 1 "
    "resource or commodity of your choice, as often as you like.",
    "politics": "Fortress: you may promote strong knights to mighty.",
    "science": "Aqueduct: when a roll other than 7 gives you no card at all, take 1 resource "
    "of your choice from the bank.",
}
TRACK_TITLE = "{track} improvements"
TRACK_SUMMARY = (
    "Level k costs k {commodity}; level 3 gives {ability}; levels 4-5 win the metropolis"
)
TRACK_TEXT = (
    "Five levels ({levels}); level k costs k {commodity}, bought in order with a city on the "
    "board. Each level lets you draw {track} cards on a {colour} city gate. Level 3: "
    "{ability} Levels 4 and 5 win the {track} metropolis."
)
LEVEL_RULE = (
    "Levels are bought in order, in your action phase, with at least one city on the board. "
    "On a {colour} city gate you draw a {track} card when the red die is at most {reach}."
)
METRO_RULES = {
    4: "The first player to reach level 4 takes the {track} metropolis for one of their "
    "cities (needs a city without a metropolis): that city is worth 4 VP.",
    5: "The first player to reach level 5 takes the {track} metropolis for good, from its "
    "level-4 holder if needed.",
}
KNIGHT_EFFECTS = {
    "basic": "Recruit for 1 wool and 1 ore on an empty corner at the end of one of your "
    "roads; it starts inactive. Activate for 1 grain.",
    "strong": "Promote a basic knight for 1 wool and 1 ore (a free strong piece is needed); "
    "it keeps its active or inactive state. Can displace basic knights.",
    "mighty": "Promote a strong knight for 1 wool and 1 ore; needs the Fortress (politics "
    "3). Can displace basic and strong knights.",
}
KNIGHT_RULE = (
    "Each player owns 2 knights of each level. Only active knights fight the barbarians and "
    "act. An action (move along your roads, displace a weaker knight, chase the robber away "
    "after the first attack) leaves the knight inactive. A knight blocks opponents' roads."
)
EXTRA = {
    "metropolis": (
        "Metropolis",
        "C&K piece",
        "One per track. Level 4 first takes it, level 5 first keeps it for good. It sits on a "
        "city: +2 VP (4 for that city), and that city cannot be pillaged.",
        "+2 VP on a city: first to level 4 of a track, kept for good by the first to level 5",
    ),
    "merchant_piece": (
        "The merchant",
        "C&K piece",
        "One shared piece, moved only by Merchant cards. Its holder gets 1 VP and trades the "
        "resource of its hex with the bank at 2:1. The robber does not affect it; on the "
        "desert it gives the VP but no rate.",
        "Its holder: 1 VP and 2:1 bank trades for the resource of its hex",
    ),
    "barbarians": (
        "The barbarians",
        "C&K event",
        "Each ship on the event die moves the ship a step; on the 7th they attack. Barbarian "
        "strength is the number of cities on the board; knight strength is all active "
        "knights. If knights are weaker, each player with the lowest strength who has a city "
        "without a metropolis loses a city (it becomes a settlement, its wall is removed). "
        "If knights win, the strongest single defender takes a Defender card; tied players "
        "each draw a progress card. Afterwards every knight becomes inactive; the first "
        "attack frees the robber.",
        "Attack on the 7th ship: cities on the board vs active knights",
    ),
    "city_wall": (
        "City wall",
        "C&K piece",
        "Costs 2 brick. Built under one of your cities, at most 1 per city and 3 in all. Each "
        "raises your limit for discarding on a 7 by 2. Removed if its city is pillaged.",
        "Cost 2 brick. Under a city: your 7 discard limit rises by 2",
    ),
    "defender": (
        "Defender of Catan",
        "C&K special card",
        "1 VP, never lost. Taken by the one player with the most active knight strength when "
        "Catan beats the barbarians.",
        "1 VP: the single strongest defender when the barbarians are beaten",
    ),
    "longest_road": (
        "Longest Road",
        "special card",
        "2 VP. The first player with a trail of at least 5 roads takes it; another takes it "
        "only with a strictly longer trail. Opponents' buildings (and knights) cut trails.",
        "2 VP: the longest trail of at least 5 roads",
    ),
    "largest_army": (
        "Largest Army",
        "special card",
        "2 VP. The first player with 3 knight cards played takes it; another takes it only by "
        "playing strictly more knights.",
        "2 VP: the most knight cards played, at least 3",
    ),
}
KIND_WORDS = {
    "development": "development card",
    "progress": "{track} progress card",
    "improvement": "{track} improvement",
    "knight": "C&K knight",
}
COUNT_WORD = "{n} in the deck"
COST_WORD = "Cost: {cost}"
STRENGTH_WORD = "Strength {n}"
LEVEL_TITLE = "{track} {level}: {name}"
LEVEL_COST = "{n} {commodity}"
LEVEL_FREE_ABILITY = "Level 3 gives the track's ability. "


class Entry(NamedTuple):
    """One component in full: the face, the deck colour and every line of the card."""

    face: CardFace
    colour: RGB
    cost: str
    effect: str

    @property
    def body(self) -> str:
        """The card's text: its cost first, then every effect."""
        return f"{self.cost}. {self.effect}" if self.cost else self.effect


# -- the entries ---------------------------------------------------------------------------

DEV_COLOUR: RGB = (120, 84, 160)
PIECE_COLOUR: RGB = (96, 96, 108)
SPECIAL_COLOUR: RGB = (176, 60, 48)


def _cost_text(costs: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {k}" for k in KINDS for n in [costs.get(k, 0)] if n)


@lru_cache(maxsize=2)
def entries(ck: bool) -> tuple[Entry, ...]:
    cat = catalogue()
    out: list[Entry] = []
    if not ck:
        dev_cost = _cost_text(cat.raw["base"]["costs"]["development_card"])
        for cid, card in cat.development.items():
            summary = DEV_SUMMARIES[cid]
            face = CardFace(cid, card.name, KIND_WORDS["development"], summary)
            rule = "" if card.is_vp else f" {DEV_RULE}"
            effect = f"{DEV_EFFECTS[cid]}{rule} {COUNT_WORD.format(n=card.count)}."
            out.append(Entry(face, DEV_COLOUR, COST_WORD.format(cost=dev_cost), effect))
        for key in ("longest_road", "largest_army"):
            name, kind, text, summary = EXTRA[key]
            out.append(Entry(CardFace(key, name, kind, summary), SPECIAL_COLOUR, "", text))
        return tuple(out)
    mode = cat.raw["ck"]
    for cid, card in cat.progress.items():
        track = card.deck
        kind = KIND_WORDS["progress"].format(track=TRACK_WORDS[track])
        face = CardFace(cid, card.name, kind, PROGRESS_SUMMARIES[cid])
        timing = TIMING_WORDS.get(card.timing, "")
        other = card.params.get("name_2025")
        renamed = f" (2025 name: {other})" if other and other != card.name else ""
        effect = f"{PROGRESS_EFFECTS[cid]} {timing} {COUNT_WORD.format(n=card.count)}{renamed}."
        out.append(Entry(face, TRACK_COLOURS[track], "", effect))
    reach = {int(k): v for k, v in mode["progress_draw_max_red"].items()}
    for track in TRACKS:
        info = mode["tracks"][track]
        commodity = info["commodity"]
        ability = ABILITY_WORDS[track].split(":")[0]
        levels = ", ".join(info["level_names"])
        summary = TRACK_SUMMARY.format(commodity=commodity, ability=ability)
        text = TRACK_TEXT.format(
            commodity=commodity,
            levels=levels,
            colour=TRACK_DECK[track],
            track=track,
            ability=ABILITY_WORDS[track],
        )
        face = CardFace(track, TRACK_TITLE.format(track=TRACK_WORDS[track]), "C&K track", summary)
        out.append(Entry(face, TRACK_COLOURS[track], "", text))
        for level, (name, n) in enumerate(
            zip(info["level_names"], info["level_costs"], strict=True), start=1
        ):
            parts = [LEVEL_RULE.format(colour=TRACK_DECK[track], track=track, reach=reach[level])]
            if level == 3:
                parts.append(ABILITY_WORDS[track])
            if level in METRO_RULES:
                parts.append(METRO_RULES[level].format(track=track))
            title = LEVEL_TITLE.format(track=TRACK_WORDS[track], level=level, name=name)
            cost = LEVEL_COST.format(n=n, commodity=commodity)
            summary = f"Cost {cost}. Draws {track} cards on red <= {reach[level]}"
            if level == 3:
                summary += f". {ABILITY_WORDS[track].split(':')[0]}"
            elif level in METRO_RULES:
                summary += ". Metropolis"
            face = CardFace(
                f"{track}_{level}",
                title,
                KIND_WORDS["improvement"].format(track=TRACK_WORDS[track]),
                summary,
            )
            out.append(
                Entry(face, TRACK_COLOURS[track], COST_WORD.format(cost=cost), " ".join(parts))
            )
    knight_cost = _cost_text(mode["costs"]["knight"])
    for rank in LEVELS:
        strength = mode["knight_strength"][rank]
        name = f"{rank.capitalize()} knight"
        summary = f"{STRENGTH_WORD.format(n=strength)}. {KNIGHT_EFFECTS[rank].split(';')[0]}"
        face = CardFace(f"{rank}_knight", name, KIND_WORDS["knight"], summary)
        effect = f"{STRENGTH_WORD.format(n=strength)}. {KNIGHT_EFFECTS[rank]} {KNIGHT_RULE}"
        out.append(Entry(face, PIECE_COLOUR, COST_WORD.format(cost=knight_cost), effect))
    for key in ("metropolis", "merchant_piece", "barbarians", "city_wall", "defender"):
        name, kind, text, summary = EXTRA[key]
        colour = SPECIAL_COLOUR if key == "defender" else PIECE_COLOUR
        out.append(Entry(CardFace(key, name, kind, summary), colour, "", text))
    out.append(_longest())
    return tuple(out)


def _longest() -> Entry:
    name, kind, text, summary = EXTRA["longest_road"]
    return Entry(CardFace("longest_road", name, kind, summary), SPECIAL_COLOUR, "", text)


def _ck(options: Mapping[str, Any]) -> bool:
    return bool(options.get("ck", False))


def faces(options: Mapping[str, Any]) -> list[CardFace]:
    return [e.face for e in entries(_ck(options))]


@lru_cache(maxsize=1)
def _by_id() -> dict[str, Entry]:
    """Every entry by id; the progress version of a shared id (road_building) comes last."""
    return {e.face.id: e for ck in (False, True) for e in entries(ck)}


def entry(cid: str, ck: bool) -> Entry | None:
    """The card `cid` as the given mode has it (road_building differs between modes)."""
    for e in entries(ck):
        if e.face.id == cid:
            return e
    return None


# -- drawing -------------------------------------------------------------------------------

CARD_W = 520
TEXT_SIZE = 18
TITLE_SIZE = 26


def card_height(e: Entry, width: int, size: int) -> int:
    """Height of the body text of `e` at `size` in a box `width` wide."""
    fnt, lines, pitch = draw.layout_text(e.body, width, 10_000, size, min_size=size)
    return pitch * (len(lines) - 1) + draw.line_height(fnt)


def draw_entry(img: Image.Image, box: Box, e: Entry, *, size: int = TEXT_SIZE) -> None:
    """One card into `box`: coloured band with the name, kind and cost, then the full effect."""
    band = round(size * 3.1)
    body = draw.card(img, box, colour=e.colour, band=band).inset(10, 8)
    ink = theme.ink_on(e.colour)
    head = Box(box.x0 + 10, box.y0 + 4, box.x1 - 10, box.y0 + band)
    draw.text(
        img,
        (head.x0, head.y0),
        e.face.name,
        size=round(size * 1.3),
        bold=True,
        fill=ink,
        max_width=head.width,
    )
    draw.text(
        img,
        (head.x0, head.y0 + round(size * 1.65)),
        e.face.kind,
        size=max(14, size - 2),
        fill=ink,
        max_width=head.width,
    )
    draw.text_block(img, body, e.body, size=size, min_size=size)


@lru_cache(maxsize=128)
def _drawn(cid: str) -> Image.Image:
    e = _by_id().get(cid)
    if e is None:
        raise KeyError(cid)
    inner = CARD_W - 2 * 10 - 2 * theme.PAD
    height = round(TEXT_SIZE * 3.1) + card_height(e, inner, TEXT_SIZE) + 2 * 8 + 8
    img = draw.canvas(CARD_W + 2 * theme.PAD, height + 2 * theme.PAD)
    draw_entry(img, Box.at(theme.PAD, theme.PAD, CARD_W, height), e)
    return img


def draw_card(cid: str) -> Image.Image:
    return _drawn(cid).copy()


def hand_entries(cards: Sequence[str], ck: bool) -> list[tuple[Entry, int]]:
    """The distinct cards of a hand with how many of each, in the hand's order."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    out = []
    for cid, n in counts.items():
        e = entry(cid, ck)
        if e is not None:
            out.append((e, n))
    return out


BOOK = register_cards("catan", CardBook(faces=faces, draw=draw_card))
