"""The no-leak probe: a copy of the state with everything a viewer may not know changed."""

from __future__ import annotations

from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.state import DuelState, state_from_json, state_to_json
from bot.engine.rng import derive


def scramble(s: DuelState, viewer: int | None, seed: int) -> DuelState:
    """Face-down cards and cards set aside (same backs), unseen wonders, box tokens, the seed."""
    out = state_from_json(state_to_json(s))
    r = derive(seed, 0, "scramble")
    cards = catalog().cards
    if out.age:
        hidden = [i for i, c in enumerate(out.slots) if c is not None and not out.face_up[i]]
        # cards set aside and unused guilds share the backs of the face-down cards
        for back, aside in ((f"age{out.age}", out.removed[out.age - 1]),
                            ("guild", out.unused_guilds)):
            spots = [i for i in hidden if cards[str(out.slots[i])].deck == back]
            pool = [str(out.slots[i]) for i in spots] + list(aside)
            r.shuffle(pool)
            for i in spots:
                out.slots[i] = pool.pop()
            aside[:] = sorted(pool)
    r.shuffle(out.wonder_box)
    # the Great Library's draw is known to its chooser only
    for d in out.stack:
        if d.kind == Kind.LIBRARY and d.seat != viewer:
            pool = list(d.data["tokens"]) + out.box_tokens
            r.shuffle(pool)
            n = len(d.data["tokens"])
            d.data["tokens"] = sorted(pool[:n])
            out.box_tokens = sorted(pool[n:])
    out.seed = r.randrange(1 << 40)
    out.rng_counter = r.randrange(1000)
    return out
