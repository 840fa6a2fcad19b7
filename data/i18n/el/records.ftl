### Παρτίδες που τελείωσαν, βαθμοί και κατατάξεις (/history, /stats, /leaderboard)

## history
history-header_server = {"*"}*Παρτίδες που τελείωσαν σε αυτόν τον διακομιστή** (πρώτα οι νεότερες):
history-header_mine = {"*"}*Οι παρτίδες σου που τελείωσαν** (πρώτα οι νεότερες):
history-none = Καμία παρτίδα δεν έχει τελειώσει ακόμα. Όσες τελειώνουν φυλάγονται εδώ.
history-line = `#{ $id }` · { $date } · **{ $game }** · { $players } · { $result }{ $hints ->
    [0] {""}
    [one] {" "}· 1 βοήθεια
   *[other] {" "}· { $hints } βοήθειες
}
history-no_result = τελείωσε χωρίς αποτέλεσμα
history-footer = Δες μία ξανά με `/replay id:<αριθμός>`.

## stats
stats-none = { $user }: καμία παρτίδα δεν έχει τελειώσει ακόμα.
stats-header_global = {"*"}*{ $user }, παντού**: { $games ->
    [one] 1 παρτίδα
   *[other] { $games } παρτίδες
}, { $wins ->
    [one] 1 νίκη
   *[other] { $wins } νίκες
} · αγαπημένο: { $favourite } · μεγαλύτερο σερί νικών: { $streak } (τώρα { $current })
stats-header_server = {"*"}*{ $user }, σε αυτόν τον διακομιστή**: { $games ->
    [one] 1 παρτίδα
   *[other] { $games } παρτίδες
}, { $wins ->
    [one] 1 νίκη
   *[other] { $wins } νίκες
} · αγαπημένο: { $favourite } · μεγαλύτερο σερί νικών: { $streak } (τώρα { $current })
stats-game = • **{ $game }**: { $games ->
    [one] 1 παρτίδα
   *[other] { $games } παρτίδες
}, { $wins ->
    [one] 1 νίκη
   *[other] { $wins } νίκες
} · βαθμός { $rating } ({ $trend } στις τελευταίες πέντε)
stats-unrated = χωρίς βαθμό ακόμα
stats-chart_title = { $name }: ο βαθμός στον χρόνο
stats-chart_note = μετά από κάθε βαθμολογημένη παρτίδα
stats-chart_empty = Καμία βαθμολογημένη παρτίδα ακόμα
stats-chart_label = { $game }: { $rating } ({ $trend })

## leaderboard
leaderboard-header_server = {"*"}*{ $game }: οι καλύτεροι βαθμοί σε αυτόν τον διακομιστή**
leaderboard-header_global = {"*"}*{ $game }: οι καλύτεροι βαθμοί παντού**
leaderboard-line = { $place }. { $user } · { $rating } · { $games ->
    [one] 1 βαθμολογημένη παρτίδα
   *[other] { $games } βαθμολογημένες παρτίδες
}
leaderboard-none_server = Κανείς σε αυτόν τον διακομιστή δεν έχει ακόμα βαθμό στο { $game }: τελείωσε μια παρτίδα για να πάρεις.
leaderboard-none_global = Κανείς δεν έχει ακόμα βαθμό στο { $game }: τελείωσε μια παρτίδα για να πάρεις.

leaderboard-chart_server = { $game }: οι καλύτεροι αυτού του διακομιστή στον χρόνο
leaderboard-chart_global = { $game }: οι καλύτεροι παντού στον χρόνο
leaderboard-chart_label = { $place }. { $name }: { $rating }

## command descriptions (Discord shows them in the user's language)
commands-history = Οι παρτίδες που τελείωσαν σε αυτόν τον διακομιστή (οι δικές σου, σε προσωπικά μηνύματα)
commands-stats = Παρτίδες, νίκες, βαθμός και σερί ενός παίκτη
commands-leaderboard = Οι καλύτεροι βαθμοί σε ένα παιχνίδι
commands-param_user = Ποιανού τα στοιχεία (τα δικά σου, αν το αφήσεις κενό)
commands-param_where = server: οι βαθμοί αυτού του διακομιστή· global: όλων
commands-param_game_key = Το παιχνίδι
commands-challenge = Ημερήσιες και εβδομαδιαίες σόλο προκλήσεις: ίδια αρχή για όλους
commands-challenge_daily = Ξεκίνα (ή συνέχισε) τη σημερινή πρόκληση, σε προσωπικά μηνύματα με το Tabula
commands-challenge_weekly = Ξεκίνα (ή συνέχισε) την πρόκληση της εβδομάδας, σε προσωπικά μηνύματα με το Tabula
commands-challenge_leaderboard = Τα καλύτερα σκορ της τρέχουσας πρόκλησης
commands-challenge_results = Τα αποτελέσματα της προηγούμενης πρόκλησης: τα καλύτερα σκορ και πόσοι πήραν μέρος
commands-param_period = daily (ημερήσια) ή weekly (εβδομαδιαία)
commands-replay = Δες ξανά μια παρτίδα που τελείωσε: κινούμενη εικόνα και αρχείο που την ξαναπαίζει
commands-param_replay_id = Ο αριθμός της παρτίδας, από το /history
commands-param_replay_file = Ένα αρχείο επανάληψης (.json) για έλεγχο και προβολή

## challenge notes
challenge-in_dm = 🎯 Η πρόκλησή σου σε περιμένει στα προσωπικά σου μηνύματα με το Tabula.
challenge-bots_moved = Τα μποτ έκαναν τις πρώτες τους κινήσεις.

## maintenance (tabula rebuild-ratings)
cli-rebuilt = Φυλάχτηκαν { $kept } τελειωμένες παρτίδες που δεν είχαν φυλαχτεί· ξαναβαθμολογήθηκαν { $rated } τελειωμένες παρτίδες, με τη σειρά.
