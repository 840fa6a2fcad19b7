"""The Agora parts of the 7 Wonders Duel board: the Senate, Senators and conspiracies.

Drawn only from the view: face-down decrees and other players' face-down conspiracies arrive
as None and are drawn as backs, so a scrambled secret cannot change a pixel.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.view import ChamberView, ConspiracyView, DuelView, PlayerView, SenateView
from renderers import draw, theme
from renderers.draw import Box

Spots = dict[str, list[Box]]

PLOT: theme.RGB = (92, 52, 96)  # a conspiracy's back
PLOT_FACE: theme.RGB = (150, 96, 150)
DECREE: theme.RGB = (196, 168, 104)
DECREE_BACK: theme.RGB = (120, 96, 60)
NEUTRAL: theme.RGB = (150, 142, 128)
SENATE_TITLE_H = 26
SECTION_H = 20
CHAMBER_H = 150
PLOT_W, PLOT_H = 148, 66


def decree_brief(did: str) -> str:
    """A few words per decree for its tile."""
    d = agora().decrees[did]
    words = []
    for e in d.effects:
        k = e.kind
        if k == "coins_on_construct":
            words.append(f"+Age coins when anyone builds a {e.get('target')}")
        elif k == "ignore_symbol":
            words.append(f"{e.get('color')} cards: ignore 1 cost symbol")
        elif k == "discount":
            words.append("wonders cost 1 resource less")
        elif k == "control_shield":
            words.append("1 shield while controlled")
        elif k == "trade_discount":
            words.append("/".join(e.get("resources")) + " 1 coin cheaper")
        elif k == "senate_bonus":
            words.append("+2 blue cards for Senate actions")
        elif k == "discard_bonus":
            words.append("+2 coins per discard")
        elif k == "opponent_chains":
            words.append("use your opponent's chains")
        elif k == "conspirator_play_again":
            words.append("play again after a Conspirator")
    return "; ".join(words)


def senate_height() -> int:
    return SENATE_TITLE_H + SECTION_H + CHAMBER_H + 2 * theme.PAD + 6


def _cubes(img: Image.Image, x: int, y: int, n: int, seat: int, label: str, width: int) -> None:
    colour = theme.seat_colour(seat)
    d = ImageDraw.Draw(img)
    tx = draw.text(img, (x, y - 1), label, size=12, fill=colour, bold=True, max_width=48).x1 + 4
    size, step = 10, 12
    fit = max(1, (x + width - tx - 24) // step)
    for i in range(min(n, fit)):
        d.rectangle(
            Box.at(tx + i * step, y + 2, size, size), fill=colour, outline=theme.shade(colour, 0.6)
        )
    draw.text(img, (tx + min(n, fit) * step + 3, y - 1), str(n), size=13, bold=True)


def _chamber(img: Image.Image, box: Box, ch: ChamberView, names: Sequence[str]) -> None:
    owner = ch.controller
    colour = theme.seat_colour(owner) if owner is not None else NEUTRAL
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        box, 8, fill=theme.PANEL, outline=colour, width=4 if owner is not None else 2
    )
    band = Box(box.x0, box.y0, box.x1, box.y0 + 22)
    d.rounded_rectangle(band, 8, fill=colour, corners=(True, True, False, False))
    who = f" · {draw.seat_name(owner, names)}" if owner is not None else ""
    draw.centred_text(
        img,
        band.inset(6, 2),
        f"Chamber {ch.number} · {ch.vp} VP{who}",
        size=12,
        bold=True,
        fill=theme.ink_on(colour),
    )
    inner = Box(box.x0 + 6, band.y1 + 5, box.x1 - 6, box.y1 - 40)
    n = max(1, len(ch.decrees))
    gap = 4
    h = (inner.height - gap * (n - 1)) // n
    for i, did in enumerate(ch.decrees):
        tile = Box(inner.x0, inner.y0 + i * (h + gap), inner.x1, inner.y0 + i * (h + gap) + h)
        if did is None:
            d.rounded_rectangle(tile, 6, fill=DECREE_BACK, outline=theme.shade(DECREE_BACK, 0.6))
            draw.centred_text(
                img,
                tile.inset(6, 4),
                "Decree (face down)",
                size=13,
                bold=True,
                fill=theme.PAPER_INK,
            )
            continue
        d.rounded_rectangle(tile, 6, fill=DECREE, outline=theme.shade(DECREE, 0.6))
        title_h = 17 if h >= 40 else h - 2
        draw.centred_text(
            img,
            Box(tile.x0 + 4, tile.y0 + 2, tile.x1 - 4, tile.y0 + title_h),
            agora().decrees[did].name,
            size=13,
            bold=True,
        )
        body = Box(tile.x0 + 5, tile.y0 + title_h + 1, tile.x1 - 5, tile.y1 - 2)
        if body.height >= 11:
            draw.text_block(img, body, decree_brief(did), size=12, min_size=10, align="centre")
    if not ch.decrees:
        draw.centred_text(img, inner, "no decree", size=12, fill=theme.MUTED)
    for seat in (0, 1):
        _cubes(
            img,
            box.x0 + 8,
            box.y1 - 36 + seat * 17,
            ch.cubes[seat],
            seat,
            draw.seat_name(seat, names)[:6],
            box.width - 16,
        )


def senate_panel(
    img: Image.Image, box: Box, view: DuelView, names: Sequence[str], spots: Spots
) -> None:
    senate: SenateView | None = view.senate
    if senate is None:
        return
    inner = draw.panel(img, box)
    head = draw.text(img, (inner.x0, inner.y0), "Senate", size=18, bold=True)
    info = (
        f"Cubes in supply: {draw.seat_name(0, names)} {senate.supply[0]}, "
        f"{draw.seat_name(1, names)} {senate.supply[1]}  ·  Conspiracy deck: "
        f"{senate.deck}  ·  Control all 6 chambers to win"
    )
    draw.text(
        img,
        (head.x1 + 16, inner.y0 + 3),
        info,
        size=13,
        fill=theme.MUTED,
        max_width=inner.x1 - head.x1 - 16,
    )
    gap = 8
    cw = (inner.width - 5 * gap) // 6
    top = inner.y0 + SENATE_TITLE_H
    for k, section in enumerate(("left", "middle", "right")):
        x0 = inner.x0 + 2 * k * (cw + gap)
        sec = Box(x0, top, x0 + 2 * cw + gap, top + SECTION_H - 4)
        ImageDraw.Draw(img).rounded_rectangle(sec, 5, fill=theme.PANEL_ALT)
        draw.centred_text(
            img,
            sec,
            f"{section.capitalize()} section (Politicians)",
            size=12,
            fill=theme.MUTED,
            bold=True,
        )
    for i, ch in enumerate(senate.chambers):
        cb = Box.at(inner.x0 + i * (cw + gap), top + SECTION_H, cw, CHAMBER_H)
        _chamber(img, cb, ch, names)
        spots[f"chamber:{ch.number}"].append(cb)


# -- a player's Senators and conspiracies ---------------------------------------------------


def military_label(slot: str) -> str:
    return "+1 cube" if slot == "small" else "-1 cube, move"


def agora_lines_height(p: PlayerView) -> int:
    if p.recruit_cost is None:
        return 0
    return 24 + (PLOT_H + 8 if p.conspiracies else 0)


def _plot(img: Image.Image, box: Box, c: ConspiracyView) -> None:
    d = ImageDraw.Draw(img)
    cards = catalog().cards
    if c.id is None:  # face down for this viewer
        d.rounded_rectangle(box, 6, fill=PLOT, outline=theme.shade(PLOT, 0.6), width=2)
        draw.centred_text(
            img,
            Box(box.x0 + 4, box.y0 + 4, box.x1 - 4, box.y0 + 22),
            f"Conspiracy {c.slot}",
            size=13,
            bold=True,
            fill=theme.PAPER_INK,
        )
        lines = "prepared with " + cards[c.card].name if c.card else "not prepared"
        draw.text_block(
            img,
            Box(box.x0 + 6, box.y0 + 24, box.x1 - 6, box.y1 - 4),
            lines,
            size=12,
            min_size=10,
            fill=theme.PAPER_INK,
            align="centre",
        )
        return
    plot = agora().conspiracies[c.id]
    fill = PLOT_FACE if c.triggered else theme.PANEL
    d.rounded_rectangle(box, 6, fill=fill, outline=PLOT, width=2 if c.triggered else 3)
    title = f"{c.slot}. {plot.name}"
    draw.centred_text(
        img,
        Box(box.x0 + 4, box.y0 + 3, box.x1 - 4, box.y0 + 21),
        title,
        size=13,
        bold=True,
        fill=theme.ink_on(fill),
    )
    if c.triggered:
        state = "triggered"
    elif c.card:
        state = "prepared, face down"
    else:
        state = "face down, not prepared"
    if c.card:
        state += f" ({cards[c.card].name})"
    if c.locked:
        state += f"; locks {catalog().tokens[c.locked].name}"
    elif c.locked_secret:
        state += "; locks a token"
    draw.text_block(
        img,
        Box(box.x0 + 6, box.y0 + 22, box.x1 - 6, box.y1 - 3),
        state,
        size=12,
        min_size=10,
        fill=theme.ink_on(fill),
        align="centre",
    )


def agora_lines(
    img: Image.Image, x: int, y: int, width: int, p: PlayerView, seat_name: str, spots: Spots
) -> int:
    """Senators and conspiracies of one player; returns the height used."""
    if p.recruit_cost is None:
        return 0
    cards = catalog().cards
    senators = [c for c in p.city if cards[c].deck == "senator"]
    plots = len(p.conspiracies)
    ready = sum(1 for c in p.conspiracies if c.card and not c.triggered)
    line = (
        f"Senators {len(senators)} · next costs {p.recruit_cost} · a Politician gives "
        f"{p.senate_actions} action{'s' if p.senate_actions != 1 else ''} · "
        f"Conspiracies {plots} ({ready} ready)"
    )
    draw.text(img, (x, y), line, size=13, fill=theme.MUTED, max_width=width)
    used = 24
    step = min(PLOT_W + 6, width // max(1, plots))
    for i, c in enumerate(p.conspiracies):
        box = Box.at(x + i * step, y + used, step - 6, PLOT_H)
        _plot(img, box, c)
        spots[f"conspiracy:{p.seat}:{c.slot}"].append(box)
    if plots:
        used += PLOT_H + 8
    return used


PRIVATE_TITLES = {
    "keep": "Your conspiracy draw:",
    "treason": "Cards removed so far:",
    "espionage": "Progress tokens in the box:",
    "lock": "Tokens you may lock:",
    "curia": "Conspiracies you may trigger:",
}


def _choice_label(kind: str, option: str, mine: dict[int, str]) -> str:
    cat = catalog()
    if kind == "keep":
        c = agora().conspiracies[option]
        return f"{c.name}: {c.text}"
    if kind == "curia":
        return "none" if option == "skip" else f"{option}. {mine.get(int(option), '')}"
    return cat.name(option)


def private_choice(img: Image.Image, area: Box, view: DuelView, y: int) -> int:
    """The options of a secret choice (a conspire draw, Treason...), for its chooser only."""
    pending = view.pending
    if pending is None or pending.kind not in PRIVATE_TITLES or not pending.options:
        return y
    draw.text(
        img, (area.x0, y), PRIVATE_TITLES[pending.kind], size=14, bold=True, max_width=area.width
    )
    y += 22
    owner = view.players[pending.seat]
    mine = {c.slot: agora().conspiracies[c.id].name for c in owner.conspiracies if c.id}
    for option in pending.options:
        label = _choice_label(pending.kind, option, mine)
        if pending.kind == "keep":
            box = Box(area.x0, y, area.x1, y + 54)
            ImageDraw.Draw(img).rounded_rectangle(box, 6, fill=theme.PANEL, outline=PLOT, width=2)
            draw.text_block(img, box.inset(6, 3), label, size=12, min_size=10)
            y += 60
        else:
            draw.text(img, (area.x0 + 6, y), "· " + label, size=13, max_width=area.width - 6)
            y += 20
    return y + 8
