# Through the Ages (σόλο): ό,τι λέει η μηχανή του παιχνιδιού (δες en/tta.ftl).
# Το $seat είναι το όνομα του παίκτη, χωρίς άρθρο. Οι κάρτες ονομάζονται από το data/tta/cards.json.
# Οι Εποχές κρατούν τα τυπωμένα ονόματά τους (A, I, II, III, IV).
# Το $who, το $by, το $target και το $foe έρχονται σε αιτιατική («τον εικονικό παίκτη»).

## names of components that are not cards

tta-name-food = τροφή
tta-name-resources = πόροι
tta-name-science = επιστήμη
tta-name-culture = κουλτούρα

## pieces of sentences

tta-nothing = τίποτα
tta-who-dummy = τον εικονικό παίκτη
tta-who-player = { $seat }
tta-who-barbarian = τον βάρβαρο { $n }
tta-who-other = { $who }
tta-military_cards = { $n ->
    [one] 1 στρατιωτική κάρτα
   *[other] { $n } στρατιωτικές κάρτες
  }
tta-gone-card = { $card }
tta-gone-replaced = αντικαταστάθηκε από νέο ηγέτη
tta-gone-antiquated = η Εποχή του τελείωσε
tta-gone-own_power = χρησιμοποιήθηκε η δική του δύναμη
tta-gone-other = { $why }
tta-cause-dice = τα ζάρια
tta-cause-dummy = ο λευκός κύβος του εικονικού παίκτη
tta-cause-age = νέα Εποχή
tta-cause-tactic = κάρτα τακτικής
tta-cause-stored = οι αποθηκευμένες επιθέσεις του
tta-cause-war_won = νικηφόρος πόλεμος
tta-cause-aggression_won = επιτυχημένη επίθεση
tta-cause-final = η τελική καταμέτρηση

## events (the channel log and the turn summary)

tta-event-other = Κάτι συνέβη ({ $kind }).
tta-event-turn = Αρχίζει ο γύρος { $round }: παίζει { $seat }.
tta-event-end_turn = { $seat }: τέλος σειράς.
tta-event-take = { $seat } παίρνει { $card } από τη θέση { $slot }.
tta-event-aristotle = Αριστοτέλης: { $seat } κερδίζει επιστήμη { $n }.
tta-event-population = { $seat } αυξάνει τον πληθυσμό με τροφή { $food }.
tta-event-population_ocean = Ocean Liner Service: { $seat } κερδίζει έναν εργάτη δωρεάν.
tta-event-population_free = { $card }: { $seat } κερδίζει { $n ->
    [one] έναν εργάτη
   *[other] { $n } εργάτες
  } δωρεάν.
tta-event-build = { $seat } χτίζει { $card } με { $cost ->
    [one] 1 πόρο
   *[other] { $cost } πόρους
  }.
tta-event-upgrade = { $seat } αναβαθμίζει { $old } σε { $new } με { $cost ->
    [one] 1 πόρο
   *[other] { $cost } πόρους
  }.
tta-event-destroy = { $seat } αφαιρεί έναν εργάτη από { $card }.
tta-event-develop = { $seat } αναπτύσσει { $card } με επιστήμη { $science }.
tta-event-develop_discarded = { $seat } αναπτύσσει { $card } με επιστήμη { $science } (υπάρχει ήδη καλύτερη στο παιχνίδι: φεύγει από την παρτίδα).
tta-event-government = { $seat } αλλάζει πολίτευμα σε { $card } με επιστήμη { $science }.
tta-event-revolution = Επανάσταση! { $seat } υιοθετεί { $card } με επιστήμη { $science }.
tta-event-leader = { $seat } παίζει τον ηγέτη { $card }.
tta-event-leader_gone = { $card } φεύγει από το παιχνίδι ({ $why }).
tta-event-gates_culture = Bill Gates: { $seat } κερδίζει κουλτούρα { $n }.
tta-event-wonder_gone = Το ημιτελές θαύμα { $card } φεύγει από το παιχνίδι ({ $why }).
tta-event-wonder_stage = { $seat } χτίζει { $n ->
    [one] 1 τμήμα
   *[other] { $n } τμήματα
  } του θαύματος { $card } με { $cost ->
    [one] 1 πόρο
   *[other] { $cost } πόρους
  }.
tta-event-wonder_done = { $seat } ολοκληρώνει το θαύμα { $card }.
tta-event-wonder_done_culture = { $seat } ολοκληρώνει το θαύμα { $card } και κερδίζει κουλτούρα { $n }.
tta-event-homer = Ο Όμηρος μπαίνει κάτω από το θαύμα { $wonder }.
tta-event-play = { $seat } παίζει { $card }.
tta-event-military_pool = { $seat } έχει { $n ->
    [one] 1 επιπλέον πόρο
   *[other] { $n } επιπλέον πόρους
  } για στρατιωτικές μονάδες.
tta-event-culture_gain = { $seat } κερδίζει κουλτούρα { $n }.
tta-event-culture_gain_card = { $seat } κερδίζει κουλτούρα { $n } ({ $card }).
# Το όνομα μπαίνει ως ετικέτα (ονομαστική), όχι ως αντικείμενο του ρήματος.
tta-event-gain = { $seat }: { $what } +{ $n }.
tta-event-gain_card = { $seat }: { $what } +{ $n } ({ $card }).
tta-event-tactic = { $seat } υιοθετεί την τακτική { $card }.
tta-event-copy_tactic = { $seat } αντιγράφει την τακτική { $card }.
tta-event-churchill = Ο Churchill δίνει σε { $seat } επιστήμη { $n } και { $n ->
    [one] 1 πόρο
   *[other] { $n } πόρους
  } για τον στρατό.
tta-event-age = Αρχίζει η Εποχή { $age }.
tta-event-last_round = Η στοίβα καρτών διοίκησης τελείωσε: ο γύρος { $round } είναι ο τελευταίος.
tta-event-yellow_lost = { $seat } επιστρέφει { $n ->
    [one] 1 κίτρινο δείκτη
   *[other] { $n } κίτρινους δείκτες
  } στο κουτί.
tta-event-yellow_lost_card = { $seat } επιστρέφει { $n ->
    [one] 1 κίτρινο δείκτη
   *[other] { $n } κίτρινους δείκτες
  } στο κουτί ({ $card }).
tta-event-antiquated_hand = Ξεπερασμένες κάρτες φεύγουν από το χέρι που έχει { $seat }: { $cards }.
tta-event-antiquated_military = Στρατιωτικές κάρτες που ξεσκαρτάρονται: { $cards }.
tta-event-military_reshuffled = Οι ξεσκαρταρισμένες στρατιωτικές κάρτες της Εποχής { $age } ανακατεύονται σε νέα στοίβα.
tta-event-events_turned = { $n ->
    [one] Το μελλοντικό γεγονός γίνεται τρέχον γεγονός.
   *[other] Τα { $n } μελλοντικά γεγονότα γίνονται τρέχοντα γεγονότα.
  }
tta-event-age_a_leftover = { $n ->
    [one] 1 κάρτα διοίκησης της Εποχής A επιστρέφει
   *[other] { $n } κάρτες διοίκησης της Εποχής A επιστρέφουν
  } στο κουτί.
tta-event-leader_banned = Κανόνας 43: { $card } αφαιρείται από τη γραμμή καρτών.
tta-event-leaders_banned = Κανόνας 43: δεν θα μένουν πια ηγέτες της Εποχής { $age } στη γραμμή καρτών.
tta-event-row_removed = Αφαιρούνται από τη γραμμή καρτών (αιτία: { $why }): { $cards }.
tta-event-row_cleared = Η γραμμή καρτών αδειάζει από τα αριστερά: { $cards }.
tta-event-event = Γεγονός: { $card }.
tta-event-dummy_culture = Ο εικονικός παίκτης κερδίζει κουλτούρα { $n }.
tta-event-impact = { $card }: { $seat } κερδίζει κουλτούρα { $n }.
tta-event-culture_up = { $seat } κερδίζει κουλτούρα { $n }.
tta-event-culture_up_card = { $seat } κερδίζει κουλτούρα { $n } ({ $card }).
tta-event-culture_down = { $seat } χάνει κουλτούρα { $n }.
tta-event-culture_down_card = { $seat } χάνει κουλτούρα { $n } ({ $card }).
tta-event-culture_none = { $seat } δεν έχει κουλτούρα να χάσει.
tta-event-culture_none_card = { $seat } δεν έχει κουλτούρα να χάσει ({ $card }).
tta-event-population_lost = { $seat } χάνει έναν εργάτη ({ $card }).
tta-event-draw = { $seat } τραβά { $n ->
    [one] 1 στρατιωτική κάρτα
   *[other] { $n } στρατιωτικές κάρτες
  }.
tta-event-drawn = Τράβηξες: { $cards }.
tta-event-lose_goods = { $seat } χάνει { $n } σε τροφή ή πόρους.
tta-event-lose_goods_card = { $seat } χάνει { $n } σε τροφή ή πόρους ({ $card }).
tta-event-lose_actions = { $seat } χάνει { $n ->
    [one] 1 ενέργεια διοίκησης
   *[other] { $n } ενέργειες διοίκησης
  }.
tta-event-lose_actions_card = { $seat } χάνει { $n ->
    [one] 1 ενέργεια διοίκησης
   *[other] { $n } ενέργειες διοίκησης
  } ({ $card }).
tta-event-yellow_gained = { $seat } προσθέτει { $n ->
    [one] 1 κίτρινο δείκτη
   *[other] { $n } κίτρινους δείκτες
  } στην κίτρινη τράπεζα.
tta-event-yellow_gained_card = { $seat } προσθέτει { $n ->
    [one] 1 κίτρινο δείκτη
   *[other] { $n } κίτρινους δείκτες
  } στην κίτρινη τράπεζα ({ $card }).
tta-event-extra_production = Επιπλέον παραγωγή: διαφθορά { $corruption }, τροφή +{ $food }, κατανάλωση { $consumption }, πόροι +{ $resources }.
tta-event-colony_lost = { $seat } χάνει την αποικία { $card }.
tta-event-discard_military = { $seat } ξεσκαρτάρει { $n ->
    [one] 1 στρατιωτική κάρτα
   *[other] { $n } στρατιωτικές κάρτες
  }.
tta-event-ravaged = Ravages of Time: { $card } γυρίζει ανάποδα.
tta-event-blue_lost = { $seat } επιστρέφει { $n ->
    [one] 1 μπλε δείκτη
   *[other] { $n } μπλε δείκτες
  } στο κουτί.
tta-event-blue_lost_card = { $seat } επιστρέφει { $n ->
    [one] 1 μπλε δείκτη
   *[other] { $n } μπλε δείκτες
  } στο κουτί ({ $card }).
tta-event-building_lost = { $seat } χάνει ένα κτίριο { $card }.
tta-event-gain_mix = { $seat } κερδίζει { $food ->
    [0] { $resources ->
        [one] 1 πόρο
       *[other] { $resources } πόρους
    }
   *[other] τροφή { $food }{ $resources ->
        [0] {""}
        [one] {" "}και 1 πόρο
       *[other] {" "}και { $resources } πόρους
    }
  }.
tta-event-lose_mix = { $seat } χάνει { $food ->
    [0] { $resources ->
        [one] 1 πόρο
       *[other] { $resources } πόρους
    }
   *[other] τροφή { $food }{ $resources ->
        [0] {""}
        [one] {" "}και 1 πόρο
       *[other] {" "}και { $resources } πόρους
    }
  }.
tta-event-defense_card = { $seat } αμύνεται με { $card } (+{ $value }).
tta-event-defense_discard = { $seat } ξεσκαρτάρει { $n ->
    [one] μία στρατιωτική κάρτα κλειστή
   *[other] { $n } στρατιωτικές κάρτες κλειστές
  } για άμυνα (+{ $value }).
tta-event-defense_discarded = Ξεσκαρτάρισες κλειστή την κάρτα { $card } για άμυνα (+{ $value }).
tta-event-aggression_success = Η επίθεση { $card } από { $by } πετυχαίνει ({ $strength } έναντι { $defense }).
tta-event-aggression_failed = Η επίθεση { $card } από { $by } αποτυγχάνει ({ $strength } έναντι { $defense }).
tta-event-science_lost = { $seat } χάνει επιστήμη { $n }.
tta-event-science_lost_card = { $seat } χάνει επιστήμη { $n } ({ $card }).
tta-event-prepare = { $seat } προετοιμάζει γεγονός της Εποχής { $age } (κουλτούρα +{ $n }).
tta-event-prepared = Προετοίμασες { $card }.
tta-event-aggression = { $seat } παίζει { $card } με στόχο { $target }.
tta-event-aggression_by_dummy = Ο εικονικός παίκτης παίζει { $card } με στόχο { $seat }.
tta-event-aggression_by_barbarian = Ο βάρβαρος { $n } παίζει { $card } με στόχο { $seat }.
tta-event-colony = { $seat } αποικίζει { $card }.
tta-event-war_declared = { $seat } κηρύσσει { $card } με στόχο { $target }.
tta-event-war_declared_by_dummy = Ο εικονικός παίκτης κηρύσσει { $card } με στόχο { $seat }.
tta-event-war_declared_by_barbarian = Ο βάρβαρος { $n } κηρύσσει { $card } με στόχο { $seat }.
tta-event-war_result = Κρίνεται ο πόλεμος { $card }: δύναμη { $mine } για { $seat } έναντι { $theirs } για { $foe }.
tta-event-territory_unclaimed = Κανείς δεν αποικίζει { $card }.
tta-event-dummy_turn = Σειρά του εικονικού παίκτη.
tta-event-dummy_tactic = Ο εικονικός παίκτης υιοθετεί { $card } (δύναμη +{ $strength }).
tta-event-dummy_discard = Ο εικονικός παίκτης ξεσκαρτάρει { $card }.
tta-event-dummy_prepare = Ο εικονικός παίκτης προετοιμάζει γεγονός (κουλτούρα +{ $age }).
tta-event-dummy_cube_yellow = Κίτρινος κύβος: ο ρυθμός κουλτούρας του εικονικού παίκτη ανεβαίνει κατά { $n }.
tta-event-dummy_cube_blue = Μπλε κύβος: ο ρυθμός επιστήμης του εικονικού παίκτη ανεβαίνει κατά { $n }.
tta-event-dummy_cube_white = Λευκός κύβος: ο εικονικός παίκτης αφαιρεί { $n ->
    [one] 1 κάρτα
   *[other] { $n } κάρτες
  } από τα δεξιά της γραμμής καρτών.
tta-event-dummy_end = Ο εικονικός παίκτης κερδίζει κουλτούρα { $culture } και επιστήμη { $science }.
tta-event-dummy_end_strength = Ο εικονικός παίκτης κερδίζει κουλτούρα { $culture } και επιστήμη { $science }, και δύναμη +{ $strength }.
tta-event-barbarian_phase = Παίζουν οι βάρβαροι.
tta-event-barbarian_cap = Κανόνας 46: ο βάρβαρος { $barbarian } σταματά στο 59· { $seat } χάνει κουλτούρα { $culture }.
tta-event-barbarian_grows = Ο βάρβαρος { $barbarian } κερδίζει δύναμη +{ $n } ({ $why }): τώρα { $strength }.
tta-event-barbarian_antiquated = Ο βάρβαρος { $barbarian } ξεσκαρτάρει { $cards }.
tta-event-barbarian_returns = Η αχρησιμοποίητη κάρτα { $card } του βαρβάρου { $barbarian } επιστρέφει στη στοίβα της.
tta-event-barbarian_draws = Ο βάρβαρος { $n } τραβά { $card }.
tta-event-barbarian_draws_event = Ο βάρβαρος { $n } τραβά κάρτα γεγονότος: πηγαίνει στα μελλοντικά γεγονότα· αποκαλύπτεται το πάνω τρέχον γεγονός.
tta-event-barbarian_draws_possible = Ο βάρβαρος { $n } τραβά κάρτα γεγονότος: πηγαίνει στα πιθανά γεγονότα.
tta-event-barbarian_falls = Ο βάρβαρος { $barbarian } πέφτει σε δύναμη { $strength }.
tta-event-barbarian_defends = Ο βάρβαρος { $barbarian } αμύνεται με { $cards }.
tta-event-barbarian_bid = Ο βάρβαρος { $barbarian } προσφέρει { $bid }.
tta-event-barbarian_colony = Ο βάρβαρος { $barbarian } αποικίζει { $card } (δύναμη τώρα { $strength }).
tta-event-barbarian_colony_lost = Ο βάρβαρος { $barbarian } χάνει την αποικία { $card }.
tta-event-bid = { $seat } προσφέρει { $n } για { $card }.
tta-event-dice = Ζάρια { $dice }: αδειάζουν οι θέσεις { $slots }.
tta-event-politics_skipped = { $seat } παραλείπει αυτή την πολιτική φάση (International Agreement).
tta-event-peek = Ιωάννα της Λωρραίνης: το επόμενο τρέχον γεγονός είναι { $card }.
tta-event-leader_culture = { $card }: { $seat } κερδίζει κουλτούρα { $n }.
tta-event-uprising = Εξέγερση! { $discontent } δυσαρεστημένοι έναντι { $unused } { $unused ->
    [one] αχρησιμοποίητου εργάτη
   *[other] αχρησιμοποίητων εργατών
  }: καμία παραγωγή σε αυτή τη σειρά.
tta-event-production = Παραγωγή: { $parts }.
tta-event-production_famine = Παραγωγή: { $parts }.
tta-event-production_nothing = Παραγωγή: τίποτα αυτή τη φορά.
tta-event-produced-culture = κουλτούρα +{ $n }
tta-event-produced-science = επιστήμη +{ $n }
tta-event-produced-corruption = διαφθορά { $n }
tta-event-produced-food = τροφή +{ $n }
tta-event-produced-consumption = κατανάλωση { $n }
tta-event-produced-famine = λιμός: λείπει τροφή { $n }
tta-event-produced-resources = πόροι +{ $n }
tta-event-production_skipped = { $seat } παραλείπει την τελευταία φάση παραγωγής.
tta-event-final_event = Τελική καταμέτρηση, { $card }: κουλτούρα +{ $n }.
tta-event-final_event_down = Τελική καταμέτρηση, { $card }: κουλτούρα -{ $n }.
tta-event-swap = Κανόνας 47: { $out } αντικαθίσταται από { $card }.
tta-event-game_over_won = Η παρτίδα τελείωσε: κουλτούρα { $culture }, νίκη.
tta-event-game_over_lost = Η παρτίδα τελείωσε: κουλτούρα { $culture }, όχι νίκη.

## menu titles (a menu of many moves of one kind)

tta-group-take = Πάρε κάρτα
tta-group-pop = Πληθυσμός
tta-group-build = Χτίσιμο
tta-group-upgrade = Αναβάθμιση
tta-group-destroy = Κατεδάφιση ή διάλυση
tta-group-develop = Ανάπτυξη τεχνολογίας
tta-group-revolt = Επανάσταση
tta-group-leader = Παίξε ηγέτη
tta-group-wonder = Χτίσε θαύμα
tta-group-play = Παίξε κάρτα ενέργειας
tta-group-tactic = Παίξε τακτική
tta-group-copy = Αντίγραψε τακτική
tta-group-event = Προετοίμασε γεγονός
tta-group-aggress = Επίθεση
tta-group-war = Κήρυξη πολέμου
tta-group-end = Τέλος σειράς
tta-group-discard = Ξεσκαρτάρισμα
tta-group-defend = Άμυνα
tta-group-send = Θυσίασε μονάδα
tta-group-bid = Προσφορά
tta-group-mix = Τροφή και πόροι
tta-group-lose = Χάσε εργάτη
tta-group-bach = J.S. Bach
tta-group-ocean = Ocean Liner Service
tta-group-churchill = Winston Churchill
tta-group-barbarossa = Frederick Barbarossa
tta-group-alexander = Μέγας Αλέξανδρος
tta-group-columbus = Χριστόφορος Κολόμβος
tta-group-refund = Όμηρος
tta-group-tuck = Όμηρος
tta-group-food = Τροφή
tta-group-resources = Πόροι
tta-group-annex = Προσάρτηση
tta-group-colonize = Αποικισμός
tta-group-pass = Πάσο
tta-group-done = Τέλος
tta-group-bonus = Παίξε κάρτα μπόνους
tta-group-cook = James Cook
tta-group-skip = Παράλειψη
tta-group-produce = Παραγωγή
tta-group-keep = Κράτα
tta-group-swap = Αντάλλαξε γεγονός
tta-group-remove = Χάσε κάρτα
tta-group-ravage = Ravages of Time
tta-group-colony = Παραχώρησε αποικία

## names of the words cards are sorted by (card types and kinds)

tta-name-farm = φάρμα
tta-name-mine = ορυχείο
tta-name-temple = ναός
tta-name-lab = εργαστήριο
tta-name-library = βιβλιοθήκη
tta-name-theater = θέατρο
tta-name-arena = αρένα
tta-name-infantry = πεζικό
tta-name-cavalry = ιππικό
tta-name-artillery = πυροβολικό
tta-name-air_force = αεροπορία
tta-name-government = πολίτευμα
tta-name-special = ειδική τεχνολογία
tta-name-unit = μονάδα
tta-name-wonder = θαύμα
tta-name-leader = ηγέτης
tta-name-action = κάρτα ενέργειας
tta-name-card = κάρτα

## costs and parts of move labels (CA: civil action, MA: military action)

tta-cost-resources = { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  }
tta-cost-ca_resources = 1 ΕΔ, { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  }
tta-cost-ma_resources = 1 ΣΕ, { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  }
tta-cost-science = επιστήμη { $n }
tta-cost-ca_science = 1 ΕΔ, επιστήμη { $n }
tta-plus = { $what } +{ $n }
tta-units = { $type } ×{ $n }

## what an action card does, in a few words

tta-summary-gain = { $gains }
tta-summary-wonder_stage = ένα τμήμα θαύματος, { $n } φθηνότερα
tta-summary-frugality = πληθυσμός, μετά τροφή +{ $n }
tta-summary-patriotism = +1 ΣΕ, { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  } για μονάδες
tta-summary-rich_land = χτίσε ή αναβάθμισε φάρμα ή ορυχείο, { $n } φθηνότερα
tta-summary-urban_growth = χτίσε ή αναβάθμισε αστικό κτίριο, { $n } φθηνότερα
tta-summary-efficient_upgrade = αναβάθμισε ένα κτίριο, { $n } φθηνότερα
tta-summary-breakthrough = ανάπτυξε μια τεχνολογία, μετά επιστήμη +{ $n }
tta-summary-reserves = τροφή +{ $n } ή πόροι +{ $n }
tta-summary-military_pool_per_stronger = { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  } για μονάδες ανά ισχυρότερο αντίπαλο
tta-summary-culture_per_more_culture = κουλτούρα { $n } ανά αντίπαλο με περισσότερη κουλτούρα

## moves (menus, buttons, /play)

tta-move-end = Τελείωσε τη σειρά σου
tta-move-take_slot = Πάρε την κάρτα της θέσης { $slot }
tta-move-take = Πάρε { $card } (Εποχή { $age }, { $what }): { $cost } ΕΔ
tta-move-take_free = { $move } (δωρεάν· απομένουν { $n } ΕΔ να ξοδέψεις)
tta-move-take_no_more = Μην πάρεις τίποτε άλλο
tta-move-pop = Αύξησε τον πληθυσμό: 1 ΕΔ, τροφή { $food }
tta-move-pop_free = Αύξησε τον πληθυσμό: τροφή { $food }
tta-move-build = Χτίσε { $card } ({ $type }): { $cost }
tta-move-upgrade = Αναβάθμισε { $old } σε { $new }: { $cost }
tta-move-destroy = Κατεδάφισε ένα κτίριο { $card }: 1 ΕΔ (ο εργάτης γίνεται ξανά ελεύθερος)
tta-move-disband = Διάλυσε μία μονάδα { $card }: 1 ΣΕ (ο εργάτης γίνεται ξανά ελεύθερος)
tta-move-develop = Ανάπτυξε { $card }: { $cost }
tta-move-develop_lower = Ανάπτυξε { $card }: { $cost } (φεύγει αμέσως: μένει { $old })
tta-move-government = Άλλαξε ειρηνικά πολίτευμα σε { $card }: { $cost }
tta-move-revolt = Επανάσταση για { $card }: όλες οι ΕΔ, επιστήμη { $n }
tta-move-revolt_ma = Επανάσταση για { $card }: όλες οι ΣΕ, επιστήμη { $n }
tta-move-revolt_all_ca = { $move } (ξοδεύει όλες τις ενέργειες διοίκησής σου)
tta-move-then_science = { $move }, μετά επιστήμη +{ $n }
tta-move-leader = Παίξε τον ηγέτη { $card }: 1 ΕΔ
tta-move-leader_replace = Παίξε τον ηγέτη { $card }: 1 ΕΔ (φεύγει { $old }· παίρνεις πίσω 1 ΕΔ)
tta-move-wonder = Χτίσε { $n ->
    [one] 1 τμήμα
   *[other] { $n } τμήματα
  } του θαύματος { $card }: { $cost }
tta-move-play = Παίξε { $card }: 1 ΕΔ ({ $does })
tta-move-gain = Κέρδισε { $what } +{ $n }
tta-move-gain_card = Κέρδισε { $what } +{ $n } ({ $card })
tta-move-gain_mix = Κέρδισε τροφή { $food } και { $resources ->
    [one] 1 πόρο
   *[other] { $resources } πόρους
  }
tta-move-lose_mix = Χάσε { $food ->
    [0] { $resources ->
        [one] 1 πόρο
       *[other] { $resources } πόρους
    }
   *[other] τροφή { $food }{ $resources ->
        [0] {""}
        [one] {" "}και 1 πόρο
       *[other] {" "}και { $resources } πόρους
    }
  }
tta-move-tactic = Παίξε την τακτική { $card } ({ $units }: +{ $n } ανά στρατό): 1 ΣΕ
tta-move-copy = Αντίγραψε την τακτική { $card } (+{ $n } ανά στρατό): 2 ΣΕ
tta-move-barbarossa = Barbarossa: στρατολόγησε και χτίσε { $card }: 1 ΣΕ, τροφή { $food }, { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  }
tta-move-bach = Bach: μετάτρεψε { $old } σε { $new }: 1 ΕΔ, { $n ->
    [one] 1 πόρος
   *[other] { $n } πόροι
  }
tta-move-ocean = Ocean Liner Service: +1 πληθυσμός (δωρεάν)
tta-move-churchill = Churchill: επιστήμη { $n } για τεχνολογίες μονάδων και { $n } πόροι για μονάδες (αντί για κουλτούρα { $n })
tta-move-homer_refund = Άφησε τον Όμηρο να φύγει και πάρε πίσω την ενέργεια διοίκησης
tta-move-homer_tuck = Βάλε τον Όμηρο κάτω από το θαύμα { $wonder } (+1 χαμογελαστό πρόσωπο· χωρίς επιστροφή ενέργειας διοίκησης)
tta-move-event = Προετοίμασε { $card } (κουλτούρα +{ $n }) και αποκάλυψε το τρέχον γεγονός
tta-move-aggress = Παίξε { $card } με στόχο { $who }: { $n } ΣΕ
tta-move-war = Κήρυξε { $card } με στόχο { $who }: { $n } ΣΕ (κρίνεται στην επόμενη σειρά σου)
tta-move-annex = Προσάρτησε { $card } (μόνο τα μόνιμα αποτελέσματά του)
tta-move-alexander = Βγάλε τον Αλέξανδρο: πρόσθεσε 1 κίτρινο δείκτη από το κουτί στην κίτρινη τράπεζά σου
tta-move-columbus = Βγάλε τον Κολόμβο: αποίκισε { $card } (χωρίς δημοπρασία, χωρίς θυσία μονάδων)
tta-move-leave_territory = Άφησε { $card } χωρίς αποικισμό
tta-move-colonize = Αποίκισε { $card }: στείλε δύναμη { $n } ή περισσότερο
tta-move-colonize_done = Αποίκισε { $card } με δύναμη { $n }
tta-move-send = Θυσίασε μία μονάδα { $card } (δύναμη { $n })
tta-move-bonus = Παίξε { $card } για αποικισμό +{ $n }
tta-move-cook = Ξεσκαρτάρισε { $card } για αποικισμό +1 (James Cook)
tta-move-bid = Πρόσφερε { $n } για { $card } (μετά στείλε τόση δύναμη)
tta-move-bid_pass = Πάσο (ο βάρβαρος { $n } παίρνει { $card })
tta-move-bid_pass_nobody = Πάσο (κανείς δεν παίρνει { $card })
tta-move-defend_done_holds = Σταμάτα την άμυνα: { $mine } έναντι { $theirs }, η επίθεση αποτυγχάνει
tta-move-defend_done_falls = Σταμάτα την άμυνα: { $mine } έναντι { $theirs }, η επίθεση πετυχαίνει
tta-move-defend_bonus = Αμύνσου με { $card } (παίζεται για +{ $n })
tta-move-defend_discard = Αμύνσου με { $card } (ξεσκαρτάρεται για +1)
tta-move-lose_card = Χάσε { $card }
tta-move-lose_building = Χάσε ένα κτίριο { $card }
tta-move-lose_worker = Χάσε έναν εργάτη από { $card }
tta-move-give_up = Παραχώρησε { $card }
tta-move-free_build = Χτίσε { $card } δωρεάν
tta-move-no_build = Μη χτίσεις
tta-move-nothing = Μην κάνεις τίποτα
tta-move-ravage = Γύρισε ανάποδα { $card } (δίνει κουλτούρα 2 στη θέση του)
tta-move-discard = Ξεσκαρτάρισε { $card }
tta-move-discard_excess = Ξεσκαρτάρισε { $card } (όριο στρατιωτικού χεριού { $n })
tta-move-production_skip = Παράλειψε την τελευταία φάση παραγωγής (κανόνας 31)
tta-move-produce = Παραγωγή: κουλτούρα +{ $culture }, επιστήμη +{ $science }, διαφθορά { $corruption }, κατανάλωση { $consumption }
tta-move-keep = Κράτα τα γεγονότα της Εποχής III όπως μετρήθηκαν
tta-move-swap = Αντάλλαξε { $card } (κουλτούρα { $n }) με ένα τυχαίο πιθανό γεγονός

## refusals (why a move is not allowed now)

tta-why-no_ca = Δεν σου έμεινε ενέργεια διοίκησης.
tta-why-no_ma = Δεν σου έμεινε στρατιωτική ενέργεια.
tta-why-only = Μόνο { $card } μπορεί να το κάνει αυτό.
tta-why-slot = Δώσε θέση της γραμμής καρτών από 1 έως 13.
tta-why-slot_empty = Η θέση { $slot } της γραμμής καρτών είναι άδεια.
tta-why-wonder_unfinished = Χτίζεις ακόμα το θαύμα { $card }: τελείωσέ το πρώτα.
tta-why-hand_full = Το χέρι σου είναι γεμάτο: μπορείς να κρατάς { $n } κάρτες διοίκησης (όσες και οι ενέργειες διοίκησής σου).
tta-why-leader_age_taken = Έχεις ήδη πάρει ηγέτη της Εποχής { $age }.
tta-why-have_tech = Έχεις ήδη { $card }.
tta-why-take_budget = Αυτή η κάρτα κοστίζει { $cost } ενέργειες διοίκησης· σου απομένουν { $left } να ξοδέψεις.
tta-why-take_cost = Η κάρτα { $card } κοστίζει { $cost ->
    [one] 1 ενέργεια διοίκησης
   *[other] { $cost } ενέργειες διοίκησης
  }· σου απομένουν { $left }.
tta-why-yellow_empty = Η κίτρινη τράπεζά σου είναι άδεια.
tta-why-yellow_empty_recruit = Η κίτρινη τράπεζά σου είναι άδεια: δεν έμεινε κανείς να στρατολογήσεις.
tta-why-pop_food = Η αύξηση πληθυσμού κοστίζει τροφή { $cost }· έχεις { $have }.
tta-why-build_what = Μπορείς να χτίσεις μόνο σε φάρμα, ορυχείο, αστικό κτίριο ή τεχνολογία μονάδας που έχεις.
tta-why-no_workers_on = Η κάρτα { $card } δεν έχει εργάτες.
tta-why-build_scope = Αυτή η κάρτα δεν μπορεί να χτίσει σε { $card }.
tta-why-no_unused = Δεν έχεις ελεύθερο εργάτη: αύξησε πρώτα τον πληθυσμό.
tta-why-urban_limit = Το πολίτευμά σου επιτρέπει μόνο { $n } κτίρια τύπου «{ $type }».
tta-why-build_cost = Το χτίσιμο της κάρτας { $card } κοστίζει { $cost ->
    [one] 1 πόρο
   *[other] { $cost } πόρους
  }· έχεις { $have }.
tta-why-upgrade_what = Δώσε δύο τεχνολογίες που έχεις: το κτίριο που αναβαθμίζεις και τη νέα του κάρτα.
tta-why-upgrade_kind = { $old } δεν αναβαθμίζεται σε { $new }: μόνο στον ίδιο τύπο και σε ανώτερο επίπεδο.
tta-why-upgrade_scope = Αυτή η κάρτα δεν μπορεί να αναβαθμίσει { $card }.
tta-why-nothing_built = Δεν έχεις χτίσει τίποτα στην κάρτα { $card }.
tta-why-nothing_built_there = Δεν έχεις χτίσει τίποτα σε αυτή την κάρτα.
tta-why-upgrade_cost = Αυτή η αναβάθμιση κοστίζει { $cost ->
    [one] 1 πόρο
   *[other] { $cost } πόρους
  }· έχεις { $have }.
tta-why-resources = Αυτό κοστίζει { $cost ->
    [one] 1 πόρο
   *[other] { $cost } πόρους
  }· έχεις { $have }.
tta-why-disband_ma = Η διάλυση μονάδας κοστίζει μία στρατιωτική ενέργεια· δεν σου έμεινε καμία.
tta-why-destroy_ca = Η κατεδάφιση κτιρίου κοστίζει μία ενέργεια διοίκησης· δεν σου έμεινε καμία.
tta-why-develop_what = Μπορείς να αναπτύξεις μόνο κάρτα τεχνολογίας από το χέρι σου.
tta-why-same_government = { $card }: είναι ήδη το πολίτευμά σου.
tta-why-science_cost = Η κάρτα { $card } κοστίζει επιστήμη { $cost }· έχεις { $have }.
tta-why-revolt_what = Μπορείς να κάνεις επανάσταση μόνο για κάρτα πολιτεύματος από το χέρι σου.
tta-why-revolt_robespierre = Με τον Robespierre η επανάσταση θέλει όλες τις στρατιωτικές σου ενέργειες αχρησιμοποίητες.
tta-why-revolt_actions = Η επανάσταση θέλει όλες τις ενέργειες διοίκησής σου αχρησιμοποίητες.
tta-why-revolt_cost = Η επανάσταση για { $card } κοστίζει επιστήμη { $cost }· έχεις { $have }.
tta-why-leader_what = Μπορείς να παίξεις μόνο ηγέτη από το χέρι σου.
tta-why-no_wonder = Δεν έχεις ημιτελές θαύμα.
tta-why-wonder_stages = { $most ->
    [one] Μπορείς να χτίσεις τώρα 1 τμήμα του θαύματος { $card }.
   *[other] Μπορείς να χτίσεις τώρα από 1 έως { $most } τμήματα του θαύματος { $card }.
  }
tta-why-bach_once = Η αναβάθμιση του J.S. Bach γίνεται μία φορά ανά σειρά.
tta-why-bach_what = Δώσε ένα από τα αστικά σου κτίρια και μία από τις τεχνολογίες θεάτρου που έχεις.
tta-why-bach_kind = Ο Bach μετατρέπει ένα αστικό κτίριο σε θέατρο ίδιου ή ανώτερου επιπέδου.
tta-why-ocean_once = Το Ocean Liner Service λειτουργεί μία φορά ανά σειρά.
tta-why-churchill_once = Χρησιμοποίησες ήδη την επιλογή του Churchill σε αυτή τη σειρά.
tta-why-card_nothing_to_build = { $card }: δεν υπάρχει τώρα τίποτα να χτίσεις ή να αναβαθμίσεις.
tta-why-card_no_tech = { $card }: δεν σου φτάνει η επιστήμη για καμία τεχνολογία στο χέρι σου.
tta-why-play_what = Μπορείς να παίξεις μόνο κάρτα ενέργειας από το χέρι σου.
tta-why-play_new = Πήρες { $card } σε αυτή τη σειρά: οι κάρτες ενέργειας παίζονται από την επόμενη σειρά.
tta-why-tactic_what = Μπορείς να παίξεις μόνο κάρτα τακτικής από το στρατιωτικό σου χέρι.
tta-why-one_tactic = Μπορείς να παίξεις ή να αντιγράψεις μόνο μία τακτική ανά σειρά.
tta-why-tactic_ma = Μια τακτική κοστίζει 1 στρατιωτική ενέργεια· δεν σου έμεινε καμία.
tta-why-copy_what = Μπορείς να αντιγράψεις μόνο τακτική από την κοινή περιοχή τακτικών.
tta-why-same_tactic = { $card }: είναι ήδη η τακτική σου.
tta-why-copy_ma = Η αντιγραφή τακτικής κοστίζει 2 στρατιωτικές ενέργειες.
tta-why-unit_what = Δώσε μια τεχνολογία στρατιωτικής μονάδας που έχεις.
tta-why-need_food = Χρειάζεσαι τροφή { $n }.
tta-why-need_resources = Χρειάζεσαι { $n ->
    [one] 1 πόρο
   *[other] { $n } πόρους
  }.
tta-why-event_what = Μπορείς να προετοιμάσεις μόνο κάρτα γεγονότος ή εδάφους από το στρατιωτικό σου χέρι.
tta-why-dummy_card_only = Απέναντι στον εικονικό παίκτη δώσε μόνο την κάρτα.
tta-why-barbarian_what = Δώσε την κάρτα και τον βάρβαρο (1, 2 ή 3).
tta-why-aggress_what = Μπορείς να παίξεις μόνο κάρτα επίθεσης από το στρατιωτικό σου χέρι.
tta-why-ma_cost = Η κάρτα { $card } κοστίζει { $cost ->
    [one] 1 στρατιωτική ενέργεια
   *[other] { $cost } στρατιωτικές ενέργειες
  }· έχεις { $have }.
tta-why-stronger_dummy = Πρέπει να ξεπερνάς σε δύναμη τον εικονικό παίκτη τουλάχιστον κατά { $n } ({ $mine } έναντι { $theirs }).
tta-why-no_annex = Δεν υπάρχει έδαφος χωρίς αποικισμό στα περασμένα γεγονότα για να το προσαρτήσεις.
tta-why-stronger = Πρέπει να ξεπερνάς σε δύναμη { $who } ({ $mine } έναντι { $theirs }).
tta-why-war_what = Μπορείς να κηρύξεις πόλεμο μόνο με κάρτα πολέμου από το στρατιωτικό σου χέρι.
tta-why-war_last_round = Στον τελευταίο γύρο δεν κηρύσσεται πόλεμος.
tta-why-war_declared = Κήρυξες ήδη πόλεμο σε αυτή τη σειρά.
tta-why-territory_what = Δώσε μια κάρτα εδάφους από το στρατιωτικό σου χέρι.
tta-why-politics_first = Οι πολιτικές ενέργειες γίνονται πριν από κάθε άλλη ενέργεια της σειράς σου.
tta-why-first_round = Στον πρώτο γύρο μπορείς μόνο να πάρεις κάρτες από τη γραμμή καρτών.

## what the player is asked to choose (the board's prompt)

tta-ask-by_card = { $card }: { $ask }
tta-ask-first = Γύρος 1: πάρε κάρτες από τη γραμμή καρτών.
tta-ask-actions = Η φάση ενεργειών σου.
tta-ask-politics = Η πολιτική σου φάση: μία πολιτική ενέργεια, ή συνέχισε με τις ενέργειές σου.
tta-ask-discard_excess = Πάρα πολλές στρατιωτικές κάρτες: ξεσκαρτάρισε ώσπου να μείνουν όσες οι στρατιωτικές σου ενέργειες.
tta-ask-last_production = Τελευταία σειρά: μπορείς να παραλείψεις τη φάση παραγωγής.
tta-ask-homer = Ο Όμηρος αντικαταστάθηκε.
tta-ask-card_build = Διάλεξε τι χτίζει ή αναβαθμίζει η κάρτα.
tta-ask-breakthrough = Διάλεξε την τεχνολογία που αναπτύσσει.
tta-ask-reserves = Τροφή ή πόροι;
tta-ask-defend = Επίθεση εναντίον σου: παίξε κάρτες άμυνας ή ξεσκαρτάρισε κάρτες για +1 η καθεμία.
tta-ask-defend_card = Άμυνα απέναντι σε { $card } (δύναμη επιτιθέμενου { $theirs }· εσύ έχεις { $mine }): παίξε κάρτες άμυνας ή ξεσκαρτάρισε κάρτες για +1.
tta-ask-infiltrated = Διείσδυση: χάσε τον ηγέτη σου ή το ημιτελές θαύμα σου.
tta-ask-bid = Δημοπρασία αποικισμού: θα δώσεις μεγαλύτερη προσφορά από τους βαρβάρους;
tta-ask-bid_card = Δημοπρασία αποικισμού για { $card }: η υψηλότερη προσφορά είναι { $n }.
tta-ask-food_or_res = Τροφή ή πόροι;
tta-ask-mix = Διάλεξε πόση τροφή και πόσους πόρους.
tta-ask-free_build = Χτίζεις δωρεάν;
tta-ask-dev_civ = Development of Civilization: μία ενέργεια, 1 φθηνότερα, χωρίς ενέργεια διοίκησης.
tta-ask-ravage = Ravages of Time: διάλεξε θαύμα.
tta-ask-discard_pick = Διάλεξε στρατιωτική κάρτα για ξεσκαρτάρισμα.
tta-ask-agreement = International Agreement: πάρε κάρτες αξίας έως 5 ενεργειών διοίκησης (μετά παραλείπεις την επόμενη πολιτική σου φάση).
tta-ask-destroy = Διάλεξε το κτίριο που χάνεις.
tta-ask-lose_worker = Πρέπει να χάσεις πληθυσμό: διάλεξε εργάτη.
tta-ask-lose_colony = Διάλεξε την αποικία που χάνεις.
tta-ask-annex = Προσάρτηση: πάρε ένα έδαφος από τα περασμένα γεγονότα.
tta-ask-colonize_offer = Αποκαλύπτεται ένα έδαφος.
tta-ask-colonize_offer_card = Αποκαλύπτεται { $card }: θα το αποικίσεις με δύναμη { $n } ή περισσότερο;
tta-ask-colonize = Στείλε δύναμη αποικισμού: θυσίασε τουλάχιστον μία μονάδα.
tta-ask-colonize_card = Αποίκισε { $card }: στείλε δύναμη τουλάχιστον { $n }.
tta-ask-swap = Κανόνας 47: μπορείς να ανταλλάξεις ένα μετρημένο γεγονός της Εποχής III με ένα τυχαίο πιθανό γεγονός.

## why the bot likes a move (/hint): a few words after the move itself
tta-reason-take = { $card }: αξίζει τις ενέργειες διοίκησης που κοστίζει
tta-reason-end = δεν μένει τίποτα χρήσιμο σε αυτόν τον γύρο
tta-reason-pop = ένας νέος εργάτης για το επόμενο κτίριο
tta-reason-strength = { $card }: περισσότερη δύναμη απέναντι στις απειλές
tta-reason-food = { $card }: περισσότερη τροφή για έναν λαό που μεγαλώνει
tta-reason-resources = { $card }: περισσότεροι πόροι για να χτίζεις
tta-reason-science = { $card }: περισσότερη επιστήμη για νέες τεχνολογίες
tta-reason-happy = { $card }: τα χαμογελαστά πρόσωπα κρατούν τους εργάτες ικανοποιημένους
tta-reason-culture = { $card }: κουλτούρα σε κάθε γύρο μέχρι το τέλος
tta-reason-develop = { $card }: καλύτερη τεχνολογία για χτίσιμο και αναβάθμιση
tta-reason-revolt = { $card }: καλύτερο πολίτευμα, περισσότερες ενέργειες
tta-reason-leader = { $card }: ταιριάζει στον πολιτισμό σου
tta-reason-wonder = { $card }: το επόμενο τμήμα του θαύματος
tta-reason-tactic = { $card }: οι στρατοί σου γίνονται πιο δυνατοί
tta-reason-defend = { $card }: αποκρούει την επίθεση
tta-reason-war = { $card }: ένας πόλεμος που τον κερδίζει ο ισχυρότερος στρατός σου
tta-reason-aggress = { $card }: μια επίθεση που την κερδίζει ο ισχυρότερος στρατός σου
tta-reason-play = { $card }: το μπόνους της κάρτας τώρα
tta-reason-event = { $card }: με την προετοιμασία παίρνεις τώρα κουλτούρα { $n }
tta-reason-impact = { $card }: κουλτούρα { $n } τώρα και περίπου { $impact } όταν μετρηθεί
