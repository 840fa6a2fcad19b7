# The picture of the decision at hand (renderers/decision.py): a compact portrait picture
# for the player who must act, read on a phone.

pictures-turn = { $who }, your move
pictures-waiting = { $who }: nothing to decide now
pictures-over = { $who }: the game is over
pictures-choose = Choose: { $groups }
pictures-moves = Your moves (the numbers of the buttons)
pictures-more = …and { $n } more in the menus below
pictures-hold = You hold
pictures-afford = You can pay for
pictures-wonders = Your wonders (green: you can pay now)
pictures-leaders = Leaders in your hand
pictures-hand = Cards in your hand
pictures-count = { $what } { $n }
pictures-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
pictures-vp = { $n } VP
pictures-shields = { $n ->
    [one] 1 shield
   *[other] { $n } shields
}
pictures-makes = Makes { $what }
pictures-stages = { $what }: { $n } of { $of } stages
pictures-priced = { $what }: { $n ->
    [0] free
    [one] 1 coin
   *[other] { $n } coins
}
pictures-no_cards = no cards
pictures-pieces = Left: { $roads } roads, { $settlements } settlements, { $cities } cities
pictures-buy-road = a road
pictures-buy-settlement = a settlement
pictures-buy-city = a city
pictures-buy-development_card = a development card
pictures-buy-knight = a knight
pictures-buy-wall = a city wall
pictures-ask-draft = Pick a wonder
pictures-tta-food = Food { $n } (+{ $rate })
pictures-tta-resources = Resources { $n } (+{ $rate })
pictures-tta-science = Science { $n } (+{ $rate })
pictures-tta-culture = Culture { $n } (+{ $rate })
pictures-tta-actions = Civil actions { $ca }/{ $ca_total } · military { $ma }/{ $ma_total }
pictures-tta-strength = Strength { $n }
pictures-tta-happy = Happy { $n } · discontent { $d }
pictures-map = Where you can play: the labelled spots
pictures-plots = Your conspiracies (purple: prepared)
pictures-plot = { $what }{ $state ->
    [prepared] : prepared
   *[other] : not prepared
}
pictures-more_play = …and { $n } more: type /play to find them
