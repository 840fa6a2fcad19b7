"""The no-leak probe: a copy of the state with everything a viewer may not know changed."""

from __future__ import annotations

import random

from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.state import DuelState, copy_state
from bot.engine.rng import derive


def scramble(s: DuelState, viewer: int | None, seed: int) -> DuelState:
    """Face-down cards and cards set aside (same backs), unseen wonders, box tokens, the seed."""
    out = copy_state(s)
    r = derive(seed, 0, "scramble")
    cards = catalog().cards
    if out.age:
        hidden = [i for i, c in enumerate(out.slots) if c is not None and not out.face_up[i]]
        # Agora's Treason shows its chooser the cards set aside: they stay put for that viewer
        looking = any(d.kind == "treason" and d.seat == viewer for d in out.stack)
        # cards set aside and unused guilds share the backs of the face-down cards
        for back, aside in (
            (f"age{out.age}", [] if looking else out.removed[out.age - 1]),
            ("guild", out.unused_guilds),
        ):
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
    if out.influence:
        _scramble_agora(out, viewer, r)
    out.seed = r.randrange(1 << 40)
    out.rng_counter = r.randrange(1000)
    return out


def _scramble_agora(out: DuelState, viewer: int | None, r: random.Random) -> None:
    """Face-down Senators and decrees, the conspiracy deck and every conspiracy the viewer
    has not seen (the opponent's face-down ones, their draw), secret Obscurantism locks."""
    cards = catalog().cards
    if out.age:
        spots = [
            i
            for i, c in enumerate(out.slots)
            if c is not None and not out.face_up[i] and cards[c].deck == "senator"
        ]
        pool = [str(out.slots[i]) for i in spots] + out.senator_pool
        r.shuffle(pool)
        for i in spots:
            out.slots[i] = pool.pop()
        out.senator_pool = sorted(pool)
    # face-down decrees and the ten in the box
    pool = list(out.hidden_decrees) + out.decree_box
    r.shuffle(pool)
    fresh = []
    for held in out.decrees:
        for k, did in enumerate(held):
            if did in out.hidden_decrees:
                held[k] = pool.pop()
                fresh.append(held[k])
    out.hidden_decrees, out.decree_box = fresh, sorted(pool)
    # conspiracies: the deck, the others' face-down ones, the others' draws
    others = [seat for seat in (0, 1) if seat != viewer]
    recs = [
        rec for seat in others for rec in out.players[seat].conspiracies if not rec["triggered"]
    ]
    draws = [d for d in out.stack if d.seat != viewer and d.kind in ("keep", "return")]
    pool = list(out.conspiracy_deck) + [rec["id"] for rec in recs]
    for d in draws:
        pool += d.data["drawn"] if d.kind == "keep" else [d.data["card"]]
    r.shuffle(pool)
    out.conspiracy_deck = [pool.pop() for _ in out.conspiracy_deck]
    for rec in recs:
        rec["id"] = pool.pop()
    for d in draws:
        if d.kind == "keep":
            d.data["drawn"] = [pool.pop() for _ in d.data["drawn"]]
        else:
            d.data["card"] = pool.pop()
    # progress tokens locked face down from the box, known to their locker only
    locks = [
        rec
        for seat in others
        for rec in out.players[seat].conspiracies
        if rec.get("lock_from") == "box"
    ]
    top = out.stack[-1] if out.stack else None
    if top is not None and top.seat == viewer and top.kind in ("lock", "espionage"):
        locks = []  # the viewer is looking into the box right now
    if locks:
        pool = [rec["locked"] for rec in locks] + out.box_tokens
        r.shuffle(pool)
        for rec in locks:
            rec["locked"] = pool.pop()
        out.box_tokens = sorted(pool)
