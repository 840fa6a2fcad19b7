# Why a bot (or /hint) likes a move: a few words after the move itself.

## wonders.reason
wonders-reason-cheapest_pay = the cheapest way to pay
wonders-reason-pay_nothing = it costs you nothing
wonders-reason-wonder = your wonder's next stage is worth more than this card elsewhere
wonders-reason-discard = nothing here pays: the 3 coins are worth more
wonders-reason-leader = { $leader } suits your city ({ $ability })
wonders-reason-skip = nothing there is worth taking
wonders-reason-chain = { $card } is free through your chain
wonders-reason-science = { $card }: science { $before } → { $after } points
wonders-reason-shields = { $card }: { $before } → { $after } shields (your neighbours have up to { $rivals })
wonders-reason-goods = { $card }: resources you will need in later Ages
wonders-reason-points = { $card }: { $n ->
        [one] 1 point
       *[other] { $n } points
    }
wonders-reason-trade = { $card }: cheaper trade with your neighbours
wonders-reason-best = { $card } gains the most points now
wonders-reason-wonder_points = your wonder's next stage: { $n ->
        [one] 1 point
       *[other] { $n } points
    }
wonders-reason-discard_forced = none of your cards can be built and your wonder's next stage is out of reach: take the 3 coins
wonders-reason-points_now = { $card }: { $n ->
        [one] 1 point
       *[other] { $n } points
    } at the end for the cards built so far (maybe more)
wonders-reason-coins = { $card }: { $n ->
        [one] 1 coin
       *[other] { $n } coins
    } now

## catan.reason
catan-reason-pips = { $n ->
        [one] 1 pip of production
       *[other] { $n } pips of production
    }
catan-reason-robber = blocks the leader's best hex
catan-reason-trade_good = the trade helps us
catan-reason-trade_bad = the trade helps them more
catan-reason-city = a city: +1 VP and double production
catan-reason-settle = a settlement: +1 VP and new production
catan-reason-road = a road toward a new settlement spot
catan-reason-buy = a development card
catan-reason-knights = knights against the barbarians
catan-reason-bank = trades spare cards toward the next build
catan-reason-offer = asks for the card the next build lacks
catan-reason-end = nothing better this turn
catan-reason-improve = improves { $track }
catan-reason-play = plays { $card }
catan-reason-discard = gives up { $kind }: the next build needs the rest more
catan-reason-steal = robs the player with the most to lose
catan-reason-trade_cannot = we do not have the cards they ask for
catan-reason-trade_near_win = they are close to winning and need these cards
catan-reason-trade_leader = they lead: the trade must help us more
catan-reason-counter = offers a swap that suits us both
catan-reason-roll_first = rolls first: a 7 could take half of what the card brings
catan-reason-limit = { $n } cards are safe from a 7: trades the extra away

## duel.reason
duel-reason-wins = { $how ->
        [science] wins by scientific supremacy
       *[military] wins by military supremacy
    }
duel-reason-blocks = { $how ->
        [science] blocks the opponent's scientific supremacy
       *[military] blocks the opponent's military supremacy
    }
duel-reason-science_pair = completes a pair of science symbols: a progress token
duel-reason-science_new = a new science symbol ({ $n } of 6)
duel-reason-military = pushes the conflict pawn toward the opponent's capital
duel-reason-production = more production: cheaper cards later
duel-reason-points = { $n ->
        [one] scores 1 victory point
       *[other] scores { $n } victory points
    }
duel-reason-coins = coins now
duel-reason-guild = a guild: coins now, victory points later
duel-reason-trading = cheaper trading
duel-reason-chain = a chain: a free card later
duel-reason-politician = a Politician: Senate actions
duel-reason-conspirator = a Conspirator
duel-reason-wonder = builds { $wonder }
duel-reason-deny = keeps a strong card from the opponent
duel-reason-coins_later = coins for later
duel-reason-trigger = springs a prepared conspiracy
duel-reason-progress = takes the most useful progress token
duel-reason-pick = drafts { $wonder }
duel-reason-pick_why = drafts { $wonder }: { $why }
duel-reason-free_card = a free card
duel-reason-chamber_take = takes control of chamber { $n }
duel-reason-chamber_break = breaks the opponent's hold on chamber { $n }
