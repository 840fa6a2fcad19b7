# 7 Wonders (and Leaders): what the engine says (bot/engine/wonders/speech.py).
# $seat, $owner, $winner and the like are players' names (or the Free City); $card, $leader and
# $wonder are names of components; $text a leader's ability; $plan how something is paid.

## names and pieces of sentences

wonders-name-wood = wood
wonders-name-stone = stone
wonders-name-clay = clay
wonders-name-ore = ore
wonders-name-glass = glass
wonders-name-textile = textile
wonders-name-papyrus = papyrus
wonders-name-colour_brown = brown
wonders-name-colour_grey = grey
wonders-name-colour_blue = blue
wonders-name-colour_yellow = yellow
wonders-name-colour_red = red
wonders-name-colour_green = green
wonders-name-colour_purple = purple
wonders-free_city = the Free City
wonders-units = { $n ->
    [one] { $kind }
   *[other] { $n } { $kind }
}
wonders-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
wonders-list = { $items }
wonders-nothing = nothing
wonders-gain = {" "}(+{ $n ->
    [one] 1 coin
   *[other] { $n } coins
})
wonders-board = { $wonder } ({ $side })

## how something is paid

wonders-pay-chain = free through a chain
wonders-pay-olympia = free with Olympia's once-per-Age build
wonders-pay-ramses = free (Ramses)
wonders-pay-own = free with your own resources
wonders-pay-to_left = { $n ->
    [one] 1 coin to the left neighbour
   *[other] { $n } coins to the left neighbour
}
wonders-pay-to_right = { $n ->
    [one] 1 coin to the right neighbour
   *[other] { $n } coins to the right neighbour
}
wonders-pay-to_bank = { $n ->
    [one] 1 coin to the bank
   *[other] { $n } coins to the bank
}{ $bilkis ->
    [yes] , one of them for Bilkis
   *[no] {""}
}
wonders-pay-plan = pay { $parts }
wonders-pay-plan_total = pay { $parts } ({ $total } coins in all)
wonders-pay-plan_start = Pay { $parts }
wonders-pay-plan_total_start = Pay { $parts } ({ $total } coins in all)
wonders-pay-chain_start = Free through a chain
wonders-pay-olympia_start = Free with Olympia's once-per-Age build
wonders-pay-ramses_start = Free (Ramses)
wonders-pay-own_start = Free with your own resources
wonders-pay-choose = choose how to pay
wonders-pay-none = cannot build now
wonders-pay-one = { $plan }
wonders-pay-olympia_or = free with Olympia, or from { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
wonders-pay-from = from { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
wonders-card-free = { $colour }, free
wonders-card-needs = { $colour }, needs { $needs }
wonders-card-built = already built: use it for a wonder stage or discard it
wonders-card-cannot = cannot build now
wonders-card-own = free with your own resources
wonders-card-from = build from { $n ->
    [one] 1 coin
   *[other] { $n } coins
}

## moves (menus, buttons, /play)

wonders-move-side = Play side { $side } of your board
wonders-move-keep = Keep { $leader } (costs { $n ->
    [one] 1 coin
   *[other] { $n } coins
}): { $text }
wonders-move-withdraw = Change my pick: take back your choice and choose again
wonders-move-back = Go back one step
wonders-move-skip = Do nothing
wonders-move-copy = Copy { $leader }: { $text }
wonders-move-from_discard = Build { $card } from the discard pile for free
wonders-move-other_ways = { $fc ->
    [yes] Free City: other ways to pay (every plan, also buying what you produce)
   *[no] Other ways to pay (every plan, also buying what you produce)
}
wonders-move-pay = { $fc ->
    [yes] Free City: { $plan }
   *[no] { $plan }
}
wonders-move-card = { $fc ->
    [yes] Free City: { $card } ({ $note })
   *[no] { $card } ({ $note })
}
wonders-move-leader = { $leader } ({ $n ->
    [0] recruit for free
    [one] recruit for 1 coin
   *[other] recruit for { $n } coins
}): { $text }
wonders-move-recruit = { $fc ->
    [yes] Free City: recruit { $leader } for { $n ->
        [one] 1 coin
       *[other] { $n } coins
    }
   *[no] Recruit { $leader } for { $n ->
        [one] 1 coin
       *[other] { $n } coins
    }
}
wonders-move-recruit_any = { $fc ->
    [yes] Free City: recruit { $leader }
   *[no] Recruit { $leader }
}
wonders-move-build = { $fc ->
    [yes] Free City: build { $card } ({ $how })
   *[no] Build { $card } ({ $how })
}
wonders-move-build_any = { $fc ->
    [yes] Free City: build { $card }
   *[no] Build { $card }
}
wonders-move-wonder = { $fc ->
    [yes] Free City: build wonder stage { $stage } with { $card } ({ $how })
   *[no] Build wonder stage { $stage } with { $card } ({ $how })
}
wonders-move-wonder_any = { $fc ->
    [yes] Free City: build the next wonder stage with { $card }
   *[no] Build your next wonder stage with { $card }
}
wonders-move-discard = { $fc ->
    [yes] Free City: discard { $card } for 3 coins
   *[no] Discard { $card } for 3 coins
}
wonders-move-generic_card = Pick { $items }
wonders-move-generic_leader = Pick the leader { $items }
wonders-move-generic_build = Build { $items }
wonders-move-generic_wonder = Build a wonder stage with { $items }
wonders-move-generic_discard = Discard { $items } for 3 coins
wonders-move-generic_recruit = Recruit { $items }
wonders-move-generic_pay = Pay
wonders-move-other = { $token }

## menu titles

wonders-group-side = Wonder side
wonders-group-keep = Keep a leader
wonders-group-card = Choose a card
wonders-group-leader = Choose a leader
wonders-group-build = Build
wonders-group-wonder = Wonder stage
wonders-group-discard = Discard for 3 coins
wonders-group-recruit = Recruit
wonders-group-pay = How to pay
wonders-group-back = Go back
wonders-group-withdraw = Change my pick
wonders-group-from_discard = Build from the discard pile
wonders-group-copy = Copy a leader
wonders-group-skip = Pass

## what happened

wonders-event-boards = Wonder boards dealt: { $boards }.
wonders-event-side = { $seat } plays side { $side }.
wonders-event-leader_hand = Your leaders: { $leaders }.
wonders-event-draft = Leader draft, round { $round }: keep one leader.
wonders-event-draft_passed = The leaders are passed to the right.
wonders-event-age = Age { $age } begins.
wonders-event-dealt = Your Age { $age } hand: { $cards }.
wonders-event-fc_draw = You hold the Free City card and draw { $card }.
wonders-event-fc_holder = { $seat } plays for the Free City this turn.
wonders-event-ready = { $seat } is ready.
wonders-event-unready = { $seat } takes back their choice.
wonders-event-back = You went back one step.
wonders-event-picked = You picked { $card }.
wonders-event-chose = { $action ->
    [build] You chose to build { $card }.
    [wonder] You chose to build a wonder stage with { $card }.
    [discard] You chose to discard { $card }.
    [recruit] You chose to recruit { $card }.
   *[other] You chose what to do with { $card }.
}
wonders-event-paid = Payment chosen: { $plan }.
wonders-event-other_ways = Every way to pay is listed now.
wonders-event-revealed = Age { $age }, turn { $turn }: { $moves }.
wonders-event-revealed_recruit = Recruitment: { $moves }.
wonders-event-staged_card = { $card } is tucked under the wonder.
wonders-event-seventh_discarded = The last card of each hand is discarded ({ $n }).
wonders-event-built = { $seat } builds its 7th card, { $card }{ $gain }.
wonders-event-staged = { $seat } builds wonder stage { $stage } with its 7th card{ $gain }.
wonders-event-discarded = { $seat } discards its 7th card{ $gain }.
wonders-event-from_discard = { $seat } builds { $card } from the discard pile{ $gain }.
wonders-event-copied = { $seat } places the Courtesan token on { $leader } of { $owner }{ $gain }.
wonders-event-recruited = { $seat } recruits { $leader } as an extra leader{ $gain }.
wonders-event-skipped = { $seat } passes on { $what ->
    [seventh] playing the 7th card
    [courtesan] the Courtesans Guild
    [rome] recruiting an extra leader
    [halicarnassus] building from the discard pile
    [solomon] Solomon's build from the discard pile
    [solomon_copy] Solomon's build from the discard pile
   *[other] the option
}.
wonders-event-rome_draw = { $seat } draws { $n ->
    [one] 1 leader
   *[other] { $n } leaders
} from the box.
wonders-event-rome_drawn = You draw { $leaders }.
wonders-event-returned = { $seat } returns { $n ->
    [one] 1 unused leader
   *[other] { $n } unused leaders
} to the box.
wonders-event-conflicts = Age { $age } conflicts: { $results }.
wonders-event-game_over = Age III is over: final scoring.
wonders-event-leaders_dealt = Your leaders: { $leaders }.

wonders-reveal-build = { $seat } builds { $card }{ $paid }{ $gain }
wonders-reveal-recruit = { $seat } recruits { $leader }{ $paid }{ $gain }
wonders-reveal-stage = { $seat } builds wonder stage { $stage }{ $paid }{ $gain }
wonders-reveal-discard = { $seat } discards a card{ $gain }
wonders-reveal-discard_leader = { $seat } discards a leader{ $gain }
wonders-paid-free = , { $plan }
wonders-paid-parts = , paying { $parts }
wonders-paid-to = { $n ->
    [one] 1 coin to { $seat }
   *[other] { $n } coins to { $seat }
}
wonders-paid-bank = { $n ->
    [one] 1 coin to the bank
   *[other] { $n } coins to the bank
}{ $bilkis ->
    [yes] , one of them for Bilkis
   *[no] {""}
}
wonders-conflict-tie = { $first } and { $second } tie
wonders-conflict-win = { $winner } beats { $loser }

## why a move is refused

wonders-what-card = { $card }
wonders-what-stage = stage { $stage } of your wonder
wonders-why-nothing_to_withdraw = You have no committed choice to take back.
wonders-why-wait = Another player is finishing their turn; wait for them.
wonders-why-not_in_hand = { $card } is not in your hand.
wonders-why-picked = You have already picked a card; choose what to do with it, or go back.
wonders-why-free_city_builds = The Free City must take a card it can build (or use for its wonder) when there is one.
wonders-why-pick_first = Pick a card first.
wonders-why-other_card = You picked { $card }: choose what to do with it, or go back to pick another card.
wonders-why-choose_pay = Choose how to pay, or go back.
wonders-why-same_card = You already have a { $card } in your city.
wonders-why-wonder_done = Your wonder is complete.
wonders-why-free_city_discard = The Free City may discard only when it can build none of the cards in this hand.
wonders-why-leader_coins = You cannot afford { $leader }: you need { $n ->
    [one] 1 more coin
   *[other] { $n } more coins
}.
wonders-why-other_ways = That way to pay is in the full list: choose “Other ways to pay” first.
wonders-why-not_a_way = That is not one of your ways to pay; pick one from the list.
wonders-why-coins_short = You cannot afford { $what }: you need { $n ->
    [one] 1 more coin
   *[other] { $n } more coins
}.
wonders-why-not_produced = You cannot build { $what }: you and your neighbours do not produce { $cost }.

## what cards, wonder stages and leaders do (speech.effect_phrase; the card book and menus)
# $items: resources; $n a count; $what what is counted (a wonders-count-* phrase);
# $where: self (your city), neighbours (both neighbouring cities) or all (both of those)

wonders-name-compass = compass
wonders-name-gear = gear
wonders-name-tablet = tablet
wonders-effect-produce = produces { $items } every turn
wonders-effect-produce_choice = produces { $which ->
    [raw] one raw material of your choice
    [goods] one manufactured good of your choice
   *[list] one of { $items } (your choice)
} every turn{ $sellable ->
    [no] , not sold to neighbours
   *[yes] {""}
}
wonders-effect-vp = { $n } VP
wonders-effect-coins = take { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
wonders-effect-shields = { $n ->
    [one] 1 shield
   *[other] { $n } shields
}
wonders-effect-science = science symbol: { $symbol }
wonders-effect-science_choice = one science symbol of your choice at game end
wonders-effect-coins_per = when built, { $n ->
    [one] 1 coin
   *[other] { $n } coins
} per { $what } { $where ->
    [self] in your city
    [neighbours] in both neighbouring cities
   *[all] in your city and both neighbouring cities
}
wonders-effect-vp_per = at game end, { $n } VP per { $what } { $where ->
    [self] in your city
    [neighbours] in both neighbouring cities
   *[all] in your city and both neighbouring cities
}
wonders-effect-vp_per_coins = at game end, { $n } VP per 3 coins you hold
wonders-effect-trade_discount = { $goods ->
    [raw] raw materials
   *[manufactured] manufactured goods
} from { $side ->
    [left] the left neighbour
    [right] the right neighbour
   *[both] either neighbour
} cost { $n ->
    [one] 1 coin
   *[other] { $n } coins
} each
wonders-effect-free_build_once_per_age = once per Age, build a card from your hand for free
wonders-effect-build_from_discard = build a card from the discard pile for free, at the end of the turn
wonders-effect-play_seventh_card = you may also play the last card of each Age
wonders-effect-copy_neighbor_guild = at game end, copy a guild of either neighbour
wonders-effect-copy_neighbor_leader = put the Courtesan token on a neighbour's leader and gain its ability
wonders-effect-draw_leaders_from_box = draw { $n ->
    [one] 1 leader
   *[other] { $n } leaders
} from the box
wonders-effect-recruit_extra_leader_now = recruit one more leader at once, { $n ->
    [one] 1 coin
   *[other] { $n } coins
} cheaper
wonders-effect-recruit_leaders_free = you recruit leaders for free
wonders-effect-leader_cost_discount = your leaders cost { $own ->
    [one] 1 coin
   *[other] { $own } coins
} less, your neighbours' { $others ->
    [one] 1 coin
   *[other] { $others } coins
} less
wonders-count-cards = { $colours } card
wonders-count-wonder_stages = built wonder stage
wonders-count-defeat_tokens = defeat token
wonders-count-recruited_leaders = recruited leader

# the few words a wonder stage's box on the board has room for
wonders-fx-produce = { $items }
wonders-fx-produce_choice = { $which ->
    [raw] any raw
    [goods] any good
   *[list] { $items }
}
wonders-fx-vp = { $n } VP
wonders-fx-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
wonders-fx-shields = { $n ->
    [one] 1 shield
   *[other] { $n } shields
}
wonders-fx-science = { $symbol }
wonders-fx-science_choice = any science
wonders-fx-coins_per = coins per card
wonders-fx-vp_per = VP per card
wonders-fx-vp_per_coins = VP per 3 coins
wonders-fx-trade_discount = raw at 1 coin
wonders-fx-free_build_once_per_age = 1 free build/Age
wonders-fx-build_from_discard = build a discard
wonders-fx-play_seventh_card = play 7th card
wonders-fx-copy_neighbor_guild = copy a guild
wonders-fx-copy_neighbor_leader = copy a leader
wonders-fx-draw_leaders_from_box = draw { $n } leaders
wonders-fx-recruit_extra_leader_now = extra leader
wonders-fx-recruit_leaders_free = free leaders
wonders-fx-leader_cost_discount = cheaper leaders

# a card's, wonder's or leader's line in menus and /card (at most 100 characters)
wonders-summary-paid = Cost { $cost } · { $effects }{ $chain }
wonders-summary-free = Free · { $effects }{ $chain }
wonders-summary-effects = { $effects }
wonders-summary-chain = {" "}· chain from { $cards }
wonders-summary-wonder = Makes { $makes } · A: { $stages }
wonders-summary-wonder_none = Makes nothing · A: { $stages }
wonders-summary-power = { $summary } · power of side { $side }: { $power }
wonders-summary-leader = { $n ->
    [one] 1 coin
   *[other] { $n } coins
} · { $text }

## what a card in your hand costs you now (the board's hand)

wonders-note-built = already built
wonders-note-chain = chain
wonders-note-olympia = free (Olympia)
wonders-note-ramses = free (Ramses)
wonders-note-free = free
wonders-note-coins = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
wonders-note-short = { $n ->
    [one] 1 more coin needed
   *[other] { $n } more coins needed
}
wonders-note-unavailable = not available
wonders-choice = { $fc ->
    [yes] Free City: { $card }
   *[no] { $card }
}{ $action ->
    [build] {" "}→ build
    [wonder] {" "}→ wonder stage
    [discard] {" "}→ discard
    [recruit] {" "}→ recruit
    [keep] {" "}→ keep
   *[other] {""}
}{ $paid }
wonders-choice-paid = {" "}({ $how ->
    [chain] chain
    [olympia] Olympia
    [ramses] Ramses
    [free] free
   *[coins] { $n ->
        [one] 1 coin
       *[other] { $n } coins
    }
})

## the board picture (renderers/wonders.py) and the card book's labels (renderers/wonders_cards.py)

wonders-board-free_city = Free City
wonders-board-free_city_note = neutral city, not ranked
wonders-board-you = { $name } (you)
wonders-board-neighbours = ← left: { $left }   right: { $right } →
wonders-board-comma = {", "}
wonders-board-makes = Makes: { $items }
wonders-board-sells = Sells: { $items }
wonders-board-prices = { $who } pays raw { $raw } · goods { $goods }
wonders-board-prices_you = you pay raw { $raw } · goods { $goods } here
wonders-board-science = Science: compass { $compass } · gear { $gear } · tablet { $tablet }
wonders-board-wild = {" "}· any { $n }
wonders-board-discard = Discard pile: { $n }
wonders-board-holder = { $seat } plays for the Free City
wonders-board-last = Last turn: { $moves }
wonders-board-move = { $action ->
    [build] { $who } built { $card }
    [recruit] { $who } recruited { $card }
    [wonder] { $who } built wonder stage { $stage }
   *[other] { $who } discarded
}
wonders-board-phase = { $phase ->
    [draft] Leader draft
    [sides] Choosing wonder sides
    [recruit] Age { $age ->
            [1] I
            [2] II
            [3] III
            [4] IV
           *[other] { $age }
        } · Recruitment
    [over] Final scores
   *[play] Age { $age ->
            [1] I
            [2] II
            [3] III
            [4] IV
           *[other] { $age }
        } · turn { $turn } · { $direction ->
        [left] pass left
       *[right] pass right
    }
}
wonders-board-over = Game over
wonders-board-waiting = waiting for { $names }
wonders-board-waiting_count = waiting for { $n }
wonders-board-pending = { $what ->
    [seventh] { $who } plays its 7th card
    [courtesan] { $who } places the Courtesan token
    [rome] { $who } may recruit an extra leader
    [halicarnassus] { $who } builds from the discard pile
    [solomon] { $who } builds from the discard pile (Solomon)
    [solomon_copy] { $who } builds from the discard pile (copied Solomon)
   *[other] { $who } is choosing
}
wonders-board-ready = READY
wonders-board-choosing = choosing
wonders-board-hand = hand { $n }
wonders-board-pile = pile { $n }
wonders-board-leader_count = leaders { $n }
wonders-board-vp = { $n } VP
wonders-board-entry = { $name }: { $vp } VP · { $coins }c · { $shields } sh
wonders-board-wonder_side = { $wonder } · side { $side }
wonders-board-courtesan = Courtesan: { $leader }
wonders-board-final = Final scores
wonders-board-total = total
wonders-board-wins = wins
wonders-board-not_ranked = { $name } (not ranked)
wonders-board-no_cost = no cost
wonders-board-you_note = you: { $note }
wonders-board-stage_yes = stage: yes
wonders-board-stage_no = stage: no
wonders-board-fc_note = Free City: { $note }{ $stage ->
    [yes] {" "}/ stage
   *[no] {""}
}
wonders-board-chain_free = Free from { $cards }.
wonders-board-leader_cost = cost { $n }
wonders-board-leader_pay = cost { $n } · you pay { $pay }
wonders-board-section-seventh = Your 7th card (Babylon)
wonders-board-section-discard = The discard pile: pick one to build for free
wonders-board-section-hand = Your hand
wonders-board-section-draft = Leader draft: keep one
wonders-board-section-leaders = Your leaders
wonders-board-choice = Your choice so far: { $items }
wonders-board-legend-last = last move
wonders-board-legend-ready = ready
wonders-board-legend-choosing = choosing
wonders-board-legend-stage = stage built
wonders-board-legend-leader = leader
wonders-board-legend-coins = c = coins
wonders-board-legend-shields = sh = shields
# a cost square's label: one short mark per resource, none shared (the key under the board spells them out)
wonders-board-resource_short-wood = W
wonders-board-resource_short-stone = S
wonders-board-resource_short-clay = C
wonders-board-resource_short-ore = O
wonders-board-resource_short-glass = G
wonders-board-resource_short-textile = T
wonders-board-resource_short-papyrus = P
wonders-board-key = Cost squares
# the card book
wonders-board-kind_age = Age { $age ->
    [1] I
    [2] II
    [3] III
    [4] IV
   *[other] { $age }
} card
wonders-board-kind_guild = Guild (Age III)
wonders-board-kind_wonder = Wonder
wonders-board-kind_leader = Leader
wonders-board-cost = Cost: { $cost }
wonders-board-cost_free = Cost: free
wonders-board-effect = Effect: { $effects }
wonders-board-chain_from = Free if you have: { $cards }
wonders-board-chain_to = Makes free: { $cards }
wonders-board-from_players = In the deck from { $n } players
wonders-board-leaders_only = Only with Leaders
wonders-board-city_makes = The city makes { $makes }.
wonders-board-city_makes_nothing = The city makes no resource.
wonders-board-side_label = Side { $side }
wonders-board-board_effect = The board: { $effects }
wonders-board-stage = Stage { $n ->
    [1] I
    [2] II
    [3] III
    [4] IV
   *[other] { $n }
}: { $cost }. { $effects }
wonders-board-recruit = Recruit for { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
