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
tta-event-gain = { $seat } κερδίζει { $what }: +{ $n }.
tta-event-gain_card = { $seat } κερδίζει { $what }: +{ $n } ({ $card }).
tta-event-tactic = { $seat } υιοθετεί την τακτική { $card }.
tta-event-copy_tactic = { $seat } αντιγράφει την τακτική { $card }.
tta-event-churchill = Ο Churchill δίνει σε { $seat } επιστήμη { $n } και { $n ->
    [one] 1 πόρο
   *[other] { $n } πόρους
  } για τον στρατό.
tta-event-age = Αρχίζει η Εποχή { $age }.
tta-event-last_round = Η στοίβα πολιτικών καρτών τελείωσε: ο γύρος { $round } είναι ο τελευταίος.
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
    [one] 1 πολιτική κάρτα της Εποχής A επιστρέφει
   *[other] { $n } πολιτικές κάρτες της Εποχής A επιστρέφουν
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
tta-event-gain_mix = { $seat } κερδίζει τροφή { $food } και { $resources ->
    [one] 1 πόρο
   *[other] { $resources } πόρους
  }.
tta-event-lose_mix = { $seat } χάνει τροφή { $food } και { $resources ->
    [one] 1 πόρο
   *[other] { $resources } πόρους
  }.
tta-event-defense_card = { $seat } αμύνεται με { $card } (+{ $value }).
tta-event-defense_discard = { $seat } ξεσκαρτάρει κλειστές { $n ->
    [one] 1 στρατιωτική κάρτα
   *[other] { $n } στρατιωτικές κάρτες
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
tta-event-production = Παραγωγή: κουλτούρα +{ $culture }, επιστήμη +{ $science }, διαφθορά { $corruption }, τροφή +{ $food }, κατανάλωση { $consumption }, πόροι +{ $resources }.
tta-event-production_famine = Παραγωγή: κουλτούρα +{ $culture }, επιστήμη +{ $science }, διαφθορά { $corruption }, τροφή +{ $food }, κατανάλωση { $consumption } (λιμός: λείπει τροφή { $famine }), πόροι +{ $resources }.
tta-event-production_skipped = { $seat } παραλείπει την τελευταία φάση παραγωγής.
tta-event-final_event = Τελική καταμέτρηση, { $card }: κουλτούρα +{ $n }.
tta-event-final_event_down = Τελική καταμέτρηση, { $card }: κουλτούρα -{ $n }.
tta-event-swap = Κανόνας 47: { $out } αντικαθίσταται από { $card }.
tta-event-game_over_won = Η παρτίδα τελείωσε: κουλτούρα { $culture }, νίκη.
tta-event-game_over_lost = Η παρτίδα τελείωσε: κουλτούρα { $culture }, όχι νίκη.
