## duel.reason (issue 30): a /hint's reason names the card and what it gives
duel-reason-build = builds { $card }: { $why }
duel-reason-build_plain = builds { $card }
duel-reason-discard_deny = discards { $card } so the opponent cannot have it: { $why }
duel-reason-discard_coins = discards { $card } for { $n } coins: nothing here is worth building
duel-reason-token = takes { $token }: { $why }

## duel.why: the parts of a reason
duel-why-free = free through its chain
duel-why-symbol = { $n ->
        [1] a first green science symbol
        [2] a second green science symbol
        [3] a third green science symbol
        [4] a fourth green science symbol
        [5] a fifth green science symbol
       *[other] a sixth green science symbol
    }
duel-why-pair = a pair of science symbols: a progress token
duel-why-vp = { $n } VP
duel-why-guild = a guild: VP at the end for the richest city's cards
duel-why-shields = { $n ->
        [one] 1 shield toward the opponent's capital
       *[other] { $n } shields toward the opponent's capital
    }
duel-why-production = production: cheaper cards later
duel-why-coins = { $n ->
        [one] 1 coin
       *[other] { $n } coins
    }
duel-why-coins_per = coins for the city's cards
duel-why-trading = cheaper trading
duel-why-chain = a chain: a free card in a later Age
duel-why-again = another turn at once
duel-why-destroy = destroys one of the opponent's cards
duel-why-revive = builds a discarded card for free
duel-why-library = a progress token from those set aside
duel-why-opponent_loses = the opponent loses 3 coins
duel-why-urbanism = 4 coins each time a chain is used
duel-why-architecture = every later Wonder costs 2 resources less
duel-why-economy = the coins the opponent spends on trading go to you
duel-why-masonry = every later blue card costs 2 resources less
duel-why-strategy = every later red card gives 1 shield more
duel-why-theology = every later Wonder gives another turn
