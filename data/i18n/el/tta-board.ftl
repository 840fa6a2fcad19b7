# Το ταμπλό του Through the Ages (renderers/tta.py) και η γραμμή είδους κάθε κάρτας
# (renderers/tta_cards.py). Τα ονόματα των καρτών μένουν αγγλικά· οι Εποχές όπως τυπώνονται.

## the headline band

tta-board-game = Through the Ages
tta-board-age = Εποχή { $age }
tta-board-round = Γύρος { $n }
tta-board-last_round = τελευταίος γύρος
tta-board-over = Τέλος παρτίδας: { $verdict }
tta-board-win = ΝΙΚΗ
tta-board-no_win = ΧΩΡΙΣ ΝΙΚΗ
tta-board-player = Παίκτης
tta-board-dummy = Εικονικός παίκτης
tta-board-culture = { $who }: κουλτούρα { $n } (+{ $rate })
tta-board-your_strength = { $who }: δύναμη { $n }
tta-board-barbs_strength = Δύναμη βαρβάρων { $s }
tta-board-to_act = Παίζει { $who }: { $what }
tta-board-last = Τελευταία κίνηση: { $what }
tta-board-last_dummy = έπαιξε ο εικονικός παίκτης
tta-board-last_barb = βάρβαρος { $n }
tta-board-last_barbs = βάρβαροι { $n }
tta-board-more = ακόμα { $n }
tta-board-cards = { $n ->
        [one] 1 κάρτα
       *[other] { $n } κάρτες
    }

## what the player owes now (the headline's "to act")

tta-board-phase-actions = φάση ενεργειών
tta-board-phase-politics = πολιτική φάση
tta-board-phase-first = πρώτος γύρος
tta-board-phase-defend = άμυνα
tta-board-phase-bid = προσφορά αποικισμού
tta-board-phase-colonize = αποικισμός
tta-board-phase-colonize_offer = αποικισμός;
tta-board-phase-discard_excess = ξεσκαρτάρισμα
tta-board-phase-discard_pick = ξεσκαρτάρισμα
tta-board-phase-last_production = τελευταία παραγωγή
tta-board-phase-swap47 = ανταλλαγή (κανόνας 47)
tta-board-phase-dev_civ = Development of Civilization
tta-board-phase-agreement = International Agreement
tta-board-phase-card_build = επιλογή χτισίματος
tta-board-phase-breakthrough = επιλογή τεχνολογίας
tta-board-phase-food_or_res = τροφή ή πόροι
tta-board-phase-mix = τροφή και πόροι
tta-board-phase-free_build = δωρεάν χτίσιμο
tta-board-phase-lose_worker = απώλεια εργάτη
tta-board-phase-lose_colony = απώλεια αποικίας
tta-board-phase-destroy = απώλεια κτιρίου
tta-board-phase-ravage = Ravages of Time
tta-board-phase-infiltrated = Διείσδυση
tta-board-phase-homer = Όμηρος
tta-board-phase-reserves = Reserves
tta-board-phase-annex = Προσάρτηση

## the card row

tta-board-row = Γραμμή καρτών (κόστος σε ΕΔ)  ·  στοίβα διοίκησης { $civil } (Εποχή { $age })  ·  στρατιωτική στοίβα { $mil } (Εποχή { $mage })
tta-board-dice = τελευταία ζάρια { $dice }
tta-board-slot = θέση { $n }
tta-board-ca = { $n } ΕΔ

## tracks and banks

tta-board-tracks = Δείκτες και τράπεζες
tta-board-track-culture = Κουλτούρα
tta-board-track-science = Επιστήμη
tta-board-track-strength = Δύναμη
tta-board-track-happy = Χαμόγελα
tta-board-track-ca = Ενέργειες (ΕΔ)
tta-board-track-ma = Ενέργειες (ΣΕ)
tta-board-track-food = Τροφή (κατάν.)
tta-board-track-res = Πόροι (διαφθ.)
tta-board-track-yellow = Κίτρινη τράπεζα
tta-board-track-blue = Μπλε τράπεζα
tta-board-track-limit = Όριο αστικών
tta-board-track-colon = Αποικισμός
tta-board-happy_value = { $happy }, δυσαρ. { $discontent }
tta-board-left_of = { $left } από { $total }
tta-board-yellow_value = { $bank }, ελεύθ. { $unused }
tta-board-limit_value = { $n } ανά είδος
tta-board-pool = ταμείο { $n }

## the civilization

tta-board-civ = Ο πολιτισμός σου
tta-board-war = Κήρυξη πολέμου: { $card } με στόχο { $target }
tta-board-target_dummy = τον εικονικό παίκτη
tta-board-target_barb = τον βάρβαρο { $n }
tta-board-no_leader = χωρίς ηγέτη
tta-board-group-farms = Φάρμες και ορυχεία
tta-board-group-urban = Αστικά κτίρια
tta-board-group-units = Στρατιωτικές μονάδες
tta-board-tech = { $name } (Εποχή { $age }: { $out }): { $workers }
tta-board-amount = { $what } { $n }
tta-board-out-food = τροφή
tta-board-out-resources = πόροι
tta-board-out-science = επιστήμη
tta-board-out-culture = κουλτούρα
tta-board-out-happy = χαμόγελα
tta-board-out-strength = δύναμη
tta-board-workers = { $n ->
        [0] κανένας εργάτης
        [one] 1 εργάτης
       *[other] { $n } εργάτες
    }
tta-board-blue = μπλε δείκτες { $n }
tta-board-building = χτίζεται: τμήμα { $done }/{ $all }
tta-board-ravaged = ανάποδα: κουλτούρα 2
tta-board-homer = {" "}(+1 χαμόγελο: Όμηρος)
tta-board-armies = στρατοί { $n }
tta-board-outdated = , παρωχημένοι { $n }
tta-board-doubled = , διπλοί { $n }

## the hand

tta-board-hand = Χέρι: κάρτες διοίκησης { $civil }, στρατιωτικές { $mil }
tta-board-hand_hidden = {" "}(οι στρατιωτικές κλειστές)
tta-board-no_civil = καμία κάρτα διοίκησης
tta-board-no_mil = καμία στρατιωτική κάρτα
tta-board-no_cards = καμία κάρτα
tta-board-backs = κλειστές στρατιωτικές κάρτες: { $n } (Εποχή { $ages })

## events and tactics

tta-board-events = Γεγονότα και τακτικές
tta-board-current = Τρέχοντα γεγονότα: { $n } (πάνω: Εποχή { $top })
tta-board-future = Μελλοντικά γεγονότα: { $n }
tta-board-tactics = Κοινές τακτικές: { $names }
tta-board-none = κανένα
tta-board-peek = Ιωάννα της Λωρραίνης: το επόμενο τρέχον γεγονός είναι { $name }
tta-board-prepared = Τα γεγονότα που προετοίμασες: { $names }
tta-board-past = Περασμένα γεγονότα (πρώτα το πιο πρόσφατο): { $names }
tta-board-possible = Πιθανά γεγονότα των βαρβάρων: { $n }
tta-board-banned = Κανόνας 43: οι ηγέτες της Εποχής { $age } αποκλείονται από τη γραμμή καρτών

## the dummy player and the barbarians

tta-board-dummy_title = Ο εικονικός παίκτης
tta-board-dummy_tactic = Τακτική: { $tactic }
tta-board-dummy_happy = χαμόγελα 4 (σταθερά)
tta-board-cubes = Σειρά κύβων (πρώτος ο επόμενος):
tta-board-dummy_decks = Στοίβες: { $decks }
tta-board-deck = { $kind } { $n }
tta-board-deck-tactics = τακτικές
tta-board-deck-events = γεγονότα
tta-board-deck-attacks = επιθέσεις
tta-board-war_on_you = Πόλεμος εναντίον σου: { $name }
tta-board-barb_title = Οι βάρβαροι
tta-board-barb = Βάρβαρος { $n }: δύναμη { $s }
tta-board-stored = Αποθηκευμένες επιθέσεις: { $names }
tta-board-bonus = Κάρτες μπόνους: { $names }
tta-board-colonies = Αποικίες: { $n }

## the final score

tta-board-final = Τελικό σκορ
tta-board-total = Σύνολο
tta-board-result-during_play = Κουλτούρα στη διάρκεια της παρτίδας
tta-board-result-age3_events = Γεγονότα Εποχής III στις στοίβες
tta-board-result-possible_events = Πιθανά γεγονότα (βάρβαροι)
tta-board-result-rule47_swap = Γεγονός που άλλαξε (κανόνας 47)
tta-board-result-rule47_lead = Κανόνας 47: προβάδισμα στον ισχυρότερο βάρβαρο
tta-board-result-rule47_barbarians = Κανόνας 47: δύναμη βαρβάρων πάνω από 50
tta-board-result-bill_gates = Bill Gates
tta-board-reason-target = ο στόχος των 180 επιτεύχθηκε
tta-board-reason-short = κάτω από τον στόχο των 180
tta-board-reason-overrun = οι βάρβαροι σε κατέκλυσαν
tta-board-reason-beat_dummy = περισσότερη κουλτούρα από τον εικονικό παίκτη
tta-board-reason-lost_dummy = ο εικονικός παίκτης έχει περισσότερη κουλτούρα
tta-board-reason-tied_dummy = ισοπαλία με τον εικονικό παίκτη

## a card's kind (the line under its name)

tta-board-kind = { $what } Εποχής { $age }
tta-board-kind-technology = τεχνολογία
tta-board-kind-leader = ηγέτης
tta-board-kind-wonder = θαύμα
tta-board-kind-action = κάρτα ενέργειας
tta-board-kind-tactic = τακτική
tta-board-kind-event = γεγονός
tta-board-kind-territory = αποικία (έδαφος)
tta-board-kind-aggression = επίθεση
tta-board-kind-war = πόλεμος
tta-board-kind-pact = συμφωνία
tta-board-kind-military_bonus = μπόνους άμυνας / αποικισμού
tta-board-kind-bonus = μπόνους
tta-board-special-civil = ειδική τεχνολογία διοίκησης
tta-board-special-military = στρατιωτική ειδική τεχνολογία
tta-board-special-colonization = ειδική τεχνολογία αποικισμού
tta-board-special-construction = ειδική τεχνολογία κατασκευών
tta-board-special-other = ειδική τεχνολογία
tta-board-special_short-civil = τεχνολογία διοίκησης
tta-board-special_short-military = στρατιωτική τεχνολογία
tta-board-special_short-colonization = τεχνολογία αποικισμού
tta-board-special_short-construction = τεχνολογία κατασκευών
