"""Every board reads where Discord shows it (issue 14): landscape, long side <= 1600 px, a headline
that reads at 550 px, no text under 14 px, nothing cut with "…" and nothing out of its box.

Each configuration plays one seeded random game and checks the public board and one seat's
private picture at positions from the first move to the end.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from bot.engine.registry import REGISTRY
from renderers import draw
from tests.support.layout import drawn, problems, sample_states

ROOT = Path(__file__).resolve().parents[2]

CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    ("duel", 2, {"agora": False}),
    ("duel", 2, {"agora": True}),
    ("wonders", 2, {"leaders": False, "sides": "random"}),
    ("wonders", 3, {"leaders": False, "sides": "a"}),
    ("wonders", 3, {"leaders": True, "sides": "choice"}),
    ("wonders", 5, {"leaders": True, "sides": "b"}),
    ("wonders", 7, {"leaders": True, "sides": "random"}),
    ("catan", 3, {"ck": False, "board": "beginner"}),
    ("catan", 4, {"ck": False, "board": "random"}),
    ("catan", 4, {"ck": True, "board": "spiral"}),
    ("catan", 3, {"ck": True, "board": "random"}),
    (
        "catan",
        4,
        {"ck": False, "board": "spiral", "shortage": "sole_claimant", "trade_offers": "1"},
    ),
    ("catan", 3, {"ck": True, "board": "beginner", "trade_offers": "2"}),
    ("tta", 1, {"variant": "dummy", "optional": "none"}),
    ("tta", 1, {"variant": "barbarians", "optional": "all"}),
    ("tta", 1, {"variant": "barbarians", "optional": "none"}),
    ("tta", 1, {"variant": "barbarians", "optional": "43"}),
]


def _id(c: tuple[str, int, dict[str, Any]]) -> str:
    key, players, options = c
    return "-".join([key, f"{players}p", *(f"{k}={v}" for k, v in options.items())])


@pytest.mark.parametrize("config", CONFIGS, ids=[_id(c) for c in CONFIGS])
def test_boards_read_at_both_sizes(config: tuple[str, int, dict[str, Any]]) -> None:
    key, players, options = config
    rules = REGISTRY[key]
    names = tuple(f"Player {i + 1}" for i in range(players))
    found: list[str] = []
    for n, s in enumerate(sample_states(rules, players, options, seed=3)):
        for viewer in (None, 0):
            img, inked = drawn(key, rules.view(s, viewer), names=names)
            assert inked, "the recorder saw no text: is the renderer drawing through draw.*?"
            where = f"position {n}, {'public' if viewer is None else f'seat {viewer}'}"
            found += [f"{where}: {p}" for p in problems(img, inked, public=viewer is None)]
    assert not found, "\n".join(found[:40])


def test_the_checker_catches_each_fault() -> None:
    """A picture with a tiny, a cut and an overflowing line, and no headline, fails each rule."""
    img = draw.canvas(800, 1000)
    with draw.record_text() as inked:
        draw.text(img, (10, 10), "tiny", size=9, min_size=9)
        draw.text(img, (10, 40), "a rather long line that cannot fit", size=20, max_width=60)
        draw.text(img, (780, 60), "spills off the edge", size=20)
    found = problems(img, list(inked))
    assert any("drawn at 9 px" in p for p in found)
    assert any("ellipsis" in p for p in found)
    assert any("outside the picture" in p for p in found)
    assert any("width/height" in p for p in found)
    assert any("no headline" in p for p in found)
    ok = draw.canvas(1600, 900)
    with draw.record_text() as inked, draw.role("headline"):
        draw.text(ok, (10, 10), "Age II: Ann to move", size=draw.headline_size(1600))
    assert problems(ok, list(inked)) == []


def test_renderers_draw_text_only_through_draw() -> None:
    """Text drawn straight with ImageDraw.text would escape the size and overflow checks."""
    offenders = []
    for path in sorted((ROOT / "renderers").glob("*.py")):
        if path.name == "draw.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("text", "multiline_text")
                and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "draw")
            ):
                offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, offenders
