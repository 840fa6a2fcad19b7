# Ελληνικά: ο κατάλογος μηνυμάτων του Tabula (ίδια ids και μεταβλητές με το en/bot.ftl).
# Όροι: data/i18n/el/GLOSSARY.md. Ο παίκτης προσφωνείται στον ενικό (εσύ)· όταν ένα μήνυμα
# απευθύνεται σε $users (ίσως πολλούς μαζί), στον πληθυντικό (εσείς).
# Πληθυντικός (CLDR, ελληνικά): one / other.

players-range = { $fixed ->
    [yes] { $max ->
        [one] { $max } παίκτης
       *[other] { $max } παίκτες
    }
   *[no] { $min }–{ $max } παίκτες
}

## reply

reply-error = ⚠️ { $message }
reply-unexpected = ⚠️ Κάτι πήγε στραβά από τη μεριά μας. Η παρτίδα είναι ασφαλής· δοκίμασε ξανά σε λίγο.
reply-posted = Δημοσιεύτηκε στο κανάλι.

## error

error-no_game = Δεν υπάρχει παρτίδα σε αυτό το κανάλι. Ξεκίνα μία με /game new.
error-not_started = Η παρτίδα δεν έχει ξεκινήσει ακόμα. Γράψε /game start όταν μπουν όλοι.
error-already_started = Η παρτίδα έχει ήδη ξεκινήσει.
error-already_seated = Έχεις ήδη θέση σε αυτό το τραπέζι.
error-not_seated = Δεν παίζεις σε αυτή την παρτίδα.
error-table_full = Το τραπέζι είναι γεμάτο ({ $max ->
    [one] { $max } παίκτης
   *[other] { $max } παίκτες
}).
error-leave_started = Η παρτίδα έχει ξεκινήσει: για να αφήσεις τη θέση σου, γράψε /game resign.
error-channel_busy = Σε αυτό το κανάλι παίζεται ήδη παρτίδα. Τελείωσέ τη ή σταμάτησέ τη πρώτα με /game abandon.
error-player_count = Αυτό το παιχνίδι θέλει { $fixed ->
    [yes] { $max ->
        [one] { $max } παίκτη
       *[other] { $max } παίκτες
    }
   *[no] { $min }–{ $max } παίκτες
}, αλλά στο τραπέζι { $n ->
    [one] κάθεται { $n }
   *[other] κάθονται { $n }
}.
error-too_many_bots = { $max ->
    [0] Αυτό το παιχνίδι δεν έχει θέσεις για bot.
    [one] Σε αυτό το παιχνίδι μπορείς να προσθέσεις το πολύ 1 bot.
   *[other] Σε αυτό το παιχνίδι μπορείς να προσθέσεις το πολύ { $max } bot.
}
error-stale = Κάποιος έπαιξε πριν από σένα και το ταμπλό άλλαξε. Δες το πιο πρόσφατο ταμπλό και δοκίμασε ξανά.
error-stale_board = Αυτό το ταμπλό είναι παλιό: κάποιος έπαιξε στο μεταξύ. Χρησιμοποίησε το πιο πρόσφατο ταμπλό ή το /board.
error-table_busy = Το τραπέζι είναι απασχολημένο· δοκίμασε ξανά σε λίγο.
error-game_over = Η παρτίδα έχει τελειώσει.
error-not_creator = Μόνο όποιος δημιούργησε την παρτίδα (ή ένας συντονιστής) μπορεί να τη σταματήσει.
error-option_syntax = Το `{ $text }` δεν είναι επιλογή: γράψ' τη με τη μορφή όνομα:τιμή, για παράδειγμα agora:true.
error-unknown_game = Δεν υπάρχει παιχνίδι με το όνομα `{ $name }`. Παιχνίδια: { $known }.
error-unknown_option = Άγνωστη επιλογή `{ $name }` (οι επιλογές αυτού του παιχνιδιού: { $known }).
error-bad_option = Η επιλογή `{ $name }` δέχεται μόνο: { $choices }.
error-settings_dm = Οι ρυθμίσεις αφορούν έναν διακομιστή· σε προσωπικό μήνυμα, το Tabula σού μιλά στη δική σου γλώσσα.
error-settings_moderator = Μόνο ένας συντονιστής (Διαχείριση διακομιστή ή Διαχείριση καναλιών) μπορεί να αλλάξει τις ρυθμίσεις του διακομιστή.
error-bad_language = Το `{ $language }` δεν είναι μία από τις γλώσσες μας: { $known }.
error-not_your_turn = Δεν είναι η σειρά σου.
error-illegal_action = Η κίνηση `{ $token }` δεν επιτρέπεται τώρα.
error-invalid_action = Το `{ $text }` δεν είναι κίνηση που μπορείς να κάνεις τώρα.
error-ambiguous = Το `{ $text }` μπορεί να σημαίνει { $options }· γράψε πιο συγκεκριμένα.
error-bad_number = Το `{ $text }` δεν είναι αριθμός bot: γράψε έναν ακέραιο, 0 ή μεγαλύτερο.
error-unknown_topic = Ο οδηγός του «{ $game }» δεν έχει θέμα `{ $topic }`. Θέματα: { $topics }.
error-unknown_control = Αυτό το κουμπί ή μενού δεν ισχύει πια.
error-bad_level = Το `{ $level }` δεν είναι επίπεδο bot. Επίπεδα: { $levels }.
error-not_host = Αυτό μπορεί να το κάνει μόνο ο οικοδεσπότης του τραπεζιού (όποιος το άνοιξε) ή ένας συντονιστής.
error-options_started = Η παρτίδα έχει ξεκινήσει: οι επιλογές της δεν αλλάζουν πια.
error-hint_alone = Υποδείξεις δίνονται μόνο σε παρτίδες όπου δεν κάθεται άλλος άνθρωπος στο τραπέζι εκτός από σένα.
error-undo_nothing = Δεν έχεις κίνηση να αναιρέσεις.
error-undo_moved_since = Μετά την τελευταία σου κίνηση έπαιξε { $name }, οπότε δεν αναιρείται πια.
error-undo_not_yours = Την τελευταία κίνηση την έκανε { $name }, όχι εσύ: μπορείς να αναιρέσεις μόνο τη δική σου τελευταία κίνηση.
error-undo_revealed = Εκείνη η κίνηση αποκάλυψε κάτι νέο (ζάρι, κάρτα που τραβήχτηκε ή γύρισε, ή κάποιο μυστικό), οπότε μένει.
error-undo_cannot = Δεν μπορείς να αναιρέσεις την κίνησή σου τώρα: στο μεταξύ έγινε άλλη κίνηση.
error-undo_clock = Αυτή την κίνηση την έκανε το ρολόι για σένα όσο έλειπες: μένει ως έχει και δεν αναιρείται.
error-undo_old_button = Αυτό το κουμπί Αναίρεσης αφορά παλιότερη κίνησή σου· για να αναιρέσεις την τελευταία σου κίνηση, γράψε /undo.
error-bad_clock = Το `{ $clock }` δεν είναι ρύθμιση ρολογιού. Ρυθμίσεις: { $clocks }.
error-bad_timeout = Το `{ $timeout }` δεν είναι κανόνας λήξης χρόνου. Διάλεξε ένα από: { $timeouts }.
error-bad_duration = Το `{ $text }` δεν είναι χρόνος: γράψ' τον όπως 30m, 13h ή 2d.
error-sub_not_yours = Μόνο ο ίδιος ο παίκτης ή ένας συντονιστής μπορεί να δώσει αυτή τη θέση σε κάποιον άλλον.
error-sub_bot = Μια θέση δίνεται μόνο σε άνθρωπο· σε bot μπορεί να τη δώσει ένας συντονιστής με το /game kick.
error-user_not_seated = { $user } δεν παίζει σε αυτή την παρτίδα.
error-sub_seated = { $user } έχει ήδη θέση σε αυτό το τραπέζι.
error-kick_moderator = Μόνο ένας συντονιστής (Διαχείριση διακομιστή ή Διαχείριση μηνυμάτων) μπορεί να δώσει τη θέση ενός παίκτη σε bot.
error-kick_last = Έτσι δεν θα έμενε κανένας άνθρωπος στο τραπέζι· καλύτερα τερμάτισε την παρτίδα με το /game abandon.

## seat

seat-default = Θέση { $n }
seat-bot = Bot { $n }
seat-bot_level = { $name } ({ $level })

## level

level-random = τυχαίο
level-easy = εύκολο
level-medium = μέτριο
level-hard = δύσκολο

## hint

hint-suggestion = 💡 Το δύσκολο bot θα έπαιζε: **{ $move }** (`{ $token }`).
hint-reason = Γιατί: { $reason }.
hint-counted = Υποδείξεις σε αυτή την παρτίδα: { $n }.

## game

game-started = Ξεκινά η παρτίδα: { $title }!
game-resigned = { $name } παραιτείται. Η παρτίδα τελείωσε.
game-resigned_bot = { $name } παραιτείται· τη θέση παίρνει ένα bot.
game-abandoned = Η παρτίδα σταμάτησε. Ξεκίνα καινούργια με /game new.

## clock

clock-lobby = ⏱️ Ρολόι: { $clock } ανά κίνηση· όταν τελειώσει ο χρόνος, { $rule }.
clock-rule_bot = ένα bot κάνει την κίνηση
clock-rule_end = η παρτίδα τελειώνει και χάνει ο παίκτης που έλειπε
clock-half = ⏰ { $users }: πέρασε ο μισός χρόνος για αυτή την κίνηση (υπόλοιπο: { $left }).
clock-tenth = ⏰ { $users }: υπόλοιπο χρόνου για την κίνησή σας μόνο { $left }!
clock-paused = ⏸️ { $users }: τελείωσε ο χρόνος για αυτή την κίνηση. Σε αυτό το παιχνίδι δεν υπάρχει bot να παίξει στη θέση σου, οπότε δεν έγινε καμία κίνηση: το ρολόι σταματά και ξεκινά ξανά με την επόμενη κίνησή σου.
clock-played = ⏰ Κίνηση από το ρολόι για { $user }.
clock-handed_over = { $user } δεν έπαιξε { $n ->
    [one] μία κίνηση
   *[other] { $n } συνεχόμενες κινήσεις
}: τη θέση παίρνει ένα bot. { $user }, γράψε /game join για να την πάρεις πίσω.
clock-timeout_end = ⏰ Τελείωσε ο χρόνος για { $user }: η παρτίδα λήγει με ήττα για { $user }.

## seats

seats-back = { $user } ξαναπαίρνει τη θέση.
seats-sub = { $old } παραχωρεί τη θέση: την παίρνει { $new }.
seats-kick = Ένας συντονιστής δίνει σε bot τη θέση που είχε { $user }.

## notify

notify-on = 🔔 Θα παίρνεις προσωπικό μήνυμα όταν είναι η σειρά σου σε οποιαδήποτε παρτίδα (/notify off για να σταματήσουν).
notify-off = 🔕 Τέλος τα προσωπικά μηνύματα για τη σειρά σου.
notify-hello = 🔔 Οι ειδοποιήσεις σειράς από το Tabula θα έρχονται εδώ.
notify-turn = 🎲 Σειρά σου στο **{ $title }**: { $link }
notify-reminder = ⏰ Απομένουν { $left } για την κίνησή σου στο **{ $title }**: { $link }
notify-dm_closed = Δεν μπόρεσα να σου στείλω προσωπικό μήνυμα: τα προσωπικά σου μηνύματα είναι κλειστά. Οι ειδοποιήσεις σειράς και οι υπενθυμίσεις θα εμφανίζονται μόνο στα κανάλια των παρτίδων.

## mygames

mygames-header = {"*"}*Οι παρτίδες σου** (πρώτα όσες περιμένουν εσένα):
mygames-none = Δεν έχεις θέση σε καμία ανοιχτή παρτίδα. Ξεκίνα μία με /game new.
mygames-yours = • ➡️ **{ $title }**: σειρά σου, εδώ και { $time }{ $left } · { $link }
mygames-theirs = • **{ $title }**: περιμένει { $names }, εδώ και { $time } · { $link }
mygames-lobby = • **{ $title }**: αναμονή για παίκτες · { $link }
mygames-left = {" "}(υπόλοιπο στο ρολόι σου: { $time })

## duration

duration-days = { $n } ημ.
duration-hours = { $n } ώρ.
duration-minutes = { $n } λεπ.
duration-moment = μια στιγμή

## lobby

lobby-created = { $user } άνοιξε τραπέζι για **{ $title }**.
lobby-joined = { $user } κάθεται στο τραπέζι.
lobby-left = { $user } φεύγει από το τραπέζι.
lobby-waiting = Αναμονή για παίκτες.
lobby-body =
    {"*"}*{ $title }** · { $n } στο τραπέζι ({ $players }) · επιλογές: { $options }
    { $seats }
    Μπες με /game join, ξεκίνα με /game start.
lobby-no_options = καμία
lobby-seat_user = { $n }. { $user }
lobby-seat_bot = { $n }. 🤖 { $name }

## table

table-join = Συμμετοχή
table-leave = Αποχώρηση
table-start = Έναρξη
table-add_bot = Προσθήκη bot…
table-bot_level = Bot ({ $level })
table-bot_added = Ένα bot (επίπεδο: { $level }) κάθεται στο τραπέζι.
table-option_set = { $user } άλλαξε τις επιλογές.
table-option_menu = { $option }: { $value }
table-option_choice = { $option }: { $value }
table-more_options = Περισσότερες επιλογές…
table-on = ναι
table-off = όχι
table-started = Η παρτίδα ξεκίνησε: δες το ταμπλό παρακάτω.
table-board_updated = Η κίνησή σου είναι στο ταμπλό: { $link }
table-thread_name = { $title } · { $user }
table-thread_opened = { $user } άνοιξε τραπέζι για **{ $title }** στο νήμα { $thread }.
table-thread_failed = (Δεν μπόρεσα να ανοίξω νήμα εδώ, οπότε η παρτίδα παίζεται σε αυτό το κανάλι.)
table-thread_not_here = (Νήμα ανοίγει μόνο από κανάλι κειμένου ενός διακομιστή, οπότε η παρτίδα παίζεται εδώ.)

## table.option.duel

table-option-duel-agora = Agora

## table.option.wonders

table-option-wonders-leaders = Ηγέτες
table-option-wonders-sides = Πλευρές Θαυμάτων

## table.option.catan

table-option-catan-ck = Πόλεις & Ιππότες
table-option-catan-board = Ταμπλό
table-option-catan-shortage = Κανόνας έλλειψης
table-option-catan-trade_offers = Προσφορές ανταλλαγής ανά σειρά

## table.option.tta

table-option-tta-variant = Παραλλαγή
table-option-tta-optional = Προαιρετικοί κανόνες

## table.value.wonders.sides

table-value-wonders-sides-random = τυχαία
table-value-wonders-sides-a = A (μέρα)
table-value-wonders-sides-b = B (νύχτα)
table-value-wonders-sides-choice = διαλέγει κάθε παίκτης

## table.value.catan.board

table-value-catan-board-beginner = για αρχάριους
table-value-catan-board-spiral = σπιράλ
table-value-catan-board-random = τυχαίο

## table.value.catan.shortage

table-value-catan-shortage-almanac = κατά το Almanac
table-value-catan-shortage-sole_claimant = μόνος δικαιούχος

## table.value.catan.trade_offers

table-value-catan-trade_offers-unlimited = απεριόριστες

## table.value.tta.variant

table-value-tta-variant-dummy = εικονικός παίκτης
table-value-tta-variant-barbarians = βάρβαροι

## table.value.tta.optional

table-value-tta-optional-none = κανένας
table-value-tta-optional-all = όλοι

## board

board-header = {"*"}*{ $title }** · ταμπλό #{ $version }
board-more_lines = { $n ->
    [one] … μία προηγούμενη γραμμή (δες το /log)
   *[other] … { $n } προηγούμενες γραμμές (δες το /log)
}
board-your_turn = ➡️ { $users }: σειρά σας. Παίξτε με τα κουμπιά, με το /play ή από το «Το χέρι και οι κινήσεις μου».
board-waiting_bots = Αναμονή για τα bot.
board-players =
    Θέσεις:
    { $seats }
board-game_over = 🏁 Τέλος παρτίδας. Νίκη: **{ $winners }**. Σκορ: { $scores } ({ $reason }).
board-game_over_lost = 🏁 Τέλος παρτίδας. Κανείς δεν νίκησε. Σκορ: { $scores } ({ $reason }).
board-ended = Τέλος παρτίδας: { $headline }
board-abandoned = Η παρτίδα σταμάτησε

## result

result-header = 🏁 **Τέλος παρτίδας.** { $headline }
result-winner = 🏆 **{ $winners }** κερδίζει { $how }.
result-winners = 🏆 **{ $winners }** μοιράζονται τη νίκη: { $how }.
result-nobody = Κανείς δεν κερδίζει — { $how }.
result-and = {" "}και{" "}
result-seat = • { $who }: **{ $total }** ({ $parts })
result-seat_won = • 🏆 { $who }: **{ $total }** ({ $parts })
result-seat_plain = • { $who }
result-seat_won_plain = • 🏆 { $who }
result-seat_total = • { $who }: **{ $total }**
result-seat_won_total = • 🏆 { $who }: **{ $total }**
result-item = { $label } { $n }
result-sep = {" "}·{" "}
result-title = Τελικό αποτέλεσμα
result-total = Σύνολο

## result.plain

result-plain-winner = { $winners } κερδίζει { $how }.
result-plain-winners = { $winners } μοιράζονται τη νίκη: { $how }.
result-plain-nobody = Κανείς δεν κερδίζει — { $how }.

## result.cause

result-cause-military = με στρατιωτική υπεροχή: το πιόνι Σύγκρουσης έφτασε στην αντίπαλη πρωτεύουσα
result-cause-science = με επιστημονική υπεροχή: έξι διαφορετικά επιστημονικά σύμβολα
result-cause-political = με πολιτική υπεροχή: έλεγχος και των έξι αιθουσών της Συγκλήτου
result-cause-points = στους πόντους
result-cause-tie_blue = στους πόντους: ισοπαλία { $score ->
    [one] στον { $score }
   *[other] στους { $score }
}, που κρίνεται από τα πολιτικά (μπλε) κτίρια ({ $blue ->
    [one] { $blue } πόντος
   *[other] { $blue } πόντοι
})
result-cause-tie_coins = στους πόντους: ισοπαλία { $score ->
    [one] στον { $score }
   *[other] στους { $score }
}, που κρίνεται από το θησαυροφυλάκιο ({ $coins ->
    [one] { $coins } νόμισμα
   *[other] { $coins } νομίσματα
})
result-cause-shared = με ισοπαλία { $score ->
    [one] στον { $score } πόντο
   *[other] στους { $score } πόντους
} και στο κριτήριο ισοβαθμίας
result-cause-target = φτάνοντας τους { $target } πόντους νίκης
result-cause-culture_target = αντέχοντας τους βαρβάρους και φτάνοντας τον στόχο των { $target } πόντων κουλτούρας ({ $culture })
result-cause-culture_short = αντέχοντας τους βαρβάρους, αν και οι { $culture } πόντοι κουλτούρας δεν φτάνουν τον στόχο των { $target }
result-cause-beat_dummy = με { $culture } πόντους κουλτούρας έναντι των { $dummy } του εικονικού παίκτη
result-cause-lost_dummy = ο εικονικός παίκτης έχει περισσότερη κουλτούρα ({ $dummy } έναντι { $culture })
result-cause-tied_dummy = η ισοπαλία με τον εικονικό παίκτη στους { $culture } πόντους κουλτούρας δεν μετράει ως νίκη
result-cause-overrun = οι βάρβαροι σάρωσαν τον πολιτισμό: δύναμη { $strength } έναντι { $barbarians }
result-cause-resignation = λόγω παραίτησης: { $name } παραιτήθηκε
result-cause-timeout = λόγω χρόνου: τελείωσε ο χρόνος για { $name }

## result.category

result-category-timeout = Τέλος χρόνου
result-category-military = Στρατιωτικά
result-category-guilds = Συντεχνίες
result-category-science = Επιστήμη

## result.category.duel

result-category-duel-blue = Πολιτικά (μπλε)
result-category-duel-green = Επιστημονικά (πράσινα)
result-category-duel-yellow = Εμπορικά (κίτρινα)
result-category-duel-wonders = Θαύματα
result-category-duel-progress = Μάρκες Προόδου
result-category-duel-coins = Θησαυροφυλάκιο
result-category-duel-senate = Σύγκλητος

## result.category.wonders

result-category-wonders-military = Στρατιωτικές συγκρούσεις
result-category-wonders-treasury = Θησαυροφυλάκιο
result-category-wonders-wonder = Τμήματα Θαύματος
result-category-wonders-civilian = Πολιτικά κτίρια
result-category-wonders-commerce = Εμπόριο
result-category-wonders-leaders = Ηγέτες

## result.category.catan

result-category-catan-settlements = Οικισμοί
result-category-catan-cities = Πόλεις
result-category-catan-longest_road = Μακρύτερος δρόμος
result-category-catan-largest_army = Μεγαλύτερος στρατός
result-category-catan-vp_cards = Κάρτες πόντων νίκης
result-category-catan-metropolises = Μητροπόλεις
result-category-catan-defender = Υπερασπιστής του Κατάν
result-category-catan-progress_cards = Κάρτες προόδου
result-category-catan-merchant = Έμπορος

## result.category.tta

result-category-tta-during_play = Κουλτούρα στη διάρκεια του παιχνιδιού
result-category-tta-age3_events = Γεγονότα Εποχής III
result-category-tta-possible_events = Πιθανά γεγονότα
result-category-tta-bill_gates = Bill Gates
result-category-tta-rule47_lead = Προβάδισμα δύναμης
result-category-tta-rule47_barbarians = Δύναμη βαρβάρων
result-category-tta-rule47_swap = Ανταλλαγή γεγονότων

## hand

hand-header = Η θέση σου: { $seat } ({ $name }).
hand-moves = { $n ->
    [one] Έχεις μία δυνατή κίνηση: διάλεξέ τη παρακάτω ή γράψε /play.
   *[other] Έχεις { $n } δυνατές κινήσεις: διάλεξε μία παρακάτω ή γράψε /play.
}
hand-more_moves = { $n ->
    [one] Μία ακόμα κίνηση δεν φαίνεται εδώ: γράψε /play για να τη βρεις.
   *[other] { $n } ακόμα κινήσεις δεν φαίνονται εδώ: γράψε /play για να τις ψάξεις όλες.
}
hand-no_moves = Δεν χρειάζεται να κάνεις κάποια κίνηση αυτή τη στιγμή.
hand-over = Η παρτίδα τελείωσε: αυτό είναι το χέρι σου όπως έμεινε στο τέλος. Με το /log βλέπεις πώς εξελίχθηκε.

## list

list-header = {"*"}*Παιχνίδια που μπορείς να παίξεις** (ξεκίνα ένα με /game new):
list-game = • `{ $key }`: { $title }, { $players }, επιλογές: { $options }
list-mine = {"*"}*Οι ανοιχτές παρτίδες σου:**
list-mine_game = • { $channel }: `{ $key }` ({ $status })
list-status_lobby = αναμονή για παίκτες
list-status_active = σε εξέλιξη
list-status_finished = τελείωσε
list-status_abandoned = σταμάτησε

## log

log-header = {"*"}*Ιστορικό παρτίδας** (οι πιο πρόσφατες κινήσεις)
log-empty = Δεν έχει γίνει τίποτα ακόμα.
log-clock_move = Το ρολόι έπαιξε για { $name }.
log-clock_bot = Η θέση που είχε { $name } πέρασε σε bot μετά από χαμένες κινήσεις.
log-clock_end = Τελείωσε ο χρόνος για { $name }· η παρτίδα έληξε.
log-back = { $name } ξαναπήρε τη θέση.
log-sub = { $old } παραχώρησε τη θέση: την πήρε { $new }.
log-kick = Ένας συντονιστής έδωσε σε bot τη θέση που είχε { $name }.
log-line = { $seq }. { $line }
log-undo = ↩️ { $name } αναίρεσε την κίνηση της γραμμής { $n }.
log-undone = { $line } (αναιρέθηκε)

## undo

undo-done = ↩️ { $name } αναίρεσε την τελευταία κίνηση.
undo-offer = ↩️ Μπορείς να αναιρέσεις αυτή την κίνηση μέχρι να παίξει κάποιος άλλος: **Αναίρεση** ή /undo.
undo-private_done = ↩️ Αναίρεσες την τελευταία σου κίνηση.
undo-button = Αναίρεση

## rules

rules-index = Υπάρχουν κανόνες για: { $games }. Γράψε /rules topic:<παιχνίδι>.
rules-game = {"*"}*{ $title }**: { $players }.
rules-option = • `{ $name }` ({ $choices }, προεπιλογή { $default }): { $help }
rules-topics = Περισσότερα: { $topics } (γράψε /rules topic:<θέμα>).
rules-topic =
    {"*"}*{ $title }: { $topic }**
    { $text }

## ui

ui-my_hand = Το χέρι και οι κινήσεις μου
ui-choose_move = Διάλεξε την κίνησή σου…
ui-menu = { $group }…
ui-menu_part = { $group } ({ $n })…
ui-more_moves = Οι κινήσεις είναι περισσότερες απ' όσες χωράνε εδώ: γράψε /play για να τις ψάξεις όλες.

## console

console-banner = Κονσόλα του Tabula. Γράψε γραμμές της μορφής `<χρήστης>: <εντολή>`, π.χ. `alice: /game new tokens`. Με Ctrl-D βγαίνεις.
console-unknown_command = Άγνωστη εντολή `{ $name }`. Εντολές: { $commands }.
console-bad_line = Γράψε τη γραμμή με τη μορφή `<χρήστης>: <εντολή>`.
console-saved_image = {"["}το ταμπλό αποθηκεύτηκε στο { $path }]
console-choices = Κινήσεις: { $choices }
console-mention = @{ $name }
console-only_you = (μόνο εσύ)
console-waited = ⏳ { $time } αργότερα.
console-dm = (προσωπικό μήνυμα προς @{ $name })

## cli

cli-no_token = Το DISCORD_TOKEN δεν έχει οριστεί: όρισέ το στο περιβάλλον ή στο .env (δες το .env.example), ή δοκίμασε το `tabula console`.
cli-bad_setting = Μια ρύθμιση είναι λάθος, γι' αυτό το Tabula δεν ξεκίνησε: { $problem }

## commands

commands-game = Άνοιξε, μπες και διαχειρίσου την παρτίδα αυτού του καναλιού
commands-game_new = Άνοιξε νέα παρτίδα σε αυτό το κανάλι
commands-game_join = Μπες στην παρτίδα που περιμένει παίκτες σε αυτό το κανάλι
commands-game_leave = Φύγε από το τραπέζι πριν ξεκινήσει η παρτίδα
commands-game_start = Ξεκίνα την παρτίδα με όσους κάθονται στο τραπέζι
commands-game_status = Δες την κατάσταση της παρτίδας αυτού του καναλιού
commands-game_resign = Παραιτήσου από τη θέση σου (αν οι άλλοι συνεχίσουν, τη θέση παίρνει ένα bot)
commands-game_abandon = Σταμάτησε την παρτίδα αυτού του καναλιού χωρίς αποτέλεσμα
commands-game_list = Δες τα παιχνίδια που μπορείς να παίξεις και τις ανοιχτές παρτίδες σου
commands-play = Κάνε μια κίνηση στην παρτίδα αυτού του καναλιού
commands-hand = Δες το χέρι σου και τις δυνατές κινήσεις σου (τα βλέπεις μόνο εσύ)
commands-param_spots = Δείξε τον κωδικό κάθε θέσης (γωνίες, δρόμοι και εξάγωνα του Κατάν)
commands-board = Δημοσίευσε το τρέχον ταμπλό
commands-log = Δες τις πιο πρόσφατες κινήσεις (τις βλέπεις μόνο εσύ)
commands-rules = Διάβασε τους κανόνες και τις επιλογές ενός παιχνιδιού
commands-param_game = Ποιο παιχνίδι θα παίξετε
commands-param_options = Επιλογές ως λέξεις όνομα:τιμή, π.χ. agora:true
commands-param_bots = Πόσα bot θα πάρουν θέση στο τραπέζι
commands-param_level = Πόσο καλά παίζουν τα bot (προεπιλογή: μέτριο)
commands-param_thread = Παίξτε σε νέο νήμα αυτού του καναλιού (προεπιλογή: ναι, όπου μπορώ να ανοίξω νήματα)
commands-hint = Ζήτα μια κίνηση από το πιο δυνατό bot (μόνο όταν παίζεις χωρίς άλλους ανθρώπους)
commands-param_action = Η κίνησή σου: άρχισε να γράφεις για να δεις τις επιτρεπτές κινήσεις
commands-param_topic = Το κλειδί ενός παιχνιδιού, π.χ. duel
commands-undo = Αναίρεσε την τελευταία σου κίνηση, αν δεν έπαιξε κανείς μετά και δεν αποκάλυψε τίποτα
commands-param_clock = Ο χρόνος κάθε παίκτη για κάθε κίνηση (προεπιλογή: χωρίς ρολόι)
commands-param_timeout = Όταν τελειώσει ο χρόνος: παίζει ένα bot (bot) ή τελειώνει η παρτίδα (end)
commands-game_sub = Δώσε τη θέση σου σε άλλον άνθρωπο (οι συντονιστές: οποιαδήποτε θέση)
commands-param_sub_user = Ο άνθρωπος που παίρνει τη θέση
commands-param_sub_replacing = Ποια θέση (μόνο για συντονιστές· προεπιλογή: η δική σου)
commands-game_kick = Δώσε τη θέση ενός παίκτη σε bot (μόνο για συντονιστές)
commands-param_kick_user = Ο παίκτης του οποίου η θέση περνά σε bot
commands-notify = Πάρε προσωπικό μήνυμα όταν είναι η σειρά σου σε οποιαδήποτε παρτίδα
commands-param_notify = Ενεργοποίηση ή απενεργοποίηση
commands-mygames = Οι παρτίδες σου παντού: ποιος έχει σειρά, εδώ και πόσο, με συνδέσμους

## lists

# the separator between clauses of a list ("Ann builds X; Bob discards")
list-series = {" · "}
# settings (/settings)

settings-language_set = Από τώρα τα δημόσια μηνύματα του Tabula σε αυτόν τον διακομιστή γράφονται σε αυτή τη γλώσσα: { $language }. Οι προσωπικές απαντήσεις ακολουθούν τη γλώσσα Discord του κάθε αναγνώστη.
language-en = English
language-vi = Tiếng Việt
language-el = Ελληνικά
language-ko = 한국어
language-auto = Αυτόματα (η γλώσσα του διακομιστή)
commands-settings = Ρυθμίσεις του Tabula για τον διακομιστή (για συντονιστές)
commands-settings_language = Διάλεξε τη γλώσσα των δημόσιων μηνυμάτων του Tabula σε αυτόν τον διακομιστή
commands-param_language = Μια γλώσσα, ή auto για την προτιμώμενη γλώσσα του διακομιστή

## card (/card)

error-card_no_game = Δεν υπάρχει παρτίδα σε αυτό το κανάλι: όρισε ένα παιχνίδι, για παράδειγμα /card name:… game:duel.
error-no_cards = Το { $game } δεν έχει κάρτες για αναζήτηση.
error-unknown_card = Καμία κάρτα δεν λέγεται `{ $text }`. Κοντινά ονόματα: { $names }.
error-card_ambiguous = Το `{ $text }` ταιριάζει σε περισσότερες κάρτες: { $names }. Διάλεξε μία από τη λίστα.
card-shown =
    {"*"}*{ $name }** · { $kind }
    { $summary }
card-choice = { $name } · { $kind }
commands-card = Δες μια κάρτα: την εικόνα και όλο το κείμενό της (μόνο εσύ τη βλέπεις)
commands-param_card = Το όνομα της κάρτας: άρχισε να γράφεις για να δεις τις κάρτες
commands-param_card_game = Κάρτες άλλου παιχνιδιού (αρχικά: του παιχνιδιού αυτού του καναλιού)
