"""English words for effects, for the card book and the board picture (renderers/duel_cards.py,
renderers/duel_parts.py), and the plural of the English prompts the picture shows
(`DecisionType.prompt`), until those word the phrases of speech.py (`effect_phrase`, `summary`,
`PendingView.ask`) in the reader's language. Everything else the engine says is in speech.py."""

from __future__ import annotations

from bot.engine.duel.catalog import Card, Effect, ProgressToken, Wonder, catalog


def name(cid: str) -> str:
    return catalog().name(cid)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def effect_phrase(e: Effect) -> str:
    """A few words per effect, for buttons, tooltips and the board."""
    n = e.n
    k = e.kind
    if k in ("coins",):
        return plural(n, "coin")
    if k == "vp":
        return f"{n} VP"
    if k == "shields":
        return plural(n, "shield")
    if k == "produce":
        made = e.get("resources").items()
        return "+" + ", ".join(f"{v} {r}" if v > 1 else str(r) for r, v in made)
    if k == "produce_one_of":
        return "1 of " + "/".join(e.get("resources")) + " each turn"
    if k == "fixed_price":
        return "/".join(e.get("resources")) + f" at {e.get('price')} coin"
    if k == "science":
        return str(e.get("symbol"))
    if k == "coins_per":
        what = e.get("count")
        thing = "wonder" if what == "wonders" else "/".join(what["colors"]) + " card"
        return f"{plural(n, 'coin')} per {thing}"
    if k == "guild":
        what = e.get("count")
        if what == "coin_sets":
            return "1 VP per 3 coins of the richest city"
        thing = "wonder" if what == "wonders" else "/".join(what["colors"]) + " card"
        vp = int(e.get("vp_per", 0))
        coins = int(e.get("coins_per", 0))
        tail = f"{coins} coin + " if coins else ""
        return f"{tail}{vp} VP per {thing} of the city with most"
    return {
        "opponent_loses_coins": f"opponent loses {n} coins",
        "destroy": f"discard an opponent's {e.get('color')} card",
        "revive": "build a discarded card free",
        "library": "keep 1 of 3 tokens from the box",
        "play_again": "play again",
        "discount": f"{e.get('target')}s cost {n} fewer resources",
        "trade_income": "opponent's trade coins go to you",
        "vp_per_token": f"{n} VP per progress token",
        "red_bonus": f"+{n} shield on red cards",
        "wonders_play_again": "your wonders play again",
        "chain_coins": f"{n} coins per chain build",
    }.get(k, k.replace("_", " "))


def summary(thing: Card | Wonder | ProgressToken) -> str:
    """ "2 shields, 3 VP"."""
    return ", ".join(effect_phrase(e) for e in thing.effects)
