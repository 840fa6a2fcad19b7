# 7 Wonders Duel και Agora: οι λέξεις της εικόνας του ταμπλό (renderers/duel.py, duel_parts.py,
# duel_agora.py) και των εικόνων του /card (renderers/duel_cards.py). Οι όροι όπως στο duel.ftl
# και στο GLOSSARY.md. Τα κουτιά του ταμπλό είναι μικρά: στις κάρτες της διάταξης, λίγες λέξεις.
# Τα ονόματα των παικτών και των καρτών μπαίνουν χωρίς άρθρο (δεν ξέρουμε το γένος τους).

## Η επικεφαλίδα

duel-board-game = 7 Wonders Duel
duel-board-draft = Επιλογή Θαυμάτων
duel-board-turn = { $who }: παίρνει μια κάρτα
duel-board-asked = { $who }: { $ask }
duel-board-shared = Τέλος παιχνιδιού: η νίκη μοιράζεται
duel-board-won = Τέλος παιχνιδιού: { $who } { $how ->
    [military] κερδίζει με στρατιωτική υπεροχή
    [science] κερδίζει με επιστημονική υπεροχή
    [political] κερδίζει με πολιτική υπεροχή
   *[points] κερδίζει στους πόντους
}
duel-board-last = Τελευταία κίνηση: { $what }
duel-board-seat = { $who } { $vp } ΠΝ, { $coins ->
    [one] 1 νόμισμα
   *[other] { $coins } νομίσματα
}
duel-board-level = Στρατιωτικά: ισοπαλία
duel-board-ahead = Στρατιωτικά: { $who } +{ $n }

## Η στρατιωτική διαδρομή, οι μάρκες Προόδου, οι ξεσκαρταρισμένες

duel-board-capital = Πρωτεύουσα: { $who }
duel-board-track = Στρατιωτική διαδρομή
duel-board-zone = { $n } ΠΝ
# «ν» για τα νομίσματα, όπως στο ταμπλό του 7 Wonders (wonders-board-entry)
duel-board-token_loss = -{ $n }ν
duel-board-track_legend = Ένας στρατιωτικός δείκτης φεύγει όταν το πιόνι μπει στη ζώνη του: ο παίκτης εκείνης της πλευράς χάνει τα νομίσματα.
duel-board-tokens = Μάρκες Προόδου στο ταμπλό
duel-board-box = Στο κουτί: { $n } ακόμη, κλειστές ({ $library }: τραβά 3)
duel-board-library = Τράβηξες με { $library } (κράτα μία):
duel-board-token_science = ένα επιστημονικό σύμβολο ({ $symbol })
duel-board-token_coins = πάρε τώρα { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-board-discard = Ξεσκαρταρισμένες ({ $n })
duel-board-empty = καμία
duel-board-out = Εκτός παιχνιδιού: { $what }

## Η διάταξη, η επιλογή Θαυμάτων, το τελικό σκορ

duel-board-structure = { $age }: νομίσματα πάνω σε κάρτα = όσα πληρώνει { $who } για να την κατασκευάσει (κόκκινο: δεν φτάνουν· αλυσίδα: δωρεάν)
duel-board-laid_out = Διάταξη ({ $age }), στημένη πριν από την επιλογή Θαυμάτων
duel-board-pick = Επιλογή Θαυμάτων: { $who } διαλέγει ένα
duel-board-chain = αλυσίδα
# το γράμμα στην πλάτη: Συντεχνία, Γερουσιαστής
duel-board-back-guild = Σ
duel-board-back-senator = Γ
duel-board-final = Τελικό σκορ
duel-board-total = Σύνολο
duel-board-score-blue = Πολιτικά (μπλε)
duel-board-score-green = Επιστημονικά (πράσινα)
duel-board-score-yellow = Εμπορικά (κίτρινα)
duel-board-score-guilds = Συντεχνίες
duel-board-score-wonders = Θαύματα
duel-board-score-progress = Μάρκες Προόδου
duel-board-score-coins = Θησαυροφυλάκιο
duel-board-score-military = Στρατιωτικά
duel-board-score-senate = Σύγκλητος

## Μια πόλη

duel-board-you = { $who } (εσύ)
duel-board-to_move = παίζει
duel-board-vp = ΠΝ
duel-board-coins = νομίσματα
duel-board-makes = Παράγει
duel-board-nothing = τίποτα
duel-board-one_of = +1 από
duel-board-buys = Αγοράζει με
duel-board-discard_for = Ξεσκαρτάρισμα για
duel-board-discard_value = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-board-science = Επιστήμη
duel-board-none = κανένα
duel-board-chains = Αλυσίδες
duel-board-tokens_own = Μάρκες
duel-board-built = κατασκευασμένο
duel-board-built_with = με { $card }

## Τα σύμβολα αλυσίδας τυπωμένα στις κάρτες

duel-board-symbol-amphora = αμφορέας
duel-board-symbol-barrel = βαρέλι
duel-board-symbol-book = βιβλίο
duel-board-symbol-drop = σταγόνα
duel-board-symbol-gear = γρανάζι
duel-board-symbol-greek_building = ελληνικό κτίριο
duel-board-symbol-helmet = κράνος
duel-board-symbol-horseshoe = πέταλο
duel-board-symbol-lamp = λυχνάρι
duel-board-symbol-lyre = λύρα
duel-board-symbol-mask = μάσκα
duel-board-symbol-moon = φεγγάρι
duel-board-symbol-pillar = κολόνα
duel-board-symbol-sun = ήλιος
duel-board-symbol-sword = σπαθί
duel-board-symbol-target = στόχος
duel-board-symbol-tower = πύργος

## Μια κάρτα της διάταξης: λίγες λέξεις ανά αποτέλεσμα

duel-board-face-coins = +{ $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
duel-board-face-one_of = +1: { $what }
duel-board-face-fixed_price = { $what } με 1
duel-board-face-coins_per = { $n }ν/{ $what }
duel-board-face-per_wonder = Θαύμα
duel-board-face-per_cards = { $colours } κάρτα
duel-board-face-guild = { $coins ->
    [0] {""}
   *[other] { $coins }ν+
}{ $vp } ΠΝ/{ $what }
duel-board-face-guild_coins = 1 ΠΝ/3 νομίσματα
duel-board-face-opponent_loses_coins = αντίπαλος -{ $n } νομίσματα
duel-board-face-destroy = ξεσκαρτάρισε { $colour } κάρτα του αντιπάλου
duel-board-face-revive = κατασκευή από τις ξεσκαρταρισμένες
duel-board-face-library = μάρκα από το κουτί
duel-board-face-politician = Κύβος { $section ->
    [left] αριστερά
    [middle] στη μέση
   *[right] δεξιά
} ή μετακίνηση
duel-board-face-conspirator = τοποθέτησε κύβο ή συνωμότησε
duel-board-face-place_influence_any = τοποθέτησε 1 κύβο
duel-board-face-move_influence = μετακίνηση 1 κύβου (αν θέλεις)
duel-board-face-trigger_unprepared_conspiracy = ενεργοποίησε απροετοίμαστη συνωμοσία
duel-board-face-chain_from = δωρεάν: { $symbol }
duel-board-face-chain_to = δίνει: { $symbol }

## Agora: η Σύγκλητος

duel-board-senate = Σύγκλητος
duel-board-senate_info = Αίθουσες ανά τμήμα: οι Πολιτικοί τοποθετούν στο δικό τους. Κύβοι στο απόθεμα: { $first } { $a }, { $second } { $b } · Τράπουλα συνωμοσιών: { $deck } κάρτες · Έλεγξε και τις 6 αίθουσες για να κερδίσεις
duel-board-section = { $section ->
    [left] Αριστερό τμήμα: αίθουσες 1-2
    [middle] Μεσαίο τμήμα: αίθουσες 3-4
   *[right] Δεξί τμήμα: αίθουσες 5-6
}
duel-board-chamber = Αίθουσα { $n } · { $vp } ΠΝ
duel-board-chamber_short = { $n } · { $vp } ΠΝ
duel-board-decree_hidden = Διάταγμα (κλειστό)
duel-board-decree_hidden_short = Κλειστό
duel-board-no_decree = χωρίς διάταγμα
duel-board-cube_gain = +1 κύβος
duel-board-cube_loss = -1 κύβος
duel-board-agora_legend = Στρατιωτικοί δείκτες: +1 κύβος: βάλε έναν κύβο σε όποια αίθουσα θέλεις· -1 κύβος: αφαίρεσε έναν κύβο του αντιπάλου, μετά μετακίνησε έναν αν θέλεις.
duel-board-decree = { $name }: { $what }
duel-board-decree-coins_on_construct = +νομίσματα όσα η Εποχή όταν χτίζεται { $target ->
    [wonder] Θαύμα
   *[other] { $colour } κάρτα
}
duel-board-decree-ignore_symbol = { $colour } κάρτα: αγνόησε 1 σύμβολο κόστους
duel-board-decree-discount = Θαύματα: 1 υλικό λιγότερο
duel-board-decree-control_shield = 1 ασπίδα όσο την ελέγχεις
duel-board-decree-trade_discount = { $what }: 1 νόμισμα φθηνότερα
duel-board-decree-senate_bonus = +2 μπλε κάρτες στις ενέργειες Συγκλήτου
duel-board-decree-discard_bonus = +2 νομίσματα σε κάθε ξεσκαρτάρισμα
duel-board-decree-opponent_chains = και οι αλυσίδες του αντιπάλου
duel-board-decree-conspirator_play_again = παίζεις ξανά μετά από Συνωμότη

## Agora: οι Γερουσιαστές και οι συνωμοσίες ενός παίκτη

duel-board-senators = Γερουσιαστές { $senators } · ο επόμενος κοστίζει { $cost ->
    [one] 1 νόμισμα
   *[other] { $cost } νομίσματα
} · ένας Πολιτικός δίνει { $actions ->
    [one] 1 ενέργεια
   *[other] { $actions } ενέργειες
} · Συνωμοσίες { $plots } ({ $ready } έτοιμες)
duel-board-plot_hidden = Συνωμοσία { $slot }
duel-board-plot_title = { $slot }. { $name }
duel-board-plot-down_prepared = κλειστή· προετοιμασμένη με { $card }
duel-board-plot-down = κλειστή, απροετοίμαστη
duel-board-plot-triggered = ενεργοποιημένη
duel-board-plot-prepared = προετοιμασμένη, κλειστή
duel-board-plot-with = { $state } ({ $card })
duel-board-plot-locks = { $state }· κλειδώνει { $token }
duel-board-plot-locks_secret = { $state }· κλειδώνει μια μάρκα
duel-board-private-keep = Οι συνωμοσίες που τράβηξες (κράτα μία):
duel-board-private-treason = Οι κάρτες που αφαιρέθηκαν ως τώρα:
duel-board-private-espionage = Μάρκες Προόδου στο κουτί:
duel-board-private-lock = Μάρκες που μπορείς να κλειδώσεις:
duel-board-private-curia = Συνωμοσίες που μπορείς να ενεργοποιήσεις:
duel-board-option = { $slot }. { $name }

## Η εικόνα του /card (renderers/duel_cards.py)

duel-board-card-chain_from = Αλυσίδα: δωρεάν αν έχεις το σύμβολο «{ $symbol }» (από { $card })
duel-board-card-chain_to = Δίνει το σύμβολο αλυσίδας «{ $symbol }»: μετά, { $card } δωρεάν
duel-board-card-drafted = Όταν το επιλέγεις: { $what }
duel-board-card-decree_lasts = Ισχύει όσο ελέγχεις την αίθουσά του.

## Το κείμενο των μαρκών Προόδου (τα αγγλικά από το data/duel/progress_tokens.json)

duel-text-architecture = Τα επόμενα Θαύματά σου κοστίζουν 2 υλικά λιγότερο (διαλέγεις ποια).
duel-text-economy = Τα νομίσματα που πληρώνει ο αντίπαλός σου στην τράπεζα για να αγοράσει υλικά έρχονται σε σένα (όχι τα κόστη σε νομίσματα που είναι τυπωμένα στις κάρτες).
duel-text-masonry = Οι επόμενες μπλε κάρτες σου κοστίζουν 2 υλικά λιγότερο (διαλέγεις ποια).
duel-text-mathematics = Στο τέλος του παιχνιδιού, 3 ΠΝ για κάθε μάρκα Προόδου που έχεις, μαζί και αυτή.
duel-text-strategy = Στο εξής κάθε κόκκινη κάρτα σου δίνει +1 ασπίδα.
duel-text-theology = Με όλα τα επόμενα Θαύματά σου παίζεις ξανά (όσα το δίνουν ήδη δεν δίνουν δεύτερη επιπλέον σειρά).
duel-text-urbanism = Πάρε τώρα 6 νομίσματα· πάρε 4 νομίσματα κάθε φορά που κατασκευάζεις ένα κτίριο δωρεάν μέσω αλυσίδας.
duel-text-corruption = Στο εξής στρατολογείς Γερουσιαστές (και των δύο ειδών) για 0 νομίσματα.
duel-text-organized_crime = Όταν συνωμοτείς, κρατάς και τις δύο συνωμοσίες που τράβηξες.

# το σημάδι κάθε πόρου στο χρωματιστό τετράγωνο (όπως στο 7 Wonders: ξύλο, πηλός, πέτρα, γυαλί, πάπυρος)
duel-board-resource_short-wood = Ξ
duel-board-resource_short-clay = Πη
duel-board-resource_short-stone = Πε
duel-board-resource_short-glass = Γ
duel-board-resource_short-papyrus = Πα
