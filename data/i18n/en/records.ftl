### Past games, ratings and ladders (/history, /stats, /leaderboard)

## history
history-header_server = {"*"}*Finished games in this server** (newest first):
history-header_mine = {"*"}*Your finished games** (newest first):
history-none = No finished game yet. Games are kept here once they end.
history-line = `#{ $id }` · { $date } · **{ $game }** · { $players } · { $result }{ $hints ->
    [0] {""}
    [one] {" "}· 1 hint
   *[other] {" "}· { $hints } hints
}
history-no_result = ended without a result
history-footer = Show one again with `/replay id:<number>`.

## stats
stats-none = { $user } has no finished game yet.
stats-header_global = {"*"}*{ $user }, everywhere**: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} · favourite: { $favourite } · longest win streak: { $streak } (now { $current })
stats-header_server = {"*"}*{ $user }, in this server**: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} · favourite: { $favourite } · longest win streak: { $streak } (now { $current })
stats-game = • **{ $game }**: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} · rating { $rating } ({ $trend } over the last five)
stats-unrated = not rated yet
stats-chart_title = { $name }: rating over time
stats-chart_note = after each rated game
stats-chart_empty = No rated game yet
stats-chart_label = { $game }: { $rating } ({ $trend })

## leaderboard
leaderboard-header_server = {"*"}*{ $game }: the best ratings in this server**
leaderboard-header_global = {"*"}*{ $game }: the best ratings everywhere**
leaderboard-line = { $place }. { $user } · { $rating } · { $games ->
    [one] 1 rated game
   *[other] { $games } rated games
}
leaderboard-none_server = Nobody in this server has a rating in { $game } yet: finish a game to get one.
leaderboard-none_global = Nobody has a rating in { $game } yet: finish a game to get one.

leaderboard-chart_server = { $game }: the best in this server, over time
leaderboard-chart_global = { $game }: the best everywhere, over time
leaderboard-chart_label = { $place }. { $name }: { $rating }

## command descriptions (Discord shows them in the user's language)
commands-history = The finished games of this server (yours, in DMs)
commands-stats = Games, wins, rating and streaks of a player
commands-leaderboard = The best ratings in a game
commands-param_user = Whose record (you, if left out)
commands-param_where = server: this server's ratings; global: everyone's
commands-param_game_key = The game
commands-challenge = Daily and weekly solo challenges: the same start for everyone
commands-challenge_daily = Start (or go back to) today's challenge, in your DMs with Tabula
commands-challenge_weekly = Start (or go back to) this week's challenge, in your DMs with Tabula
commands-challenge_leaderboard = The current challenge's best scores
commands-challenge_results = The last challenge's results: top scores and how many took part
commands-param_period = daily or weekly
commands-replay = Show a finished game again: its animation and a file that replays it
commands-param_replay_id = The game's number, from /history
commands-param_replay_file = A replay file (.json) to check and show

## challenge notes
challenge-in_dm = 🎯 Your challenge is waiting for you in your DMs with Tabula.
challenge-bots_moved = The bots have made their first moves.

## maintenance (tabula rebuild-ratings)
cli-rebuilt = Kept { $kept } ended games that were not kept yet; rated { $rated } finished games again, in order.
