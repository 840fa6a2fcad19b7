"""Through the Ages board: the card row with costs, the tracks, the whole civilization, the
hands, the event decks and the solo opponent (dummy player or barbarians)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.tta.cards import AGE_NAMES, Card, catalogue
from bot.engine.tta.view import CivView, TechView, TtaView
from renderers import draw, register_renderer, theme
from renderers.draw import Box
from renderers.theme import RGB

CARDS = catalogue()
W = 1400
M = 18  # outer margin
GAP = 10

YELLOW: RGB = (236, 190, 40)
BLUE: RGB = (48, 108, 200)
WHITE_CUBE: RGB = (245, 245, 240)
RED: RGB = (196, 48, 44)

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
OUT_LABELS = (
    ("food", "food"),
    ("resources", "res"),
    ("science", "sci"),
    ("culture", "cult"),
    ("happy", "happy"),
    ("strength", "str"),
)

# The end of the game in words (rules 33-35: surviving the barbarians wins; 180 is the target).
REASONS = {
    "target": "180 target reached",
    "short": "short of the 180 target",
    "overrun": "overrun by the barbarians",
    "beat_dummy": "more culture than the dummy",
    "lost_dummy": "the dummy has more culture",
    "tied_dummy": "tied with the dummy",
}


def colour_of(c: Card) -> RGB:
    if c.type in TYPE_COLOURS:
        return TYPE_COLOURS[c.type]
    return KIND_COLOURS.get(str(c.kind), theme.CARD_BACK)


def _kind_label(c: Card) -> str:
    if c.type == "special":
        return f"{c.special} tech"
    if c.type:
        return c.type.replace("_", " ")
    return str(c.kind).replace("military_bonus", "bonus")


def _output(c: Card) -> str:
    parts = [f"{c.out[k]} {label}" for k, label in OUT_LABELS if c.out.get(k)]
    return ", ".join(parts)


class Board:
    """A tall canvas drawn top to bottom, cropped at the end."""

    def __init__(self, highlight: Sequence[str]) -> None:
        self.img = draw.canvas(W, 3400)
        self.d = ImageDraw.Draw(self.img)
        self.y = 0
        self.marks = set(highlight)
        self.outlines: list[Box] = []

    def mark(self, key: str, box: Box) -> None:
        if key in self.marks:
            self.outlines.append(box)

    def section(self, title: str, height: int) -> Box:
        """A titled panel of the given inner height; returns the inner box."""
        box = Box(M, self.y, W - M, self.y + height + 34 + theme.PAD)
        draw.panel(self.img, box)
        draw.text(
            self.img,
            (M + theme.PAD, self.y + 6),
            title,
            size=18,
            bold=True,
            max_width=W - 2 * M - 2 * theme.PAD,
        )
        self.y = box.y1 + GAP
        return Box(M + theme.PAD, box.y0 + 32, W - M - theme.PAD, box.y1 - theme.PAD)

    def finish(self) -> Image.Image:
        for box in self.outlines:
            draw.highlight_outline(self.img, box, width=4, gap=2, radius=8)
        return self.img.crop((0, 0, W, self.y + M - GAP))


def _tokens(
    img: Image.Image, x: int, y: int, n: int, colour: RGB, r: int = 6, limit: int = 8
) -> int:
    """Draw n small discs (a number beyond `limit`); returns the x after them."""
    d = ImageDraw.Draw(img)
    shown = min(n, limit)
    for i in range(shown):
        cx = x + r + i * (2 * r + 2)
        d.ellipse((cx - r, y, cx + r, y + 2 * r), fill=colour, outline=theme.shade(colour, 0.6))
    x += shown * (2 * r + 2)
    if n > limit:
        draw.text(img, (x + 2, y - 2), f"+{n - limit}", size=13, bold=True)
        x += 26
    return x


def _mini_card(
    b: Board, box: Box, cid: str, *, sub: str = "", note: str = "", faded: bool = False
) -> None:
    c = CARDS[cid]
    colour = colour_of(c)
    if faded:
        colour = theme.shade(colour, 1.5)
    body = draw.card(b.img, box, colour=colour, title=c.name, band=22, radius=7, title_size=14)
    line = sub or f"Age {c.age_name} {_kind_label(c)}"
    draw.text(
        b.img,
        (body.x0 + 5, body.y0 + 3),
        line,
        size=12,
        fill=theme.MUTED,
        max_width=body.width - 10,
    )
    if note:
        draw.text_block(
            b.img, Box(body.x0 + 5, body.y0 + 19, body.x1 - 5, body.y1 - 3), note, size=12
        )
    b.mark(f"card:{cid}", box)


# -- sections ---------------------------------------------------------------------------------


def _header(b: Board, v: TtaView, names: Sequence[str]) -> None:
    age = AGE_NAMES[v.age] if v.age < len(AGE_NAMES) else str(v.age)
    who = names[0] if names else "Player"
    foe = "the dummy player" if v.variant == "dummy" else "the barbarians"
    rules = (
        f" (optional {v.optional})" if v.variant == "barbarians" and v.optional != "none" else ""
    )
    last = "  ·  LAST ROUND" if v.last_round and v.round >= v.last_round else ""
    draw.title_bar(
        b.img,
        Box(0, 0, W, 56),
        "Through the Ages",
        f"{who} vs {foe}{rules}  ·  Round {v.round}  ·  Age {age}{last}",
    )
    b.y = 56 + 8
    if v.won is not None:
        verdict = "WIN" if v.won else "NOT A WIN"
        why = REASONS.get(v.reason, v.reason.replace("_", " "))
        status = f"Game over: {v.civ.culture} culture — {verdict} ({why})"
    elif v.pending:
        status = f"{who} to act: {v.prompt or v.pending}"
    else:
        status = ""
    draw.text(b.img, (M, b.y), status, size=18, bold=True, max_width=W - 2 * M)
    b.y += 30


def _row(b: Board, v: TtaView) -> None:
    deck_age = AGE_NAMES[min(v.age, 3)]
    title = (
        f"Card row  ·  civil deck: {v.civil_deck} left (Age {deck_age})  ·  "
        f"military deck: {v.military_deck} (Age {AGE_NAMES[v.military_age]})"
    )
    if v.dice:
        title += f"  ·  last dice {list(v.dice)}"
    inner = b.section(title, 132)
    cells = draw.grid(inner, 13, columns=13, gap=6, cell_height=128)
    for i, ((cid, cost), cell) in enumerate(zip(v.row, cells, strict=True)):
        slot_cost = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)[i]
        if cid is None:
            b.d.rounded_rectangle(cell, 7, outline=theme.BORDER, width=1, fill=theme.PANEL_ALT)
            draw.centred_text(b.img, cell.inset(4, 40), f"slot {i + 1}", size=13, fill=theme.MUTED)
            draw.text(
                b.img, (cell.x0 + 5, cell.y1 - 20), f"{slot_cost} CA", size=12, fill=theme.MUTED
            )
            continue
        c = CARDS[cid]
        body = draw.card(b.img, cell, colour=colour_of(c), title="", band=8, radius=7)
        name_box = Box(body.x0 + 4, body.y0 + 2, body.x1 - 4, body.y0 + 54)
        size = min(
            draw.fit_size(word, name_box.width, 14, bold=True, min_size=9)
            for word in c.name.split()
        )
        draw.text_block(b.img, name_box, c.name, size=size, bold=True, min_size=9)
        draw.text(
            b.img,
            (body.x0 + 4, body.y0 + 56),
            f"Age {c.age_name} {_kind_label(c)}",
            size=12,
            fill=theme.MUTED,
            max_width=body.width - 8,
        )
        extra = ""
        if c.is_tech and c.type != "government":
            extra = f"{c.science} sci"
            if c.build:
                extra += f" · build {c.build}"
        elif c.type == "government":
            extra = f"{c.revolution}/{c.science} sci"
        elif c.stages:
            extra = "stages " + "-".join(str(x) for x in c.stages)
        if extra:
            draw.text(b.img, (body.x0 + 4, body.y0 + 72), extra, size=12, max_width=body.width - 8)
        badge = Box(cell.x1 - 40, cell.y1 - 24, cell.x1 - 4, cell.y1 - 4)
        b.d.rounded_rectangle(badge, 6, fill=theme.TITLE_BAR)
        draw.centred_text(b.img, badge, f"{cost} CA", size=13, bold=True, fill=theme.PAPER_INK)
        draw.text(b.img, (cell.x0 + 5, cell.y1 - 20), f"#{i + 1}", size=12, fill=theme.MUTED)
        b.mark(f"slot:{i + 1}", cell)


def _chip(b: Board, box: Box, label: str, value: str, colour: RGB) -> None:
    b.d.rounded_rectangle(box, 7, fill=theme.shade(colour, 1.75), outline=colour, width=2)
    draw.text(
        b.img,
        (box.x0 + 7, box.y0 + 3),
        label,
        size=12,
        fill=theme.shade(colour, 0.6),
        max_width=box.width - 12,
    )
    draw.text(b.img, (box.x0 + 7, box.y0 + 19), value, size=17, bold=True, max_width=box.width - 12)


def _tracks(b: Board, v: TtaView) -> None:
    c = v.civ
    inner = b.section("Your civilization: tracks and banks", 112)
    chips = [
        ("Culture points", f"{c.culture}  (+{c.culture_rate}/turn)", (150, 60, 150)),
        ("Science points", f"{c.science}  (+{c.science_rate}/turn)", (40, 110, 190)),
        ("Strength", f"{c.strength}", RED),
        ("Happiness", f"{c.happy}/8  (discontent {c.discontent})", (214, 160, 30)),
        ("Civil actions", f"{c.ca_left} of {c.ca_total}", (110, 110, 110)),
        ("Military actions", f"{c.ma_left} of {c.ma_total}", (170, 50, 50)),
        ("Food", f"{c.food}  (+{c.food_rate}, eat {c.consumption})", (120, 170, 70)),
        ("Resources", f"{c.resources}  (+{c.resource_rate}, corr. {c.corruption})", (139, 94, 60)),
        ("Yellow bank", f"{c.yellow_bank}  (unused {c.unused})", (214, 170, 40)),
        ("Blue bank", f"{c.blue_bank}", BLUE),
        ("Urban limit", f"{c.urban_limit} each", (96, 96, 176)),
        (
            "Colonization",
            f"+{c.colonization}" + (f" · pool {c.pool}" if c.pool else ""),
            (40, 120, 90),
        ),
    ]
    cells = draw.grid(inner, len(chips), columns=6, gap=8, cell_height=48)
    for (label, value, colour), cell in zip(chips, cells, strict=True):
        _chip(b, cell, label, value, colour)


def _tech_box(b: Board, box: Box, t: TechView) -> None:
    c = CARDS[t.card]
    body = draw.card(
        b.img, box, colour=colour_of(c), title=c.name, band=22, radius=7, title_size=14
    )
    draw.text(
        b.img,
        (body.x0 + 5, body.y0 + 3),
        f"Age {c.age_name} · {_output(c)}",
        size=12,
        fill=theme.MUTED,
        max_width=body.width - 10,
    )
    y = body.y0 + 22
    x = _tokens(b.img, body.x0 + 4, y, t.workers, YELLOW)
    if t.workers == 0:
        draw.text(b.img, (body.x0 + 5, y - 2), "no workers", size=12, fill=theme.MUTED)
    if t.blue:
        _tokens(b.img, max(x + 8, body.x0 + 4), y + 16, t.blue, BLUE, r=5)
    b.mark(f"card:{t.card}", box)


def _civilization(b: Board, v: TtaView) -> None:
    c = v.civ
    top: list[tuple[str, str, str]] = [(c.government, "Government", _gov_note(c))]
    top.append((c.leader, "Leader", CARDS[c.leader].text) if c.leader else ("", "Leader", ""))
    for sid in c.specials:
        top.append((sid, "", _perm_note(CARDS[sid])))
    if c.tactic:
        armies = c.armies
        note = (
            f"{armies[0]} army(ies)"
            + (f", {armies[1]} outdated" if armies[1] else "")
            + (f", {armies[2]} doubled" if armies[2] else "")
        )
        top.append((c.tactic, "Tactic", note))
    if c.wonder:
        stages = len(CARDS[c.wonder].stages)
        top.append(
            (
                c.wonder,
                f"Building: stage {c.stages_built}/{stages}",
                "next " + "-".join(str(x) for x in CARDS[c.wonder].stages[c.stages_built :]),
            )
        )
    for w in c.wonders:
        note = "ravaged: 2 culture" if w in c.ravaged else _perm_note(CARDS[w])
        if w == c.homer_wonder:
            note += " (+1 happy: Homer)"
        top.append((w, "Wonder", note))
    for col in c.colonies:
        top.append((col, "Colony", _perm_note(CARDS[col])))
    groups = [
        ("Farms and mines", [t for t in c.techs if CARDS[t.card].type in ("farm", "mine")]),
        ("Urban buildings", [t for t in c.techs if CARDS[t.card].is_urban]),
        ("Military units", [t for t in c.techs if CARDS[t.card].is_unit]),
    ]
    cols = 7
    top_h = draw.grid_height(len(top), columns=cols, cell_height=74, gap=8)
    tech_cols = 3
    heights = [
        draw.grid_height(len(g), columns=tech_cols, cell_height=70, gap=6) for _, g in groups
    ]
    group_h = max(heights) + 22
    inner = b.section(
        f"Your civilization  ·  war declared: "
        f"{CARDS[c.war[0]].name + ' on ' + _target(c.war[1]) if c.war else 'none'}",
        top_h + 10 + group_h,
    )
    cells = draw.grid(
        Box(inner.x0, inner.y0, inner.x1, inner.y0 + top_h),
        len(top),
        columns=cols,
        gap=8,
        cell_height=74,
    )
    for (cid, label, note), cell in zip(top, cells, strict=True):
        if not cid:
            b.d.rounded_rectangle(cell, 7, outline=theme.BORDER, fill=theme.PANEL_ALT)
            draw.centred_text(b.img, cell, "No leader", size=13, fill=theme.MUTED)
            continue
        _mini_card(b, cell, cid, sub=label, note=note, faded=cid in c.ravaged)
    y = inner.y0 + top_h + 10
    col_w = (inner.width - 2 * 12) // 3
    for i, (title, techs) in enumerate(groups):
        x0 = inner.x0 + i * (col_w + 12)
        draw.text(b.img, (x0, y), title, size=14, bold=True, fill=theme.MUTED)
        area = Box(x0, y + 20, x0 + col_w, y + 20 + heights[i])
        boxes = draw.grid(area, len(techs), columns=tech_cols, gap=6, cell_height=70)
        for t, box in zip(techs, boxes, strict=True):
            _tech_box(b, box, t)


def _target(t: str) -> str:
    return "the dummy" if t == "dummy" else f"barbarian {t}"


def _gov_note(c: CivView) -> str:
    return f"{c.ca_total} CA, {c.ma_total} MA, limit {c.urban_limit}"


def _perm_note(c: Card) -> str:
    names = {
        "civil_actions": "CA",
        "military_actions": "MA",
        "culture": "cult",
        "science": "sci",
        "happy": "happy",
        "strength": "str",
        "colonization": "colon.",
        "blue_tokens": "blue",
        "yellow_tokens": "yellow",
    }
    parts = [
        f"{'+' if n > 0 else ''}{n} {names.get(k, k)}" for k, n in c.perm.items() if k in names
    ]
    if not parts and c.text:
        return c.text
    return ", ".join(parts)


def _hands(b: Board, v: TtaView) -> None:
    c = v.civ
    civil = list(c.hand)
    mil = list(c.military)
    n = max(1, len(civil)) + max(1, len(mil))
    rows = draw.grid_height(n, columns=8, cell_height=56, gap=6)
    inner = b.section(
        f"Hand  ·  civil cards {len(civil)}  ·  military cards {len(mil)}"
        + ("" if v.viewer == 0 else " (hidden)"),
        rows,
    )
    cells = draw.grid(inner, n, columns=8, gap=6, cell_height=56)
    items: list[tuple[str, int]] = [(x, -1) for x in civil] or [("-", -1)]
    if mil:
        items += [(x, age) for x, age in zip(mil, _ages(v), strict=False)]
    else:
        items.append(("-m", -1))
    for (cid, age), cell in zip(items, cells, strict=False):
        if cid in ("-", "-m"):
            draw.centred_text(
                b.img,
                cell,
                "no civil cards" if cid == "-" else "no military cards",
                size=13,
                fill=theme.MUTED,
            )
        elif cid == "":
            draw.card_back(
                b.img, Box(cell.x0, cell.y0, cell.x0 + 44, cell.y1), label=AGE_NAMES[age]
            )
        else:
            _mini_card(b, cell, cid, note=_hand_note(CARDS[cid]))


def _hand_note(c: Card) -> str:
    if c.type == "government":
        return f"revolution {c.revolution} / change {c.science} sci"
    if c.is_tech:
        return f"{c.science} science" + (f", build {c.build}" if c.build else "")
    if c.kind.value in ("aggression", "war"):
        return f"{c.ma_cost} MA"
    if c.kind.value == "tactic":
        return f"+{c.bonus}/" + f"{c.outdated_bonus}"
    return ""


def _ages(v: TtaView) -> list[int]:
    return list(v.civ.military_ages) if v.viewer != 0 else [CARDS[c].age for c in v.civ.military]


def _backs(b: Board, x: int, y: int, ages: Sequence[int], label: str, width: int) -> None:
    draw.text(b.img, (x, y), f"{label}: {len(ages)}", size=14, bold=True)
    cx = x
    for age in list(ages)[:14]:
        box = Box(cx, y + 20, cx + 34, y + 66)
        draw.card_back(b.img, box, label=AGE_NAMES[age])
        cx += 38
        if cx > x + width - 38:
            break


def _events(b: Board, v: TtaView) -> None:
    lines = 1 + (v.variant == "barbarians") + bool(v.peek) + bool(v.known_events)
    inner = b.section("Events and tactics", 76 + 20 * lines)
    half = inner.width // 3
    _backs(b, inner.x0, inner.y0, v.current_events, "Current events (top first)", half)
    _backs(b, inner.x0 + half, inner.y0, v.future_events, "Future events", half)
    x = inner.x0 + 2 * half
    draw.text(b.img, (x, inner.y0), "Common tactics", size=14, bold=True)
    tactics = ", ".join(CARDS[t].name for t in v.common_tactics) or "none"
    draw.text_block(b.img, Box(x, inner.y0 + 20, inner.x1, inner.y0 + 66), tactics, size=13)
    y = inner.y0 + 74
    if v.peek:
        draw.text(
            b.img,
            (inner.x0, y),
            f"Joan of Arc: the next current event is {CARDS[v.peek].name}",
            size=13,
            max_width=inner.width,
        )
        y += 20
    if v.known_events:
        draw.text(
            b.img,
            (inner.x0, y),
            "Your prepared events: " + ", ".join(CARDS[c].name for c in v.known_events),
            size=13,
            max_width=inner.width,
        )
        y += 20
    past = [CARDS[c].name for c in v.past_events[-8:]]
    draw.text(
        b.img,
        (inner.x0, y),
        "Past events: " + (", ".join(reversed(past)) or "none"),
        size=13,
        max_width=inner.width,
    )
    if v.variant == "barbarians":
        draw.text(
            b.img,
            (inner.x0, y + 20),
            f"Barbarians' possible events: {v.possible_events}"
            + (
                "  ·  leaders banned (rule 43) in Age "
                + ", ".join(AGE_NAMES[a] for a in v.banned_ages)
                if v.banned_ages
                else ""
            ),
            size=13,
            max_width=inner.width,
        )


def _dummy(b: Board, v: TtaView) -> None:
    d = v.dummy
    assert d is not None
    inner = b.section("The dummy player", 96)
    box = inner
    chips = [
        ("Culture points", f"{d.culture}  (+{d.culture_rate}/turn)", (150, 60, 150)),
        ("Science points", f"{d.science}  (+{d.science_rate}/turn)", (40, 110, 190)),
        ("Strength", f"{d.strength}", RED),
        ("Happiness", "4 (fixed)", (214, 160, 30)),
        (
            "Tactic",
            (CARDS[d.tactic].name + f" (+{d.tactic_value})") if d.tactic else "none",
            (190, 60, 50),
        ),
        ("War on you", CARDS[d.war].name if d.war else "none", (70, 20, 20)),
    ]
    cells = draw.grid(
        Box(box.x0, box.y0, box.x1, box.y0 + 48), len(chips), columns=6, gap=8, cell_height=48
    )
    for (label, value, colour), cell in zip(chips, cells, strict=True):
        _chip(b, cell, label, value, colour)
    y = box.y0 + 56
    draw.text(b.img, (box.x0, y + 6), "Cube order (next on the left):", size=14, bold=True)
    x = box.x0 + 230
    colours = {"blue": BLUE, "yellow": YELLOW, "white": WHITE_CUBE}
    for cube in d.cubes:
        b.d.rectangle((x, y + 4, x + 24, y + 28), fill=colours[cube], outline=theme.INK, width=1)
        x += 30
    decks = "  ·  ".join(f"{k}: {n}" for k, n in d.decks)
    draw.text(b.img, (x + 20, y + 6), f"Dummy decks: {decks}", size=14, max_width=box.x1 - x - 20)
    b.mark("dummy", Box(M, inner.y0 - 32, W - M, inner.y1 + theme.PAD))


def _barbarians(b: Board, v: TtaView) -> None:
    inner = b.section("The barbarians", 118)
    col_w = (inner.width - 2 * 12) // 3
    for i, bar in enumerate(v.barbarians, 1):
        x0 = inner.x0 + (i - 1) * (col_w + 12)
        box = Box(x0, inner.y0, x0 + col_w, inner.y1)
        b.d.rounded_rectangle(box, 8, fill=theme.PANEL_ALT, outline=theme.BORDER)
        draw.shield(b.img, (x0 + 34, inner.y0 + 40), 58, value=bar.strength)
        draw.text(
            b.img,
            (x0 + 68, inner.y0 + 6),
            f"Barbarian {i}: strength {bar.strength}",
            size=16,
            bold=True,
            max_width=col_w - 76,
        )
        lines = [
            "Stored attacks: " + (", ".join(CARDS[c].name for c in bar.attacks) or "none"),
            "Bonus cards: "
            + (
                ", ".join(CARDS[c].name.split(" (")[0] + " " + CARDS[c].age_name for c in bar.bonus)
                or "none"
            ),
            f"Colonies: {len(bar.colonies)}"
            + (f"  ·  war on you: {CARDS[bar.war].name}" if bar.war else ""),
        ]
        for j, line in enumerate(lines):
            draw.text(b.img, (x0 + 68, inner.y0 + 30 + j * 20), line, size=13, max_width=col_w - 76)
        b.mark(f"barbarian{i}", box)


def _result(b: Board, v: TtaView) -> None:
    if v.won is None:
        return
    inner = b.section("Final score", 30)
    parts = "".join(f"  ·  {k.replace('_', ' ')}: {n}" for k, n in v.result)
    foe = f"  ·  dummy: {v.dummy.culture}" if v.dummy is not None else ""
    draw.text(
        b.img,
        (inner.x0, inner.y0),
        f"{v.civ.culture} culture{parts}{foe}",
        size=15,
        max_width=inner.width,
    )


@register_renderer("tta")
def render_tta(
    view: TtaView, highlight: Sequence[str] = (), *, names: Sequence[str] = ()
) -> Image.Image:
    b = Board(highlight)
    _header(b, view, names)
    _row(b, view)
    _tracks(b, view)
    _civilization(b, view)
    _hands(b, view)
    _events(b, view)
    if view.dummy is not None:
        _dummy(b, view)
    else:
        _barbarians(b, view)
    _result(b, view)
    return b.finish()
