"""Layout checks for board pictures (issue 14): size and shape, type size, headline, cuts, overflow.

`problems(img, inked, public=...)` lists what is wrong with one picture, given the lines that
`renderers.draw.record_text()` collected while it was drawn; an empty list means it passes.
`sample_states` plays seeded random games and keeps a few positions from start to end, so every
game's renderer is checked on the boards players really see.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from PIL import Image

from bot.engine.core import Rules
from renderers import draw, render, theme
from renderers.draw import Box, Inked

MAX_SIDE = 1600
MIN_RATIO, MAX_RATIO = 1.25, 2.1
SLACK = 2  # px: anti-aliasing may put a pixel of ink past a box edge


def _inside(outer: Box, inner: Box) -> bool:
    return (
        inner.x0 >= outer.x0 - SLACK
        and inner.y0 >= outer.y0 - SLACK
        and inner.x1 <= outer.x1 + SLACK
        and inner.y1 <= outer.y1 + SLACK
    )


def problems(img: Image.Image, inked: Sequence[Inked], *, public: bool = True) -> list[str]:
    """Everything this picture breaks of the layout rules, in words (empty: it passes)."""
    out: list[str] = []
    w, h = img.size
    if max(w, h) > MAX_SIDE:
        out.append(f"{w}x{h}: the long side is over {MAX_SIDE} px")
    if public and not MIN_RATIO <= w / h <= MAX_RATIO:
        out.append(f"{w}x{h}: width/height {w / h:.2f} is outside {MIN_RATIO}-{MAX_RATIO}")
    whole = Box(0, 0, w, h)
    for line in inked:
        if line.size < theme.MIN_TEXT_SIZE:
            out.append(f"{line.text!r} drawn at {line.size} px (minimum {theme.MIN_TEXT_SIZE})")
        if line.cut:
            out.append(f"{line.text!r} was cut short with an ellipsis")
        if not _inside(whole, line.box):
            out.append(f"{line.text!r} at {tuple(line.box)} falls outside the picture")
        elif line.limit is not None and not _inside(line.limit, line.box):
            out.append(f"{line.text!r} at {tuple(line.box)} overflows its box {tuple(line.limit)}")
    if public:
        heads = [line for line in inked if line.role == "headline"]
        need = draw.headline_size(w)
        if not heads:
            out.append("no headline band (draw it inside `with draw.role('headline'):`)")
        for line in heads:
            if line.size < need:
                out.append(f"headline {line.text!r} at {line.size} px: {need} px reads at 550")
    return out


def drawn(
    key: str, view: Any, *, highlight: Sequence[str] = (), names: Sequence[str] = ()
) -> tuple[Image.Image, list[Inked]]:
    """Render `view` and return the picture with the lines drawn on it."""
    with draw.record_text() as inked:
        img = render(key, view, highlight=highlight, names=names)
    return img, list(inked)


def sample_states(
    rules: Rules, players: int, options: Mapping[str, Any], seed: int, *, points: int = 4
) -> Iterator[Any]:
    """`points` positions of one seeded random game, spread from the first move to the end."""
    s = rules.new_game(players, seed, dict(options))
    pick = random.Random(seed)
    states = [rules.copy(s)]
    while rules.outcome(s) is None:
        movers = sorted(rules.to_move(s))
        if not movers:
            break
        seat = pick.choice(movers)
        rules.apply(s, seat, pick.choice(rules.legal_actions(s, seat)))
        states.append(rules.copy(s))
    if len(states) <= points:
        yield from states
        return
    step = (len(states) - 1) / (points - 1)
    for i in range(points):
        yield states[round(i * step)]
