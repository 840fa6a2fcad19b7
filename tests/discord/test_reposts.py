"""A cooldown on public reposts (issue 32): a spectator's five /board make one public
message; the others are answered to them alone."""

from __future__ import annotations

from bot.words.catalogue import t
from cogs.cooldown import RepostCooldown
from tests.discord.harness import ALICE, BOB, DAVE, TEXT, FakeDiscord, bid_all, open_table


async def test_five_boards_make_one_public_message(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    before = len(fake.new_messages(TEXT.id))
    asked = [await fake.slash(DAVE, TEXT, "board") for _ in range(5)]
    assert len(fake.new_messages(TEXT.id)) == before + 1
    first, *others = asked
    assert [m.ephemeral for m in first.messages if m.files] == [False]
    for again in others:
        (shown,) = again.messages
        assert shown.ephemeral and shown.files  # the board, for the asker alone
        assert shown.content.startswith(t("repost.cooldown"))
        assert not again.public


async def test_a_board_that_changed_may_be_reposted(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    await fake.slash(DAVE, TEXT, "board")
    await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])
    before = len(fake.new_messages(TEXT.id))
    moved_on = await fake.slash(DAVE, TEXT, "board")
    assert len(fake.new_messages(TEXT.id)) == before + 1
    assert not any(m.ephemeral for m in moved_on.messages if m.files)


def test_the_cooldown_ends() -> None:
    now = [1000.0]
    cooldown = RepostCooldown(60, clock=lambda: now[0])
    assert cooldown.allow(1, "board", "v1")
    assert not cooldown.allow(1, "board", "v1")
    assert cooldown.allow(2, "board", "v1")  # another channel
    assert cooldown.allow(1, "leaderboard", "v1")  # another kind
    now[0] += 59
    assert not cooldown.allow(1, "board", "v1")
    now[0] += 2
    assert cooldown.allow(1, "board", "v1")
