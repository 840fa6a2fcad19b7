"""`/card` at the console: the card's words printed, its picture saved like other pictures."""

from __future__ import annotations

from pathlib import Path

from tests.console.helpers import console_text


async def test_card_prints_the_text_and_saves_the_picture(tmp_path: Path) -> None:
    lines = [
        "alice: /card name:token",  # no game here yet: refused
        "alice: /card name:gift game:tokens",
        "alice: /game new tokens",
        "bob: /game join",
        "alice: /game start",
        "bob: /card name:Bonus 8",
        "bob: /card bonus_8",
        "bob: /card name:bonnus",
    ]
    text = await console_text(tmp_path, lines, bots=0, out_dir=tmp_path)
    assert "There is no game in this channel: name one" in text
    assert "**Gift rule** · rule card" in text
    assert text.count("**Bonus 8** · bonus card\n8 points at the end of the game.") == 2
    assert "No card is called `bonnus`" in text
    cards = sorted(tmp_path.glob("*-card-*.png"))
    assert [p.name.rsplit("-", 1)[1] for p in cards] == ["alice.png", "bob.png", "bob.png"]
    assert cards[1].read_bytes() == cards[2].read_bytes()
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in cards)


async def test_copies_of_one_card_are_one_card_to_type(tmp_path: Path) -> None:
    """Agora has two "Politician (left)": typing the name shows the card, not a list of two
    identical names; "Politician" lists each kind once."""
    lines = ["alice: /game new duel agora:true", "alice: /card name:Politician (left)",
             "alice: /card name:Politician"]  # fmt: skip
    text = await console_text(tmp_path, lines)
    assert "**Politician (left)** · " in text, text
    several = text.split("**Politician (left)** · ", 1)[1]
    assert several.count("Politician (left) (") == 1 and "Politician (middle) (" in several


async def test_a_card_typed_by_its_english_name_is_shown_in_the_readers_words(
    tmp_path: Path,
) -> None:
    """A Vietnamese player typing "Printer" sees the card as the players' document names it
    (Máy in), not the English name they typed."""
    lines = ["alice: /game new catan ck:true", "alice: /card name:Printer",
             "alice: /card name:Basic knight"]  # fmt: skip
    text = await console_text(tmp_path, lines, bots=2, locale="vi")
    assert "**Máy in** · " in text and "**Printer**" not in text, text
    assert "**Hiệp sĩ cơ bản** · " in text and "Basic knight" not in text, text
