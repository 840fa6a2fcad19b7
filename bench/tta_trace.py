"""One solo Through the Ages game by a bot level, traced turn by turn (for studying the AI).

  python bench/tta_trace.py --variant dummy --level hard --game 0
Prints, at the end of every player turn: round, age, culture and its rate, science and its
rate, strength, food/resources rates, workers and idle ones, and the opponent's numbers
(the dummy's culture, rate and strength; the barbarians' strengths); then the final state.
The seed is the one bench/ai.py uses for the same game number.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine.ai import make_bot
from bot.engine.core import play
from bot.engine.registry import REGISTRY  # noqa: F401 (declares the games' AI modules)
from bot.engine.rng import derive_seed
from bot.engine.tta.context import ratings
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState


def line(s: TtaState) -> str:
    r = ratings(s)
    civ = s.civ
    out = (
        f"r{s.round:>2} a{s.age} cult {civ.culture:>3}+{r.culture:<2} sci {civ.science:>3}+"
        f"{r.science:<2} str {r.strength:>2} food {r.food - r.consumption:+d} res {r.resources:>2} "
        f"ca {r.ca} ma {r.ma} pop {sum(civ.workers.values()) + civ.unused:>2} idle {civ.unused} "
        f"bank {civ.yellow_bank:>2} disc {r.discontent} hand {len(civ.hand)}"
    )
    if s.dummy is not None:
        d = s.dummy
        out += f" | dummy cult {d.culture:>3}+{d.culture_rate} str {d.strength}"
        out += f" sci+{d.science_rate}"
    else:
        out += " | barb " + " ".join(str(b.strength) for b in s.barbarians)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="dummy")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--game", type=int, default=0)
    ap.add_argument("--moves", action="store_true", help="print every move")
    a = ap.parse_args()
    seed = derive_seed(a.game, 1, "arena:tta") % (1 << 31)
    s = RULES.new_game(1, seed, {"variant": a.variant})
    for step in range(30_000):
        if RULES.outcome(s) is not None:
            break
        legal = RULES.legal_actions(s, 0)
        bot = make_bot(a.level, seed=derive_seed(seed, step, "arena-bot"))
        act = bot.choose(RULES, RULES.view(s, 0), 0, legal)
        if a.moves:
            print("   ", act.token)
        rnd = s.round
        s, _ = play(RULES, s, 0, act)
        if s.round != rnd:
            print(line(s), flush=True)
    print(line(s))
    civ = s.civ
    print("result", s.result)
    print("techs", {t: civ.workers.get(t, 0) for t in civ.techs})
    print("gov", civ.government, "leader", civ.leader, "wonders", civ.wonders)
    print("unfinished", civ.wonder)
    print("specials", civ.specials, "colonies", civ.colonies, "hand", civ.hand)


if __name__ == "__main__":
    main()
