# Through the Ages board picture (renderers/tta.py) and the kind line of every card
# (renderers/tta_cards.py): tta-board-<key>. Card names stay the data's (data/tta/cards.json);
# ages keep their printed names (A, I, II, III, IV). Numbers and names come as variables.

## the headline band

tta-board-game = Through the Ages
tta-board-age = Age { $age }
tta-board-round = Round { $n }
tta-board-last_round = last round
tta-board-over = Game over: { $verdict }
tta-board-win = WIN
tta-board-no_win = NOT A WIN
tta-board-player = Player
tta-board-dummy = Dummy
tta-board-culture = { $who } { $n } culture (+{ $rate })
tta-board-your_strength = { $who }'s strength { $n }
tta-board-barbs_strength = Barbarians' strength { $s }
tta-board-to_act = { $who } to act: { $what }
tta-board-last = Last move: { $what }
tta-board-last_dummy = the dummy played
tta-board-last_barb = barbarian { $n }
tta-board-last_barbs = barbarians { $n }
tta-board-more = { $n } more
tta-board-cards = { $n ->
        [one] 1 card
       *[other] { $n } cards
    }

## what the player owes now (the headline's "to act")

tta-board-phase-actions = action phase
tta-board-phase-politics = politics phase
tta-board-phase-first = first round
tta-board-phase-defend = defend
tta-board-phase-bid = colonization bid
tta-board-phase-colonize = colonize
tta-board-phase-colonize_offer = colonize?
tta-board-phase-discard_excess = discard
tta-board-phase-discard_pick = discard
tta-board-phase-last_production = last production
tta-board-phase-swap47 = rule 47 swap
tta-board-phase-dev_civ = Development of Civilization
tta-board-phase-agreement = International Agreement
tta-board-phase-card_build = choose a build
tta-board-phase-breakthrough = choose a technology
tta-board-phase-food_or_res = food or resources
tta-board-phase-mix = food and resources
tta-board-phase-free_build = free build
tta-board-phase-lose_worker = lose a worker
tta-board-phase-lose_colony = lose a colony
tta-board-phase-destroy = lose a building
tta-board-phase-ravage = Ravages of Time
tta-board-phase-infiltrated = Infiltrate
tta-board-phase-homer = Homer
tta-board-phase-reserves = Reserves
tta-board-phase-annex = Annex

## the card row

tta-board-row = Card row (cost in civil actions)  ·  civil deck { $civil } (Age { $age })  ·  military deck { $mil } (Age { $mage })
tta-board-dice = last dice { $dice }
tta-board-slot = slot { $n }
tta-board-ca = { $n } CA

## tracks and banks

tta-board-tracks = Tracks and banks
tta-board-track-culture = Culture
tta-board-track-science = Science
tta-board-track-strength = Strength
tta-board-track-happy = Happiness
tta-board-track-ca = Civil actions
tta-board-track-ma = Military actions
tta-board-track-food = Food (eaten)
tta-board-track-res = Res. (corruption)
tta-board-track-yellow = Yellow bank
tta-board-track-blue = Blue bank
tta-board-track-limit = Urban limit
tta-board-track-colon = Colonization
tta-board-happy_value = { $happy }, discont. { $discontent }
tta-board-left_of = { $left } of { $total }
tta-board-yellow_value = { $bank }, unused { $unused }
tta-board-limit_value = { $n } each
tta-board-pool = pool { $n }

## the civilization

tta-board-civ = Your civilization
tta-board-war = War declared: { $card } on { $target }
tta-board-target_dummy = the dummy
tta-board-target_barb = barbarian { $n }
tta-board-no_leader = no leader
tta-board-group-farms = Farms and mines
tta-board-group-urban = Urban buildings
tta-board-group-units = Military units
tta-board-tech = { $name } (Age { $age }: { $out }): { $workers }
tta-board-amount = { $n } { $what }
tta-board-out-food = food
tta-board-out-resources = resources
tta-board-out-science = science
tta-board-out-culture = culture
tta-board-out-happy = happy
tta-board-out-strength = strength
tta-board-workers = { $n ->
        [0] no workers
        [one] 1 worker
       *[other] { $n } workers
    }
tta-board-blue = { $n } blue
tta-board-building = building: stage { $done }/{ $all }
tta-board-ravaged = ravaged: 2 culture
tta-board-homer = {" "}(+1 happy: Homer)
tta-board-armies = { $n } armies
tta-board-outdated = , { $n } outdated
tta-board-doubled = , { $n } doubled

## the hand

tta-board-hand = Hand: { $civil } civil, { $mil } military cards
tta-board-hand_hidden = {" "}(military cards face down)
tta-board-no_civil = no civil cards
tta-board-no_mil = no military cards
tta-board-no_cards = no cards
tta-board-backs = { $n } face-down military cards (Age { $ages })

## events and tactics

tta-board-events = Events and tactics
tta-board-current = Current events: { $n } (top: Age { $top })
tta-board-future = Future events: { $n }
tta-board-tactics = Common tactics: { $names }
tta-board-none = none
tta-board-peek = Joan of Arc: the next current event is { $name }
tta-board-prepared = Your prepared events: { $names }
tta-board-past = Past events (latest first): { $names }
tta-board-possible = Barbarians' possible events: { $n }
tta-board-banned = Rule 43: leaders of Age { $age } are banned from the row

## the dummy player and the barbarians

tta-board-dummy_title = The dummy player
tta-board-dummy_tactic = Tactic: { $tactic }
tta-board-dummy_happy = happiness 4 (fixed)
tta-board-cubes = Cube order (next first):
tta-board-dummy_decks = Decks: { $decks }
tta-board-deck = { $kind } { $n }
tta-board-deck-tactics = tactics
tta-board-deck-events = events
tta-board-deck-attacks = attacks
tta-board-war_on_you = War on you: { $name }
tta-board-barb_title = The barbarians
tta-board-barb = Barbarian { $n }: strength { $s }
tta-board-stored = Stored attacks: { $names }
tta-board-bonus = Bonus cards: { $names }
tta-board-colonies = Colonies: { $n }

## the final score

tta-board-final = Final score
tta-board-total = Total
tta-board-result-during_play = Culture during play
tta-board-result-age3_events = Age III events in the decks
tta-board-result-possible_events = Possible events (barbarians)
tta-board-result-rule47_swap = Rule 47 swapped event
tta-board-result-rule47_lead = Rule 47: lead over the strongest barbarian
tta-board-result-rule47_barbarians = Rule 47: barbarians' strength above 50
tta-board-result-bill_gates = Bill Gates
tta-board-reason-target = the 180 target reached
tta-board-reason-short = short of the 180 target
tta-board-reason-overrun = overrun by the barbarians
tta-board-reason-beat_dummy = more culture than the dummy
tta-board-reason-lost_dummy = the dummy has more culture
tta-board-reason-tied_dummy = tied with the dummy

## a card's kind (the line under its name)

tta-board-kind = Age { $age } { $what }
tta-board-kind-technology = technology
tta-board-kind-leader = leader
tta-board-kind-wonder = wonder
tta-board-kind-action = action card
tta-board-kind-tactic = tactic
tta-board-kind-event = event
tta-board-kind-territory = colony (territory)
tta-board-kind-aggression = aggression
tta-board-kind-war = war
tta-board-kind-pact = pact
tta-board-kind-military_bonus = defense / colonization bonus
tta-board-kind-bonus = bonus
tta-board-special-civil = civil special technology
tta-board-special-military = military special technology
tta-board-special-colonization = colonization special technology
tta-board-special-construction = construction special technology
tta-board-special-other = special technology
tta-board-special_short-civil = civil tech
tta-board-special_short-military = military tech
tta-board-special_short-colonization = colonization tech
tta-board-special_short-construction = construction tech
