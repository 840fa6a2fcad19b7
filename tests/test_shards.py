"""Shard ownership: Discord's formula, the settings that name a process's shards, refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.config import Config
from bot.shards import Shards
from tests.test_config import forget

# a guild id; Discord serves it on shard (id >> 22) % count (Gateway > Sharding)
DOC_GUILD = 41771983423143937


def test_guilds_land_on_discords_shard_and_dms_on_shard_0() -> None:
    assert (DOC_GUILD >> 22) == 9959216934  # the snowflake's timestamp part
    assert Shards(4).of(DOC_GUILD) == 9959216934 % 4 == 2
    assert Shards(5).of(DOC_GUILD) == 4 and Shards(3).of(DOC_GUILD) == 0
    assert Shards(1).of(DOC_GUILD) == 0
    assert Shards(16).of(None) == 0


def test_a_process_owns_only_its_shards() -> None:
    mine = Shards(4, (2, 3))
    assert mine.owns(DOC_GUILD) and not mine.everything
    assert not mine.owns(None)  # DMs belong to shard 0's process
    assert Shards(4, (0,)).owns(None) and not Shards(4, (0,)).owns(DOC_GUILD)
    assert Shards(4).everything and Shards(4).owns(DOC_GUILD) and Shards(4).owned == (0, 1, 2, 3)
    assert Shards(2, (1, 0)).everything and Shards(2, (1, 0)).owned == (0, 1)


def test_the_settings_are_parsed_with_ranges() -> None:
    assert Shards.parse("", "") is None
    assert Shards.parse("8", "") == Shards(8)
    assert Shards.parse("8", "0-2, 6") == Shards(8, (0, 1, 2, 6))
    assert Shards.parse(" 4 ", "3") == Shards(4, (3,))


@pytest.mark.parametrize(
    ("count", "ids", "says"),
    [
        ("", "0", "SHARD_IDS needs SHARD_COUNT"),
        ("two", "", "SHARD_COUNT must be a whole number"),
        ("0", "", "at least 1"),
        ("4", "4", "between 0 and 3"),
        ("4", "1,1", "listed twice"),
        ("4", "3-1", "runs backwards"),
        ("4", "a", "shard numbers or ranges"),
        ("4", "-1", "shard numbers or ranges"),
    ],
)
def test_malformed_settings_say_what_is_wrong(count: str, ids: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        Shards.parse(count, ids)


def test_config_reads_shards_workers_and_pool_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    forget(monkeypatch)
    monkeypatch.chdir(tmp_path)
    for key in ("SHARD_COUNT", "SHARD_IDS", "BOT_WORKERS", "DATABASE_POOL_SIZE"):
        monkeypatch.delenv(key, raising=False)
    plain = Config.from_env(None)
    assert (plain.shards, plain.bot_workers, plain.database_pool_size) == (None, 1, 4)
    monkeypatch.setenv("SHARD_COUNT", "6")
    monkeypatch.setenv("SHARD_IDS", "3-5")
    monkeypatch.setenv("BOT_WORKERS", "2")
    monkeypatch.setenv("DATABASE_POOL_SIZE", "10")
    config = Config.from_env(None)
    assert config.shards == Shards(6, (3, 4, 5))
    assert (config.bot_workers, config.database_pool_size) == (2, 10)
    monkeypatch.setenv("BOT_WORKERS", "0")
    with pytest.raises(ValueError, match="BOT_WORKERS must be a whole number of at least 1"):
        Config.from_env(None)


def test_the_command_line_refuses_a_malformed_setting_before_starting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.__main__ import main

    forget(monkeypatch)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SHARD_COUNT", "two")
    script = tmp_path / "lines.txt"
    script.write_text("alice: /game new game:tokens\n", encoding="utf-8")
    assert main(["console", "--script", str(script)]) == 2
    said = capsys.readouterr()
    assert "SHARD_COUNT must be a whole number, got 'two'" in said.err
    assert "did not start" in said.err and said.out == ""


async def test_the_bot_is_built_with_the_configured_shards_workers_and_pool() -> None:
    from bot.client import _build

    config = Config(
        token="fake",
        database_url="postgresql://tabula@db.invalid/tabula",
        dev_guild_id=None,
        log_level="INFO",
        plugins="",
        shards=Shards(4, (2, 3)),
        bot_workers=3,
        database_pool_size=7,
    )
    tabula = _build(config)
    async with tabula:  # as `tabula run` does, short of connecting
        assert tabula.service.thinker.workers == 3
        assert getattr(tabula.service.store, "pool_size", None) == 7
        assert (tabula.shard_count, tabula.shard_ids) == (4, [2, 3])
        assert tabula.shards_served() == Shards(4, (2, 3))
