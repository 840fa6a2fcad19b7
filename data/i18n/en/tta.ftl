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
tta-event-gain_mix = { $seat } gains { $food ->
    [0] { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }
   *[other] { $food } food{ $resources ->
        [0] {""}
        [one] {" "}and 1 resource
       *[other] {" "}and { $resources } resources
    }
  }.
tta-event-lose_mix = { $seat } loses { $food ->
    [0] { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }
   *[other] { $food } food{ $resources ->
        [0] {""}
        [one] {" "}and 1 resource
       *[other] {" "}and { $resources } resources
    }
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
tta-event-production = Production: { $parts }.
tta-event-production_famine = Production: { $parts }.
tta-event-production_nothing = Production: nothing this time.
tta-event-produced-culture = +{ $n } culture
tta-event-produced-science = +{ $n } science
tta-event-produced-corruption = corruption { $n }
tta-event-produced-food = +{ $n } food
tta-event-produced-consumption = consumption { $n }
tta-event-produced-famine = famine: { $n } food short
tta-event-produced-resources = +{ $n } { $n ->
    [one] resource
   *[other] resources
}
tta-event-production_skipped = { $seat } skips the last production phase.
tta-event-final_event = Final scoring, { $card }: +{ $n } culture.
tta-event-final_event_down = Final scoring, { $card }: -{ $n } culture.
tta-event-swap = Rule 47: { $out } is swapped for { $card }.
tta-event-game_over_won = The game is over: { $culture } culture, a win.
tta-event-game_over_lost = The game is over: { $culture } culture, not a win.

## menu titles (a menu of many moves of one kind)

tta-group-take = Take a card
tta-group-pop = Population
tta-group-build = Build
tta-group-upgrade = Upgrade
tta-group-destroy = Destroy or disband
tta-group-develop = Develop a technology
tta-group-revolt = Revolution
tta-group-leader = Play a leader
tta-group-wonder = Build a wonder
tta-group-play = Play an action card
tta-group-tactic = Play a tactic
tta-group-copy = Copy a tactic
tta-group-event = Prepare an event
tta-group-aggress = Aggression
tta-group-war = Declare war
tta-group-end = End turn
tta-group-discard = Discard
tta-group-defend = Defend
tta-group-send = Sacrifice a unit
tta-group-bid = Bid
tta-group-mix = Food and resources
tta-group-lose = Lose a worker
tta-group-bach = J.S. Bach
tta-group-ocean = Ocean Liner Service
tta-group-churchill = Winston Churchill
tta-group-barbarossa = Frederick Barbarossa
tta-group-alexander = Alexander the Great
tta-group-columbus = Christopher Columbus
tta-group-refund = Homer
tta-group-tuck = Homer
tta-group-food = Food
tta-group-resources = Resources
tta-group-annex = Annex
tta-group-colonize = Colonize
tta-group-pass = Pass
tta-group-done = Done
tta-group-bonus = Play a bonus card
tta-group-cook = James Cook
tta-group-skip = Skip
tta-group-produce = Produce
tta-group-keep = Keep
tta-group-swap = Swap an event
tta-group-remove = Lose a card
tta-group-ravage = Ravages of Time
tta-group-colony = Give up a colony

## names of the words cards are sorted by (card types and kinds)

tta-name-farm = farm
tta-name-mine = mine
tta-name-temple = temple
tta-name-lab = lab
tta-name-library = library
tta-name-theater = theater
tta-name-arena = arena
tta-name-infantry = infantry
tta-name-cavalry = cavalry
tta-name-artillery = artillery
tta-name-air_force = air force
tta-name-government = government
tta-name-special = special technology
tta-name-unit = unit
tta-name-wonder = wonder
tta-name-leader = leader
tta-name-action = action card
tta-name-card = card

## costs and parts of move labels (CA: civil action, MA: military action)

tta-cost-resources = { $n ->
    [one] 1 resource
   *[other] { $n } resources
  }
tta-cost-ca_resources = 1 CA, { $n ->
    [one] 1 resource
   *[other] { $n } resources
  }
tta-cost-ma_resources = 1 MA, { $n ->
    [one] 1 resource
   *[other] { $n } resources
  }
tta-cost-science = { $n } science
tta-cost-ca_science = 1 CA, { $n } science
tta-plus = +{ $n } { $what }
tta-units = { $n } { $type }

## what an action card does, in a few words

tta-summary-gain = { $gains }
tta-summary-wonder_stage = a wonder stage, { $n } cheaper
tta-summary-frugality = population, then +{ $n } food
tta-summary-patriotism = +1 MA, { $n ->
    [one] 1 resource
   *[other] { $n } resources
  } for units
tta-summary-rich_land = build or upgrade a farm or mine, { $n } cheaper
tta-summary-urban_growth = build or upgrade an urban building, { $n } cheaper
tta-summary-efficient_upgrade = upgrade a building, { $n } cheaper
tta-summary-breakthrough = develop a technology, then +{ $n } science
tta-summary-reserves = +{ $n } food or +{ $n } resources
tta-summary-military_pool_per_stronger = { $n ->
    [one] 1 resource
   *[other] { $n } resources
  } for units per stronger rival
tta-summary-culture_per_more_culture = { $n } culture per rival with more culture

## moves (menus, buttons, /play)

tta-move-end = End your turn
tta-move-take_slot = Take the card in slot { $slot }
tta-move-take = Take { $card } (Age { $age } { $what }): { $cost } CA
tta-move-take_free = { $move } (free; { $n } CA left to spend)
tta-move-take_no_more = Take nothing more
tta-move-pop = Increase population: 1 CA, { $food } food
tta-move-pop_free = Increase population: { $food } food
tta-move-build = Build { $card } ({ $type }): { $cost }
tta-move-upgrade = Upgrade { $old } to { $new }: { $cost }
tta-move-destroy = Destroy one { $card } building: 1 CA (the worker returns to your pool)
tta-move-disband = Disband one { $card } unit: 1 MA (the worker returns to your pool)
tta-move-develop = Develop { $card }: { $cost }
tta-move-develop_lower = Develop { $card }: { $cost } (it leaves at once: { $old } stays)
tta-move-government = Change government peacefully to { $card }: { $cost }
tta-move-revolt = Revolution to { $card }: all CA, { $n } science
tta-move-revolt_ma = Revolution to { $card }: all MA, { $n } science
tta-move-revolt_all_ca = { $move } (uses up all your civil actions)
tta-move-then_science = { $move }, then score { $n } science
tta-move-leader = Play the leader { $card }: 1 CA
tta-move-leader_replace = Play the leader { $card }: 1 CA ({ $old } leaves; 1 CA back)
tta-move-wonder = Build { $n ->
    [one] 1 stage
   *[other] { $n } stages
  } of { $card }: { $cost }
tta-move-play = Play { $card }: 1 CA ({ $does })
tta-move-gain = Gain { $n } { $what }
tta-move-gain_card = Gain { $n } { $what } ({ $card })
tta-move-gain_mix = Gain { $food } food and { $resources ->
    [one] 1 resource
   *[other] { $resources } resources
  }
tta-move-lose_mix = Lose { $food ->
    [0] { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }
   *[other] { $food } food{ $resources ->
        [0] {""}
        [one] {" "}and 1 resource
       *[other] {" "}and { $resources } resources
    }
  }
tta-move-tactic = Play the tactic { $card } ({ $units }: +{ $n } per army): 1 MA
tta-move-copy = Copy the tactic { $card } (+{ $n } per army): 2 MA
tta-move-barbarossa = Barbarossa: recruit and build { $card }: 1 MA, { $food } food, { $n ->
    [one] 1 resource
   *[other] { $n } resources
  }
tta-move-bach = Bach: turn { $old } into { $new }: 1 CA, { $n ->
    [one] 1 resource
   *[other] { $n } resources
  }
tta-move-ocean = Ocean Liner Service: gain 1 population (free)
tta-move-churchill = Churchill: { $n } science for unit technologies and { $n } resources for units (instead of { $n } culture)
tta-move-homer_refund = Let Homer go and take your civil action back
tta-move-homer_tuck = Slide Homer under { $wonder } (+1 happy face; no civil action back)
tta-move-event = Prepare { $card } (+{ $n } culture) and reveal the current event
tta-move-aggress = Play { $card } against { $who }: { $n } MA
tta-move-war = Declare { $card } on { $who }: { $n } MA (resolved at your next turn)
tta-move-annex = Annex { $card } (its permanent effects only)
tta-move-alexander = Remove Alexander: add 1 yellow token from the box to your yellow bank
tta-move-columbus = Remove Columbus: colonize { $card } (no auction, no units sacrificed)
tta-move-leave_territory = Leave { $card } uncolonized
tta-move-colonize = Colonize { $card }: send a force of { $n } or more
tta-move-colonize_done = Colonize { $card } with a force of { $n }
tta-move-send = Sacrifice one { $card } unit (strength { $n })
tta-move-bonus = Play { $card } for +{ $n } colonization
tta-move-cook = Discard { $card } for +1 colonization (James Cook)
tta-move-bid = Bid { $n } for { $card } (then send that much force)
tta-move-bid_pass = Pass (barbarian { $n } takes { $card })
tta-move-bid_pass_nobody = Pass (nobody takes { $card })
tta-move-defend_done_holds = Stop defending: { $mine } against { $theirs }, it fails
tta-move-defend_done_falls = Stop defending: { $mine } against { $theirs }, it succeeds
tta-move-defend_bonus = Defend with { $card } (play it for +{ $n })
tta-move-defend_discard = Defend with { $card } (discard it for +1)
tta-move-lose_card = Lose { $card }
tta-move-lose_building = Lose one { $card } building
tta-move-lose_worker = Lose one worker from { $card }
tta-move-give_up = Give up { $card }
tta-move-free_build = Build { $card } for free
tta-move-no_build = Do not build
tta-move-nothing = Do nothing
tta-move-ravage = Turn { $card } face down (it gives 2 culture instead)
tta-move-discard = Discard { $card }
tta-move-discard_excess = Discard { $card } (military hand limit { $n })
tta-move-production_skip = Skip the last production phase (rule 31)
tta-move-produce = Produce: +{ $culture } culture, +{ $science } science, corruption { $corruption }, consumption { $consumption }
tta-move-keep = Keep the Age III events as scored
tta-move-swap = Swap { $card } ({ $n } culture) for a random possible event

## refusals (why a move is not allowed now)

tta-why-no_ca = You have no civil action left.
tta-why-no_ma = You have no military action left.
tta-why-only = Only { $card } can do that.
tta-why-slot = Name a card-row slot from 1 to 13.
tta-why-slot_empty = Slot { $slot } of the card row is empty.
tta-why-wonder_unfinished = You are still building { $card }: finish it first.
tta-why-hand_full = Your hand is full: you may hold { $n } civil cards (your civil-action total).
tta-why-leader_age_taken = You have already taken a leader of Age { $age }.
tta-why-have_tech = You already have { $card }.
tta-why-take_budget = That card costs { $cost } civil actions; you have { $left } left to spend.
tta-why-take_cost = Taking { $card } costs { $cost ->
    [one] 1 civil action
   *[other] { $cost } civil actions
  }; you have { $left } left.
tta-why-yellow_empty = Your yellow bank is empty.
tta-why-yellow_empty_recruit = Your yellow bank is empty: there is nobody left to recruit.
tta-why-pop_food = Increasing your population costs { $cost } food; you have { $have }.
tta-why-build_what = You can only build on a farm, mine, urban building or unit technology you have.
tta-why-no_workers_on = { $card } holds no workers.
tta-why-build_scope = This card may not build on { $card }.
tta-why-no_unused = You have no unused worker: increase your population first.
tta-why-urban_limit = Your government allows only { $n } { $type } buildings.
tta-why-build_cost = Building { $card } costs { $cost ->
    [one] 1 resource
   *[other] { $cost } resources
  }; you have { $have }.
tta-why-upgrade_what = Name two technologies you have: the building to upgrade and its new card.
tta-why-upgrade_kind = { $old } cannot be upgraded to { $new }: same type, higher level only.
tta-why-upgrade_scope = This card may not upgrade { $card }.
tta-why-nothing_built = You have nothing built on { $card }.
tta-why-nothing_built_there = You have nothing built on that card.
tta-why-upgrade_cost = That upgrade costs { $cost ->
    [one] 1 resource
   *[other] { $cost } resources
  }; you have { $have }.
tta-why-resources = That costs { $cost ->
    [one] 1 resource
   *[other] { $cost } resources
  }; you have { $have }.
tta-why-disband_ma = Disbanding a unit costs a military action; you have none left.
tta-why-destroy_ca = Destroying a building costs a civil action; you have none left.
tta-why-develop_what = You can only develop a technology card from your hand.
tta-why-same_government = { $card } is already your government.
tta-why-science_cost = { $card } costs { $cost } science; you have { $have }.
tta-why-revolt_what = You can only revolt to a government card in your hand.
tta-why-revolt_robespierre = With Robespierre a revolution needs all your military actions unspent.
tta-why-revolt_actions = A revolution needs all your civil actions unspent.
tta-why-revolt_cost = A revolution to { $card } costs { $cost } science; you have { $have }.
tta-why-leader_what = You can only play a leader from your hand.
tta-why-no_wonder = You have no unfinished wonder.
tta-why-wonder_stages = { $most ->
    [one] You may build 1 stage of { $card } now.
   *[other] You may build 1 to { $most } stages of { $card } now.
  }
tta-why-bach_once = J.S. Bach's upgrade is once per turn.
tta-why-bach_what = Name one of your urban buildings and one of your theater technologies.
tta-why-bach_kind = Bach turns an urban building into a theater of the same or higher level.
tta-why-ocean_once = Ocean Liner Service works once per turn.
tta-why-churchill_once = You already used Churchill's option this turn.
tta-why-card_nothing_to_build = { $card } has nothing to build or upgrade now.
tta-why-card_no_tech = { $card }: you cannot afford any technology in your hand.
tta-why-play_what = You can only play an action card from your hand.
tta-why-play_new = You took { $card } this turn: action cards can be played from next turn on.
tta-why-tactic_what = You can only play a tactic card from your military hand.
tta-why-one_tactic = You may play or copy only one tactic per turn.
tta-why-tactic_ma = Playing a tactic costs 1 military action; you have none left.
tta-why-copy_what = You can only copy a tactic from the common tactics area.
tta-why-same_tactic = { $card } is already your tactic.
tta-why-copy_ma = Copying a tactic costs 2 military actions.
tta-why-unit_what = Name a military unit technology you have.
tta-why-need_food = You need { $n } food.
tta-why-need_resources = You need { $n ->
    [one] 1 resource
   *[other] { $n } resources
  }.
tta-why-event_what = You can only prepare an event or territory card from your military hand.
tta-why-dummy_card_only = Against the dummy player, name only the card.
tta-why-barbarian_what = Name the card and the barbarian (1, 2 or 3).
tta-why-aggress_what = You can only play an aggression card from your military hand.
tta-why-ma_cost = { $card } costs { $cost ->
    [one] 1 military action
   *[other] { $cost } military actions
  }; you have { $have }.
tta-why-stronger_dummy = You must be at least { $n } stronger than the dummy player ({ $mine } against { $theirs }).
tta-why-no_annex = There is no uncolonized territory in the past events to annex.
tta-why-stronger = You must be stronger than { $who } ({ $mine } against { $theirs }).
tta-why-war_what = You can only declare war with a war card from your military hand.
tta-why-war_last_round = No war may be declared in the last round.
tta-why-war_declared = You already declared a war this turn.
tta-why-territory_what = Name a territory card in your military hand.
tta-why-politics_first = Political actions are taken before any other action of your turn.
tta-why-first_round = In the first round you may only take cards from the card row.

## what the player is asked to choose (the board's prompt)

tta-ask-by_card = { $card }: { $ask }
tta-ask-first = Round 1: take cards from the card row.
tta-ask-actions = Your action phase.
tta-ask-politics = Your politics phase: one political action, or go on with your actions.
tta-ask-discard_excess = Too many military cards: discard down to your military-action total.
tta-ask-last_production = Last turn: you may skip the production phase.
tta-ask-homer = Homer was replaced.
tta-ask-card_build = Choose what the card builds or upgrades.
tta-ask-breakthrough = Choose the technology it develops.
tta-ask-reserves = Food or resources?
tta-ask-defend = An aggression against you: play defense cards or discard cards for +1 each.
tta-ask-defend_card = Defend against { $card } (attacker strength { $theirs }; you have { $mine }): play defense cards or discard cards for +1.
tta-ask-infiltrated = Infiltrate: lose your leader or your unfinished wonder.
tta-ask-bid = Colonization auction: outbid the barbarians?
tta-ask-bid_card = Colonization auction for { $card }: the high bid is { $n }.
tta-ask-food_or_res = Food or resources?
tta-ask-mix = Choose the mix of food and resources.
tta-ask-free_build = Build for free?
tta-ask-dev_civ = Development of Civilization: one action, 1 cheaper, no civil action.
tta-ask-ravage = Ravages of Time: choose a wonder.
tta-ask-discard_pick = Choose a military card to discard.
tta-ask-agreement = International Agreement: take cards worth up to 5 civil actions (you then skip your next politics phase).
tta-ask-destroy = Choose the building you lose.
tta-ask-lose_worker = You must lose population: choose a worker.
tta-ask-lose_colony = Choose the colony you lose.
tta-ask-annex = Annex: take a territory from past events.
tta-ask-colonize_offer = A territory is revealed.
tta-ask-colonize_offer_card = { $card } is revealed: colonize it with a force of { $n } or more?
tta-ask-colonize = Send a colonization force: sacrifice at least one unit.
tta-ask-colonize_card = Colonize { $card }: send a force of at least { $n }.
tta-ask-swap = Rule 47: you may swap one scored Age III event for a random possible event.

## why the bot likes a move (/hint): a few words after the move itself
tta-reason-take = { $card } is worth its civil actions
tta-reason-end = nothing useful is left this turn
tta-reason-pop = a new worker for the next building
tta-reason-strength = { $card }: more strength against the threats
tta-reason-food = { $card }: more food for a growing people
tta-reason-resources = { $card }: more resources to build with
tta-reason-science = { $card }: more science for new technologies
tta-reason-happy = { $card }: happy faces keep the workers content
tta-reason-culture = { $card }: culture every turn to the end
tta-reason-develop = { $card }: a better technology to build and upgrade
tta-reason-revolt = { $card }: a better government, more actions
tta-reason-leader = { $card } suits your civilization
tta-reason-wonder = the next stage of { $card }
tta-reason-tactic = { $card } makes your armies stronger
tta-reason-defend = { $card } holds off the attack
tta-reason-war = { $card }: a war your stronger army wins
tta-reason-aggress = { $card }: an attack your stronger army wins
tta-reason-play = { $card } gives its bonus now
tta-reason-event = { $card }: preparing it scores { $n } culture now
tta-reason-impact = { $card }: { $n } culture now, and about { $impact } when it is scored
