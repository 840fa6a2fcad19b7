# Through the Ages (solo): what the engine says (bot/engine/tta/speech.py for events; moves and
# refusals where they are registered: civil.py, politics.py, military.py...).
# $seat is the player's name, as the player gave it. Cards are named from data/tta/cards.json.
# Ages keep their printed names (A, I, II, III, IV).

## names of components that are not cards

tta-name-food = food
tta-name-resources = resources
tta-name-science = science
tta-name-culture = culture

## pieces of sentences

tta-nothing = nothing
tta-who-dummy = the dummy player
tta-who-player = { $seat }
tta-who-barbarian = barbarian { $n }
tta-who-other = { $who }
tta-military_cards = { $n ->
    [one] 1 military card
   *[other] { $n } military cards
  }
tta-gone-card = { $card }
tta-gone-replaced = replaced by a new leader
tta-gone-antiquated = its age is over
tta-gone-own_power = its own power was used
tta-gone-other = { $why }
tta-cause-dice = the dice
tta-cause-dummy = the dummy player's white cube
tta-cause-age = a new age
tta-cause-tactic = a tactic card
tta-cause-stored = its stored attacks
tta-cause-war_won = a war won
tta-cause-aggression_won = a successful aggression
tta-cause-final = the final scoring

## events (the channel log and the turn summary)

tta-event-other = Something happened ({ $kind }).
tta-event-turn = Round { $round } begins: { $seat }'s turn.
tta-event-end_turn = { $seat } ends the turn.
tta-event-take = { $seat } takes { $card } from slot { $slot }.
tta-event-aristotle = Aristotle: { $seat } scores { $n } science.
tta-event-population = { $seat } increases the population for { $food } food.
tta-event-population_ocean = Ocean Liner Service: { $seat } gains a worker for free.
tta-event-population_free = { $card }: { $seat } gains { $n ->
    [one] a worker
   *[other] { $n } workers
  } for free.
tta-event-build = { $seat } builds { $card } for { $cost ->
    [one] 1 resource
   *[other] { $cost } resources
  }.
tta-event-upgrade = { $seat } upgrades { $old } to { $new } for { $cost ->
    [one] 1 resource
   *[other] { $cost } resources
  }.
tta-event-destroy = { $seat } removes a worker from { $card }.
tta-event-develop = { $seat } develops { $card } for { $science } science.
tta-event-develop_discarded = { $seat } develops { $card } for { $science } science (a better one is in play: it leaves the game).
tta-event-government = { $seat } changes government to { $card } for { $science } science.
tta-event-revolution = Revolution! { $seat } adopts { $card } for { $science } science.
tta-event-leader = { $seat } plays the leader { $card }.
tta-event-leader_gone = { $card } leaves play ({ $why }).
tta-event-gates_culture = Bill Gates: { $seat } scores { $n } culture.
tta-event-wonder_gone = The unfinished { $card } leaves play ({ $why }).
tta-event-wonder_stage = { $seat } builds { $n ->
    [one] 1 stage
   *[other] { $n } stages
  } of { $card } for { $cost ->
    [one] 1 resource
   *[other] { $cost } resources
  }.
tta-event-wonder_done = { $seat } completes { $card }.
tta-event-wonder_done_culture = { $seat } completes { $card } and scores { $n } culture.
tta-event-homer = Homer is tucked under { $wonder }.
tta-event-play = { $seat } plays { $card }.
tta-event-military_pool = { $seat } has { $n ->
    [one] 1 extra resource
   *[other] { $n } extra resources
  } for military units.
tta-event-culture_gain = { $seat } scores { $n } culture.
tta-event-culture_gain_card = { $seat } scores { $n } culture ({ $card }).
tta-event-gain = { $seat } gains { $n } { $what }.
tta-event-gain_card = { $seat } gains { $n } { $what } ({ $card }).
tta-event-tactic = { $seat } adopts the tactic { $card }.
tta-event-copy_tactic = { $seat } copies the tactic { $card }.
tta-event-churchill = Churchill gives { $seat } { $n } science and { $n ->
    [one] 1 resource
   *[other] { $n } resources
  } for the military.
tta-event-age = Age { $age } begins.
tta-event-last_round = The civil deck is used up: round { $round } is the last.
tta-event-yellow_lost = { $seat } returns { $n ->
    [one] 1 yellow token
   *[other] { $n } yellow tokens
  } to the box.
tta-event-yellow_lost_card = { $seat } returns { $n ->
    [one] 1 yellow token
   *[other] { $n } yellow tokens
  } to the box ({ $card }).
tta-event-antiquated_hand = Antiquated cards leave { $seat }'s hand: { $cards }.
tta-event-antiquated_military = Discarded military cards: { $cards }.
tta-event-military_reshuffled = The Age { $age } military discards are reshuffled into a new deck.
tta-event-events_turned = { $n ->
    [one] The future event becomes the current event.
   *[other] The { $n } future events become the current events.
  }
tta-event-age_a_leftover = { $n ->
    [one] 1 Age A civil card goes
   *[other] { $n } Age A civil cards go
  } back to the box.
tta-event-leader_banned = Rule 43: { $card } is removed from the card row.
tta-event-leaders_banned = Rule 43: no more Age { $age } leaders will stay in the card row.
tta-event-row_removed = Removed from the card row by { $why }: { $cards }.
tta-event-row_cleared = The card row is cleared from the left: { $cards }.
tta-event-event = Event: { $card }.
tta-event-dummy_culture = The dummy player scores { $n } culture.
tta-event-impact = { $card }: { $seat } scores { $n } culture.
tta-event-culture_up = { $seat } scores { $n } culture.
tta-event-culture_up_card = { $seat } scores { $n } culture ({ $card }).
tta-event-culture_down = { $seat } loses { $n } culture.
tta-event-culture_down_card = { $seat } loses { $n } culture ({ $card }).
tta-event-culture_none = { $seat } has no culture to lose.
tta-event-culture_none_card = { $seat } has no culture to lose ({ $card }).
tta-event-population_lost = { $seat } loses a worker ({ $card }).
tta-event-draw = { $seat } draws { $n ->
    [one] 1 military card
   *[other] { $n } military cards
  }.
tta-event-drawn = You drew { $cards }.
tta-event-lose_goods = { $seat } loses { $n } food or resources.
tta-event-lose_goods_card = { $seat } loses { $n } food or resources ({ $card }).
tta-event-lose_actions = { $seat } loses { $n ->
    [one] 1 civil action
   *[other] { $n } civil actions
  }.
tta-event-lose_actions_card = { $seat } loses { $n ->
    [one] 1 civil action
   *[other] { $n } civil actions
  } ({ $card }).
tta-event-yellow_gained = { $seat } adds { $n ->
    [one] 1 yellow token
   *[other] { $n } yellow tokens
  } to the yellow bank.
tta-event-yellow_gained_card = { $seat } adds { $n ->
    [one] 1 yellow token
   *[other] { $n } yellow tokens
  } to the yellow bank ({ $card }).
tta-event-extra_production = Extra production: corruption { $corruption }, +{ $food } food, consumption { $consumption }, +{ $resources } resources.
tta-event-colony_lost = { $seat } loses the colony { $card }.
tta-event-discard_military = { $seat } discards { $n ->
    [one] 1 military card
   *[other] { $n } military cards
  }.
tta-event-ravaged = Ravages of Time: { $card } is turned face down.
tta-event-blue_lost = { $seat } returns { $n ->
    [one] 1 blue token
   *[other] { $n } blue tokens
  } to the box.
tta-event-blue_lost_card = { $seat } returns { $n ->
    [one] 1 blue token
   *[other] { $n } blue tokens
  } to the box ({ $card }).
tta-event-building_lost = { $seat } loses one { $card } building.
tta-event-gain_mix = { $seat } gains { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
  }.
tta-event-lose_mix = { $seat } loses { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
  }.
tta-event-defense_card = { $seat } defends with { $card } (+{ $value }).
tta-event-defense_discard = { $seat } discards { $n ->
    [one] 1 military card
   *[other] { $n } military cards
  } face down to defend (+{ $value }).
tta-event-defense_discarded = You discarded { $card } face down to defend (+{ $value }).
tta-event-aggression_success = { $card } by { $by } succeeds ({ $strength } against { $defense }).
tta-event-aggression_failed = { $card } by { $by } fails ({ $strength } against { $defense }).
tta-event-science_lost = { $seat } loses { $n } science.
tta-event-science_lost_card = { $seat } loses { $n } science ({ $card }).
tta-event-prepare = { $seat } prepares an Age { $age } event (+{ $n } culture).
tta-event-prepared = You prepared { $card }.
tta-event-aggression = { $seat } plays { $card } against { $target }.
tta-event-aggression_by_dummy = The dummy player plays { $card } against { $seat }.
tta-event-aggression_by_barbarian = Barbarian { $n } plays { $card } against { $seat }.
tta-event-colony = { $seat } colonizes { $card }.
tta-event-war_declared = { $seat } declares { $card } on { $target }.
tta-event-war_declared_by_dummy = The dummy player declares { $card } on { $seat }.
tta-event-war_declared_by_barbarian = Barbarian { $n } declares { $card } on { $seat }.
tta-event-war_result = { $card } is resolved: strength { $mine } for { $seat } against { $theirs } for { $foe }.
tta-event-territory_unclaimed = Nobody colonizes { $card }.
tta-event-dummy_turn = The dummy player's turn.
tta-event-dummy_tactic = The dummy player adopts { $card } (+{ $strength } strength).
tta-event-dummy_discard = The dummy player discards { $card }.
tta-event-dummy_prepare = The dummy player prepares an event (+{ $age } culture).
tta-event-dummy_cube_yellow = Yellow cube: the dummy player's culture rate rises by { $n }.
tta-event-dummy_cube_blue = Blue cube: the dummy player's science rate rises by { $n }.
tta-event-dummy_cube_white = White cube: the dummy player removes { $n ->
    [one] 1 card
   *[other] { $n } cards
  } from the right of the card row.
tta-event-dummy_end = The dummy player scores { $culture } culture and { $science } science.
tta-event-dummy_end_strength = The dummy player scores { $culture } culture and { $science } science, and gains { $strength } strength.
tta-event-barbarian_phase = The barbarians act.
tta-event-barbarian_cap = Rule 46: barbarian { $barbarian } is capped at 59; { $seat } loses { $culture } culture.
tta-event-barbarian_grows = Barbarian { $barbarian } gains { $n } strength ({ $why }): now { $strength }.
tta-event-barbarian_antiquated = Barbarian { $barbarian } discards { $cards }.
tta-event-barbarian_returns = Barbarian { $barbarian }'s unused { $card } goes back to its deck.
tta-event-barbarian_draws = Barbarian { $n } draws { $card }.
tta-event-barbarian_draws_event = Barbarian { $n } draws an event card: it goes to the future events; the top current event is revealed.
tta-event-barbarian_draws_possible = Barbarian { $n } draws an event card: it goes to the possible events.
tta-event-barbarian_falls = Barbarian { $barbarian } drops to { $strength } strength.
tta-event-barbarian_defends = Barbarian { $barbarian } defends with { $cards }.
tta-event-barbarian_bid = Barbarian { $barbarian } bids { $bid }.
tta-event-barbarian_colony = Barbarian { $barbarian } colonizes { $card } (strength now { $strength }).
tta-event-barbarian_colony_lost = Barbarian { $barbarian } loses the colony { $card }.
tta-event-bid = { $seat } bids { $n } for { $card }.
tta-event-dice = Dice { $dice }: slots { $slots } are cleared.
tta-event-politics_skipped = { $seat } skips this politics phase (International Agreement).
tta-event-peek = Joan of Arc: the next current event is { $card }.
tta-event-leader_culture = { $card }: { $seat } scores { $n } culture.
tta-event-uprising = Uprising! { $discontent } discontent against { $unused } unused { $unused ->
    [one] worker
   *[other] workers
  }: no production this turn.
tta-event-production = Production: +{ $culture } culture, +{ $science } science, corruption { $corruption }, +{ $food } food, consumption { $consumption }, +{ $resources } resources.
tta-event-production_famine = Production: +{ $culture } culture, +{ $science } science, corruption { $corruption }, +{ $food } food, consumption { $consumption } (famine: { $famine } food short), +{ $resources } resources.
tta-event-production_skipped = { $seat } skips the last production phase.
tta-event-final_event = Final scoring, { $card }: +{ $n } culture.
tta-event-final_event_down = Final scoring, { $card }: -{ $n } culture.
tta-event-swap = Rule 47: { $out } is swapped for { $card }.
tta-event-game_over_won = The game is over: { $culture } culture, a win.
tta-event-game_over_lost = The game is over: { $culture } culture, not a win.
