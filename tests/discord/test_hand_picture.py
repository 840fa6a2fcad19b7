"""/hand through the real discord.py code: the private answer carries the decision picture
(720 px wide, read at 360) and its moves are numbered like the picture's."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.engine.registry import REGISTRY
from renderers.decision import WIDTH
from tests.discord.harness import ALICE, BOB, TEXT, FakeDiscord, iter_components


@pytest.mark.skipif("duel" not in REGISTRY, reason="7 Wonders Duel is not installed")
async def test_hand_sends_the_decision_picture_numbered_like_the_buttons(
    fake: FakeDiscord,
) -> None:
    await fake.slash(ALICE, TEXT, "game", "new", game="duel")
    await fake.slash(BOB, TEXT, "game", "join")
    await fake.slash(ALICE, TEXT, "game", "start")
    numbered = []
    for user in (ALICE, BOB):
        hand = (await fake.slash(user, TEXT, "hand")).message
        assert hand.ephemeral
        [(name, png)] = hand.files
        assert name == "hand.png"
        moves = [
            c
            for c in iter_components(hand.posted or {})
            if c.get("custom_id", "").startswith("tb:")
        ]
        with Image.open(io.BytesIO(png)) as img:
            assert img.width == WIDTH  # drawn at twice a phone's width
            assert not moves or img.height > WIDTH // 2  # the mover's: portrait-ish
        numbered += [c["label"] for c in moves]
    assert numbered, "the player to move has buttons"
    assert [label.split(". ", 1)[0] for label in numbered] == [
        str(i) for i in range(1, len(numbered) + 1)
    ]
