# Κατάν και Πόλεις & Ιππότες: τι λέει η μηχανή του παιχνιδιού (bot/engine/catan/speech.py), στα ελληνικά.
# Τα σημεία κρατούν τα αναγνωριστικά τους (v12 διασταύρωση, e5 πλευρά, h3 εξάγωνο): αυτά γράφει
# ο παίκτης και αυτά δείχνει το ταμπλό. Τα $seat κ.λπ. είναι ονόματα παικτών: χωρίς άρθρο και
# χωρίς κτητικό που δείχνει φύλο (βλ. GLOSSARY.md). Όλες οι πρώτες ύλες και τα εμπορεύματα είναι
# ουδέτερα, και στον πληθυντικό γράφουμε «3 × σιτάρι», γιατί το όνομα φτάνει εδώ ως έτοιμη λέξη.
# Τα επίπεδα ιππότη (basic, strong, mighty) είναι σε αιτιατική: «βασικό ιππότη», «σε ισχυρό».

## ονόματα (τα ονόματα των καρτών έρχονται από το data/catan/cards.json)

catan-name-brick = τούβλο
catan-name-lumber = ξύλο
catan-name-wool = μαλλί
catan-name-grain = σιτάρι
catan-name-ore = μετάλλευμα
catan-name-paper = χαρτί
catan-name-cloth = ύφασμα
catan-name-coin = νόμισμα
catan-name-desert = έρημος
catan-name-trade = Εμπόριο
catan-name-politics = Πολιτική
catan-name-science = Επιστήμη
catan-name-ship = πλοίο
catan-name-basic = βασικό
catan-name-strong = δυνατό
catan-name-mighty = ισχυρό
catan-name-die_ship = το πλοίο των βαρβάρων
catan-name-die_trade = την κίτρινη πύλη (Εμπόριο)
catan-name-die_politics = την μπλε πύλη (Πολιτική)
catan-name-die_science = την πράσινη πύλη (Επιστήμη)

## κομμάτια προτάσεων

catan-count = { $n ->
    [one] 1 { $kind }
   *[other] { $n } × { $kind }
}
catan-cards = { $cards }
catan-nothing = τίποτα
catan-free = δωρεάν
catan-hex = { $kind } { $n }
catan-hex_bare = { $kind }
catan-gain = { $seat } +{ $cards }
catan-gains = { $gains }
catan-nobody_gains = κανείς δεν παίρνει τίποτα
catan-discards = { $seat } ({ $n ->
    [one] 1 κάρτα
   *[other] { $n } κάρτες
})
catan-taken_from = { $n } από { $seat }

## κινήσεις (μενού, κουμπιά, /play)

catan-move-roll = Ρίξε τα ζάρια
catan-move-end = Τελείωσε τη σειρά σου
catan-move-offer = Πρότεινε ανταλλαγή στους παίκτες
catan-move-cancel = Άκυρο
catan-move-undo = Άλλαξε επιλογή: πάρε πίσω όσα διάλεξες να ξεσκαρτάρεις
catan-move-accept = Δέξου την ανταλλαγή
catan-move-decline = Απόρριψε την ανταλλαγή
catan-move-counter = Κάνε αντιπρόταση
catan-move-send = Στείλε την αντιπρότασή σου
catan-move-skip = Προσπέρασε
catan-move-done = Έτοιμο
catan-move-road = Χτίσε δρόμο στο { $spot } ({ $cost })
catan-move-settle = Χτίσε οικισμό στο { $spot } ({ $cost })
catan-move-settle_setup = Χτίσε οικισμό στο { $spot }
catan-move-city = Κάνε το { $spot } πόλη ({ $cost })
catan-move-city_setup = Βάλε την πόλη σου στο { $spot }
catan-move-buy = Αγόρασε κάρτα ανάπτυξης ({ $cost })
catan-move-play = Παίξε την κάρτα { $card }
catan-move-drop = Ξεσκάρταρε την κάρτα προόδου { $card }
catan-move-bank = Δώσε { $n } × { $kind } στην τράπεζα για 1 κάρτα
catan-move-for = Πάρε 1 { $kind } από την τράπεζα
catan-move-give = Πρόσφερε 1 { $kind } ακόμα
catan-move-get = Ζήτα 1 { $kind } ακόμα
catan-move-ungive = Πρόσφερε 1 { $kind } λιγότερο
catan-move-unget = Ζήτα 1 { $kind } λιγότερο
catan-move-gift = Δώσε 1 { $kind }
catan-move-ask_all = Πρότεινέ τη σε όλους
catan-move-ask = Πρότεινέ τη σε { $seat }
catan-move-deal = Αντάλλαξε με { $seat }
catan-move-discard = Ξεσκάρταρε 1 { $kind }
catan-move-robber = Μετακίνησε τον ληστή στο { $spot } ({ $hex })
catan-move-steal = Κλέψε μια κάρτα από { $seat }
catan-move-take = Πάρε 1 { $kind }
catan-move-take_card = Πάρε την κάρτα { $card }
catan-move-name = Διάλεξε { $kind }
catan-move-wall = Χτίσε τείχος στο { $spot } ({ $cost })
catan-move-knight = Στρατολόγησε βασικό ιππότη στο { $spot } ({ $cost })
catan-move-knight_free = Βάλε τον ιππότη σου στο { $spot } (δωρεάν)
catan-move-activate = Ενεργοποίησε τον ιππότη στο { $spot } ({ $cost })
catan-move-promote = Αναβάθμισε τον ιππότη στο { $spot } ({ $cost })
catan-move-kmove = Μετακίνησε ή στείλε αλλού τον ιππότη από το { $spot }
catan-move-chase = Διώξε τον ληστή με τον ιππότη στο { $spot }
catan-move-displace = Εκτόπισε τον ιππότη που είναι στο { $spot }
catan-move-to = Πήγαινε τον ιππότη στο { $spot }
catan-move-improve = Ανέβασε τον τομέα { $track } στο επίπεδο { $level } ({ $cost })
catan-move-metro = Βάλε τη μητρόπολη στο { $spot }
catan-move-pillage = Παράδωσε στους βαρβάρους την πόλη στο { $spot }
catan-move-deck = Τράβα κάρτα προόδου ({ $track })
catan-move-deck_none = Καμία στοίβα δεν έχει πια κάρτες
catan-move-red = Βάλε το κόκκινο ζάρι στο { $n }
catan-move-yellow = Βάλε το κίτρινο ζάρι στο { $n }
catan-move-swap = Άλλαξε τον αριθμό του { $spot }
catan-move-with = …με τον αριθμό του { $spot }
catan-move-merchant = Βάλε τον έμπορο στο { $spot } ({ $hex })
catan-move-harbor = Commercial Harbor: πρόσφερε σε { $seat } μια πρώτη ύλη
catan-move-target = Διάλεξε { $seat }
catan-move-remove_road = Αφαίρεσε τον δρόμο στο { $spot }
catan-move-remove_knight = Αφαίρεσε τον ιππότη σου στο { $spot }
catan-move-level = Βάλε { $level } ιππότη
catan-move-other = { $token }

## τίτλοι μενού για πολλές κινήσεις του ίδιου είδους

catan-group-road = Χτίσε δρόμο
catan-group-settle = Χτίσε οικισμό
catan-group-city = Χτίσε πόλη
catan-group-wall = Χτίσε τείχος
catan-group-knight = Βάλε ιππότη
catan-group-activate = Ενεργοποίησε ιππότη
catan-group-promote = Αναβάθμισε ιππότη
catan-group-kmove = Μετακίνησε ιππότη
catan-group-chase = Διώξε τον ληστή
catan-group-improve = Βελτίωσε πόλη
catan-group-play = Παίξε κάρτα
catan-group-drop = Ξεσκάρταρε κάρτα προόδου
catan-group-bank = Ανταλλαγή με την τράπεζα
catan-group-for = Πάρε από την τράπεζα
catan-group-give = Δώσε
catan-group-get = Ζήτα
catan-group-ungive = Δώσε λιγότερα
catan-group-unget = Ζήτα λιγότερα
catan-group-ask = Πρότεινε σε
catan-group-deal = Αντάλλαξε με
catan-group-discard = Ξεσκάρταρε
catan-group-undo = Άλλαξε επιλογή
catan-group-robber = Μετακίνησε τον ληστή
catan-group-steal = Κλέψε από
catan-group-take = Πάρε
catan-group-name = Διάλεξε είδος
catan-group-to = Πήγαινε σε
catan-group-metro = Βάλε τη μητρόπολη
catan-group-pillage = Παράδωσε πόλη
catan-group-deck = Τράβα από
catan-group-red = Κόκκινο ζάρι
catan-group-yellow = Κίτρινο ζάρι
catan-group-swap = Άλλαξε αριθμό
catan-group-with = Άλλαξε με
catan-group-merchant = Βάλε τον έμπορο
catan-group-harbor = Commercial Harbor
catan-group-target = Διάλεξε παίκτη
catan-group-remove = Αφαίρεσε
catan-group-displace = Εκτόπισε ιππότη
catan-group-level = Επίπεδο ιππότη
catan-group-roll = Ζάρια
catan-group-end = Τέλος σειράς
catan-group-buy = Αγόρασε κάρτα
catan-group-offer = Ανταλλαγή

## τι έγινε

catan-event-turn = Παίζει { $seat } (γύρος { $turn }).
catan-event-roll = { $seat } έφερε { $red }+{ $yellow } = { $total }.
catan-event-roll_event = { $seat } έφερε { $red }+{ $yellow } = { $total }· το ζάρι γεγονότων δείχνει { $event }.
catan-event-produce = Παραγωγή στο { $total }: { $gains }{ $has_short ->
    [yes] {" "}(δεν φτάνουν στην τράπεζα: { $short }· δεν τα παίρνει κανείς)
   *[no] {""}
}{ $has_rest ->
    [yes] {" "}(δεν φτάνουν στην τράπεζα: { $rest }· ο μόνος δικαιούχος παίρνει ό,τι έμεινε)
   *[no] {""}
}.
catan-event-seven = Ήρθε 7: καμία παραγωγή.
catan-event-robber_locked = Ο ληστής μένει στη θέση του ώσπου να επιτεθούν πρώτη φορά οι βάρβαροι.
catan-event-must_discard = Ξεσκαρτάρουν τις μισές κάρτες: { $who }.
catan-event-discard_pick = Βάζεις στην άκρη 1 { $kind } για ξεσκαρτάρισμα.
catan-event-discard_ready = { $seat }: έτοιμο το ξεσκαρτάρισμα.
catan-event-discard_undo = { $seat } αλλάζει τις κάρτες που θα ξεσκαρτάρει.
catan-event-discarded = { $seat } ξεσκαρτάρισε { $cards }.
catan-event-robber = { $seat } μετακίνησε τον ληστή στο { $spot }.
catan-event-steal = { $seat } έκλεψε μια κάρτα από { $victim }.
catan-event-stolen = { $seat } έκλεψε 1 { $kind } από { $victim }.
catan-event-steal_nothing = { $seat } πήγε να κλέψει από { $victim }, αλλά δεν υπήρχαν κάρτες.
catan-event-road = { $seat } έχτισε δρόμο στο { $spot }.
catan-event-settlement = { $seat } έχτισε οικισμό στο { $spot }.
catan-event-city = { $seat } έχτισε πόλη στο { $spot }.
catan-event-start_cards = { $seat } παίρνει τις αρχικές κάρτες: { $cards }.
catan-event-longest_road = { $seat } παίρνει τον Μακρύτερο δρόμο ({ $n } κομμάτια δρόμου).
catan-event-longest_road_aside = Η κάρτα του Μακρύτερου δρόμου μπαίνει στην άκρη: δεν την έχει κανείς τώρα.
catan-event-largest_army = { $seat } παίρνει τον Μεγαλύτερο στρατό ({ $n ->
    [one] 1 ιππότης
   *[other] { $n } ιππότες
}).
catan-event-buy_dev = { $seat } αγόρασε κάρτα ανάπτυξης.
catan-event-drew_dev = Τράβηξες την κάρτα { $card }.
catan-event-play_card = { $seat } έπαιξε την κάρτα { $card }.
catan-event-bank_trade = { $seat } έδωσε { $n } × { $give } στην τράπεζα για 1 { $get }.
catan-event-offer = { $seat } προτείνει σε { $to }: δίνει { $give } για { $get }.
catan-event-accepts = { $seat } δέχεται.
catan-event-declines = { $seat } αρνείται.
catan-event-counter_offer = { $seat } κάνει αντιπρόταση: δίνει { $give } για { $get }.
catan-event-offer_cancelled = { $seat } αποσύρει την προσφορά ανταλλαγής.
catan-event-offer_dropped = Αφήνεις την προσφορά ανταλλαγής που ετοίμαζες.
catan-event-offer_lapsed = Κανείς δεν δέχτηκε την προσφορά που έκανε { $seat }.
catan-event-trade = { $seat } έδωσε { $give } σε { $other } και πήρε { $get }.
catan-event-take = { $seat } πήρε 1 { $kind } από την τράπεζα.
catan-event-monopoly = { $seat } μάζεψε { $kind }: { $taken }.
catan-event-monopoly_none = { $seat } διάλεξε { $kind }, αλλά δεν είχε κανείς.
catan-event-fleet = Σε αυτή τη σειρά, { $seat } ανταλλάσσει { $kind } 2:1 με την τράπεζα.
catan-event-win = Νίκη για { $seat } με { $n } πόντους νίκης!
catan-event-barbarians_advance = Οι βάρβαροι προχωρούν ({ $at }/{ $steps }).
catan-event-attack = Οι βάρβαροι επιτίθενται: δύναμη { $barbarians } απέναντι σε δύναμη { $knights } των ενεργών ιπποτών.
catan-event-defender = { $seat } γίνεται Υπερασπιστής του Κατάν (+1 ΠΝ).
catan-event-defenders_tied = Ισοπαλία ανάμεσα στους υπερασπιστές: { $seats } τραβούν από μία κάρτα προόδου.
catan-event-pillaged = Οι βάρβαροι λεηλατούν την πόλη που έχει { $seat } στο { $spot }: γίνεται οικισμός.
catan-event-robber_unlocked = Από τώρα ο ληστής μπορεί να μετακινηθεί.
catan-event-gate = Πύλη πόλης ({ $track }) με κόκκινο { $red }: μοιράζονται κάρτες προόδου.
catan-event-draw_progress = { $seat } τραβά κάρτα προόδου ({ $track }).
catan-event-drew_progress = Τράβηξες την κάρτα { $card }.
catan-event-progress_vp = { $seat } τραβά και δείχνει την κάρτα { $card } (+1 ΠΝ).
catan-event-deck_empty = Η στοίβα προόδου ({ $track }) είναι άδεια: { $seat } δεν τραβά κάρτα.
catan-event-drop_progress = { $seat } ξεσκαρτάρει μια κάρτα προόδου.
catan-event-dropped = Βάζεις την κάρτα { $card } κάτω από τη στοίβα της.
catan-event-improve = { $seat } ανέβασε τον τομέα { $track } στο επίπεδο { $level }.
catan-event-metropolis = { $seat } βάζει τη μητρόπολη ({ $track }) στο { $spot }.
catan-event-wall = { $seat } έχτισε τείχος στο { $spot }.
catan-event-knight = { $seat } έβαλε { $level } ιππότη στο { $spot }.
catan-event-activate = { $seat } ενεργοποίησε τον ιππότη στο { $spot }.
catan-event-promote = { $seat } αναβάθμισε τον ιππότη στο { $spot } σε { $level }.
catan-event-knight_move = { $seat } μετακίνησε ιππότη από το { $start } στο { $end }.
catan-event-knight_displace = { $seat } μετακίνησε ιππότη από το { $start } στο { $end } και εκτόπισε τον ιππότη που είχε εκεί { $other }.
catan-event-knight_removed = Ο ιππότης που έχει { $seat } στο { $spot } δεν έχει πού να πάει και γυρίζει στο απόθεμα.
catan-event-knight_relocated = Ο ιππότης που έχει { $seat } υποχωρεί στο { $spot }.
catan-event-chase = Ο ιππότης που έχει { $seat } στο { $spot } διώχνει τον ληστή.
catan-event-swap_numbers = { $seat } αντάλλαξε τους αριθμούς των { $first } και { $second }.
catan-event-harvest = { $seat } πήρε { $n ->
    [one] 1 { $kind }
   *[other] { $n } × { $kind }
}.
catan-event-merchant = { $seat } έβαλε τον έμπορο στο { $spot }.
catan-event-harbor_refused = { $other } δεν έχει εμπόρευμα: η προσφορά του Commercial Harbor ακυρώνεται.
catan-event-harbor_trade = { $seat } έδωσε 1 { $give } σε { $other } και πήρε 1 { $get }.
catan-event-target = { $seat } στοχεύει { $other }.
catan-event-take_from = { $seat } παίρνει μια κάρτα από { $other }.
catan-event-took_card = { $seat } πήρε 1 { $kind } από { $other }.
catan-event-spy = { $seat } παίρνει μια κάρτα προόδου από { $other }.
catan-event-spied_card = { $seat } πήρε την κάρτα { $card } από { $other }.
catan-event-deserted = { $seat } αφαιρεί τον ιππότη που έχει στο { $spot }.
catan-event-road_removed = { $seat } αφαίρεσε τον δρόμο που είχε { $other } στο { $spot }.
catan-event-own_road_removed = { $seat } αφαίρεσε τον δρόμο που είχε στο { $spot }.
catan-event-intrigue = { $seat } εκτοπίζει τον ιππότη που έχει { $other } στο { $spot }.
catan-event-warlord = { $seat } ενεργοποίησε { $n ->
    [one] 1 ιππότη
   *[other] { $n } ιππότες
}.
catan-event-gift = { $seat } δίνει μια κάρτα σε { $other }.
catan-event-gift_card = { $seat } έδωσε 1 { $kind } σε { $other }.

## οι επιλογές που μπορεί να πρέπει να ολοκληρώσει πρώτα ο παίκτης

catan-step-setup_settle = τοποθέτηση αρχικού οικισμού
catan-step-setup_road = τοποθέτηση αρχικού δρόμου
catan-step-pre_roll = ρίξιμο των ζαριών
catan-step-main = η σειρά σου
catan-step-discard = ξεσκαρτάρισμα των μισών σου καρτών
catan-step-robber = μετακίνηση του ληστή
catan-step-steal = επιλογή του παίκτη από τον οποίο θα κλέψεις
catan-step-bank = ανταλλαγή με την τράπεζα
catan-step-offer_build = ετοιμασία προσφοράς ανταλλαγής
catan-step-offer_answer = απάντηση σε προσφορά ανταλλαγής
catan-step-counter_build = ετοιμασία αντιπρότασης
catan-step-offer_confirm = επιλογή του παίκτη με τον οποίο θα ανταλλάξεις
catan-step-free_roads = τοποθέτηση δωρεάν δρόμων
catan-step-take = πάρσιμο καρτών από την τράπεζα
catan-step-name = επιλογή είδους κάρτας
catan-step-pillage = επιλογή της πόλης που λεηλατούν οι βάρβαροι
catan-step-defender_draw = τράβηγμα κάρτας προόδου ως υπερασπιστής
catan-step-metropolis = τοποθέτηση μητρόπολης
catan-step-progress_discard = ξεσκαρτάρισμα κάρτας προόδου
catan-step-knight_dest = επιλογή του πού θα πάει ο ιππότης
catan-step-relocate = μετακίνηση ιππότη που εκτοπίστηκε
catan-step-alchemist = ρύθμιση των ζαριών (Alchemist)
catan-step-crane = επιλογή βελτίωσης (Crane)
catan-step-engineer = τοποθέτηση τείχους (Engineer)
catan-step-inventor = αλλαγή δύο αριθμών (Inventor)
catan-step-medicine = αναβάθμιση οικισμού (Medicine)
catan-step-smith = αναβάθμιση ιπποτών (Smith)
catan-step-harbor_give = προσφορά του Commercial Harbor
catan-step-harbor_answer = απάντηση σε προσφορά του Commercial Harbor
catan-step-target = επιλογή παίκτη
catan-step-take_from = πάρσιμο καρτών (Master Merchant)
catan-step-spy_take = επιλογή κάρτας προόδου (Spy)
catan-step-desert = αφαίρεση ενός ιππότη σου (Deserter)
catan-step-deserter_place = τοποθέτηση του ιππότη του λιποτάκτη (Deserter)
catan-step-diplomat = επιλογή δρόμου (Diplomat)
catan-step-diplomat_road = τοποθέτηση του δρόμου που μετακινείται (Diplomat)
catan-step-intrigue = εκτόπιση ιππότη (Intrigue)
catan-step-merchant = τοποθέτηση του εμπόρου
catan-step-gift = δόσιμο καρτών (Wedding)

## γιατί δεν επιτρέπεται μια κίνηση

catan-why-wait = Πρέπει να περιμένεις τους άλλους.
catan-why-rolled = Έριξες ήδη τα ζάρια σε αυτή τη σειρά.
catan-why-finish = Ολοκλήρωσε πρώτα την τρέχουσα επιλογή.
catan-why-finish_step = Ολοκλήρωσε πρώτα αυτό: { $step }.
catan-why-not_here = Δεν μπορείς να διαλέξεις το { $spot } εδώ.
catan-why-roll_first = Ρίξε πρώτα τα ζάρια.
catan-why-afford = Δεν σου φτάνουν οι κάρτες: χρειάζεσαι ακόμα { $cards }.
catan-why-afford_card = Δεν σου φτάνουν οι κάρτες για κάρτα ανάπτυξης: χρειάζεσαι ακόμα { $cards }.
catan-why-deck_empty = Η στοίβα των καρτών ανάπτυξης άδειασε.
catan-why-too_many_progress = Έχεις πάνω από { $n } κάρτες προόδου: ξεσκάρταρε πρώτα.
catan-why-offer_cap = { $n ->
    [one] Σε αυτό το τραπέζι επιτρέπεται 1 προσφορά ανταλλαγής ανά σειρά.
   *[other] Σε αυτό το τραπέζι επιτρέπονται { $n } προσφορές ανταλλαγής ανά σειρά.
}
catan-why-no_trade = Δεν έχεις κάρτες να προσφέρεις, ή κανείς δεν έχει κάρτες για ανταλλαγή.
catan-why-play = Δεν μπορείς να παίξεις αυτή την κάρτα τώρα.
catan-why-improve = Δεν μπορείς να αγοράσεις αυτή τη βελτίωση τώρα (χρειάζεσαι μια πόλη και αρκετά εμπορεύματα).
catan-why-no_path = Το `{ $spot }` δεν είναι πλευρά σε αυτό το ταμπλό.
catan-why-road_there = Υπάρχει ήδη δρόμος στο { $spot }.
catan-why-no_roads = Δεν σου έμειναν δρόμοι.
catan-why-road_unconnected = Το { $spot } δεν συνδέεται με τους δρόμους ή τα κτίσματά σου.
catan-why-no_corner = Το `{ $spot }` δεν είναι διασταύρωση σε αυτό το ταμπλό.
catan-why-no_settlements = Δεν σου έμειναν οικισμοί.
catan-why-building_there = Υπάρχει ήδη κτίσμα στο { $spot }.
catan-why-building_on = Στο { $spot } υπάρχει κτίσμα.
catan-why-distance = Το { $spot } παραβιάζει τον κανόνα της απόστασης: υπάρχει κτίσμα δίπλα του.
catan-why-settle_unconnected = Το { $spot } δεν είναι δίπλα σε δρόμο σου.
catan-why-no_settlement = Δεν έχεις οικισμό στο { $spot }.
catan-why-no_cities = Δεν σου έμειναν πόλεις.
catan-why-rebuild_first = Πρέπει πρώτα να ξαναχτίσεις την πόλη σου που λεηλατήθηκε.
catan-why-not_now = Δεν μπορείς να το κάνεις αυτό στο { $spot } τώρα.
catan-why-knight_supply = Δεν έχεις άλλο { $level } ιππότη στο απόθεμά σου ({ $n } ανά επίπεδο).
catan-why-own_knight_on_spot = Ο ιππότης σου στέκεται στο { $spot }: μετακίνησέ τον πριν χτίσεις οικισμό εκεί.
catan-why-knight_on_spot = Στο { $spot } στέκεται ιππότης: δεν χτίζεται οικισμός εκεί.
catan-why-no_knights = Οι ιππότες ανήκουν στο Πόλεις & Ιππότες και δεν χρησιμοποιούνται σε αυτή την παρτίδα.
catan-why-no_knight = Δεν έχεις ιππότη στο { $spot }.
catan-why-not_your_knight = Ο ιππότης στο { $spot } δεν είναι δικός σου.
catan-why-already_active = Ο ιππότης σου στο { $spot } είναι ήδη ενεργός.
catan-why-robber_locked = Ο ληστής δεν μπορεί να διωχτεί πριν από την πρώτη επίθεση των βαρβάρων.
catan-why-knight_inactive = Ο ιππότης σου στο { $spot } είναι ανενεργός: ενεργοποίησέ τον (1 σιτάρι) και θα μπορεί να δράσει στην επόμενη σειρά σου.
catan-why-knight_not_ready = Ο ιππότης σου στο { $spot } δεν ήταν ενεργός στην αρχή αυτής της σειράς ή έχει ήδη δράσει: θα μπορεί να δράσει στην επόμενη σειρά σου.
catan-why-knight_stuck = Ο ιππότης σου στο { $spot } δεν έχει πού να πάει: κατά μήκος των δρόμων σου δεν υπάρχει ελεύθερο σημείο ή πιο αδύναμος ιππότης.
catan-why-robber_not_near = Ο ληστής δεν είναι σε εξάγωνο δίπλα στο { $spot }.
catan-why-knight_there = Υπάρχει ήδη ιππότης στο { $spot }.
catan-why-not_road_end = Το { $spot } δεν είναι στην άκρη κάποιου δρόμου σου.
catan-why-already_mighty = Ο ιππότης σου στο { $spot } είναι ήδη ισχυρός.
catan-why-promoted_this_turn = Ο ιππότης σου στο { $spot } αναβαθμίστηκε ήδη σε αυτή τη σειρά.
catan-why-needs_fortress = Ένας δυνατός ιππότης χρειάζεται το Φρούριο (Πολιτική, επίπεδο 3) για να γίνει ισχυρός.
catan-why-relocate = Ο ιππότης σου που εκτοπίστηκε πρέπει να πάει σε ελεύθερο σημείο που φτάνει κατά μήκος των δρόμων σου.
catan-why-no_other_knight = Στο { $spot } δεν υπάρχει ιππότης άλλου παίκτη.
catan-why-knight_off_roads = Ο ιππότης στο { $spot } δεν είναι πάνω σε δρόμο σου.
catan-why-already_there = Ο ιππότης σου είναι ήδη στο { $spot }.
catan-why-own_knight_there = Στο { $spot } στέκεται δικός σου ιππότης.
catan-why-not_weaker = Ο ιππότης στο { $spot } δεν είναι πιο αδύναμος από τον δικό σου: εκτοπίζεται μόνο πιο αδύναμος ιππότης.
catan-why-unreachable = Ο ιππότης σου δεν μπορεί να φτάσει στο { $spot } κατά μήκος των δρόμων σου χωρίς να περάσει από πιόνι άλλου παίκτη.
