"""/card: autocomplete over the channel's book, a private picture, clear refusals, no secrets."""

from __future__ import annotations

from bot.words.catalogue import t
from tests.discord.harness import (
    ALICE,
    AUTOCOMPLETE_RESULT,
    BOB,
    DAVE,
    PNG_MAGIC,
    TEXT,
    FakeDiscord,
    open_table,
    plain,
)


async def test_autocomplete_lists_the_whole_book_of_the_channels_options(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB, options="gifts:false")
    listed = await fake.autocomplete(ALICE, TEXT, "card", focused="name", name="")
    assert listed.callback.callback_type == AUTOCOMPLETE_RESULT
    values = [c["value"] for c in listed.choices]
    assert values == [*(f"bonus_{n}" for n in range(1, 10)), "token"]  # no gift rule: off
    some = await fake.autocomplete(ALICE, TEXT, "card", focused="name", name="BONUS 7")
    assert some.choices == [{"name": "Bonus 7 · bonus card", "value": "bonus_7"}]
    named = await fake.autocomplete(ALICE, TEXT, "card", focused="name", name="gift", game="tokens")
    assert [c["value"] for c in named.choices] == ["gift"]  # every option set of a named game


async def test_lookup_is_private_and_the_same_wherever_the_card_is(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    record = await fake.bot.service.store.load(TEXT.id)  # type: ignore[attr-defined]
    assert record is not None
    answers = []
    for user in (ALICE, BOB, DAVE):  # the holder, the other player, a bystander
        for n in range(1, 10):
            shown = await fake.slash(user, TEXT, "card", name=f"bonus_{n}")
            assert shown.callback.ephemeral and shown.message.ephemeral
            answers.append((n, shown.message.content, shown.message.files))
    for n in range(1, 10):
        same = {(c, tuple(f)) for m, c, f in answers if m == n}
        assert len(same) == 1, f"bonus {n} is answered differently by who asks"
    content, files = answers[6][1], answers[6][2]
    assert "Bonus 7" in content and "bonus card" in content and "7 points" in content
    assert files[0][0] == "card.png" and files[0][1].startswith(PNG_MAGIC)


async def test_names_resolve_and_unknown_or_ambiguous_are_refused(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    by_prefix = await fake.slash(ALICE, TEXT, "card", name="gift r")
    assert "Gift rule" in by_prefix.message.content and by_prefix.message.files
    vague = await fake.slash(ALICE, TEXT, "card", name="bonus")
    assert vague.message.ephemeral and not vague.message.files
    assert "Bonus 1 (bonus card)" in vague.message.content and "several" in vague.message.content
    unknown = await fake.slash(ALICE, TEXT, "card", name="Bonnus 3")
    assert unknown.message.ephemeral and not unknown.message.files
    assert "Bonnus 3" in unknown.message.content and "Bonus 3" in unknown.message.content


async def test_no_game_here_and_no_game_named_is_refused(fake: FakeDiscord) -> None:
    asked = await fake.slash(ALICE, TEXT, "card", name="token")
    assert asked.message.ephemeral and t("error.card_no_game") in plain(asked.message.content)
    other = await fake.slash(ALICE, TEXT, "card", name="token", game="tokens")
    assert other.message.ephemeral and "Token" in other.message.content and other.message.files
    none = await fake.slash(ALICE, TEXT, "card", name="x", game="tokens_ai")
    assert t("error.no_cards", game="Tokens with thinking bots (test game)") in none.message.content
