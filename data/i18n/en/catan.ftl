# Catan and Cities & Knights: what the engine says (bot/engine/catan/speech.py).
# Spots keep their ids (v12 a corner, e5 a path, h3 a hex): players type them and the board
# labels them. $seat and the other seat arguments are players' names.

## names of components (the cards' names come from data/catan/cards.json)

catan-name-brick = brick
catan-name-lumber = lumber
catan-name-wool = wool
catan-name-grain = grain
catan-name-ore = ore
catan-name-paper = paper
catan-name-cloth = cloth
catan-name-coin = coin
catan-name-desert = desert
catan-name-trade = trade
catan-name-politics = politics
catan-name-science = science
catan-name-ship = ship
catan-name-basic = basic
catan-name-strong = strong
catan-name-mighty = mighty
catan-name-die_ship = the barbarian ship
catan-name-die_trade = the yellow (trade) gate
catan-name-die_politics = the blue (politics) gate
catan-name-die_science = the green (science) gate

## pieces of sentences

catan-count = { $n } { $kind }
catan-cards = { $cards }
catan-nothing = nothing
catan-free = free
catan-hex = { $kind } { $n }
catan-hex_bare = { $kind }
catan-gain = { $seat } +{ $cards }
catan-gains = { $gains }
catan-nobody_gains = nobody gains
catan-discards = { $seat } { $n }
catan-taken_from = { $n } from { $seat }

## moves (menus, buttons, /play)

catan-move-roll = Roll the dice
catan-move-end = End your turn
catan-move-offer = Propose a trade to players
catan-move-cancel = Cancel
catan-move-undo = Change my pick: take back your discard choice
catan-move-accept = Accept the trade
catan-move-decline = Decline the trade
catan-move-counter = Make a counter-offer
catan-move-send = Send your counter-offer
catan-move-skip = Skip
catan-move-done = Done
catan-move-road = Build a road on { $spot } ({ $cost })
catan-move-settle = Build a settlement on { $spot } ({ $cost })
catan-move-settle_setup = Build a settlement on { $spot }
catan-move-city = Upgrade { $spot } to a city ({ $cost })
catan-move-city_setup = Place your city on { $spot }
catan-move-buy = Buy a development card ({ $cost })
catan-move-play = Play { $card }
catan-move-drop = Discard the progress card { $card }
catan-move-bank = Trade { $n } { $kind } to the bank for 1 card
catan-move-for = Take 1 { $kind } from the bank
catan-move-give = Offer 1 more { $kind }
catan-move-get = Ask for 1 more { $kind }
catan-move-ungive = Offer 1 { $kind } less
catan-move-unget = Ask for 1 { $kind } less
catan-move-gift = Give 1 { $kind }
catan-move-ask_all = Offer it to everyone
catan-move-ask = Offer it to { $seat }
catan-move-deal = Trade with { $seat }
catan-move-discard = Discard 1 { $kind }
catan-move-robber = Move the robber to { $spot } ({ $hex })
catan-move-steal = Steal a card from { $seat }
catan-move-take = Take 1 { $kind }
catan-move-take_card = Take { $card }
catan-move-name = Name { $kind }
catan-move-wall = Build a city wall at { $spot } ({ $cost })
catan-move-knight = Recruit a basic knight on { $spot } ({ $cost })
catan-move-knight_free = Place your knight on { $spot } (free)
catan-move-activate = Activate the knight on { $spot } ({ $cost })
catan-move-promote = Promote the knight on { $spot } ({ $cost })
catan-move-kmove = Move or send the knight on { $spot }
catan-move-chase = Chase the robber with the knight on { $spot }
catan-move-displace = Displace the knight on { $spot }
catan-move-to = Move the knight to { $spot }
catan-move-improve = Improve { $track } to level { $level } ({ $cost })
catan-move-metro = Put the metropolis on { $spot }
catan-move-pillage = Lose the city on { $spot }
catan-move-deck = Draw a { $track } progress card
catan-move-deck_none = No deck has cards left
catan-move-red = Set the red die to { $n }
catan-move-yellow = Set the yellow die to { $n }
catan-move-swap = Swap the number on { $spot }
catan-move-with = …with the number on { $spot }
catan-move-merchant = Put the merchant on { $spot } ({ $hex })
catan-move-harbor = Commercial Harbor: offer { $seat } a resource
catan-move-target = Choose { $seat }
catan-move-remove_road = Remove the road on { $spot }
catan-move-remove_knight = Remove your knight on { $spot }
catan-move-level = Place a { $level } knight
catan-move-other = { $token }

## menu titles for many moves of one kind

catan-group-road = Build a road
catan-group-settle = Build a settlement
catan-group-city = Build a city
catan-group-wall = Build a city wall
catan-group-knight = Place a knight
catan-group-activate = Activate a knight
catan-group-promote = Promote a knight
catan-group-kmove = Move a knight
catan-group-chase = Chase the robber
catan-group-improve = Improve a city
catan-group-play = Play a card
catan-group-drop = Discard a progress card
catan-group-bank = Trade with the bank
catan-group-for = Take from the bank
catan-group-give = Give
catan-group-get = Ask for
catan-group-ungive = Give less
catan-group-unget = Ask for less
catan-group-ask = Offer to
catan-group-deal = Trade with
catan-group-discard = Discard
catan-group-undo = Change my pick
catan-group-robber = Move the robber
catan-group-steal = Steal from
catan-group-take = Take
catan-group-name = Name a kind
catan-group-to = Move to
catan-group-metro = Place the metropolis
catan-group-pillage = Lose a city
catan-group-deck = Draw from
catan-group-red = Red die
catan-group-yellow = Yellow die
catan-group-swap = Swap a number
catan-group-with = Swap with
catan-group-merchant = Place the merchant
catan-group-harbor = Commercial Harbor
catan-group-target = Choose a player
catan-group-remove = Remove
catan-group-displace = Displace a knight
catan-group-level = Knight level
catan-group-roll = Roll
catan-group-end = End the turn
catan-group-buy = Buy a card
catan-group-offer = Trade

## what happened

catan-event-turn = { $seat }'s turn { $turn }.
catan-event-roll = { $seat } rolled { $red }+{ $yellow } = { $total }.
catan-event-roll_event = { $seat } rolled { $red }+{ $yellow } = { $total }; the event die shows { $event }.
catan-event-produce = Production on { $total }: { $gains }{ $has_short ->
    [yes] {" "}(the bank is short of { $short }: nobody gets those)
   *[no] {""}
}{ $has_rest ->
    [yes] {" "}(the bank is short of { $rest }: the only claimant takes what is left)
   *[no] {""}
}.
catan-event-seven = A 7: no production.
catan-event-robber_locked = The robber stays put until the barbarians first attack.
catan-event-must_discard = Discard half: { $who }.
catan-event-discard_pick = You set aside 1 { $kind } to discard.
catan-event-discard_ready = { $seat } is ready to discard.
catan-event-discard_undo = { $seat } changes their discard.
catan-event-discarded = { $seat } discarded { $cards }.
catan-event-robber = { $seat } moved the robber to { $spot }.
catan-event-steal = { $seat } stole a card from { $victim }.
catan-event-stolen = { $seat } stole 1 { $kind } from { $victim }.
catan-event-steal_nothing = { $seat } tried to steal from { $victim }, who has no cards.
catan-event-road = { $seat } built a road on { $spot }.
catan-event-settlement = { $seat } built a settlement on { $spot }.
catan-event-city = { $seat } built a city on { $spot }.
catan-event-start_cards = { $seat } takes starting cards: { $cards }.
catan-event-longest_road = { $seat } takes the Longest Road ({ $n } roads).
catan-event-longest_road_aside = The Longest Road card is set aside: nobody holds it now.
catan-event-largest_army = { $seat } takes the Largest Army ({ $n ->
    [one] 1 knight
   *[other] { $n } knights
}).
catan-event-buy_dev = { $seat } bought a development card.
catan-event-drew_dev = You drew { $card }.
catan-event-play_card = { $seat } played { $card }.
catan-event-bank_trade = { $seat } traded { $n } { $give } to the bank for 1 { $get }.
catan-event-offer = { $seat } offers { $give } for { $get } to { $to }.
catan-event-accepts = { $seat } accepts.
catan-event-declines = { $seat } declines.
catan-event-counter_offer = { $seat } counters: gives { $give } for { $get }.
catan-event-offer_cancelled = { $seat } withdraws the trade offer.
catan-event-offer_dropped = You drop the trade offer you were preparing.
catan-event-offer_lapsed = Nobody took { $seat }'s offer.
catan-event-trade = { $seat } traded { $give } to { $other } for { $get }.
catan-event-take = { $seat } took 1 { $kind } from the bank.
catan-event-monopoly = { $seat } collected { $kind }: { $taken }.
catan-event-monopoly_none = { $seat } named { $kind }, but nobody had any.
catan-event-fleet = { $seat } trades { $kind } 2:1 with the bank this turn.
catan-event-win = { $seat } wins with { $n } victory points!
catan-event-barbarians_advance = The barbarians advance ({ $at }/{ $steps }).
catan-event-attack = The barbarians attack: strength { $barbarians } against { $knights } in active knights.
catan-event-defender = { $seat } is the Defender of Catan (+1 VP).
catan-event-defenders_tied = The defenders are tied: { $seats } each draw a progress card.
catan-event-pillaged = The barbarians pillage { $seat }'s city on { $spot }: it becomes a settlement.
catan-event-robber_unlocked = The robber may now be moved.
catan-event-gate = A { $track } city gate with red { $red }: progress cards are drawn.
catan-event-draw_progress = { $seat } draws a { $track } progress card.
catan-event-drew_progress = You drew { $card }.
catan-event-progress_vp = { $seat } draws and reveals { $card } (+1 VP).
catan-event-deck_empty = The { $track } deck is empty for { $seat }.
catan-event-drop_progress = { $seat } discards a progress card.
catan-event-dropped = You put { $card } under its deck.
catan-event-improve = { $seat } improved { $track } to level { $level }.
catan-event-metropolis = { $seat } puts the { $track } metropolis on { $spot }.
catan-event-wall = { $seat } built a city wall at { $spot }.
catan-event-knight = { $seat } placed a { $level } knight on { $spot }.
catan-event-activate = { $seat } activated the knight on { $spot }.
catan-event-promote = { $seat } promoted the knight on { $spot } to { $level }.
catan-event-knight_move = { $seat } moved a knight from { $start } to { $end }.
catan-event-knight_displace = { $seat } moved a knight from { $start } to { $end }, displacing { $other }'s knight.
catan-event-knight_removed = { $seat }'s knight on { $spot } has nowhere to go and returns to the supply.
catan-event-knight_relocated = { $seat }'s knight retreats to { $spot }.
catan-event-chase = { $seat }'s knight on { $spot } chases the robber.
catan-event-swap_numbers = { $seat } swapped the numbers on { $first } and { $second }.
catan-event-harvest = { $seat } took { $n } { $kind }.
catan-event-merchant = { $seat } put the merchant on { $spot }.
catan-event-harbor_refused = { $other } has no commodity: the harbor offer lapses.
catan-event-harbor_trade = { $seat } traded 1 { $give } to { $other } for 1 { $get }.
catan-event-target = { $seat } targets { $other }.
catan-event-take_from = { $seat } takes a card from { $other }.
catan-event-took_card = { $seat } took 1 { $kind } from { $other }.
catan-event-spy = { $seat } takes a progress card from { $other }.
catan-event-spied_card = { $seat } took { $card } from { $other }.
catan-event-deserted = { $seat } removes their knight on { $spot }.
catan-event-road_removed = { $seat } removed { $other }'s road on { $spot }.
catan-event-own_road_removed = { $seat } removed their own road on { $spot }.
catan-event-intrigue = { $seat } displaces { $other }'s knight on { $spot }.
catan-event-warlord = { $seat } activated { $n ->
    [one] 1 knight
   *[other] { $n } knights
}.
catan-event-gift = { $seat } gives a card to { $other }.
catan-event-gift_card = { $seat } gave 1 { $kind } to { $other }.

## the choices a player may have to finish first

catan-step-setup_settle = placing a starting settlement
catan-step-setup_road = placing a starting road
catan-step-pre_roll = rolling the dice
catan-step-main = your turn
catan-step-discard = discarding half your cards
catan-step-robber = moving the robber
catan-step-steal = choosing whom to steal from
catan-step-bank = trading with the bank
catan-step-offer_build = preparing a trade offer
catan-step-offer_answer = answering a trade offer
catan-step-counter_build = preparing a counter-offer
catan-step-offer_confirm = choosing whom to trade with
catan-step-free_roads = placing free roads
catan-step-take = taking cards from the bank
catan-step-name = naming a kind of card
catan-step-pillage = choosing the city the barbarians pillage
catan-step-defender_draw = drawing a progress card as a defender
catan-step-metropolis = placing a metropolis
catan-step-progress_discard = discarding a progress card
catan-step-knight_dest = choosing where the knight goes
catan-step-relocate = moving a displaced knight
catan-step-alchemist = setting the dice (Alchemist)
catan-step-crane = choosing an improvement (Crane)
catan-step-engineer = placing a city wall (Engineer)
catan-step-inventor = swapping two numbers (Inventor)
catan-step-medicine = upgrading a settlement (Medicine)
catan-step-smith = promoting knights (Smith)
catan-step-harbor_give = a Commercial Harbor offer
catan-step-harbor_answer = answering a Commercial Harbor offer
catan-step-target = choosing a player
catan-step-take_from = taking cards (Master Merchant)
catan-step-spy_take = choosing a progress card (Spy)
catan-step-desert = removing one of your knights (Deserter)
catan-step-deserter_place = placing the deserter's knight
catan-step-diplomat = choosing a road (Diplomat)
catan-step-diplomat_road = placing the moved road (Diplomat)
catan-step-intrigue = displacing a knight (Intrigue)
catan-step-merchant = placing the merchant
catan-step-gift = giving cards (Wedding)

## why a move is refused

catan-why-wait = You must wait for the others.
catan-why-rolled = You have already rolled this turn.
catan-why-finish = Finish the current choice first.
catan-why-finish_step = First finish { $step }.
catan-why-not_here = You cannot choose { $spot } here.
catan-why-roll_first = Roll the dice first.
catan-why-afford = You cannot afford that: you need { $cards } more.
catan-why-afford_card = You cannot afford a development card: you need { $cards } more.
catan-why-deck_empty = The development deck is empty.
catan-why-too_many_progress = You hold more than { $n } progress cards: discard first.
catan-why-offer_cap = { $n ->
    [one] This table allows 1 trade offer per turn.
   *[other] This table allows { $n } trade offers per turn.
}
catan-why-no_trade = You have no cards to offer, or nobody has cards to trade.
catan-why-play = You cannot play that card now.
catan-why-improve = You cannot buy that improvement now (a city and enough commodities are needed).
catan-why-no_path = `{ $spot }` is not a path on this board.
catan-why-road_there = There is already a road on { $spot }.
catan-why-no_roads = You have no roads left.
catan-why-road_unconnected = { $spot } is not connected to your roads or buildings.
catan-why-no_corner = `{ $spot }` is not an intersection on this board.
catan-why-no_settlements = You have no settlements left.
catan-why-building_there = There is already a building on { $spot }.
catan-why-building_on = There is a building on { $spot }.
catan-why-distance = { $spot } breaks the distance rule: a building stands next to it.
catan-why-settle_unconnected = { $spot } is not next to one of your roads.
catan-why-no_settlement = You have no settlement on { $spot }.
catan-why-no_cities = You have no cities left.
catan-why-rebuild_first = You must first rebuild your pillaged city.
catan-why-not_now = You cannot do that on { $spot } now.
catan-why-knight_supply = You have no { $level } knight left in your supply ({ $n } per level).
catan-why-own_knight_on_spot = Your knight stands on { $spot }: move it away before you build a settlement there.
catan-why-knight_on_spot = { $spot } is taken by a knight: no settlement may be built there.
catan-why-no_knights = Knights are part of Cities & Knights, not used in this game.
catan-why-no_knight = You have no knight on { $spot }.
catan-why-not_your_knight = The knight on { $spot } is not yours.
catan-why-already_active = Your knight on { $spot } is already active.
catan-why-robber_locked = The robber cannot be chased before the first barbarian attack.
catan-why-knight_inactive = Your knight on { $spot } is inactive: activate it (1 grain), and it may act next turn.
catan-why-knight_not_ready = Your knight on { $spot } was not active at the start of this turn, or has already acted: it may act next turn.
catan-why-knight_stuck = Your knight on { $spot } has nowhere to go: no free spot or weaker knight along your roads.
catan-why-robber_not_near = The robber is not on a hex next to { $spot }.
catan-why-knight_there = There is already a knight on { $spot }.
catan-why-not_road_end = { $spot } is not at the end of one of your roads.
catan-why-already_mighty = Your knight on { $spot } is already mighty.
catan-why-promoted_this_turn = Your knight on { $spot } was already promoted this turn.
catan-why-needs_fortress = A strong knight needs the Fortress (Politics level 3) to become mighty.
catan-why-relocate = Your displaced knight must go to a free spot it can reach along your roads.
catan-why-no_other_knight = There is no other player's knight on { $spot }.
catan-why-knight_off_roads = The knight on { $spot } is not on one of your roads.
catan-why-already_there = Your knight is already on { $spot }.
catan-why-own_knight_there = Your own knight stands on { $spot }.
catan-why-not_weaker = The knight on { $spot } is not weaker than yours: only a weaker knight can be displaced.
catan-why-unreachable = Your knight cannot reach { $spot } along your roads without passing another player's piece.
