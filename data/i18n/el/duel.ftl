# 7 Wonders Duel και Agora: ό,τι λέει η μηχανή (bot/engine/duel/speech.py).
# Τα ονόματα καρτών, Θαυμάτων, μαρκών, Γερουσιαστών, διαταγμάτων και συνωμοσιών μένουν αγγλικά,
# από τα δεδομένα του παιχνιδιού· οι όροι όπως στο duel-guide.ftl και στο GLOSSARY.md.

## Λέξεις μέσα σε άλλα μηνύματα

duel-age = Εποχή { $n ->
    [1] I
    [2] II
   *[other] III
}
# Το όνομα του υλικού δεν κλίνεται, γι' αυτό ο αριθμός γράφεται μετά: «πέτρα ×2».
duel-units = { $n ->
    [one] { $kind }
   *[other] { $kind } ×{ $n }
}
duel-name-wood = ξύλο
duel-name-clay = πηλός
duel-name-stone = πέτρα
duel-name-glass = γυαλί
duel-name-papyrus = πάπυρος
duel-name-armillary = κρικωτή σφαίρα
duel-name-inkwell = μελανοδοχείο
duel-name-mortar = γουδί
duel-name-pendulum = εκκρεμές
duel-name-sundial = ηλιακό ρολόι
duel-name-wheel = τροχός
duel-name-scales = ζυγαριά
duel-name-colour_brown = καφέ
duel-name-colour_grey = γκρι
duel-name-colour_blue = μπλε
duel-name-colour_green = πράσινη
duel-name-colour_yellow = κίτρινη
duel-name-colour_red = κόκκινη
duel-name-colour_purple = μωβ

# the Decrees: our own names for them (the tokens print none; the English ones are ours too)
duel-name-coins_on_blue = Μπλε δεκάτη
duel-name-coins_on_green = Πράσινη δεκάτη
duel-name-coins_on_yellow = Κίτρινη δεκάτη
duel-name-coins_on_red = Κόκκινη δεκάτη
duel-name-ignore_symbol_yellow = Κίτρινη απαλλαγή
duel-name-ignore_symbol_red = Κόκκινη απαλλαγή
duel-name-ignore_symbol_green = Πράσινη απαλλαγή
duel-name-wonder_discount = Έκπτωση Θαυμάτων
duel-name-shield = Ασπίδα
duel-name-brown_trade_discount = Φθηνά ακατέργαστα
duel-name-grey_trade_discount = Φθηνά εμπορεύματα
duel-name-senate_plus_two = Σύγκλητος +2
duel-name-discard_plus_two = Ξεσκαρτάρισμα +2
duel-name-coins_on_wonder = Δεκάτη Θαυμάτων
duel-name-opponent_chains = Δανεικές αλυσίδες
duel-name-conspirator_extra_turn = Σειρά Συνωμότη
duel-per-wonder = Θαύμα
duel-per-cards = { $colours } κάρτα

## Κόστη

duel-pay-chain = δωρεάν μέσω αλυσίδας
duel-pay-free = δωρεάν
duel-pay-coins = πληρώνεις { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-pay-buy = αγοράζεις { $what } για { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-pay-buy_count = αγοράζεις { $units ->
    [one] 1 υλικό
   *[other] { $units } υλικά
} για { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-pay-both = { $first } και { $second }

## Αποτελέσματα (ένα μήνυμα ανά είδος)

duel-effect-coins = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-effect-vp = { $n } ΠΝ
duel-effect-shields = { $n ->
    [one] 1 ασπίδα
   *[other] { $n } ασπίδες
}
duel-effect-produce = +{ $what }
duel-effect-produce_one_of = σε κάθε σειρά σου 1 από τα εξής: { $what }
duel-effect-fixed_price = { $what } με { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-effect-science = { $symbol }
duel-effect-coins_per = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} ανά { $what }
duel-effect-guild = { $coins ->
    [0] {""}
    [one] 1 νόμισμα + {""}
   *[other] { $coins } νομίσματα + {""}
}{ $vp } ΠΝ ανά { $what } της πόλης που έχει τα περισσότερα
duel-effect-guild_coins = 1 ΠΝ ανά 3 νομίσματα της πλουσιότερης πόλης
duel-effect-opponent_loses_coins = ο αντίπαλος χάνει { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-effect-destroy = ξεσκαρτάρισε μια { $colour } κάρτα του αντιπάλου
duel-effect-revive = κατασκεύασε δωρεάν μια ξεσκαρταρισμένη κάρτα
duel-effect-library = κράτα 1 από 3 μάρκες του κουτιού
duel-effect-play_again = παίζεις ξανά
duel-effect-discount = { $target ->
    [wonder] τα Θαύματα
   *[other] οι μπλε κάρτες
} κοστίζουν { $n ->
    [one] 1 υλικό
   *[other] { $n } υλικά
} λιγότερο
duel-effect-trade_income = τα νομίσματα εμπορίου του αντιπάλου έρχονται σε σένα
duel-effect-vp_per_token = { $n } ΠΝ ανά μάρκα Προόδου
duel-effect-red_bonus = +{ $n } ασπίδα στις κόκκινες κάρτες
duel-effect-wonders_play_again = τα Θαύματά σου σού δίνουν άλλη μια σειρά
duel-effect-chain_coins = { $n } νομίσματα για κάθε κατασκευή μέσω αλυσίδας
duel-effect-senators_free = οι Γερουσιαστές δεν σου κοστίζουν τίποτα
duel-effect-conspire_keep_both = όταν συνωμοτείς, κρατάς και τις δύο συνωμοσίες
duel-effect-conspire = συνωμότησε: τράβα 2 συνωμοσίες, κράτα 1
duel-effect-politician = ενέργειες Συγκλήτου στο { $section ->
    [left] αριστερό
    [middle] μεσαίο
   *[right] δεξί
} τμήμα
duel-effect-conspirator = τοποθέτησε έναν κύβο ή συνωμότησε
duel-effect-trigger_unprepared_conspiracy = ενεργοποίησε μια απροετοίμαστη συνωμοσία
duel-effect-place_influence_any = τοποθέτησε έναν κύβο σε όποια αίθουσα θέλεις
duel-effect-move_influence = μετακίνησε έναν κύβο σε γειτονική αίθουσα
duel-effect-other = { $kind }

## Γεγονότα

duel-event-draft_pick = { $seat } παίρνει το Θαύμα { $wonder }.
duel-event-draft_offer = Τέσσερα ακόμη Θαύματα: { $wonders }.
duel-event-draft_done = Η επιλογή των Θαυμάτων τελείωσε.
duel-event-age = Αρχίζει η { $age }.
duel-event-age_end = Η { $age } τελείωσε.
duel-event-reveal = Αποκάλυψη: { $cards }.
duel-event-build = { $seat } κατασκευάζει { $card } { $n ->
    [0] δωρεάν
    [one] για 1 νόμισμα
   *[other] για { $n } νομίσματα
}.
duel-event-build_chain = { $seat } κατασκευάζει { $card } δωρεάν μέσω αλυσίδας.
duel-event-build_revive = { $seat } κατασκευάζει { $card } από τις ξεσκαρταρισμένες, δωρεάν.
duel-event-build_fraud = { $seat } κατασκευάζει { $card } από την πιο μακρινή σειρά, δωρεάν.
duel-event-build_treason = { $seat } κατασκευάζει { $card } από το κουτί, δωρεάν.
duel-event-recruit = { $seat } στρατολογεί { $card } { $n ->
    [0] δωρεάν
    [one] για 1 νόμισμα
   *[other] για { $n } νομίσματα
}.
duel-event-discard = { $seat } ξεσκαρτάρει { $card } για { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}.
duel-event-wonder = { $seat } κατασκευάζει το Θαύμα { $wonder } με { $card }{ $n ->
    [0] {""}
    [one] {" "}για 1 νόμισμα
   *[other] {" "}για { $n } νομίσματα
}.
duel-event-wonder_out = Κατασκευάστηκαν επτά Θαύματα: το { $wonder } βγαίνει από το παιχνίδι.
duel-event-coins = { $seat } παίρνει { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}.
duel-event-coins_from = { $seat } παίρνει { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} ({ $source }).
duel-event-coins_decree = { $seat } παίρνει { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} (διάταγμα { $decree }).
duel-event-lose_coins = { $seat } χάνει { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}.
duel-event-economy = { $seat } εισπράττει { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} από το εμπόριο (Economy).
duel-event-pawn = { $seat } μετακινεί το πιόνι Σύγκρουσης { $n ->
    [one] 1 θέση
   *[other] { $n } θέσεις
}.
duel-event-military_token = { $seat } παίρνει έναν στρατιωτικό δείκτη από την πλευρά του παίκτη { $victim }.
duel-event-pair = { $seat } έχει ένα ζευγάρι επιστημονικών συμβόλων: { $symbol }.
duel-event-progress = { $seat } παίρνει τη μάρκα Προόδου { $token }.
duel-event-destroy = { $seat } ξεσκαρτάρει την κάρτα { $card } του παίκτη { $victim }.
duel-event-library = { $seat } τραβά { $n } μάρκες Προόδου από το κουτί.
duel-event-library_draw = Τράβηξες: { $tokens }.
duel-event-play_again = { $seat } παίζει ξανά.
duel-event-starter_self = { $seat } επιλέγει να ξεκινήσει την { $age }.
duel-event-starter_other = { $seat } αφήνει τον παίκτη { $first } να ξεκινήσει την { $age }.
duel-event-supremacy = { $seat } κερδίζει με { $kind ->
    [military] στρατιωτική
    [science] επιστημονική
   *[political] πολιτική
} υπεροχή!
duel-event-shared_supremacy = Και οι δύο παίκτες φτάνουν ταυτόχρονα σε { $kind ->
    [military] στρατιωτική
    [science] επιστημονική
   *[political] πολιτική
} υπεροχή: η νίκη μοιράζεται!
duel-event-game_end = Το παιχνίδι τελειώνει μετά την Εποχή III: { $seat } κερδίζει στους πόντους.
duel-event-game_end_shared = Το παιχνίδι τελειώνει μετά την Εποχή III: η νίκη μοιράζεται.
duel-event-senate_actions = { $seat } έχει { $n ->
    [one] 1 ενέργεια Συγκλήτου
   *[other] { $n } ενέργειες Συγκλήτου
} στο { $section ->
    [left] αριστερό
    [middle] μεσαίο
   *[right] δεξί
} τμήμα.
duel-event-influence_place = { $seat } τοποθετεί έναν κύβο στην αίθουσα { $chamber }.
duel-event-influence_move = { $seat } μετακινεί έναν κύβο από την αίθουσα { $frm } στην αίθουσα { $to }.
duel-event-influence_remove = { $seat } αφαιρεί έναν κύβο του παίκτη { $victim } από την αίθουσα { $chamber }.
duel-event-control = { $seat } παίρνει τον έλεγχο της αίθουσας { $chamber }.
duel-event-control_lost = { $seat } χάνει τον έλεγχο της αίθουσας { $chamber }.
duel-event-decree_reveal = Αποκαλύπτεται το διάταγμα της αίθουσας { $chamber }: { $decree }.
duel-event-decree_move = { $seat } μετακινεί το διάταγμα { $decree } από την αίθουσα { $frm } στην αίθουσα { $to }.
duel-event-decree_move_hidden = { $seat } μετακινεί ένα κλειστό διάταγμα από την αίθουσα { $frm } στην αίθουσα { $to }.
duel-event-senate_stop = { $seat } σταματά τις ενέργειες Συγκλήτου.
duel-event-conspire = { $seat } συνωμοτεί και τραβά { $n ->
    [one] 1 συνωμοσία
   *[other] { $n } συνωμοσίες
}.
duel-event-conspire_draw = Τράβηξες: { $cards }.
duel-event-conspiracy_kept = { $seat } κρατά μια συνωμοσία κλειστή (συνωμοσία { $slot }).
duel-event-conspiracy_kept_secret = Η συνωμοσία σου { $slot } είναι η { $conspiracy }.
duel-event-conspiracy_return = { $seat } βάζει την άλλη συνωμοσία { $where ->
    [top] στην κορυφή
   *[bottom] στον πάτο
} της τράπουλας.
duel-event-conspiracy_prepare = { $seat } προετοιμάζει τη συνωμοσία { $slot } με { $card }.
duel-event-trigger = { $seat } ενεργοποιεί τη συνωμοσία { $conspiracy } (συνωμοσία { $slot }, προετοιμασμένη με { $card }).
duel-event-trigger_unprepared = { $seat } ενεργοποιεί τη συνωμοσία { $conspiracy } (συνωμοσία { $slot }, χωρίς προετοιμασία).
duel-event-curia_skip = { $seat } δεν ενεργοποιεί καμία συνωμοσία με το Curia Julia.
duel-event-extort = { $seat } παίρνει το Θαύμα { $wonder } του παίκτη { $victim }.
duel-event-lock = { $seat } κλειδώνει τη μάρκα Προόδου { $token } { $frm ->
    [board] από το ταμπλό
   *[opponent] από τον αντίπαλο
}.
duel-event-lock_box = { $seat } κλειδώνει μια μάρκα Προόδου από το κουτί, κλειστή.
duel-event-lock_secret = Κλείδωσες τη μάρκα { $token } από το κουτί.
duel-event-treason = { $seat } κοιτάζει τις κάρτες που αφαιρέθηκαν από τις Εποχές.
duel-event-scrap = { $seat } ξεσκαρτάρει { $card } από τη διάταξη.
duel-event-seize = { $seat } παίρνει την κάρτα { $card } του παίκτη { $victim }.
duel-event-coerce = { $seat } παίρνει την κάρτα { $took } του παίκτη { $victim } και δίνει σε αντάλλαγμα την { $gave }.
duel-event-sabotage = { $seat } επιστρέφει στο κουτί το Θαύμα { $wonder } του παίκτη { $victim } (η κάρτα { $card } πάει στις ξεσκαρταρισμένες).
duel-event-other = { $kind }

## Κινήσεις (κουμπιά, μενού, αυτόματη συμπλήρωση)

duel-move-build = Κατασκεύασε { $card }: { $cost }
duel-move-discard = Ξεσκαρτάρισε { $card } για { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-move-wonder = Κατασκεύασε το Θαύμα { $wonder } με { $card }: { $cost }
duel-move-recruit = Στρατολόγησε { $card }: { $cost }
duel-move-prepare = Προετοίμασε τη συνωμοσία { $slot } με { $card } (τελειώνει η σειρά σου)
duel-move-trigger = Ενεργοποίησε { $conspiracy } (συνωμοσία { $slot }, προετοιμασμένη με { $card })
duel-move-pick = Πάρε { $wonder } ({ $effects })
duel-move-progress = Πάρε { $token }: { $effects }
duel-move-destroy = Ξεσκαρτάρισε την κάρτα { $card } του αντιπάλου
duel-move-revive = Κατασκεύασε δωρεάν { $card } από τις ξεσκαρταρισμένες
duel-move-start_me = Ξεκίνα εσύ την { $age }
duel-move-start_opponent = Άφησε τον αντίπαλο να ξεκινήσει την { $age }
duel-move-place = Τοποθέτησε έναν κύβο στην αίθουσα { $chamber }
duel-move-move = Μετακίνησε έναν κύβο από την αίθουσα { $frm } στην αίθουσα { $to }
duel-move-remove = Αφαίρεσε έναν κύβο του αντιπάλου από την αίθουσα { $chamber }
duel-move-stop = Σταμάτα: καμία άλλη ενέργεια Συγκλήτου
duel-move-skip_move = Χωρίς μετακίνηση
duel-move-conspire = Συνωμότησε: τράβα 2 συνωμοσίες, { $both ->
    [yes] κράτα και τις δύο
   *[no] κράτα 1
}
duel-move-keep = Κράτα { $conspiracy }: { $text }
duel-move-deck = Βάλε την άλλη συνωμοσία { $where ->
    [top] στην κορυφή
   *[bottom] στον πάτο
} της τράπουλας
duel-move-curia = Ενεργοποίησε τώρα { $conspiracy } (συνωμοσία { $slot }, απροετοίμαστη)
duel-move-curia_skip = Καμία συνωμοσία
duel-move-extort = Πάρε το Θαύμα { $wonder } του αντιπάλου
duel-move-lock = Κλείδωσε { $token } ({ $where ->
    [board] στο ταμπλό
    [opponent] του αντιπάλου
   *[box] από το κουτί
})
duel-move-fraud = Κατασκεύασε δωρεάν { $card } από την πιο μακρινή σειρά
duel-move-treason = Κατασκεύασε δωρεάν { $card } από το κουτί
duel-move-espionage = Πάρε { $token } από το κουτί
duel-move-scrap = Ξεσκαρτάρισε { $card } από τη διάταξη
duel-move-scrap_done = Καμία δεύτερη κάρτα
duel-move-seize = Πάρε την κάρτα { $card } του αντιπάλου
duel-move-give = Δώσε σε αντάλλαγμα την κάρτα σου { $card }
duel-move-decree = Μετακίνησε το διάταγμα { $decree } της αίθουσας { $chamber }
duel-move-decree_hidden = Μετακίνησε το κλειστό διάταγμα της αίθουσας { $chamber }
duel-move-decree_to = Βάλ' το κάτω από το διάταγμα της αίθουσας { $chamber }
duel-move-sabotage = Επίστρεψε στο κουτί το { $wonder } του αντιπάλου
duel-move-other = { $token }

## Τίτλοι μενού, ανά είδος κίνησης

duel-group-build = Κατασκευή
duel-group-discard = Ξεσκαρτάρισμα
duel-group-wonder = Θαύμα
duel-group-pick = Επιλογή Θαύματος
duel-group-progress = Μάρκα Προόδου
duel-group-destroy = Κάρτα του αντιπάλου
duel-group-revive = Από τις ξεσκαρταρισμένες
duel-group-library = Μάρκα από το κουτί
duel-group-start = Ποιος ξεκινά
duel-group-senate = Σύγκλητος
duel-group-conspire = Συνωμοσία
duel-group-keep = Κράτα μια συνωμοσία
duel-group-deck = Πίσω στην τράπουλα
duel-group-recruit = Στρατολόγηση
duel-group-prepare = Προετοιμασία συνωμοσίας
duel-group-trigger = Ενεργοποίηση συνωμοσίας
duel-group-curia = Curia Julia
duel-group-extort = Extortion
duel-group-lock = Obscurantism
duel-group-fraud = Property Fraud
duel-group-treason = Treason
duel-group-espionage = Espionage
duel-group-scrap = Turn of Events
duel-group-seize = Foreclosure
duel-group-swap = Coercion: παίρνεις
duel-group-give = Coercion: δίνεις
duel-group-decree = Insider Influence
duel-group-decree_to = Insider Influence: προς
duel-group-sabotage = Sabotage

## Τι ζητείται από τον παίκτη

duel-ask-turn = { $agora ->
    [yes] πάρε μια κάρτα: κατασκεύασέ την ή στρατολόγησέ την, ξεσκαρτάρισέ την, κατασκεύασε ένα Θαύμα ή προετοίμασε μια συνωμοσία
   *[no] πάρε μια κάρτα: κατασκεύασέ την, ξεσκαρτάρισέ την ή κατασκεύασε μαζί της ένα Θαύμα
}
duel-ask-draft = διάλεξε ένα Θαύμα
duel-ask-progress = διάλεξε μια μάρκα Προόδου
duel-ask-destroy = διάλεξε μια κάρτα του αντιπάλου για ξεσκαρτάρισμα
duel-ask-revive = διάλεξε μια ξεσκαρταρισμένη κάρτα να κατασκευάσεις δωρεάν
duel-ask-library = κράτα 1 από τις μάρκες Προόδου που τράβηξες από το κουτί
duel-ask-starter = διάλεξε ποιος ξεκινά την επόμενη Εποχή
duel-ask-politician = χρησιμοποίησε { $n ->
    [one] 1 ενέργεια Συγκλήτου
   *[other] { $n } ενέργειες Συγκλήτου
}: τοποθέτησε έναν κύβο στο { $section ->
    [left] αριστερό
    [middle] μεσαίο
   *[right] δεξί
} τμήμα ή μετακίνησε έναν, ή σταμάτα
duel-ask-conspirator = τοποθέτησε έναν κύβο σε όποια αίθουσα θέλεις ή συνωμότησε
duel-ask-place = τοποθέτησε έναν κύβο σε μια αίθουσα
duel-ask-remove = αφαίρεσε έναν κύβο του αντιπάλου σου
duel-ask-move = μετακίνησε έναν κύβο σε γειτονική αίθουσα ή προσπέρασε
duel-ask-keep = κράτα μία από τις δύο συνωμοσίες που τράβηξες
duel-ask-return = βάλε την άλλη συνωμοσία στην κορυφή ή στον πάτο της τράπουλας
duel-ask-curia = ενεργοποίησε μια απροετοίμαστη συνωμοσία (Curia Julia) ή όχι
duel-ask-extort = πάρε ένα ακατασκεύαστο Θαύμα του αντιπάλου σου
duel-ask-lock = κλείδωσε μια μάρκα Προόδου (Obscurantism)
duel-ask-fraud = κατασκεύασε δωρεάν μια κάρτα της πιο μακρινής σειράς
duel-ask-treason = κατασκεύασε δωρεάν μια αφαιρεμένη κάρτα Εποχής (Treason)
duel-ask-espionage = πάρε μια μάρκα Προόδου από το κουτί (Espionage)
duel-ask-scrap = ξεσκαρτάρισε μια διαθέσιμη κάρτα (Turn of Events)
duel-ask-seize = πάρε μια καφέ ή γκρι κάρτα του αντιπάλου σου
duel-ask-swap = διάλεξε ποια μπλε ή πράσινη κάρτα του αντιπάλου θα πάρεις
duel-ask-give = διάλεξε ποια δική σου κάρτα θα δώσεις σε αντάλλαγμα
duel-ask-decree = διάλεξε το διάταγμα που θα μετακινήσεις (Insider Influence)
duel-ask-decree_to = διάλεξε την αίθουσα όπου πηγαίνει το διάταγμα
duel-ask-sabotage = επίστρεψε στο κουτί ένα κατασκευασμένο Θαύμα του αντιπάλου σου

## Αρνήσεις

duel-why-first = Πρώτα, { $ask }.
duel-why-turn = Πάρε μια διαθέσιμη κάρτα και κατασκεύασέ την, ξεσκαρτάρισέ την ή χρησιμοποίησέ την για ένα Θαύμα.
duel-why-name_card = Ανέφερε μια κάρτα της διάταξης, π.χ. `build:lumber_yard`.
duel-why-name_structure_card = Ανέφερε μια κάρτα της διάταξης.
duel-why-not_face_up = Η κάρτα { $card } δεν είναι ανοιχτή κάρτα της διάταξης· πάρε μια διαθέσιμη κάρτα.
duel-why-covered = Την κάρτα { $card } την καλύπτουν άλλες κάρτες· πάρε μια διαθέσιμη κάρτα.
duel-why-afford = Δεν σου φτάνουν τα χρήματα για { $what }: χρειάζεσαι { $n ->
    [one] 1 νόμισμα ακόμη
   *[other] { $n } νομίσματα ακόμη
}.
duel-why-senator_recruited = Ένας Γερουσιαστής στρατολογείται, δεν κατασκευάζεται: `{ $token }`.
duel-why-name_wonder = Ανέφερε ένα από τα Θαύματά σου, π.χ. `wonder:the_pyramids:lumber_yard`.
duel-why-wonder_out = Το { $wonder } βγήκε από το παιχνίδι: κατασκευάστηκαν επτά Θαύματα.
duel-why-not_your_wonder = Το { $wonder } δεν είναι δικό σου Θαύμα.
duel-why-wonder_built = Έχεις ήδη κατασκευάσει το { $wonder }.
duel-why-seven_built = Κατασκευάστηκαν επτά Θαύματα: δεν χτίζονται άλλα.
duel-why-senators_agora = Οι Γερουσιαστές υπάρχουν μόνο με την επέκταση Agora.
duel-why-name_senator = Ανέφερε έναν Γερουσιαστή, π.χ. `recruit:conspirator_1`.
duel-why-is_building = Η κάρτα { $card } είναι κτίριο: `{ $token }`.
duel-why-conspiracies_agora = Οι συνωμοσίες υπάρχουν μόνο με την επέκταση Agora.
duel-why-name_conspiracy_card = Ανέφερε μία από τις συνωμοσίες σου και μια κάρτα, π.χ. `prepare:1:altar`.
duel-why-no_unprepared = Δεν έχεις απροετοίμαστη συνωμοσία { $slot }.
duel-why-name_prepared = Ανέφερε μία από τις προετοιμασμένες συνωμοσίες σου, π.χ. `trigger:1`.
duel-why-triggered_this_turn = Έχεις ήδη ενεργοποιήσει μια συνωμοσία σε αυτή τη σειρά.
duel-why-not_prepared = Η συνωμοσία σου { $slot } δεν είναι προετοιμασμένη (ή έχει ήδη ενεργοποιηθεί).
duel-why-no_effect = Αυτή η συνωμοσία δεν θα είχε κανένα αποτέλεσμα τώρα.
duel-why-choose = Διάλεξε { $what }: { $options }.
duel-why-nothing_to_choose = Δεν υπάρχει τίποτα να διαλέξεις ({ $what }).
duel-what-draft = ένα από τα Θαύματα που προσφέρονται
duel-what-progress = μια μάρκα Προόδου του ταμπλό
duel-what-destroy = μια κάρτα του αντιπάλου για ξεσκαρτάρισμα
duel-what-revive = μια κάρτα από τις ξεσκαρταρισμένες
duel-what-library = μία από τις 3 μάρκες που τράβηξες
duel-what-starter = ποιος ξεκινά την επόμενη Εποχή
duel-what-politician = μια ενέργεια Συγκλήτου
duel-what-conspirator = μια ενέργεια Συνωμότη
duel-what-place = μια αίθουσα
duel-what-remove = έναν κύβο του αντιπάλου
duel-what-move = μια μετακίνηση
duel-what-keep = μια συνωμοσία να κρατήσεις
duel-what-return = μια θέση στην τράπουλα
duel-what-curia = μια συνωμοσία
duel-what-extort = ένα Θαύμα
duel-what-lock = μια μάρκα Προόδου
duel-what-fraud = μια κάρτα της πιο μακρινής σειράς
duel-what-treason = μια αφαιρεμένη κάρτα
duel-what-espionage = μια μάρκα
duel-what-scrap = μια διαθέσιμη κάρτα
duel-what-seize = μια κάρτα
duel-what-swap = μια κάρτα
duel-what-give = μια κάρτα
duel-what-decree = μια αίθουσα
duel-what-decree_to = μια αίθουσα
duel-what-sabotage = ένα Θαύμα

## Οι κανόνες των διαταγμάτων και των συνωμοσιών (data/duel/agora.json)

duel-text-coins_on_blue = Κάθε φορά που ένας από τους δύο παίκτες κατασκευάζει μπλε κάρτα, παίρνεις τόσα νομίσματα όσο ο αριθμός της τρέχουσας Εποχής.
duel-text-coins_on_green = Κάθε φορά που ένας από τους δύο παίκτες κατασκευάζει πράσινη κάρτα, παίρνεις τόσα νομίσματα όσο ο αριθμός της τρέχουσας Εποχής.
duel-text-coins_on_yellow = Κάθε φορά που ένας από τους δύο παίκτες κατασκευάζει κίτρινη κάρτα, παίρνεις τόσα νομίσματα όσο ο αριθμός της τρέχουσας Εποχής.
duel-text-coins_on_red = Κάθε φορά που ένας από τους δύο παίκτες κατασκευάζει κόκκινη κάρτα, παίρνεις τόσα νομίσματα όσο ο αριθμός της τρέχουσας Εποχής.
duel-text-ignore_symbol_yellow = Όταν κατασκευάζεις κίτρινη κάρτα, αγνοείς 1 σύμβολο του κόστους: 1 μονάδα υλικού ή όλο το ποσό σε νομίσματα.
duel-text-ignore_symbol_red = Όταν κατασκευάζεις κόκκινη κάρτα, αγνοείς 1 σύμβολο του κόστους: 1 μονάδα υλικού ή όλο το ποσό σε νομίσματα.
duel-text-ignore_symbol_green = Όταν κατασκευάζεις πράσινη κάρτα, αγνοείς 1 σύμβολο του κόστους: 1 μονάδα υλικού ή όλο το ποσό σε νομίσματα.
duel-text-wonder_discount = Τα Θαύματά σου κοστίζουν 1 μονάδα υλικού λιγότερο (της επιλογής σου).
duel-text-shield = 1 ασπίδα: το πιόνι προχωρά 1 θέση προς τον αντίπαλο όταν παίρνεις τον έλεγχο και γυρίζει 1 πίσω όταν τον χάνεις.
duel-text-brown_trade_discount = Το ξύλο, ο πηλός και η πέτρα που αγοράζεις από την τράπεζα σού κοστίζουν 1 νόμισμα λιγότερο το καθένα (ποτέ κάτω από 1).
duel-text-grey_trade_discount = Το γυαλί και ο πάπυρος που αγοράζεις από την τράπεζα σού κοστίζουν 1 νόμισμα λιγότερο το καθένα (ποτέ κάτω από 1).
duel-text-senate_plus_two = Πρόσθεσε 2 στις μπλε κάρτες σου όταν μετράς τις ενέργειες Συγκλήτου ενός Πολιτικού.
duel-text-discard_plus_two = +2 νομίσματα κάθε φορά που ξεσκαρτάρεις μια κάρτα για νομίσματα.
duel-text-coins_on_wonder = Κάθε φορά που ένας από τους δύο παίκτες κατασκευάζει Θαύμα, παίρνεις τόσα νομίσματα όσο ο αριθμός της τρέχουσας Εποχής.
duel-text-opponent_chains = Όταν κατασκευάζεις ένα κτίριο, τα σύμβολα αλυσίδας της πόλης του αντιπάλου σου μετράνε σαν δικά σου.
duel-text-conspirator_extra_turn = Όταν στρατολογείς έναν Συνωμότη, παίζεις αμέσως άλλη μια σειρά.
duel-text-extortion = Πάρε 1 ακατασκεύαστο Θαύμα του αντιπάλου σου· μπορείς να το κατασκευάσεις αργότερα.
duel-text-blackmail = Πάρε τα μισά νομίσματα του αντιπάλου σου, στρογγυλεμένα προς τα πάνω.
duel-text-expropriation = Βάλε 1 μπλε κάρτα της πόλης του αντιπάλου σου στις ξεσκαρταρισμένες.
duel-text-swindle = Βάλε 1 κίτρινη κάρτα της πόλης του αντιπάλου σου στις ξεσκαρταρισμένες.
duel-text-obscurantism = Κλείδωσε 1 μάρκα Προόδου (του ταμπλό, του αντιπάλου σου ή του κουτιού): κανείς δεν μπορεί να τη χρησιμοποιήσει.
duel-text-coup = 2 ασπίδες.
duel-text-property_fraud = Κατασκεύασε δωρεάν 1 κάρτα της πιο μακρινής σειράς της διάταξης, ακόμη κι αν καλύπτεται· όχι Γερουσιαστή.
duel-text-treason = Κοίτα τις κάρτες Εποχής που αφαιρέθηκαν ως τώρα στην προετοιμασία και κατασκεύασε δωρεάν 1 από αυτές.
duel-text-political_maneuver = Τοποθέτησε 1 κύβο σε όποια αίθουσα θέλεις, αφαίρεσε 1 κύβο του αντιπάλου και μετά μπορείς να μετακινήσεις 1 δικό σου κύβο.
duel-text-espionage = Κοίτα τις μάρκες Προόδου του κουτιού και πάρε 1.
duel-text-turn_of_events = Ξεσκαρτάρισε 1 διαθέσιμη κάρτα της διάταξης (χωρίς νομίσματα)· μπορείς να το κάνεις και δεύτερη φορά.
duel-text-embezzlement = Πάρε 1 νόμισμα για κάθε κύβο σου στη Σύγκλητο· ο αντίπαλός σου χάνει 1 νόμισμα για κάθε δικό του κύβο εκεί.
duel-text-foreclosure = Πάρε 1 καφέ ή γκρι κάρτα από την πόλη του αντιπάλου σου στη δική σου.
duel-text-coercion = Πάρε 1 μπλε ή πράσινη κάρτα του αντιπάλου σου και δώσε του 1 δική σου του ίδιου χρώματος.
duel-text-insider_influence = Μετακίνησε 1 διάταγμα σε άλλη αίθουσα, κάτω από το διάταγμα που είναι ήδη εκεί.
duel-text-sabotage = Επίστρεψε στο κουτί 1 κατασκευασμένο Θαύμα του αντιπάλου σου (η κάρτα του πάει στις ξεσκαρταρισμένες).

## Ο κατάλογος καρτών (/card, και η σύνοψη μιας γραμμής στα μενού που παίζουν κάρτα)

duel-book-cost = Κόστος { $what }
duel-book-free = Δωρεάν
duel-book-chain_from = Αλυσίδα: δωρεάν αν έχεις { $card }
duel-book-chain_to = Αλυσίδα: μετά, { $card } δωρεάν
duel-book-kind-age1 = κάρτα Εποχής I
duel-book-kind-age2 = κάρτα Εποχής II
duel-book-kind-age3 = κάρτα Εποχής III
duel-book-kind-guild = συντεχνία
duel-book-kind-senator = Γερουσιαστής
duel-book-kind-wonder = Θαύμα
duel-book-kind-token = μάρκα προόδου
duel-book-kind-decree = διάταγμα
duel-book-kind-conspiracy = συνωμοσία
