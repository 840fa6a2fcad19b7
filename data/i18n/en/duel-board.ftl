# 7 Wonders Duel and Agora: the words of the board picture (renderers/duel.py, duel_parts.py,
# duel_agora.py) and of the /card pictures (renderers/duel_cards.py). Effects in full come from
# the engine's phrases (duel.effect.*, duel.ftl); the board's boxes are small, so a card's face
# in the structure has its own short words here (duel-board-face-*).

## The headline

duel-board-game = 7 Wonders Duel
duel-board-draft = Wonder draft
duel-board-turn = { $who } to take a card
duel-board-asked = { $who }: { $ask }
duel-board-shared = Game over: shared victory
duel-board-won = Game over: { $who } wins by { $how ->
    [military] military supremacy
    [science] scientific supremacy
    [political] political supremacy
   *[points] points
}
duel-board-last = Last move: { $what }
duel-board-seat = { $who } { $vp } VP, { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}
duel-board-level = Military: level
duel-board-ahead = Military: { $who } +{ $n }

## The military track, the progress tokens, the discard pile

duel-board-capital = { $who }'s capital
duel-board-track = Military track
duel-board-zone = { $n } VP
duel-board-token_loss = -{ $n } coins
duel-board-track_legend = A military token goes when the pawn enters its zone: the player on that side loses the coins.
duel-board-tokens = Progress tokens on the board
duel-board-box = In the box: { $n } more, face down ({ $library } draws 3)
duel-board-library = Your { $library } draw (keep one):
duel-board-token_science = a science symbol ({ $symbol })
duel-board-token_coins = take { $n ->
    [one] 1 coin
   *[other] { $n } coins
} now
duel-board-discard = Discard pile ({ $n })
duel-board-empty = empty
duel-board-out = Out of the game: { $what }

## The structure, the wonder draft, the final score

duel-board-structure = { $age }: coins on a card = what { $who } pays to build it (red: cannot afford; chain: free)
duel-board-laid_out = { $age } structure, laid out before the draft
duel-board-pick = Wonder draft: { $who } picks one
duel-board-chain = chain
duel-board-back-guild = G
duel-board-back-senator = S
duel-board-final = Final score
duel-board-total = Total
duel-board-score-blue = Blue
duel-board-score-green = Green
duel-board-score-yellow = Yellow
duel-board-score-guilds = Guilds
duel-board-score-wonders = Wonders
duel-board-score-progress = Progress
duel-board-score-coins = Coins
duel-board-score-military = Military
duel-board-score-senate = Senate

## A city

duel-board-you = { $who } (you)
duel-board-to_move = to move
duel-board-vp = VP
duel-board-coins = coins
duel-board-makes = Makes
duel-board-nothing = nothing
duel-board-one_of = +1 of
duel-board-buys = Buys at
duel-board-discard_for = Discard for
duel-board-discard_value = { $n ->
    [one] 1 coin
   *[other] { $n } coins
}
duel-board-science = Science
duel-board-none = none
duel-board-chains = Chains
duel-board-tokens_own = Tokens
duel-board-built = built
duel-board-built_with = built: { $card }

## The chain symbols printed on the cards

duel-board-symbol-amphora = amphora
duel-board-symbol-barrel = barrel
duel-board-symbol-book = book
duel-board-symbol-drop = drop
duel-board-symbol-gear = gear
duel-board-symbol-greek_building = greek building
duel-board-symbol-helmet = helmet
duel-board-symbol-horseshoe = horseshoe
duel-board-symbol-lamp = lamp
duel-board-symbol-lyre = lyre
duel-board-symbol-mask = mask
duel-board-symbol-moon = moon
duel-board-symbol-pillar = pillar
duel-board-symbol-sun = sun
duel-board-symbol-sword = sword
duel-board-symbol-target = target
duel-board-symbol-tower = tower

## A card's face in the structure: a few words per effect (the other effects say
## duel-effect-*)

duel-board-face-coins = +{ $n } coins
duel-board-face-one_of = 1 of { $what }
duel-board-face-fixed_price = { $what } at 1
duel-board-face-coins_per = { $n } coin/{ $what }
duel-board-face-per_wonder = wonder
duel-board-face-per_cards = { $colours }
duel-board-face-guild = { $coins ->
    [0] {""}
   *[other] { $coins } coin+
}{ $vp } VP/{ $what }
duel-board-face-guild_coins = 1 VP/3 coins
duel-board-face-opponent_loses_coins = foe -{ $n } coins
duel-board-face-destroy = discard a foe's { $colour } card
duel-board-face-revive = build from discard
duel-board-face-library = token from box
duel-board-face-politician = Senate: place in { $section ->
    [left] left
    [middle] middle
   *[right] right
}, or move
duel-board-face-conspirator = place a cube, or conspire
duel-board-face-place_influence_any = place 1 cube
duel-board-face-move_influence = may move 1 cube
duel-board-face-trigger_unprepared_conspiracy = may trigger an unprepared conspiracy
duel-board-face-chain_from = free via { $symbol }
duel-board-face-chain_to = gives { $symbol }

## Agora: the Senate

duel-board-senate = Senate
duel-board-senate_info = Chambers by section: Politicians place in their own. Cubes in supply: { $first } { $a }, { $second } { $b } · Conspiracy deck: { $deck } cards · Control all 6 chambers to win
duel-board-section = { $section ->
    [left] Left section: chambers 1-2
    [middle] Middle section: chambers 3-4
   *[right] Right section: chambers 5-6
}
duel-board-chamber = Chamber { $n } · { $vp } VP
duel-board-chamber_short = { $n } · { $vp } VP
duel-board-decree_hidden = Decree (face down)
duel-board-decree_hidden_short = Face down
duel-board-no_decree = no decree
duel-board-cube_gain = +1 cube
duel-board-cube_loss = -1 cube
duel-board-agora_legend = Military tokens: +1 cube: place a cube in any chamber; -1 cube: remove one of the opponent's cubes, then you may move one cube.
duel-board-decree = { $name }: { $what }
duel-board-decree-coins_on_construct = +Age coins when anyone builds a { $target ->
    [wonder] wonder
   *[other] { $colour } card
}
duel-board-decree-ignore_symbol = { $colour } cards: ignore 1 cost symbol
duel-board-decree-discount = wonders cost 1 resource less
duel-board-decree-control_shield = 1 shield while controlled
duel-board-decree-trade_discount = { $what } 1 coin cheaper
duel-board-decree-senate_bonus = +2 blue cards for Senate actions
duel-board-decree-discard_bonus = +2 coins per discard
duel-board-decree-opponent_chains = use your opponent's chains
duel-board-decree-conspirator_play_again = play again after a Conspirator

## Agora: a player's Senators and conspiracies

duel-board-senators = Senators { $senators } · next costs { $cost ->
    [one] 1 coin
   *[other] { $cost } coins
} · a Politician gives { $actions ->
    [one] 1 action
   *[other] { $actions } actions
} · Conspiracies { $plots } ({ $ready } ready)
duel-board-plot_hidden = Conspiracy { $slot }
duel-board-plot_title = { $slot }. { $name }
duel-board-plot-down_prepared = face down; prepared with { $card }
duel-board-plot-down = face down, not prepared
duel-board-plot-triggered = triggered
duel-board-plot-prepared = prepared, face down
duel-board-plot-with = { $state } ({ $card })
duel-board-plot-locks = { $state }; locks { $token }
duel-board-plot-locks_secret = { $state }; locks a token
duel-board-private-keep = Your conspiracy draw (keep one):
duel-board-private-treason = Cards removed so far:
duel-board-private-espionage = Progress tokens in the box:
duel-board-private-lock = Tokens you may lock:
duel-board-private-curia = Conspiracies you may trigger:
duel-board-option = { $slot }. { $name }

## The /card picture (renderers/duel_cards.py)

duel-board-card-chain_from = Chain: free if you own the { $symbol } symbol (from { $card })
duel-board-card-chain_to = Gives the { $symbol } chain symbol: { $card } is then free
duel-board-card-drafted = When drafted: { $what }
duel-board-card-decree_lasts = Lasts while you control its chamber.

# a resource's mark on its coloured square (the 7 Wonders board's marks)
duel-board-resource_short-wood = W
duel-board-resource_short-clay = C
duel-board-resource_short-stone = S
duel-board-resource_short-glass = G
duel-board-resource_short-papyrus = P
