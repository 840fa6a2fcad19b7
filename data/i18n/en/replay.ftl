# Replays of finished games (bot/replay.py): a replay file is checked move by move, and any
# problem is one of these refusals. $n is a move's number counted from 1 (or a count), $token
# the move as written in the file, $seat the player who made it, $reason the rules' own refusal
# (a full sentence), $title the game's title.

## replay

replay-too_large = That file is too large to be a replay: { $size } kB, and the most is { $limit } kB.
replay-not_json = That file is not a Tabula replay: it is not JSON text.
replay-not_replay = That file is not a Tabula replay.
replay-version = That replay is written in version { $version } of the replay format; Tabula reads version { $supported }.
replay-bad_field = That replay is damaged: its `{ $field }` entry is missing or wrong.
replay-unknown_game = That replay is of a game Tabula does not have (`{ $name }`). Games: { $known }.
replay-bad_options = That replay's options do not work for { $title }: { $reason }
replay-bad_player = That replay is damaged: player { $n } has no proper name, or a bot level Tabula does not know.
replay-player_count = That replay has { $n ->
    [one] { $n } player
   *[other] { $n } players
}, but { $title } is played by { $fixed ->
    [yes] { $max ->
        [one] { $max } player
       *[other] { $max } players
    }
   *[no] { $min }–{ $max } players
}.
replay-too_long = That replay has { $n } moves; Tabula checks at most { $max }.
replay-bad_move = Move { $n } of that replay is not a move: `{ $token }`.
replay-not_their_turn = Move { $n } of that replay (`{ $token }`) is made by { $seat }, but it was not their turn.
replay-illegal_move = Move { $n } of that replay, `{ $token }` by { $seat }, is not legal at that point of the game. The rules say: { $reason }
replay-after_end = Move { $n } of that replay (`{ $token }`) comes after the end of the game.
replay-unfinished = That replay stops after { $n ->
    [one] { $n } move
   *[other] { $n } moves
}, before the end of the game: a replay must play the game to its end.
replay-forged_result = The result written in that replay is not the one its moves give.
replay-unplayable = This game has no replay: it did not end on the board (a game ended by a resignation, a clock or an abandon has none).
replay-animation_too_large = The replay's animation cannot be made smaller than { $limit } kB.
replay-busy = Tabula is already drawing as many replays as it can at once. Try again in a minute.
replay-too_slow = Checking that replay took longer than { $limit } seconds, so it was stopped. Nothing was changed.
replay-draw_too_slow = Drawing that replay's animation took longer than { $limit } seconds, so it was stopped. Try again later.
replay-fetch_failed = Tabula could not download that file from Discord. Try attaching it again.

## /replay
replay-no_such_game = There is no finished game `#{ $id }` here. /history lists them.
replay-shown = 🎞️ { $line }
    The file replays the game exactly: attach it to `/replay` to check it and see it again.
replay-checked = ✅ A genuine replay of **{ $game }** ({ $players }): { $n ->
    [one] 1 move
   *[other] { $n } moves
} checked one by one. { $result }
