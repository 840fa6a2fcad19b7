# Catan's card book (renderers/catan_cards.py): every card's full effect (catan-text-<id>),
# its one line for menus and /card (catan-summary-<id>), and the shared parts of the cards
# (catan-card-*). Card names stay the data's (data/catan/cards.json). The effect sentences
# follow /work/shared/rules/catan.md (sections 9-11 and 17-29).

## shared parts

catan-card-amount = { $n } { $kind }
catan-card-cost = Cost: { $cost }
catan-card-count = { $n } in the deck
catan-card-strength = Strength { $n }
catan-card-renamed = {" "}(2025 name: { $name })
catan-card-dev_rule = Play at most one development card a turn, at any time in your turn (also before the roll), never the turn you bought it.
catan-card-timing-before_roll = Play before you roll, on your turn.
catan-card-timing-action_phase = Play on your turn, after the roll.
catan-card-timing-immediate_on_draw = Revealed at once when drawn.
catan-card-kind-development = development card
catan-card-kind-progress = { $track } progress card
catan-card-kind-improvement = { $track } improvement
catan-card-kind-knight = C&K knight
catan-card-kind-track = C&K track
catan-card-kind-metropolis = C&K piece
catan-card-kind-merchant_piece = C&K piece
catan-card-kind-barbarians = C&K event
catan-card-kind-city_wall = C&K piece
catan-card-kind-defender = C&K special card
catan-card-kind-longest_road = special card
catan-card-kind-largest_army = special card
catan-card-track-trade = Trade
catan-card-track-politics = Politics
catan-card-track-science = Science
catan-card-colour-trade = yellow
catan-card-colour-politics = blue
catan-card-colour-science = green

## city improvements

catan-card-ability_name-trade = Trading House
catan-card-ability_name-politics = Fortress
catan-card-ability_name-science = Aqueduct
catan-card-ability-trade = Trading House: on your turn trade 2 identical commodities with the bank for 1 resource or commodity of your choice, as often as you like.
catan-card-ability-politics = Fortress: you may promote strong knights to mighty.
catan-card-ability-science = Aqueduct: when a roll other than 7 gives you no card at all, take 1 resource of your choice from the bank.
catan-card-track_title = { $track } improvements
catan-card-track_summary = Level k costs k { $commodity }; level 3 gives { $ability }; levels 4-5 win the metropolis
catan-card-track_text = Five levels ({ $levels }); level k costs k { $commodity }, bought in order with a city on the board. Each level lets you draw { $track } cards on a { $colour } city gate. Level 3: { $ability } Levels 4 and 5 win the { $track } metropolis.
catan-card-level_rule = Levels are bought in order, in your action phase, with at least one city on the board. On a { $colour } city gate you draw a { $track } card when the red die is at most { $reach }.
catan-card-metro-4 = The first player to reach level 4 takes the { $track } metropolis for one of their cities (needs a city without a metropolis): that city is worth 4 VP.
catan-card-metro-5 = The first player to reach level 5 takes the { $track } metropolis for good, from its level-4 holder if needed.
catan-card-level_title = { $track } { $level }: { $name }
catan-card-level_summary-plain = Cost { $cost }. Draws { $track } cards on red <= { $red }
catan-card-level_summary-ability = Cost { $cost }. Draws { $track } cards on red <= { $red }. { $ability }
catan-card-level_summary-metro = Cost { $cost }. Draws { $track } cards on red <= { $red }. Metropolis

## knights

catan-card-knight_name-basic = Basic knight
catan-card-knight_name-strong = Strong knight
catan-card-knight_name-mighty = Mighty knight
catan-card-knight_short-basic = Recruit for 1 wool and 1 ore on an empty corner at the end of one of your roads
catan-card-knight_short-strong = Promote a basic knight for 1 wool and 1 ore (a free strong piece is needed)
catan-card-knight_short-mighty = Promote a strong knight for 1 wool and 1 ore
catan-text-basic_knight = Recruit for 1 wool and 1 ore on an empty corner at the end of one of your roads; it starts inactive. Activate for 1 grain.
catan-text-strong_knight = Promote a basic knight for 1 wool and 1 ore (a free strong piece is needed); it keeps its active or inactive state. Can displace basic knights.
catan-text-mighty_knight = Promote a strong knight for 1 wool and 1 ore; needs the Fortress (politics 3). Can displace basic and strong knights.
catan-card-knight_rule = Each player owns 2 knights of each level. Only active knights fight the barbarians and act. An action (move along your roads, displace a weaker knight, chase the robber away after the first attack) leaves the knight inactive. A knight blocks opponents' roads.

## development cards

catan-text-knight = Move the robber to another hex and steal 1 random resource from a player with a settlement or city next to it. Keep the card face up: it counts toward Largest Army.
catan-text-victory_point = 1 victory point. Keep it hidden: it counts from the moment you hold it and may win the game the turn you buy it. It is never played.
catan-text-dev_road_building = Place 2 roads for free, following the normal road rules (as many as you have pieces for).
catan-text-year_of_plenty = Take any 2 resource cards from the bank; they may be the same kind. If the bank lacks them, take what it has.
catan-text-monopoly = Name a resource. Every other player gives you all their cards of that resource.
catan-summary-knight = Move the robber and steal 1 card; counts toward Largest Army
catan-summary-victory_point = 1 VP, kept hidden; counts as soon as you hold it
catan-summary-dev_road_building = Place 2 roads for free
catan-summary-year_of_plenty = Take any 2 resources from the bank
catan-summary-monopoly = Name a resource: every other player gives you all of it

## progress cards

catan-text-alchemist = Play before you roll. Choose the values of the red and yellow dice (1-6 each; the total may be 7). Roll only the event die and resolve it first, then production with your total. Your red value counts for progress-card draws.
catan-text-crane = Buy one city improvement for 1 commodity less (level 1 becomes free). Two Cranes never reduce the same improvement.
catan-text-engineer = Build one city wall for free, following the normal wall rules.
catan-text-inventor = Swap two number tokens on the board; neither may be a 2, 12, 6 or 8. No building of yours needs to be near them; the robber stays where it is.
catan-text-irrigation = Take 2 grain for each fields hex touching at least one of your settlements or cities. Each hex counts once; if the bank runs short, take what is left.
catan-text-medicine = Upgrade one settlement to a city for 2 ore and 1 grain instead of 3 ore and 2 grain. All other city rules apply.
catan-text-mining = Take 2 ore for each mountains hex touching at least one of your settlements or cities. Each hex counts once; if the bank runs short, take what is left.
catan-text-printer = 1 victory point. It stays face up and never counts toward the hand limit.
catan-text-road_building = Build 2 roads for free, one after the other, under the normal road rules.
catan-text-smith = Promote up to 2 of your knights one level each, for free. Strong to mighty needs the Fortress (politics 3); each knight is promoted at most once a turn.
catan-text-commercial_harbor = For the rest of your turn, once per opponent, you may offer that opponent 1 resource from your hand; they must give you 1 commodity of their choice for it. If they have none, you keep your card.
catan-text-master_merchant = Choose an opponent with more VP than you. Look at their resources and commodities and take 2 of your choice (all of them if they have fewer).
catan-text-merchant = Put the merchant on a land hex touching one of your settlements or cities. While it is yours you trade that hex's resource with the bank at 2:1 and hold 1 VP. A later Merchant card, played by anyone, moves it and takes both.
catan-text-merchant_fleet = Name one resource or commodity. Until the end of your turn, trade that kind with the bank at 2:1, for any resource or commodity, as often as you like.
catan-text-resource_monopoly = Name a resource. Each other player gives you 2 cards of it (1 if they have only 1).
catan-text-trade_monopoly = Name a commodity. Each other player gives you 1 card of it, if they have any.
catan-text-bishop = Only after the first barbarian attack. Move the robber to another hex, then steal 1 random card from each opponent with a settlement or city touching it.
catan-text-constitution = 1 victory point. It stays face up and never counts toward the hand limit.
catan-text-deserter = Choose an opponent with a knight on the board: they remove one of their knights. You may then place one of your own knights of the same strength (or weaker, if none is free) for free, with the removed knight's active or inactive state.
catan-text-diplomat = Remove one open road of any player (an end with no other road, building or knight of its owner). If it was yours, you may at once build one road for free elsewhere. No knight may be left unconnected.
catan-text-intrigue = Displace an opponent's knight standing on a corner touched by one of your roads; no knight of yours is needed. Its owner moves it along their roads, or it is removed.
catan-text-saboteur = Each other player with as many VP as you or more discards half (rounded down) of their resources and commodities, chosen by them.
catan-text-spy = Choose an opponent. Look at their progress cards and take 1 of them.
catan-text-warlord = Activate all your knights for free. Knights activated this way cannot act this turn.
catan-text-wedding = Each player with more VP than you gives you 2 resources or commodities of their choice (all they have if fewer than 2).
catan-summary-alchemist = Before the roll: choose the red and yellow dice
catan-summary-crane = Next city improvement costs 1 commodity less
catan-summary-engineer = Build a city wall for free
catan-summary-inventor = Swap two number tokens (not 2, 6, 8 or 12)
catan-summary-irrigation = Take 2 grain per fields hex touching your buildings
catan-summary-medicine = Upgrade a settlement to a city for 2 ore and 1 grain
catan-summary-mining = Take 2 ore per mountains hex touching your buildings
catan-summary-printer = 1 VP, face up at once
catan-summary-road_building = Build 2 roads for free
catan-summary-smith = Promote up to 2 knights for free
catan-summary-commercial_harbor = This turn: swap 1 resource for 1 commodity with each opponent
catan-summary-master_merchant = Take 2 cards of your choice from a player with more VP
catan-summary-merchant = Place the merchant: 2:1 for that hex's resource and 1 VP
catan-summary-merchant_fleet = This turn: trade one named kind with the bank at 2:1
catan-summary-resource_monopoly = Name a resource: each other player gives you 2 of it
catan-summary-trade_monopoly = Name a commodity: each other player gives you 1 of it
catan-summary-bishop = After the first attack: move the robber, steal 1 card from each player there
catan-summary-constitution = 1 VP, face up at once
catan-summary-deserter = An opponent removes a knight; place one of yours for free
catan-summary-diplomat = Remove an open road; rebuild it free if it was yours
catan-summary-intrigue = Displace an opponent's knight on one of your roads
catan-summary-saboteur = Players with as many VP as you or more discard half their cards
catan-summary-spy = Look at an opponent's progress cards and take 1
catan-summary-warlord = Activate all your knights for free
catan-summary-wedding = Players with more VP than you give you 2 cards each

## pieces, events and special cards

catan-card-name-metropolis = Metropolis
catan-text-metropolis = One per track. Level 4 first takes it, level 5 first keeps it for good. It sits on a city: +2 VP (4 for that city), and that city cannot be pillaged.
catan-summary-metropolis = +2 VP on a city: first to level 4 of a track, kept for good by the first to level 5
catan-card-name-merchant_piece = The merchant
catan-text-merchant_piece = One shared piece, moved only by Merchant cards. Its holder gets 1 VP and trades the resource of its hex with the bank at 2:1. The robber does not affect it; on the desert it gives the VP but no rate.
catan-summary-merchant_piece = Its holder: 1 VP and 2:1 bank trades for the resource of its hex
catan-card-name-barbarians = The barbarians
catan-text-barbarians = Each ship on the event die moves the ship a step; on the 7th they attack. Barbarian strength is the number of cities on the board; knight strength is all active knights. If knights are weaker, each player with the lowest strength who has a city without a metropolis loses a city (it becomes a settlement, its wall is removed). If knights win, the strongest single defender takes a Defender card; tied players each draw a progress card. Afterwards every knight becomes inactive; the first attack frees the robber.
catan-summary-barbarians = Attack on the 7th ship: cities on the board vs active knights
catan-card-name-city_wall = City wall
catan-text-city_wall = Costs 2 brick. Built under one of your cities, at most 1 per city and 3 in all. Each raises your limit for discarding on a 7 by 2. Removed if its city is pillaged.
catan-summary-city_wall = Cost 2 brick. Under a city: your 7 discard limit rises by 2
catan-card-name-defender = Defender of Catan
catan-text-defender = 1 VP, never lost. Taken by the one player with the most active knight strength when Catan beats the barbarians.
catan-summary-defender = 1 VP: the single strongest defender when the barbarians are beaten
catan-card-name-longest_road = Longest Road
catan-text-longest_road = 2 VP. The first player with a trail of at least 5 roads takes it; another takes it only with a strictly longer trail. Opponents' buildings (and knights) cut trails.
catan-summary-longest_road = 2 VP: the longest trail of at least 5 roads
catan-card-name-largest_army = Largest Army
catan-text-largest_army = 2 VP. The first player with 3 knight cards played takes it; another takes it only by playing strictly more knights.
catan-summary-largest_army = 2 VP: the most knight cards played, at least 3
