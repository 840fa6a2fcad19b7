# English: the complete catalogue every other language is checked against.
# Message ids are the code's keys with dots written as dashes (error.no_game -> error-no_game).
# Counts go through selectors (one / other), never "(s)"; a range of players is the message
# players-range (the code passes min, max and fixed: "yes" when min == max), given to the
# messages that name a range as $players.

players-range = { $fixed ->
    [yes] { $max ->
        [one] { $max } player
       *[other] { $max } players
    }
   *[no] { $min }–{ $max } players
}

## reply

reply-error = ⚠️ { $message }
reply-unexpected = ⚠️ Something went wrong on our side. The game is safe; please try again in a moment.
reply-posted = Posted in the channel.

## error

error-no_game = There is no game in this channel. Start one with /game new.
error-not_started = The game has not started yet. Use /game start when everyone has joined.
error-already_started = The game has already started.
error-already_seated = You are already seated at this table.
error-not_seated = You are not playing in this game.
error-table_full = The table is full ({ $max ->
    [one] { $max } player
   *[other] { $max } players
}).
error-leave_started = The game has started; use /game resign to give up your seat.
error-channel_busy = This channel already has a game. Finish it, or /game abandon it first.
error-player_count = This game needs { $fixed ->
    [yes] { $max ->
        [one] { $max } player
       *[other] { $max } players
    }
   *[no] { $min }–{ $max } players
}; the table has { $n }.
error-too_many_bots = { $max ->
    [0] This game has no seats for bots.
    [one] You can add at most 1 bot player to this game.
   *[other] You can add at most { $max } bot players to this game.
}
error-stale = Someone moved before you: the board has changed. Look at the newest board and try again.
error-stale_board = This board is out of date: someone has moved since. Use the newest board, or /board.
error-table_busy = The table is busy; try again in a moment.
error-game_over = The game is over.
error-not_creator = Only the player who created the game (or a moderator) can abandon it.
error-option_syntax = `{ $text }` is not an option: write it as name:value, for example agora:true.
error-unknown_game = There is no game called `{ $name }`. Games: { $known }.
error-unknown_option = Unknown option `{ $name }` (this game has: { $known }).
error-bad_option = `{ $name }` must be one of: { $choices }.
error-settings_dm = Settings belong to a server; in a DM, Tabula speaks your own language.
error-settings_moderator = Only a moderator (Manage Server or Manage Channels) can change the server's settings.
error-bad_language = `{ $language }` is not one of our languages: { $known }.
error-card_no_game = There is no game in this channel: name one, for example /card name:… game:duel.
error-no_cards = { $game } has no cards to look up.
error-unknown_card = No card is called `{ $text }`. Close names: { $names }.
error-card_ambiguous = `{ $text }` could be several cards: { $names }. Pick one from the list.
error-not_your_turn = It is not your turn.
error-illegal_action = You cannot `{ $token }` now.
error-invalid_action = `{ $text }` is not an action you can take now.
error-ambiguous = `{ $text }` could mean { $options }; be more specific.
error-bad_number = `{ $text }` is not a number of bots: write a whole number, 0 or more.
error-unknown_topic = The { $game } guide has no topic `{ $topic }`. Topics: { $topics }.
error-unknown_control = This control is no longer valid.
error-bad_level = `{ $level }` is not a bot level. Levels: { $levels }.
error-not_host = Only the table's host (who opened it) or a moderator can do that.
error-options_started = The game has started: its options can no longer change.
error-hint_alone = Hints are for games where you are the only person at the table.
error-undo_nothing = You have no move to take back.
error-undo_moved_since = { $name } has moved since your last move, so it can no longer be taken back.
error-undo_not_yours = The last move was { $name }'s, not yours: you can only take back your own last move.
error-undo_revealed = That move revealed something new (a die, a card drawn or turned over, or a secret), so it stands.
error-undo_cannot = You cannot take your move back now: another move has been made since.
error-undo_clock = The clock made that move for you while you were away: it stands, and it cannot be taken back.
error-undo_old_button = That Undo button is for an earlier move of yours; use /undo to take back your last move.
error-bad_clock = `{ $clock }` is not a clock. Clocks: { $clocks }.
error-bad_timeout = `{ $timeout }` is not a timeout rule. Choose one of: { $timeouts }.
error-bad_duration = `{ $text }` is not a time: write it as 30m, 13h or 2d.
error-sub_not_yours = Only the player themselves or a moderator can hand that seat to someone else.
error-sub_bot = A seat can only be handed to a person; a moderator can give it to a bot with /game kick.
error-user_not_seated = { $user } is not playing in this game.
error-sub_seated = { $user } already has a seat at this table.
error-kick_moderator = Only a moderator (Manage Server or Manage Messages) can hand a player's seat to a bot.
error-kick_last = That is the last person at the table; end the game with /game abandon instead.

## seat

seat-default = Seat { $n }
seat-bot = Bot { $n }
seat-bot_level = { $name } ({ $level })

## level

level-random = random
level-easy = easy
level-medium = medium
level-hard = hard

## hint

hint-suggestion = 💡 The hard bot would play: **{ $move }** (`{ $token }`).
hint-reason = Why: { $reason }.
hint-counted = Hints used in this game: { $n }.

## game

game-started = The game of { $title } begins!
game-resigned = { $name } resigns. The game is over.
game-resigned_bot = { $name } resigns; a bot takes over their seat.
game-abandoned = The game was abandoned. Start a new one with /game new.

## clock

clock-lobby = ⏱️ Clock: { $clock } per move; when it runs out, { $rule }.
clock-rule_bot = a bot plays that move
clock-rule_end = the game ends and the absent player loses
clock-half = ⏰ { $users }: half of your time for this move has passed ({ $left } left).
clock-tenth = ⏰ { $users }: only { $left } left for your move!
clock-paused = ⏸️ { $users }: your time for this move ran out. This game has no bot to move for you, so nothing was played: the clock waits, and starts again with your next move.
clock-played = ⏰ Played by the clock for { $user }.
clock-handed_over = { $user } missed { $n ->
    [one] a move
   *[other] { $n } moves in a row
}: a bot takes over the seat. { $user }, use /game join to take it back.
clock-timeout_end = ⏰ { $user } ran out of time: the game is over, and { $user } loses.

## seats

seats-back = { $user } takes their seat back.
seats-sub = { $old } hands their seat to { $new }.
seats-kick = A moderator hands { $user }'s seat to a bot.

## notify

notify-on = 🔔 You will get a DM when it is your turn in any game (/notify off to stop).
notify-off = 🔕 No more turn DMs.
notify-hello = 🔔 Turn notices from Tabula will come here.
notify-turn = 🎲 Your move in **{ $title }**: { $link }
notify-reminder = ⏰ { $left } left for your move in **{ $title }**: { $link }
notify-dm_closed = I could not send you a DM: your DMs are closed. Turn notices and reminders will only appear in the game channels.

## mygames

mygames-header = {"*"}*Your games** (those waiting for you first):
mygames-none = You are not seated in any open game. Start one with /game new.
mygames-yours = • ➡️ **{ $title }**: your move, for { $time }{ $left } · { $link }
mygames-theirs = • **{ $title }**: waiting for { $names }, for { $time } · { $link }
mygames-lobby = • **{ $title }**: waiting for players · { $link }
mygames-left = {" "}({ $time } left on your clock)

## duration

duration-days = { $n }d
duration-hours = { $n }h
duration-minutes = { $n }m
duration-moment = a moment

## lobby

lobby-created = { $user } opened a table for **{ $title }**.
lobby-joined = { $user } joins the table.
lobby-left = { $user } leaves the table.
lobby-waiting = Waiting for players.
lobby-body =
    {"*"}*{ $title }** · { $n } seated ({ $players }) · options: { $options }
    { $seats }
    Join with /game join; start with /game start.
lobby-no_options = none
lobby-seat_user = { $n }. { $user }
lobby-seat_bot = { $n }. 🤖 { $name }

## table

table-join = Join
table-leave = Leave
table-start = Start
table-add_bot = Add a bot…
table-bot_level = Bot ({ $level })
table-bot_added = A { $level } bot takes a seat.
table-option_set = { $user } changed the options.
table-option_menu = { $option }: { $value }
table-option_choice = { $option }: { $value }
table-more_options = More options…
table-on = on
table-off = off
table-started = The game has started: see the board below.
table-board_updated = Your move is on the board: { $link }
table-thread_name = { $title } · { $user }
table-thread_opened = { $user } opened a table for **{ $title }** in { $thread }.
table-thread_failed = (I could not open a thread here, so the game is played in this channel.)
table-thread_not_here = (Threads can only be opened from a server's text channel, so the game is played here.)

## table.option.duel

table-option-duel-agora = Agora

## table.option.wonders

table-option-wonders-leaders = Leaders
table-option-wonders-sides = Wonder sides

## table.option.catan

table-option-catan-ck = Cities & Knights
table-option-catan-board = Board
table-option-catan-shortage = Shortage rule
table-option-catan-trade_offers = Trade offers per turn

## table.option.tta

table-option-tta-variant = Variant
table-option-tta-optional = Optional rules

## table.value.wonders.sides

table-value-wonders-sides-random = random
table-value-wonders-sides-a = A (day)
table-value-wonders-sides-b = B (night)
table-value-wonders-sides-choice = each player chooses

## table.value.catan.board

table-value-catan-board-beginner = beginner
table-value-catan-board-spiral = spiral
table-value-catan-board-random = random

## table.value.catan.shortage

table-value-catan-shortage-almanac = almanac
table-value-catan-shortage-sole_claimant = sole claimant

## table.value.catan.trade_offers

table-value-catan-trade_offers-unlimited = unlimited

## table.value.tta.variant

table-value-tta-variant-dummy = dummy player
table-value-tta-variant-barbarians = barbarians

## table.value.tta.optional

table-value-tta-optional-none = none
table-value-tta-optional-all = all

## board

board-header = {"*"}*{ $title }** · board #{ $version }
board-more_lines = { $n ->
    [one] … one earlier line (see /log)
   *[other] … { $n } earlier lines (see /log)
}
board-your_turn = ➡️ { $users }: your move. Use the buttons, /play or “My hand & moves”.
board-waiting_bots = Waiting for the bots.
board-players =
    Seats:
    { $seats }
board-game_over = 🏁 Game over. Winner: **{ $winners }**. Scores: { $scores } ({ $reason }).
board-game_over_lost = 🏁 Game over. Nobody won. Scores: { $scores } ({ $reason }).
board-ended = Game over: { $headline }
board-abandoned = Game abandoned

## result

result-header = 🏁 **Game over.** { $headline }
result-winner = 🏆 **{ $winners }** wins { $how }.
result-winners = 🏆 **{ $winners }** share the victory: { $how }.
result-nobody = No player wins — { $how }.
result-and = {" "}and{" "}
result-seat = • { $who }: **{ $total }** ({ $parts })
result-seat_won = • 🏆 { $who }: **{ $total }** ({ $parts })
result-seat_plain = • { $who }
result-seat_won_plain = • 🏆 { $who }
result-seat_total = • { $who }: **{ $total }**
result-seat_won_total = • 🏆 { $who }: **{ $total }**
result-item = { $label } { $n }
result-sep = {" "}·{" "}
result-title = Final result
result-total = Total

## result.plain

result-plain-winner = { $winners } wins { $how }.
result-plain-winners = { $winners } share the victory: { $how }.
result-plain-nobody = No player wins — { $how }.

## result.cause

result-cause-military = by military supremacy: the conflict pawn reached the rival capital
result-cause-science = by scientific supremacy: six different science symbols
result-cause-political = by political supremacy: control of all six Senate chambers
result-cause-points = on points
result-cause-tie_blue = on points: tied at { $score }, the tie is broken by civilian (blue) buildings ({ $blue ->
    [one] { $blue } point
   *[other] { $blue } points
})
result-cause-tie_coins = on points: tied at { $score }, the tie is broken by the treasury ({ $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
})
result-cause-shared = tied at { $score ->
    [one] { $score } point
   *[other] { $score } points
} and on the tie-break
result-cause-target = by reaching { $target } victory points on their turn
result-cause-culture_target = by holding off the barbarians and reaching the { $target } culture target ({ $culture })
result-cause-culture_short = by holding off the barbarians, though { $culture } culture is short of the { $target } target
result-cause-beat_dummy = with { $culture } culture against the dummy player's { $dummy }
result-cause-lost_dummy = the dummy player has more culture ({ $dummy } against { $culture })
result-cause-tied_dummy = a tie with the dummy player at { $culture } culture is a draw, not a win
result-cause-overrun = overrun by the barbarians: strength { $strength } against { $barbarians }
result-cause-resignation = by resignation: { $name } resigned
result-cause-timeout = on time: { $name } ran out of time

## result.category

result-category-timeout = Ran out of time
result-category-military = Military
result-category-guilds = Guilds
result-category-science = Science

## result.category.duel

result-category-duel-blue = Civilian (blue)
result-category-duel-green = Science (green)
result-category-duel-yellow = Commercial (yellow)
result-category-duel-wonders = Wonders
result-category-duel-progress = Progress tokens
result-category-duel-coins = Treasury
result-category-duel-senate = Senate

## result.category.wonders

result-category-wonders-military = Military conflicts
result-category-wonders-treasury = Treasury
result-category-wonders-wonder = Wonder stages
result-category-wonders-civilian = Civilian
result-category-wonders-commerce = Commerce
result-category-wonders-leaders = Leaders

## result.category.catan

result-category-catan-settlements = Settlements
result-category-catan-cities = Cities
result-category-catan-longest_road = Longest road
result-category-catan-largest_army = Largest army
result-category-catan-vp_cards = Victory point cards
result-category-catan-metropolises = Metropolises
result-category-catan-defender = Defender of Catan
result-category-catan-progress_cards = Progress cards
result-category-catan-merchant = Merchant

## result.category.tta

result-category-tta-during_play = Culture during play
result-category-tta-age3_events = Age III events
result-category-tta-possible_events = Possible events
result-category-tta-bill_gates = Bill Gates
result-category-tta-rule47_lead = Strength lead
result-category-tta-rule47_barbarians = Barbarian strength
result-category-tta-rule47_swap = Event swap

## hand

hand-header = Your seat: { $seat } ({ $name }).
hand-moves = { $n ->
    [one] You have one possible move: pick it below or use /play.
   *[other] You have { $n } possible moves: pick one below or use /play.
}
hand-more_moves = { $n ->
    [one] One more move is not listed: type /play to find it.
   *[other] { $n } more moves are not listed: type /play to search them all.
}
hand-no_moves = You owe no move right now.
hand-over = The game is over: this is your hand as it ended. /log tells how it went.

## list

list-header = {"*"}*Games you can play** (start one with /game new):
list-game = • `{ $key }`: { $title }, { $players }; options: { $options }
list-mine = {"*"}*Your open games:**
list-mine_game = • { $channel }: `{ $key }` ({ $status })
list-status_lobby = waiting for players
list-status_active = in play
list-status_finished = over
list-status_abandoned = abandoned

## log

log-header = {"*"}*Game log** (latest moves)
log-empty = Nothing has happened yet.
log-clock_move = The clock played for { $name }.
log-clock_bot = { $name }'s seat went to a bot after missed moves.
log-clock_end = { $name } ran out of time; the game ended.
log-back = { $name } took their seat back.
log-sub = { $old } handed their seat to { $new }.
log-kick = { $name }'s seat was handed to a bot by a moderator.
log-line = { $seq }. { $line }
log-undo = ↩️ { $name } took back the move of line { $n }.
log-undone = { $line } (taken back)

## undo

undo-done = ↩️ { $name } took back their last move.
undo-offer = ↩️ You may take this move back until someone else moves: **Undo** or /undo.
undo-private_done = ↩️ You took back your last move.
undo-button = Undo

## rules

rules-index = Rules are available for: { $games }. Use /rules topic:<game>.
rules-game = {"*"}*{ $title }**: { $players }.
rules-option = • `{ $name }` ({ $choices }, default { $default }): { $help }
rules-topics = More: { $topics } (use /rules topic:<name>).
rules-topic =
    {"*"}*{ $title }: { $topic }**
    { $text }

## ui

ui-my_hand = My hand & moves
ui-choose_move = Choose your move…
ui-menu = { $group }…
ui-menu_part = { $group } ({ $n })…
ui-more_moves = More moves than fit here: use /play to search them all.

## console

console-banner = Tabula console. Type lines as `<user>: <command>`, e.g. `alice: /game new tokens`. Ctrl-D quits.
console-unknown_command = Unknown command `{ $name }`. Commands: { $commands }.
console-bad_line = Write a line as `<user>: <command>`.
console-saved_image = {"["}board saved to { $path }]
console-choices = Moves: { $choices }
console-mention = @{ $name }
console-only_you = (only you)
console-waited = ⏳ { $time } later.
console-dm = (DM to @{ $name })

## cli

cli-no_token = DISCORD_TOKEN is not set: put it in the environment or in .env (see .env.example), or try `tabula console`.
cli-bad_setting = A setting is wrong, so Tabula did not start: { $problem }

## commands

commands-game = Create, join and manage the game in this channel
commands-game_new = Open a new game in this channel
commands-game_join = Join the game waiting in this channel
commands-game_leave = Leave the table before the game starts
commands-game_start = Start the game with the players seated
commands-game_status = Show the state of this channel's game
commands-game_resign = Give up your seat (a bot takes over if others play on)
commands-game_abandon = End this channel's game without a result
commands-game_list = List the games you can play and your open games
commands-play = Make a move in this channel's game
commands-hand = See your hand and your possible moves (only you see it)
commands-param_spots = Label every spot with its id (Catan corners, paths and hexes)
commands-board = Post the current board
commands-log = Show the latest moves (only you see it)
commands-rules = Read a game's rules and options
commands-param_game = Which game to play
commands-param_options = Options as name:value words, e.g. agora:true
commands-param_bots = How many bot players to seat
commands-param_level = How well the bots play (default: medium)
commands-param_thread = Play in a new thread of this channel (default: on where I may open threads)
commands-hint = Ask the strongest bot for a move (only when you play alone against bots)
commands-param_action = Your move: start typing to see the legal moves
commands-param_topic = A game key, e.g. duel
commands-undo = Take back your last move, if nobody has moved since and it revealed nothing
commands-param_clock = Time each player has for each move (default: off)
commands-param_timeout = When the clock runs out: a bot moves (bot) or the game ends (end)
commands-game_sub = Hand your seat (a moderator: anyone's) to another person
commands-param_sub_user = The person who takes the seat
commands-param_sub_replacing = Whose seat (moderators only; default: yours)
commands-game_kick = Hand a player's seat to a bot (moderators only)
commands-param_kick_user = The player whose seat goes to a bot
commands-notify = Get a DM when it is your turn in any game
commands-param_notify = on or off
commands-mygames = Your games everywhere: whose turn it is, for how long, with links

## settings

settings-language_set = Tabula now speaks { $language } in this server's public messages. Private answers follow each reader's own Discord language.
language-en = English
language-vi = Tiếng Việt
language-el = Ελληνικά
language-ko = 한국어
language-auto = Automatic (the server's language)
commands-settings = Server settings for Tabula (moderators)
commands-settings_language = Choose the language of Tabula's public messages in this server
commands-param_language = A language, or auto for the server's preferred language

## lists

# the separator between clauses of a list ("Ann builds X; Bob discards")
list-series = {"; "}

## card

card-shown =
    {"*"}*{ $name }** · { $kind }
    { $summary }
card-choice = { $name } · { $kind }
commands-card = Look up a card: its picture and full text (only you see it)
commands-param_card = The card's name: start typing to see the cards
commands-param_card_game = Another game's cards (default: this channel's game)
