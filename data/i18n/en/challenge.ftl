# Solo challenges (issue 16): the rule sets, the scores and what the challenge commands say.
# bot/challenges.py names the variants and the score phrases; $period is daily or weekly;
# $day is the period as its key names it (2026-12-03, or 2026-W49 for a week); $title is the
# game's title; $variant and $score are messages of this file, already worded.

## challenge.variant

challenge-variant-tta-dummy = solo against the dummy player
challenge-variant-tta-barbarians = solo against the barbarians
challenge-variant-duel-base = base game
challenge-variant-duel-agora = with Agora
challenge-variant-wonders-base = 3 players, base game
challenge-variant-wonders-leaders = 3 players, with Leaders
challenge-variant-catan-base = 4 players, base game, shuffled island

## challenge.score

challenge-score-forfeit = { $cause ->
    [timeout] lost on time
   *[resignation] resigned
}
challenge-score-duel = { $result ->
    [won] won { $how ->
        [military] by military supremacy
        [science] by scientific supremacy
        [political] by political supremacy
       *[points] on points
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    } to { $rival })
    [shared] shared the victory at { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
   *[lost] lost { $how ->
        [military] to military supremacy
        [science] to scientific supremacy
        [political] to political supremacy
       *[points] on points
    } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    } to { $rival })
}
challenge-score-wonders = { $result ->
    [won] won with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (best rival: { $rival })
    [shared] shared first place with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
   *[lost] lost with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (first place: { $rival })
}
challenge-score-catan = { $result ->
    [won] won in { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } ({ $points } victory points)
   *[lost] lost with { $points ->
        [one] { $points } victory point
       *[other] { $points } victory points
    } after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
}
challenge-score-tta-dummy = { $result ->
    [won] beat the dummy player: { $culture } culture to { $dummy }
    [draw] tied with the dummy player at { $culture } culture: a draw
   *[lost] lost to the dummy player: { $culture } culture to { $dummy }
}
challenge-score-tta-barbarians = { $result ->
    [won] { $grade ->
        [good] held off the barbarians with { $culture } culture: over { $good }, a good score
        [target] held off the barbarians with { $culture } culture: the { $target } target reached
       *[short] held off the barbarians, but { $culture } culture is short of the { $target } target
    }
   *[lost] overrun by the barbarians (strength { $strength } against { $barbarians }) with { $culture } culture
}
challenge-hints = { $n ->
    [0] no hints
    [one] { $n } hint
   *[other] { $n } hints
}

## challenge (the commands)

challenge-started = 🎯 { $period ->
    [daily] Daily challenge
   *[weekly] Weekly challenge
} { $day }: **{ $title }**, { $variant }. { $bots ->
    [0] You play alone.
    [one] You play against { $bots } hard bot.
   *[other] You play against { $bots } hard bots.
} Everyone gets the same deal; your first finished game counts.
challenge-resumed = ▶️ Back to your { $period ->
    [daily] daily challenge
   *[weekly] weekly challenge
} { $day }: **{ $title }**, { $variant }, where you left it.
challenge-already_played = You have already played the { $period ->
    [daily] daily challenge
   *[weekly] weekly challenge
} { $day } of **{ $title }**: { $score }. The next one starts on { $next }.
challenge-finished = 🎯 Challenge over: { $score }. You are number { $rank } of { $n } so far.
challenge-expired = The challenge { $day } has ended, so this game no longer counts for its leaderboard.
challenge-board_title = 🏆 Leaderboard of the { $period ->
    [daily] daily challenge
   *[weekly] weekly challenge
} { $day } · **{ $title }**, { $variant }
challenge-board_line = { $rank }. { $name }: { $score }
challenge-board_line_hints = { $rank }. { $name }: { $score } ({ $hints })
challenge-board_empty = Nobody has finished this challenge yet.
challenge-results_title = 📜 Results of the { $period ->
    [daily] daily challenge
   *[weekly] weekly challenge
} { $day } · **{ $title }**, { $variant } · { $n ->
    [one] { $n } player took part
   *[other] { $n } players took part
}
challenge-results_line = { $rank }. { $name }: { $score }
challenge-results_more = { $n ->
    [one] … and { $n } more player
   *[other] … and { $n } more players
}
challenge-results_none = Nobody played the { $period ->
    [daily] daily challenge
   *[weekly] weekly challenge
} { $day } of **{ $title }**.
challenge-dm_only = Solo challenges are played in a DM with Tabula: open a DM with me and start it there.
challenge-not_challenge = This game is not a challenge.
challenge-busy = You have another game going in this DM: finish it, or /game abandon it, before you start a challenge.
challenge-taken = You have already started this challenge: ask again to go back to your game.
challenge-unknown_game = There is no challenge for `{ $name }`. Challenges: { $known }.
challenge-unknown_period = `{ $name }` is not a challenge period. Periods: { $known }.
