"""Seeded random playouts of the Duel engine: prints the number of actions played.

Usage: python bench/duel_fixed.py [GAMES] [agora]   (used by bench/duel_ir.sh)
The loop is the one of /work/shared/tools/side_by_side.py: to_move, legal_actions, a seeded
random choice, apply.
"""

import random
import sys

from bot.engine.registry import REGISTRY

rules = REGISTRY["duel"]
opts = {"agora": True} if "agora" in sys.argv else {}
games = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 300
acts = 0
for seed in range(games):
    pick = random.Random(seed)
    s = rules.new_game(2, seed, opts)
    while True:
        movers = sorted(rules.to_move(s))
        if not movers:
            break
        seat = pick.choice(movers)
        rules.apply(s, seat, pick.choice(rules.legal_actions(s, seat)))
        acts += 1
print(acts)
