"""Every word in the reader's language (issue 31, item 5): the clock's posts and DMs, bots'
names and levels, /game abandon and /game list, the language choices, /card's whole text with
its cost, and the names the players' documents give."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester
from bot.engine.registry import get_rules
from bot.engine.words import Name, phrase
from bot.store import SqliteStore
from bot.store.base import SeatRecord
from bot.table import cards
from bot.table.clock import HOUR, MINUTE, FakeClock
from bot.table.service import GameService, bot_name, names_of, seat_name
from bot.words.catalogue import languages, t
from bot.words.phrases import component_name, say

ALICE, BOB = 11, 22
CH, GUILD = 900, 5


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


def _who(user: int, name: str, locale: str) -> Requester:
    """A person in a Vietnamese server, reading Discord in `locale`."""
    return Requester(CH, user, name, locale, guild_id=GUILD, guild_locale="vi")


async def test_the_clock_speaks_the_server_language_and_each_dm_the_readers(
    store: SqliteStore,
) -> None:
    clock = FakeClock()
    api = Commands(GameService(store, entropy=lambda: b"words", clock=clock))
    alice, bob = _who(ALICE, "alice", "ko"), _who(BOB, "bob", "el")
    for who in (alice, bob):
        who = await api.with_language(who)  # what Discord says of them is remembered
        await api.notify(who, True)
    await api.game_new(await api.with_language(alice), "tokens", "clock:1h")
    await api.game_join(await api.with_language(bob))
    await api.game_start(await api.with_language(alice))
    clock.advance(30 * MINUTE)
    out = await api.tick()
    (channel,) = [o.reply.content for o in out if o.dm_to is None]
    dms = {o.dm_to: o.reply.content for o in out if o.dm_to is not None}
    assert "30 phút" in channel and "minutes" not in channel and "30m" not in channel
    assert "30분" in dms[ALICE] and "남았어요" in dms[ALICE]
    assert "30 λεπ." in dms[BOB]
    clock.advance(HOUR)  # the timeout: the clock plays, and says so in the server's language
    out = await api.tick()
    board = next(o.reply.content for o in out if o.dm_to is None and "⏰" in o.reply.content)
    assert "Played by the clock" not in board
    assert t("clock.played", "vi", user=f"<@{ALICE}>") in board


def test_a_bot_is_stored_by_its_number_and_named_in_the_readers_language() -> None:
    new = SeatRecord(1, None, True, bot_name(1), "random")
    old = SeatRecord(2, None, True, "Bot 2", "hard")  # games saved before: English
    person = SeatRecord(0, ALICE, False, "Bot 3")  # a person may call themselves so
    assert new.name == "bot:1"
    assert names_of((person, new, old), "ko") == ("Bot 3", "봇 1 (무작위)", "봇 2 (어려움)")
    assert names_of((person, new, old), "vi")[1:] == ("Bot 1 (ngẫu nhiên)", "Bot 2 (khó)")
    assert seat_name(old, "en") == "Bot 2" and seat_name(new) == "Bot 1"


async def test_a_bots_name_in_a_lobby_and_a_hand_follows_the_reader(store: SqliteStore) -> None:
    api = Commands(GameService(store, entropy=lambda: b"words"))
    ko = Requester(CH, ALICE, "alice", "ko")
    await api.game_new(ko, "duel", "", bots=1, level="easy")
    lobby = await api.service.lobby(CH)
    assert lobby.seats[1].name == "bot:1"
    hand = await api.hand(ko)
    assert "봇 1 (쉬움)" in hand.content or "Bot" not in hand.content
    status = await api.game_status(Requester(CH, ALICE, "alice", "vi"))
    assert "Bot 1 (dễ)" in status.content and "(easy)" not in status.content


async def test_abandon_and_list_answer_in_the_readers_language(store: SqliteStore) -> None:
    api = Commands(GameService(store, entropy=lambda: b"words"))
    ko = Requester(CH, ALICE, "alice", "ko")
    await api.game_new(ko, "duel", "", bots=1)
    listed = await api.game_list(Requester(CH, ALICE, "alice", "vi"))
    assert t("list.status_active", "vi") in listed.content and "(active)" not in listed.content
    gone = await api.game_abandon(ko)
    assert gone.content == t("game.abandoned", "ko") and "abandoned" not in gone.content


@pytest.mark.parametrize("lang", languages())
def test_the_automatic_language_choice_has_a_label(lang: str) -> None:
    assert t("language.auto", lang) != "language.auto"


@pytest.mark.parametrize("lang", languages())
def test_card_shows_the_whole_text_with_its_cost(lang: str) -> None:
    (knossos,) = [f for f in cards.all_faces("duel", lang) if f.id == "knossos"]
    assert knossos.full.startswith(t("duel.book.cost", lang, what="").split()[0])
    assert len(knossos.full) >= len(knossos.summary) and not knossos.full.endswith("…")
    assert knossos.summary.startswith(knossos.full[:10])  # the menu's line keeps the cost too
    (haven,) = [f for f in cards.all_faces("wonders", lang) if f.id == "haven"]
    assert haven.summary.split()[0] == haven.full.split()[0]  # "Cost ..."
    (rome,) = [f for f in cards.all_faces("wonders", lang) if f.id == "rome"]
    assert t("wonders.effect.recruit_leaders_free", lang) in rome.full


async def test_card_in_vietnamese_ends_where_the_text_does(store: SqliteStore) -> None:
    api = Commands(GameService(store))
    reply = await api.card(Requester(CH, ALICE, "alice", "vi"), "knossos", "duel")
    assert "Giá 2 thủy tinh" in reply.content and reply.content.rstrip().endswith("3 điểm")


def test_card_lists_a_card_by_the_readers_name_when_typed_in_english() -> None:
    found = cards.either(cards.all_faces("catan", "vi"), cards.all_faces("catan"))
    face, close = cards.resolve(found, "Basic knight")
    assert face is not None and face.name == "Hiệp sĩ cơ bản"
    _, close = cards.resolve(found, "b")  # Bishop, and Basic knight by its English name
    assert "Hiệp sĩ cơ bản" in [f.name for f in close]
    assert all(f.name != "Basic knight" for f in close)
    assert [f.name for f in cards.matching(found, "printer", 5)] == ["Máy in"]


# the Korean players' document (../shared/seeds/004) names these cards in Korean
KOREAN = {
    "i-raid": "습격",
    "ii-annex": "합병",
    "i-immigration": "이주민",
    "iii-mahatma_gandhi": "간디",
    "ii-james_cook": "제임스 쿡",
    "ii-international_agreement": "국제 협약",
    "ii-strategic_territory": "전략적인 땅",
    "ii-independence_declaration": "독립 선언",
    "ii-wave_of_nationalism": "민족주의의 물결",
    "a-development_of_politics": "정치 발전",
    "iii-impact_of_science": "과학의 효과",
    "iii-impact_of_colonies": "식민지 효과",
    "iii-bill_gates": "빌 게이츠",
}


def test_the_players_documents_names_are_used() -> None:
    tta = get_rules("tta")
    for cid, name in KOREAN.items():
        assert component_name("tta", cid, "ko", tta.name_of) == name
        assert component_name("tta", cid, "en", tta.name_of) == tta.name_of(cid)
    shown = {f.id: f.name for f in cards.all_faces("tta", "ko")}
    assert shown["ii-james_cook"] == "제임스 쿡" and shown["iii-bill_gates"] == "빌 게이츠"
    catan = get_rules("catan")
    assert component_name("catan", "printer", "vi", catan.name_of) == "Máy in"
    assert component_name("catan", "constitution", "vi", catan.name_of) == "Hiến pháp"


def test_korean_units_are_not_buildings() -> None:
    built = say(
        phrase("tta.event.build", seat="alice", card=Name("a-warriors"), cost=2), "ko", game="tta"
    )
    assert "건물" not in built and "Warriors" in built


def test_greek_names_stand_as_labels_and_ages_are_roman() -> None:
    gain = t("tta.event.gain", "el", seat="alice", what="πόροι", n=2)
    assert "κερδίζει πόροι" not in gain and "πόροι +2" in gain
    one_of = t("duel.effect.produce_one_of", "el", what="ξύλο, πηλός ή πέτρα")
    assert "1 από ξύλο" not in one_of
    assert "Γύρισαν ανοιχτές" not in t("duel.event.reveal", "el", cards="Workshop")
    for n, roman in ((1, "I"), (2, "II"), (3, "III")):
        assert t("wonders.event.age", "el", age=n).endswith(f"Εποχή {roman}.")
        assert f"Εποχή {roman}," in t("wonders.event.revealed", "el", age=n, turn=1, moves="x")


@pytest.mark.parametrize("lang", languages())
def test_no_zero_loss_is_told(lang: str) -> None:
    assert "0" not in t("tta.move.lose_mix", lang, food=0, resources=2)
    assert "0" not in t("tta.move.lose_mix", lang, food=2, resources=0)
    assert t("tta.move.lose_mix", "en", food=1, resources=1) == "Lose 1 food and 1 resource"
