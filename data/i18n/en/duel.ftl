# 7 Wonders Duel and Agora: what the engine says (bot/engine/duel/speech.py).
# Cards, wonders, progress tokens, Senators, decrees and conspiracies are named from the game
# data (data/duel/*.json) unless a language names them here (duel-name-<id>).

## Words used inside other messages

duel-age = Age { $n ->
    [1] I
    [2] II
   *[other] III
}
duel-units = { $n ->
    [one] { $kind }
   *[other] { $n } { $kind }
}
duel-name-wood = wood
duel-name-clay = clay
duel-name-stone = stone
duel-name-glass = glass
duel-name-papyrus = papyrus
duel-name-armillary = armillary
duel-name-inkwell = inkwell
duel-name-mortar = mortar
duel-name-pendulum = pendulum
duel-name-sundial = sundial
duel-name-wheel = wheel
duel-name-scales = scales
duel-name-colour_brown = brown
duel-name-colour_grey = grey
duel-name-colour_blue = blue
duel-name-colour_green = green
duel-name-colour_yellow = yellow
duel-name-colour_red = red
duel-name-colour_purple = purple
duel-per-wonder = wonder
duel-per-cards = { $colours } card

## Costs

duel-pay-chain = free via chain
duel-pay-free = free
duel-pay-coins = pay { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-pay-buy = buy { $what } for { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-pay-buy_count = buy { $units ->
    [one] 1 resource
   *[other] { $units } resources
} for { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-pay-both = { $first } and { $second }

## Effects (one per kind)

duel-effect-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-effect-vp = { $n } VP
duel-effect-shields = { $n ->
    [one] 1 shield
   *[other] { $n } shields
}
duel-effect-produce = +{ $what }
duel-effect-produce_one_of = 1 of { $what } each turn
duel-effect-fixed_price = { $what } at { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-effect-science = { $symbol }
duel-effect-coins_per = { $n ->
    [one] 1 coin
   *[other] { $n } coins
} per { $what }
duel-effect-guild = { $coins ->
    [0] {""}
    [one] 1 coin + {""}
   *[other] { $coins } coins + {""}
}{ $vp } VP per { $what } of the city with most
duel-effect-guild_coins = 1 VP per 3 coins of the richest city
duel-effect-opponent_loses_coins = opponent loses { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-effect-destroy = discard an opponent's { $colour } card
duel-effect-revive = build a discarded card free
duel-effect-library = keep 1 of 3 tokens from the box
duel-effect-play_again = play again
duel-effect-discount = { $target ->
    [wonder] wonders
   *[other] blue cards
} cost { $n } fewer resources
duel-effect-trade_income = opponent's trade coins go to you
duel-effect-vp_per_token = { $n } VP per progress token
duel-effect-red_bonus = +{ $n } shield on red cards
duel-effect-wonders_play_again = your wonders play again
duel-effect-chain_coins = { $n } coins per chain build
duel-effect-senators_free = Senators cost you nothing
duel-effect-conspire_keep_both = conspiring, keep both conspiracies
duel-effect-conspire = conspire: draw 2 conspiracies, keep 1
duel-effect-politician = Senate actions in the { $section ->
    [left] left
    [middle] middle
   *[right] right
} section
duel-effect-conspirator = place a cube or conspire
duel-effect-trigger_unprepared_conspiracy = trigger an unprepared conspiracy
duel-effect-place_influence_any = place a cube in any chamber
duel-effect-move_influence = move a cube to an adjacent chamber
duel-effect-other = { $kind }

## Events

duel-event-draft_pick = { $seat } takes the wonder { $wonder }.
duel-event-draft_offer = Four more wonders: { $wonders }.
duel-event-draft_done = The wonder draft is over.
duel-event-age = { $age } begins.
duel-event-age_end = { $age } is over.
duel-event-reveal = Turned face up: { $cards }.
duel-event-build = { $seat } builds { $card } { $n ->
    [0] for free
    [one] for 1 coin
   *[other] for { $n } coins
}.
duel-event-build_chain = { $seat } builds { $card } for free through a chain.
duel-event-build_revive = { $seat } builds { $card } from the discard pile for free.
duel-event-build_fraud = { $seat } builds { $card } from the far row for free.
duel-event-build_treason = { $seat } builds { $card } from the box for free.
duel-event-recruit = { $seat } recruits a { $card } { $n ->
    [0] for free
    [one] for 1 coin
   *[other] for { $n } coins
}.
duel-event-discard = { $seat } discards { $card } for { $n ->
    [one] 1 coin
   *[other] { $n } coins
}.
duel-event-wonder = { $seat } builds { $wonder } with { $card }{ $n ->
    [0] {""}
    [one] {" "}for 1 coin
   *[other] {" "}for { $n } coins
}.
duel-event-wonder_out = Seven wonders are built: { $wonder } leaves the game.
duel-event-coins = { $seat } takes { $n ->
    [one] 1 coin
   *[other] { $n } coins
}.
duel-event-coins_from = { $seat } takes { $n ->
    [one] 1 coin
   *[other] { $n } coins
} ({ $source }).
duel-event-coins_decree = { $seat } takes { $n ->
    [one] 1 coin
   *[other] { $n } coins
} (decree { $decree }).
duel-event-lose_coins = { $seat } loses { $n ->
    [one] 1 coin
   *[other] { $n } coins
}.
duel-event-economy = { $seat } receives { $n ->
    [one] 1 coin
   *[other] { $n } coins
} of trade (Economy).
duel-event-pawn = { $seat } moves the conflict pawn { $n ->
    [one] 1 space
   *[other] { $n } spaces
}.
duel-event-military_token = { $seat } takes a military token from { $victim }'s side.
duel-event-pair = { $seat } has a pair of { $symbol } symbols.
duel-event-progress = { $seat } takes the progress token { $token }.
duel-event-destroy = { $seat } discards { $victim }'s { $card }.
duel-event-library = { $seat } draws { $n } progress tokens from the box.
duel-event-library_draw = You drew { $tokens }.
duel-event-play_again = { $seat } plays again.
duel-event-starter_self = { $seat } chooses to start { $age }.
duel-event-starter_other = { $seat } lets { $first } start { $age }.
duel-event-supremacy = { $seat } wins by { $kind ->
    [military] military
    [science] scientific
   *[political] political
} supremacy!
duel-event-shared_supremacy = Both players reach { $kind ->
    [military] military
    [science] scientific
   *[political] political
} supremacy at once: a shared victory!
duel-event-game_end = The game ends after Age III: { $seat } wins on points.
duel-event-game_end_shared = The game ends after Age III: a shared victory.
duel-event-senate_actions = { $seat } has { $n ->
    [one] 1 Senate action
   *[other] { $n } Senate actions
} in the { $section ->
    [left] left
    [middle] middle
   *[right] right
} section.
duel-event-influence_place = { $seat } places a cube in chamber { $chamber }.
duel-event-influence_move = { $seat } moves a cube from chamber { $frm } to chamber { $to }.
duel-event-influence_remove = { $seat } removes one of { $victim }'s cubes from chamber { $chamber }.
duel-event-control = { $seat } takes control of chamber { $chamber }.
duel-event-control_lost = { $seat } loses control of chamber { $chamber }.
duel-event-decree_reveal = The decree of chamber { $chamber } is revealed: { $decree }.
duel-event-decree_move = { $seat } moves the decree { $decree } from chamber { $frm } to chamber { $to }.
duel-event-decree_move_hidden = { $seat } moves a face-down decree from chamber { $frm } to chamber { $to }.
duel-event-senate_stop = { $seat } stops the Senate actions.
duel-event-conspire = { $seat } conspires and draws { $n ->
    [one] 1 conspiracy
   *[other] { $n } conspiracies
}.
duel-event-conspire_draw = You drew { $cards }.
duel-event-conspiracy_kept = { $seat } keeps a conspiracy face down (conspiracy { $slot }).
duel-event-conspiracy_kept_secret = Your conspiracy { $slot } is { $conspiracy }.
duel-event-conspiracy_return = { $seat } puts the other conspiracy { $where ->
    [top] on top of
   *[bottom] at the bottom of
} the deck.
duel-event-conspiracy_prepare = { $seat } prepares conspiracy { $slot } with { $card }.
duel-event-trigger = { $seat } triggers the conspiracy { $conspiracy } (conspiracy { $slot }, prepared with { $card }).
duel-event-trigger_unprepared = { $seat } triggers the conspiracy { $conspiracy } (conspiracy { $slot } without preparation).
duel-event-curia_skip = { $seat } triggers no conspiracy with Curia Julia.
duel-event-extort = { $seat } takes { $victim }'s wonder { $wonder }.
duel-event-lock = { $seat } locks the progress token { $token } { $frm ->
    [board] from the board
   *[opponent] from the opponent
}.
duel-event-lock_box = { $seat } locks a progress token from the box, face down.
duel-event-lock_secret = You locked { $token } from the box.
duel-event-treason = { $seat } looks at the cards removed from the Ages.
duel-event-scrap = { $seat } discards { $card } from the structure.
duel-event-seize = { $seat } takes { $victim }'s { $card }.
duel-event-coerce = { $seat } takes { $victim }'s { $took } and gives { $gave } in exchange.
duel-event-sabotage = { $seat } returns { $victim }'s { $wonder } to the box ({ $card } goes to the discard pile).
duel-event-other = { $kind }

## Moves (buttons, menus, autocomplete)

duel-move-build = Build { $card }: { $cost }
duel-move-discard = Discard { $card } for { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-move-wonder = Build the wonder { $wonder } with { $card }: { $cost }
duel-move-recruit = Recruit { $card }: { $cost }
duel-move-prepare = Prepare conspiracy { $slot } with { $card } (ends your turn)
duel-move-trigger = Trigger { $conspiracy } (conspiracy { $slot }, prepared with { $card })
duel-move-pick = Take { $wonder } ({ $effects })
duel-move-progress = Take { $token }: { $effects }
duel-move-destroy = Discard your opponent's { $card }
duel-move-revive = Build { $card } from the discard pile for free
duel-move-start_me = Start { $age } yourself
duel-move-start_opponent = Let your opponent start { $age }
duel-move-place = Place a cube in chamber { $chamber }
duel-move-move = Move a cube from chamber { $frm } to chamber { $to }
duel-move-remove = Remove an opponent's cube from chamber { $chamber }
duel-move-stop = Stop: no more Senate actions
duel-move-skip_move = Skip the move
duel-move-conspire = Conspire: draw 2 conspiracies, { $both ->
    [yes] keep both
   *[no] keep 1
}
duel-move-keep = Keep { $conspiracy }: { $text }
duel-move-deck = Put the other conspiracy { $where ->
    [top] on top of
   *[bottom] at the bottom of
} the deck
duel-move-curia = Trigger { $conspiracy } now (conspiracy { $slot }, unprepared)
duel-move-curia_skip = Trigger no conspiracy
duel-move-extort = Take your opponent's wonder { $wonder }
duel-move-lock = Lock { $token } ({ $where ->
    [board] on the board
    [opponent] of your opponent
   *[box] from the box
})
duel-move-fraud = Build { $card } from the far row for free
duel-move-treason = Build { $card } from the box for free
duel-move-espionage = Take { $token } from the box
duel-move-scrap = Discard { $card } from the structure
duel-move-scrap_done = Discard no second card
duel-move-seize = Take your opponent's { $card }
duel-move-give = Give your { $card } in exchange
duel-move-decree = Move the decree { $decree } of chamber { $chamber }
duel-move-decree_hidden = Move the face-down decree of chamber { $chamber }
duel-move-decree_to = Put it under the decree of chamber { $chamber }
duel-move-sabotage = Return your opponent's { $wonder } to the box
duel-move-other = { $token }

## Menu titles, by the kind of move

duel-group-build = Build
duel-group-discard = Discard
duel-group-wonder = Wonder
duel-group-pick = Pick a wonder
duel-group-progress = Progress token
duel-group-destroy = Discard an opponent's card
duel-group-revive = Build from the discard pile
duel-group-library = Keep a progress token
duel-group-start = Who starts
duel-group-senate = Senate
duel-group-conspire = Conspire
duel-group-keep = Keep a conspiracy
duel-group-deck = Return to the deck
duel-group-recruit = Recruit
duel-group-prepare = Prepare a conspiracy
duel-group-trigger = Trigger a conspiracy
duel-group-curia = Curia Julia
duel-group-extort = Extortion
duel-group-lock = Obscurantism
duel-group-fraud = Property Fraud
duel-group-treason = Treason
duel-group-espionage = Espionage
duel-group-scrap = Turn of Events
duel-group-seize = Foreclosure
duel-group-swap = Coercion: take
duel-group-give = Coercion: give
duel-group-decree = Insider Influence
duel-group-decree_to = Insider Influence: to
duel-group-sabotage = Sabotage

## What a seat is asked

duel-ask-turn = { $agora ->
    [yes] take a card: build or recruit it, discard it, build a wonder or prepare a conspiracy
   *[no] take a card: build it, discard it or build a wonder with it
}
duel-ask-draft = pick a wonder
duel-ask-progress = choose a progress token
duel-ask-destroy = choose an opponent's card to discard
duel-ask-revive = choose a discarded card to build for free
duel-ask-library = keep 1 of the progress tokens drawn from the box
duel-ask-starter = choose who starts the next Age
duel-ask-politician = use { $n ->
    [one] 1 Senate action
   *[other] { $n } Senate actions
}: place a cube in the { $section ->
    [left] left
    [middle] middle
   *[right] right
} section or move one, or stop
duel-ask-conspirator = place a cube in any chamber, or conspire
duel-ask-place = place a cube in a chamber
duel-ask-remove = remove one of your opponent's cubes
duel-ask-move = move a cube to an adjacent chamber, or skip
duel-ask-keep = keep one of the two conspiracies drawn
duel-ask-return = put the other conspiracy on top or at the bottom
duel-ask-curia = trigger an unprepared conspiracy (Curia Julia), or not
duel-ask-extort = take one of your opponent's unbuilt wonders
duel-ask-lock = lock a progress token (Obscurantism)
duel-ask-fraud = build a card of the far row for free
duel-ask-treason = build a removed Age card for free (Treason)
duel-ask-espionage = take a progress token from the box (Espionage)
duel-ask-scrap = discard an accessible card (Turn of Events)
duel-ask-seize = take a brown or grey card of your opponent
duel-ask-swap = choose the opponent's blue or green card to take
duel-ask-give = choose which card of yours to give in exchange
duel-ask-decree = choose the decree to move (Insider Influence)
duel-ask-decree_to = choose the chamber the decree goes to
duel-ask-sabotage = return one of your opponent's built wonders to the box

## Refusals

duel-why-first = First you must { $ask }.
duel-why-turn = Take an accessible card and build it, discard it, or use it for a wonder.
duel-why-name_card = Name a card from the structure, e.g. `build:lumber_yard`.
duel-why-name_structure_card = Name a card from the structure.
duel-why-not_face_up = { $card } is not a face-up card of the structure; take an accessible card.
duel-why-covered = { $card } is covered by other cards; take an accessible card.
duel-why-afford = You cannot afford { $what }: you need { $n ->
    [one] 1 more coin
   *[other] { $n } more coins
}.
duel-why-senator_recruited = A Senator is recruited, not built: `{ $token }`.
duel-why-name_wonder = Name one of your wonders, e.g. `wonder:the_pyramids:lumber_yard`.
duel-why-wonder_out = { $wonder } left the game: seven wonders are built.
duel-why-not_your_wonder = { $wonder } is not one of your wonders.
duel-why-wonder_built = You have already built { $wonder }.
duel-why-seven_built = Seven wonders are built: no more wonders can be built.
duel-why-senators_agora = Senators are only in play with the Agora expansion.
duel-why-name_senator = Name a Senator, e.g. `recruit:conspirator_1`.
duel-why-is_building = { $card } is a building: `{ $token }`.
duel-why-conspiracies_agora = Conspiracies are only in play with the Agora expansion.
duel-why-name_conspiracy_card = Name one of your conspiracies and a card, e.g. `prepare:1:altar`.
duel-why-no_unprepared = You have no unprepared conspiracy { $slot }.
duel-why-name_prepared = Name one of your prepared conspiracies, e.g. `trigger:1`.
duel-why-triggered_this_turn = You have already triggered a conspiracy this turn.
duel-why-not_prepared = Your conspiracy { $slot } is not prepared (or already triggered).
duel-why-no_effect = That conspiracy would have no effect now.
duel-why-choose = Choose { $what }: { $options }.
duel-why-nothing_to_choose = There is no { $what } to choose.
duel-what-draft = one of the wonders on offer
duel-what-progress = a progress token on the board
duel-what-destroy = an opponent's card to discard
duel-what-revive = a card from the discard pile
duel-what-library = one of the 3 tokens you drew
duel-what-starter = who starts the next Age
duel-what-politician = a Senate action
duel-what-conspirator = a Conspirator action
duel-what-place = a chamber
duel-what-remove = an opponent's cube
duel-what-move = a move
duel-what-keep = a conspiracy to keep
duel-what-return = a place in the deck
duel-what-curia = a conspiracy
duel-what-extort = a wonder
duel-what-lock = a progress token
duel-what-fraud = a far-row card
duel-what-treason = a removed card
duel-what-espionage = a token
duel-what-scrap = an accessible card
duel-what-seize = a card
duel-what-swap = a card
duel-what-give = a card
duel-what-decree = a chamber
duel-what-decree_to = a chamber
duel-what-sabotage = a wonder

## Decrees' and conspiracies' rules (data/duel/agora.json)

duel-text-coins_on_blue = Each time either player constructs a blue card, take coins equal to the current Age.
duel-text-coins_on_green = Each time either player constructs a green card, take coins equal to the current Age.
duel-text-coins_on_yellow = Each time either player constructs a yellow card, take coins equal to the current Age.
duel-text-coins_on_red = Each time either player constructs a red card, take coins equal to the current Age.
duel-text-ignore_symbol_yellow = When you construct a yellow card, ignore 1 cost symbol: 1 resource unit or the whole coin amount.
duel-text-ignore_symbol_red = When you construct a red card, ignore 1 cost symbol: 1 resource unit or the whole coin amount.
duel-text-ignore_symbol_green = When you construct a green card, ignore 1 cost symbol: 1 resource unit or the whole coin amount.
duel-text-wonder_discount = Your Wonders cost 1 resource unit less (your choice).
duel-text-shield = 1 shield: the pawn moves 1 towards the opponent when you gain control, 1 back when you lose it.
duel-text-brown_trade_discount = Wood, clay and stone bought from the bank cost you 1 coin less each (never below 1).
duel-text-grey_trade_discount = Glass and papyrus bought from the bank cost you 1 coin less each (never below 1).
duel-text-senate_plus_two = Add 2 to your blue cards when counting a Politician's Senate actions.
duel-text-discard_plus_two = +2 coins each time you discard a card for coins.
duel-text-coins_on_wonder = Each time either player constructs a Wonder, take coins equal to the current Age.
duel-text-opponent_chains = When you construct a Building, the chain symbols of your opponent's city count as yours.
duel-text-conspirator_extra_turn = When you recruit a Conspirator, play another turn right after.
duel-text-extortion = Take 1 unbuilt Wonder of your opponent; you may build it later.
duel-text-blackmail = Take half of your opponent's coins, rounded up.
duel-text-expropriation = Put 1 blue card of your opponent's city on the discard pile.
duel-text-swindle = Put 1 yellow card of your opponent's city on the discard pile.
duel-text-obscurantism = Lock 1 progress token (on the board, your opponent's, or in the box): nobody can use it.
duel-text-coup = 2 shields.
duel-text-property_fraud = Construct for free 1 card of the far-end row of the structure, even covered; not a Senator.
duel-text-treason = Look at the Age cards removed at setup so far and construct 1 of them for free.
duel-text-political_maneuver = Place 1 cube in any Chamber, remove 1 opponent cube, then you may move 1 of your cubes.
duel-text-espionage = Look at the progress tokens in the box, take 1.
duel-text-turn_of_events = Discard 1 accessible card of the structure (no coins); you may do it a second time.
duel-text-embezzlement = Take 1 coin per cube you have in the Senate; your opponent loses 1 coin per cube they have there.
duel-text-foreclosure = Take 1 brown or grey card from your opponent's city into yours.
duel-text-coercion = Take 1 blue or green card of your opponent and give them 1 of yours of the same colour.
duel-text-insider_influence = Move 1 Decree to another Chamber, under the Decree already there.
duel-text-sabotage = Return 1 constructed Wonder of your opponent to the box (its card to the discard pile).

## The card book (/card, and the one-line summaries of the menus that play a card)

duel-book-cost = Cost { $what }
duel-book-free = Free
duel-book-chain_from = Chain: free with { $card }
duel-book-chain_to = Chain: then { $card } is free
duel-book-kind-age1 = Age I card
duel-book-kind-age2 = Age II card
duel-book-kind-age3 = Age III card
duel-book-kind-guild = guild
duel-book-kind-senator = Senator
duel-book-kind-wonder = wonder
duel-book-kind-token = progress token
duel-book-kind-decree = decree
duel-book-kind-conspiracy = conspiracy
