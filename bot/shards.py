"""Which of Discord's shards this process serves, and so whose clock it fires and posts.

Discord puts every guild on shard `(guild_id >> 22) % shard_count` and every DM on shard 0
(developer documentation, Gateway > Sharding). A process that runs some shards receives the
commands and clicks of those guilds only; the turn clock, which nobody clicks, must follow the
same split, or two processes would both post a reminder. `Shards` is that split: the store
returns only the deadlines of owned channels, and claiming them (bot/store) keeps a deadline
from firing twice even when two processes were told to own the same shard by mistake.

A channel whose game row is gone counts as shard 0 (like a DM), so somebody clears its rows.
"""

from __future__ import annotations

from dataclasses import dataclass

SNOWFLAKE_SHIFT = 22  # a Discord id's timestamp starts above its 22 low bits


@dataclass(frozen=True, slots=True)
class Shards:
    """`count` shards in all, of which this process runs `ids` (empty: all of them)."""

    count: int = 1
    ids: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.count < 1:
            raise ValueError(f"the shard count must be at least 1, got {self.count}")
        wrong = [i for i in self.ids if not 0 <= i < self.count]
        if wrong:
            raise ValueError(
                f"shard ids must be between 0 and {self.count - 1} for {self.count} shards,"
                f" got {', '.join(map(str, wrong))}"
            )
        if len(set(self.ids)) != len(self.ids):
            raise ValueError(f"a shard id is listed twice: {', '.join(map(str, self.ids))}")

    @property
    def everything(self) -> bool:
        """This process serves every shard: nothing to filter."""
        return not self.ids or len(self.ids) == self.count

    @property
    def owned(self) -> tuple[int, ...]:
        """The shard ids this process serves, in order."""
        return tuple(sorted(self.ids)) if self.ids else tuple(range(self.count))

    def of(self, guild_id: int | None) -> int:
        """The shard a guild's channels (None: a DM) are served by."""
        if guild_id is None:
            return 0
        return (guild_id >> SNOWFLAKE_SHIFT) % self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.everything or self.of(guild_id) in self.ids

    @classmethod
    def parse(cls, count_text: str, ids_text: str) -> Shards | None:
        """From SHARD_COUNT and SHARD_IDS ("0,1" or "0-3"): None when neither is set (one
        process, and Discord's recommended shard count); a clear ValueError when malformed."""
        count_text, ids_text = count_text.strip(), ids_text.strip()
        if not count_text:
            if ids_text:
                raise ValueError("SHARD_IDS needs SHARD_COUNT: how many shards there are in all")
            return None
        if not count_text.isdigit():
            raise ValueError(f"SHARD_COUNT must be a whole number, got {count_text!r}")
        return cls(int(count_text), _ids(ids_text))


def _ids(text: str) -> tuple[int, ...]:
    """'0,2,5-7' as (0, 2, 5, 6, 7); '' as () (all shards)."""
    ids: list[int] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        low, dash, high = part.partition("-")
        if not low.strip().isdigit() or (dash and not high.strip().isdigit()):
            raise ValueError(
                f"SHARD_IDS lists shard numbers or ranges such as 0,1 or 0-3, got {part!r}"
            )
        first, last = int(low), int(high) if dash else int(low)
        if last < first:
            raise ValueError(f"SHARD_IDS range {part!r} runs backwards")
        ids += range(first, last + 1)
    return tuple(ids)
