# The /rules guide for catan (English); the engine follows ../shared/rules/catan.md.
# Topics appear as /rules topic:catan:<topic>; their order here is the order shown.

catan-guide-summary = Build roads, settlements and cities on the island. On your turn roll for production, then trade and build. The first player to reach 10 victory points on their own turn wins (13 with Cities & Knights). Spots on the board are labelled: v for corners, e for edges, h for hexes.
catan-guide-topic-setup = In snake order (first to last, then last to first) each player places a settlement and a road, twice. With Cities & Knights the second building is a city. The second building gives one card from each hex around it.
catan-guide-topic-turn = Roll the dice: every hex with that number produces one card for each settlement next to it and two for each city, unless the robber sits on it or the bank cannot pay everyone. Then trade and build in any order, and end your turn.
catan-guide-topic-seven = On a 7, everyone holding more than 7 cards discards half of them (rounded down), all at once and in private. The roller then moves the robber and steals one random card from a player with a building next to it. With Cities & Knights the robber stays put until the barbarians first attack. Each city wall raises its owner's discard limit by 2 (at most 13 with three walls).
catan-guide-topic-trade = On your turn, offer cards to one player or to everyone; they accept, decline or make a counter-offer, and you confirm. You may make as many offers as you like, unless the table was created with trade_offers:1, 2 or 3 (offers sent per turn; bank trades and counter-offers do not count). The bank trades 4:1, or 3:1 and 2:1 at your harbours.
catan-guide-topic-building = Road: brick and lumber. Settlement: brick, lumber, wool and grain, never next to another building. City: 2 grain and 3 ore, replacing a settlement. Development card (base game): wool, grain and ore.
catan-guide-topic-points = Base game: settlement 1, city 2, Longest Road (at least 5 roads) 2, Largest Army (at least 3 knights played) 2, victory point cards 1; 10 to win. Cities & Knights: settlement 1, city 2, metropolis +2 on its city, Longest Road 2, each Defender of Catan card 1, Printer and Constitution 1 each, controlling the merchant 1; no Largest Army and no development cards; 13 to win.
catan-guide-topic-ck = With ck:true, cities on forest, pasture and mountains also make paper, cloth and coin. The event die moves the barbarian ship; when it lands, the strength of all active knights is compared with the number of cities, and the weakest players lose a city if Catan loses. Improve your cities in trade, politics and science to draw progress cards and win metropolises.

## what each option of /game new does
catan-option_help-ck = Cities & Knights expansion (13 VP to win).
catan-option_help-board = beginner: the official beginner island. spiral: shuffled terrain and harbors, numbers laid A-R in the official spiral from a random corner (the official random set-up). random: shuffled terrain and harbors, numbers fully random (never two 6/8 side by side).
catan-option_help-shortage = When the bank cannot pay every claim on a kind. almanac: nobody gets that kind. sole_claimant: if only one player claims it, they take what is left.
catan-option_help-trade_offers = Trade offers the player whose turn it is may send to other players per turn. unlimited: as many as they like (the official rules); 1, 2 or 3: a table's cap. Bank trades and counter-offers never count.

# topic titles (the heading of /rules <game>:<topic>)
catan-guide-title-setup = Setting up
catan-guide-title-turn = A turn
catan-guide-title-seven = Rolling a seven
catan-guide-title-trade = Trading
catan-guide-title-building = Building
catan-guide-title-points = Victory points
catan-guide-title-ck = Cities & Knights
