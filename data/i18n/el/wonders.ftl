# 7 Wonders (και Ηγέτες): ό,τι λέει η μηχανή (bot/engine/wonders/speech.py), στα ελληνικά.
# Οι όροι ακολουθούν το GLOSSARY.md (το ελληνικό έγγραφο των παικτών για τους Ηγέτες).
# $seat, $owner, $winner κ.λπ. είναι ονόματα παικτών (ή «Ελεύθερη Πόλη», χωρίς άρθρο, σαν
# όνομα)· $card, $leader, $wonder ονόματα (Ηγέτες, Συντεχνίες τους και Ρώμη στα ελληνικά, οι άλλες κάρτες στα αγγλικά)· $text η ικανότητα
# ενός Ηγέτη· $plan, $paid, $gain, $how, $note κομμάτια της πρότασης ήδη διατυπωμένα.

## names and pieces of sentences

wonders-name-wood = ξύλο
wonders-name-stone = πέτρα
wonders-name-clay = πηλός
wonders-name-ore = μετάλλευμα
wonders-name-glass = γυαλί
wonders-name-textile = ύφασμα
wonders-name-papyrus = πάπυρος
wonders-name-colour_brown = καφέ
wonders-name-colour_grey = γκρι
wonders-name-colour_blue = μπλε
wonders-name-colour_yellow = κίτρινη
wonders-name-colour_red = κόκκινη
wonders-name-colour_green = πράσινη
wonders-name-colour_purple = μωβ
wonders-free_city = Ελεύθερη Πόλη
# The resource's name is not declined, so a count is written after it: «πέτρα ×2».
wonders-units = { $n ->
    [one] { $kind }
   *[other] { $kind } ×{ $n }
}
wonders-coins = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
wonders-list = { $items }
wonders-nothing = τίποτα
wonders-gain = {" "}(+{ $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
})
wonders-board = { $wonder } ({ $side })

## how something is paid

wonders-pay-chain = δωρεάν μέσω αλυσίδας
wonders-pay-olympia = δωρεάν χάρη στην Ολυμπία (μία φορά ανά Εποχή)
wonders-pay-ramses = δωρεάν (Ραμσής)
wonders-pay-own = δωρεάν με τα δικά σου υλικά
wonders-pay-to_left = { $n ->
    [one] 1 νόμισμα στον αριστερό γείτονα
   *[other] { $n } νομίσματα στον αριστερό γείτονα
}
wonders-pay-to_right = { $n ->
    [one] 1 νόμισμα στον δεξί γείτονα
   *[other] { $n } νομίσματα στον δεξί γείτονα
}
wonders-pay-to_bank = { $n ->
    [one] 1 νόμισμα στην τράπεζα{ $bilkis ->
        [yes] {" "}(για την Μπιλκίς)
       *[no] {""}
    }
   *[other] { $n } νομίσματα στην τράπεζα{ $bilkis ->
        [yes] , το ένα για την Μπιλκίς
       *[no] {""}
    }
}
wonders-pay-plan = πληρώνεις { $parts }
wonders-pay-plan_total = πληρώνεις { $parts } (συνολικά { $total } νομίσματα)
wonders-pay-plan_start = Πλήρωσε { $parts }
wonders-pay-plan_total_start = Πλήρωσε { $parts } (συνολικά { $total } νομίσματα)
wonders-pay-chain_start = Δωρεάν μέσω αλυσίδας
wonders-pay-olympia_start = Δωρεάν χάρη στην Ολυμπία (μία φορά ανά Εποχή)
wonders-pay-ramses_start = Δωρεάν (Ραμσής)
wonders-pay-own_start = Δωρεάν με τα δικά σου υλικά
wonders-pay-choose = διάλεξε πώς θα πληρώσεις
wonders-pay-none = δεν μπορεί να κατασκευαστεί τώρα
wonders-pay-one = { $plan }
wonders-pay-olympia_or = δωρεάν χάρη στην Ολυμπία ή από { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
wonders-pay-from = από { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
wonders-card-free = { $colour }, δωρεάν
wonders-card-needs = { $colour }, χρειάζεται { $needs }
wonders-card-built = υπάρχει ήδη στην πόλη: χρησιμοποίησέ την για τμήμα Θαύματος ή ξεσκαρτάρισέ την
wonders-card-cannot = δεν μπορεί να κατασκευαστεί τώρα
wonders-card-own = δωρεάν με τα δικά σου υλικά
wonders-card-from = κατασκευή από { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}

## moves (menus, buttons, /play)

wonders-move-side = Παίξε την πλευρά { $side } του ταμπλό σου
wonders-move-keep = Κράτα τον Ηγέτη { $leader } (κόστος { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}): { $text }
wonders-move-withdraw = Αλλαγή επιλογής: πάρε πίσω την επιλογή σου και διάλεξε ξανά
wonders-move-back = Πήγαινε ένα βήμα πίσω
wonders-move-skip = Μην κάνεις τίποτα
wonders-move-copy = Αντέγραψε τον Ηγέτη { $leader }: { $text }
wonders-move-from_discard = Κατασκεύασε δωρεάν { $card } από τη στοίβα ξεσκαρταρισμένων
wonders-move-other_ways = { $fc ->
    [yes] Ελεύθερη Πόλη: άλλοι τρόποι πληρωμής (όλοι, ακόμη και με αγορά υλικών που ήδη παράγεις)
   *[no] Άλλοι τρόποι πληρωμής (όλοι, ακόμη και με αγορά υλικών που ήδη παράγεις)
}
wonders-move-pay = { $fc ->
    [yes] Ελεύθερη Πόλη: { $plan }
   *[no] { $plan }
}
wonders-move-card = { $fc ->
    [yes] Ελεύθερη Πόλη: { $card } ({ $note })
   *[no] { $card } ({ $note })
}
wonders-move-leader = { $leader } ({ $n ->
    [0] δωρεάν στρατολόγηση
    [one] στρατολόγηση με 1 νόμισμα
   *[other] στρατολόγηση με { $n } νομίσματα
}): { $text }
wonders-move-recruit = { $fc ->
    [yes] Ελεύθερη Πόλη: στρατολόγησε τον Ηγέτη { $leader } { $n ->
        [0] δωρεάν
        [one] με 1 νόμισμα
       *[other] με { $n } νομίσματα
    }
   *[no] Στρατολόγησε τον Ηγέτη { $leader } { $n ->
        [0] δωρεάν
        [one] με 1 νόμισμα
       *[other] με { $n } νομίσματα
    }
}
wonders-move-recruit_any = { $fc ->
    [yes] Ελεύθερη Πόλη: στρατολόγησε τον Ηγέτη { $leader }
   *[no] Στρατολόγησε τον Ηγέτη { $leader }
}
wonders-move-build = { $fc ->
    [yes] Ελεύθερη Πόλη: κατασκεύασε { $card } ({ $how })
   *[no] Κατασκεύασε { $card } ({ $how })
}
wonders-move-build_any = { $fc ->
    [yes] Ελεύθερη Πόλη: κατασκεύασε { $card }
   *[no] Κατασκεύασε { $card }
}
wonders-move-wonder = { $fc ->
    [yes] Ελεύθερη Πόλη: κατασκεύασε το τμήμα { $stage } του Θαύματος με την κάρτα { $card } ({ $how })
   *[no] Κατασκεύασε το τμήμα { $stage } του Θαύματος με την κάρτα { $card } ({ $how })
}
wonders-move-wonder_any = { $fc ->
    [yes] Ελεύθερη Πόλη: κατασκεύασε το επόμενο τμήμα του Θαύματος με την κάρτα { $card }
   *[no] Κατασκεύασε το επόμενο τμήμα του Θαύματός σου με την κάρτα { $card }
}
wonders-move-discard = { $fc ->
    [yes] Ελεύθερη Πόλη: ξεσκαρτάρισε την κάρτα { $card } για 3 νομίσματα
   *[no] Ξεσκαρτάρισε την κάρτα { $card } για 3 νομίσματα
}
wonders-move-generic_card = Διάλεξε την κάρτα { $items }
wonders-move-generic_leader = Διάλεξε τον Ηγέτη { $items }
wonders-move-generic_build = Κατασκεύασε { $items }
wonders-move-generic_wonder = Κατασκεύασε τμήμα Θαύματος με την κάρτα { $items }
wonders-move-generic_discard = Ξεσκαρτάρισε την κάρτα { $items } για 3 νομίσματα
wonders-move-generic_recruit = Στρατολόγησε τον Ηγέτη { $items }
wonders-move-generic_pay = Πλήρωσε
wonders-move-other = { $token }

## menu titles

wonders-group-side = Πλευρά Θαύματος
wonders-group-keep = Κράτα έναν Ηγέτη
wonders-group-card = Διάλεξε κάρτα
wonders-group-leader = Διάλεξε Ηγέτη
wonders-group-build = Κατασκευή
wonders-group-wonder = Τμήμα Θαύματος
wonders-group-discard = Ξεσκαρτάρισμα για 3 νομίσματα
wonders-group-recruit = Στρατολόγηση
wonders-group-pay = Τρόπος πληρωμής
wonders-group-back = Πίσω
wonders-group-withdraw = Αλλαγή επιλογής
wonders-group-from_discard = Κατασκευή από τη στοίβα ξεσκαρταρισμένων
wonders-group-copy = Αντιγραφή Ηγέτη
wonders-group-skip = Πάσο

## what happened

wonders-event-boards = Μοιράστηκαν τα ταμπλό Θαυμάτων: { $boards }.
wonders-event-side = { $seat } παίζει την πλευρά { $side }.
wonders-event-leader_hand = Οι Ηγέτες σου: { $leaders }.
wonders-event-draft = Φάση Ηγετών, γύρος { $round }: κράτα έναν Ηγέτη.
wonders-event-draft_passed = Οι Ηγέτες δίνονται στον παίκτη στα δεξιά.
# Οι Εποχές γράφονται παντού με λατινικούς αριθμούς, όπως στις κάρτες (Εποχή I, II, III).
wonders-event-age = Αρχίζει η Εποχή { $age ->
        [1] I
        [2] II
        [3] III
        [4] IV
       *[other] { $age }
    }.
wonders-event-dealt = Το χέρι σου για την Εποχή { $age ->
        [1] I
        [2] II
        [3] III
        [4] IV
       *[other] { $age }
    }: { $cards }.
wonders-event-fc_draw = Έχεις την κάρτα της Ελεύθερης Πόλης και τραβάς την κάρτα { $card }.
wonders-event-fc_holder = { $seat } παίζει για την Ελεύθερη Πόλη σε αυτόν τον γύρο.
wonders-event-ready = { $seat } διάλεξε κίνηση.
wonders-event-unready = { $seat } παίρνει πίσω την επιλογή.
wonders-event-back = Πήγες ένα βήμα πίσω.
wonders-event-picked = Διάλεξες: { $card }.
wonders-event-chose = { $action ->
    [build] Αποφάσισες να κατασκευάσεις { $card }.
    [wonder] Αποφάσισες να κατασκευάσεις τμήμα Θαύματος με την κάρτα { $card }.
    [discard] Αποφάσισες να ξεσκαρτάρεις την κάρτα { $card }.
    [recruit] Αποφάσισες να στρατολογήσεις τον Ηγέτη { $card }.
   *[other] Αποφάσισες τι θα κάνεις με την κάρτα { $card }.
}
wonders-event-paid = Τρόπος πληρωμής: { $plan }.
wonders-event-other_ways = Τώρα φαίνονται όλοι οι τρόποι πληρωμής.
wonders-event-revealed = Εποχή { $age ->
        [1] I
        [2] II
        [3] III
        [4] IV
       *[other] { $age }
    }, γύρος { $turn }: { $moves }.
wonders-event-revealed_recruit = Στρατολόγηση: { $moves }.
wonders-event-staged_card = Η κάρτα { $card } μπαίνει κάτω από το Θαύμα.
wonders-event-seventh_discarded = Η τελευταία κάρτα κάθε χεριού ξεσκαρτάρεται ({ $n }).
wonders-event-built = { $seat } κατασκευάζει την 7η κάρτα, { $card }{ $gain }.
wonders-event-staged = { $seat } κατασκευάζει το τμήμα { $stage } του Θαύματος με την 7η κάρτα{ $gain }.
wonders-event-discarded = { $seat } ξεσκαρτάρει την 7η κάρτα{ $gain }.
wonders-event-from_discard = { $seat } κατασκευάζει { $card } από τη στοίβα ξεσκαρταρισμένων{ $gain }.
wonders-event-copied = { $seat } τοποθετεί τον δείκτη Εταίρας στον Ηγέτη { $leader } που έχει { $owner }{ $gain }.
wonders-event-recruited = { $seat } στρατολογεί επιπλέον Ηγέτη: { $leader }{ $gain }.
wonders-event-skipped = { $seat } δεν κάνει χρήση { $what ->
    [seventh] της 7ης κάρτας
    [courtesan] της Συντεχνίας των Εταίρων
    [rome] της στρατολόγησης επιπλέον Ηγέτη
    [halicarnassus] της κατασκευής από τη στοίβα ξεσκαρταρισμένων
    [solomon] της κατασκευής από τη στοίβα ξεσκαρταρισμένων που δίνει ο Σολομώντας
    [solomon_copy] της κατασκευής από τη στοίβα ξεσκαρταρισμένων που δίνει ο Σολομώντας
   *[other] της δυνατότητας
}.
wonders-event-rome_draw = { $seat } τραβά { $n ->
    [one] 1 Ηγέτη
   *[other] { $n } Ηγέτες
} από το κουτί.
wonders-event-rome_drawn = Τραβάς: { $leaders }.
wonders-event-returned = { $seat } επιστρέφει { $n ->
    [one] έναν αχρησιμοποίητο Ηγέτη
   *[other] { $n } αχρησιμοποίητους Ηγέτες
} στο κουτί.
wonders-event-conflicts = Συγκρούσεις της Εποχής { $age ->
        [1] I
        [2] II
        [3] III
        [4] IV
       *[other] { $age }
    }: { $results }.
wonders-event-game_over = Η Εποχή III τελείωσε: τελική βαθμολογία.
wonders-event-leaders_dealt = Οι Ηγέτες σου: { $leaders }.

wonders-reveal-build = { $seat } κατασκευάζει { $card }{ $paid }{ $gain }
wonders-reveal-recruit = { $seat } στρατολογεί τον Ηγέτη { $leader }{ $paid }{ $gain }
wonders-reveal-stage = { $seat } κατασκευάζει το τμήμα { $stage } του Θαύματος{ $paid }{ $gain }
wonders-reveal-discard = { $seat } ξεσκαρτάρει μια κάρτα{ $gain }
wonders-reveal-discard_leader = { $seat } ξεσκαρτάρει έναν Ηγέτη{ $gain }
wonders-paid-free = , { $plan }
wonders-paid-parts = , πληρώνοντας { $parts }
# «προς» takes a name without an article (as on a letter: «Προς: …»).
wonders-paid-to = { $n ->
    [one] 1 νόμισμα προς { $seat }
   *[other] { $n } νομίσματα προς { $seat }
}
wonders-paid-bank = { $n ->
    [one] 1 νόμισμα στην τράπεζα{ $bilkis ->
        [yes] {" "}(για την Μπιλκίς)
       *[no] {""}
    }
   *[other] { $n } νομίσματα στην τράπεζα{ $bilkis ->
        [yes] , το ένα για την Μπιλκίς
       *[no] {""}
    }
}
wonders-conflict-tie = { $first } και { $second }: ισοπαλία
wonders-conflict-win = { $winner } νικά { $loser }

## why a move is refused

wonders-what-card = την κάρτα { $card }
wonders-what-stage = το τμήμα { $stage } του Θαύματός σου
wonders-why-nothing_to_withdraw = Δεν έχεις κάνει κάποια επιλογή για να την πάρεις πίσω.
wonders-why-wait = Ένας άλλος παίκτης ολοκληρώνει την κίνησή του· περίμενε να τελειώσει.
wonders-why-not_in_hand = Δεν έχεις την κάρτα { $card } στο χέρι σου.
wonders-why-picked = Έχεις ήδη διαλέξει κάρτα· διάλεξε τι θα κάνεις με αυτήν ή γύρνα πίσω.
wonders-why-free_city_builds = Η Ελεύθερη Πόλη πρέπει να πάρει μια κάρτα που μπορεί να κατασκευάσει (ή να χρησιμοποιήσει για το Θαύμα της), όταν υπάρχει τέτοια.
wonders-why-pick_first = Διάλεξε πρώτα μια κάρτα.
wonders-why-other_card = Διάλεξες την κάρτα { $card }: διάλεξε τι θα κάνεις με αυτήν ή γύρνα πίσω για να πάρεις άλλη κάρτα.
wonders-why-choose_pay = Διάλεξε πώς θα πληρώσεις ή γύρνα πίσω.
wonders-why-same_card = Υπάρχει ήδη { $card } στην πόλη σου.
wonders-why-wonder_done = Το Θαύμα σου είναι ολοκληρωμένο.
wonders-why-free_city_discard = Η Ελεύθερη Πόλη μπορεί να ξεσκαρτάρει μόνο όταν δεν μπορεί να κατασκευάσει καμία από τις κάρτες αυτού του χεριού.
wonders-why-leader_coins = Δεν σου φτάνουν τα νομίσματα για τον Ηγέτη { $leader }: χρειάζεσαι { $n ->
    [one] 1 νόμισμα ακόμη
   *[other] { $n } νομίσματα ακόμη
}.
wonders-why-other_ways = Αυτός ο τρόπος πληρωμής είναι στην πλήρη λίστα: διάλεξε πρώτα «Άλλοι τρόποι πληρωμής».
wonders-why-not_a_way = Αυτός δεν είναι ένας από τους τρόπους πληρωμής σου· διάλεξε έναν από τη λίστα.
wonders-why-coins_short = Δεν σου φτάνουν τα νομίσματα για { $what }: χρειάζεσαι { $n ->
    [one] 1 νόμισμα ακόμη
   *[other] { $n } νομίσματα ακόμη
}.
wonders-why-not_produced = Δεν μπορείς να κατασκευάσεις { $what }: ούτε εσύ ούτε οι γείτονές σου παράγετε τα υλικά που χρειάζεται ({ $cost }).

## τι κάνουν οι κάρτες, τα τμήματα Θαυμάτων και οι Ηγέτες (speech.effect_phrase)
# $what: τι μετράει (στην αιτιατική, μετά το «ανά»)· $where: self / neighbours / all

wonders-name-compass = πυξίδα
wonders-name-gear = γρανάζι
wonders-name-tablet = πλάκα
wonders-effect-produce = παράγει κάθε γύρο: { $items }
wonders-effect-produce_choice = παράγει { $which ->
    [raw] ένα ακατέργαστο υλικό της επιλογής σου
    [goods] ένα εμπόρευμα της επιλογής σου
   *[list] ένα υλικό της επιλογής σου ({ $items })
} κάθε γύρο{ $sellable ->
    [no] , που δεν πουλιέται στους γείτονες
   *[yes] {""}
}
wonders-effect-vp = { $n ->
    [one] 1 πόντος
   *[other] { $n } πόντοι
}
wonders-effect-coins = πάρε { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
wonders-effect-shields = { $n ->
    [one] 1 ασπίδα
   *[other] { $n } ασπίδες
}
wonders-effect-science = επιστημονικό σύμβολο: { $symbol }
wonders-effect-science_choice = ένα επιστημονικό σύμβολο της επιλογής σου στο τέλος του παιχνιδιού
wonders-effect-coins_per = μόλις κατασκευαστεί, { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} ανά { $what } { $where ->
    [self] στην πόλη σου
    [neighbours] στις δύο γειτονικές πόλεις
   *[all] στην πόλη σου και στις δύο γειτονικές πόλεις
}
wonders-effect-vp_per = στο τέλος, { $n ->
    [one] 1 πόντος
   *[other] { $n } πόντοι
} ανά { $what } { $where ->
    [self] στην πόλη σου
    [neighbours] στις δύο γειτονικές πόλεις
   *[all] στην πόλη σου και στις δύο γειτονικές πόλεις
}
wonders-effect-vp_per_coins = στο τέλος, { $n ->
    [one] 1 πόντος
   *[other] { $n } πόντοι
} ανά 3 νομίσματα που έχεις
wonders-effect-trade_discount = { $goods ->
    [raw] τα ακατέργαστα υλικά
   *[manufactured] τα εμπορεύματα
} { $side ->
    [left] από τον αριστερό γείτονα
    [right] από τον δεξί γείτονα
   *[both] από τους δύο γείτονες
} κοστίζουν { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} το καθένα
wonders-effect-free_build_once_per_age = μία φορά ανά Εποχή, κατασκεύασε δωρεάν μια κάρτα από το χέρι σου
wonders-effect-build_from_discard = κατασκεύασε δωρεάν μια κάρτα από τη στοίβα ξεσκαρταρισμένων, στο τέλος του γύρου
wonders-effect-play_seventh_card = μπορείς να παίξεις και την τελευταία κάρτα κάθε Εποχής
wonders-effect-copy_neighbor_guild = στο τέλος του παιχνιδιού, αντίγραψε μια Συντεχνία ενός γείτονα
wonders-effect-copy_neighbor_leader = τοποθέτησε τον δείκτη Εταίρας σε Ηγέτη ενός γείτονα και απόκτησε την ικανότητά του
wonders-effect-draw_leaders_from_box = τράβηξε { $n ->
    [one] 1 Ηγέτη
   *[other] { $n } Ηγέτες
} από το κουτί
wonders-effect-recruit_extra_leader_now = στρατολόγησε αμέσως έναν ακόμη Ηγέτη, με { $n ->
    [one] 1 νόμισμα λιγότερο
   *[other] { $n } νομίσματα λιγότερα
}
wonders-effect-recruit_leaders_free = στρατολογείς τους Ηγέτες σου δωρεάν
wonders-effect-leader_cost_discount = οι Ηγέτες σου κοστίζουν { $own ->
    [one] 1 νόμισμα λιγότερο
   *[other] { $own } νομίσματα λιγότερα
}, των γειτόνων σου { $others ->
    [one] 1 νόμισμα λιγότερο
   *[other] { $others } νομίσματα λιγότερα
}
wonders-count-cards = { $colours } κάρτα
wonders-count-wonder_stages = τμήμα Θαύματος
wonders-count-defeat_tokens = δείκτη Ήττας
wonders-count-recruited_leaders = στρατολογημένο Ηγέτη

# λίγες λέξεις για το κουτάκι ενός τμήματος Θαύματος στο ταμπλό
wonders-fx-produce = { $items }
wonders-fx-produce_choice = { $which ->
    [raw] ακατέργαστο
    [goods] εμπόρευμα
   *[list] { $items }
}
wonders-fx-vp = { $n } π
wonders-fx-coins = { $n } ν
wonders-fx-shields = { $n } ασπ
wonders-fx-science = { $symbol }
wonders-fx-science_choice = σύμβολο επιστήμης
wonders-fx-coins_per = νομίσματα ανά κάρτα
wonders-fx-vp_per = πόντοι ανά κάρτα
wonders-fx-vp_per_coins = πόντοι ανά 3 νομίσματα
wonders-fx-trade_discount = υλικά με 1 νόμισμα
wonders-fx-free_build_once_per_age = 1 δωρεάν κτίριο/Εποχή
wonders-fx-build_from_discard = κτίριο από τη στοίβα
wonders-fx-play_seventh_card = παίζεις την 7η κάρτα
wonders-fx-copy_neighbor_guild = αντιγραφή Συντεχνίας
wonders-fx-copy_neighbor_leader = αντιγραφή Ηγέτη
wonders-fx-draw_leaders_from_box = { $n } Ηγέτες από το κουτί
wonders-fx-recruit_extra_leader_now = επιπλέον Ηγέτης
wonders-fx-recruit_leaders_free = δωρεάν Ηγέτες
wonders-fx-leader_cost_discount = φθηνότεροι Ηγέτες

# η γραμμή μιας κάρτας, ενός Θαύματος ή ενός Ηγέτη στα μενού και στο /card (ως 100 χαρακτήρες)
wonders-summary-paid = Κόστος { $cost } · { $effects }{ $chain }
wonders-summary-free = Δωρεάν · { $effects }{ $chain }
wonders-summary-effects = { $effects }
wonders-summary-chain = {" "}· αλυσίδα από { $cards }
wonders-summary-wonder = Παράγει: { $makes } · A: { $stages }
wonders-summary-wonder_none = Δεν παράγει υλικά · A: { $stages }
wonders-summary-power = { $summary } · δύναμη της πλευράς { $side }: { $power }
wonders-summary-leader = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
} · { $text }

## πόσο σου κοστίζει τώρα μια κάρτα του χεριού σου (το χέρι στο ταμπλό)

wonders-note-built = ήδη κατασκευασμένη
wonders-note-chain = αλυσίδα
wonders-note-olympia = δωρεάν (Ολυμπία)
wonders-note-ramses = δωρεάν (Ραμσής)
wonders-note-free = δωρεάν
wonders-note-coins = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
wonders-note-short = { $n ->
    [one] λείπει 1 νόμισμα
   *[other] λείπουν { $n } νομίσματα
}
wonders-note-unavailable = δεν είναι διαθέσιμη
wonders-choice = { $fc ->
    [yes] Ελεύθερη Πόλη: { $card }
   *[no] { $card }
}{ $action ->
    [build] {" "}→ κατασκευή
    [wonder] {" "}→ τμήμα Θαύματος
    [discard] {" "}→ ξεσκαρτάρισμα
    [recruit] {" "}→ στρατολόγηση
    [keep] {" "}→ την κρατάς
   *[other] {""}
}{ $paid }
wonders-choice-paid = {" "}({ $how ->
    [chain] αλυσίδα
    [olympia] Ολυμπία
    [ramses] Ραμσής
    [free] δωρεάν
   *[coins] { $n ->
        [one] 1 νόμισμα
       *[other] { $n } νομίσματα
    }
})

## η εικόνα του ταμπλό (renderers/wonders.py) και οι ετικέτες των καρτών (renderers/wonders_cards.py)

wonders-board-free_city = Ελεύθερη Πόλη
wonders-board-free_city_note = ουδέτερη πόλη, χωρίς κατάταξη
wonders-board-you = { $name } (εσύ)
wonders-board-neighbours = ← αριστερά: { $left }   δεξιά: { $right } →
wonders-board-comma = {", "}
wonders-board-makes = Παράγει: { $items }
wonders-board-sells = Πουλά: { $items }
wonders-board-prices = { $who } πληρώνει ακατέργαστα { $raw } · εμπορεύματα { $goods }
wonders-board-prices_you = εδώ πληρώνεις ακατέργαστα { $raw } · εμπορεύματα { $goods }
wonders-board-science = Επιστήμη: πυξίδα { $compass } · γρανάζι { $gear } · πλάκα { $tablet }
wonders-board-wild = {" "}· οποιοδήποτε { $n }
wonders-board-discard = Ξεσκαρταρισμένες: { $n }
wonders-board-holder = { $seat } παίζει για την Ελεύθερη Πόλη
wonders-board-last = Τελευταίος γύρος: { $moves }
wonders-board-move = { $action ->
    [build] { $who }: { $card }
    [recruit] { $who }: { $card }
    [wonder] { $who }: τμήμα { $stage }
   *[other] { $who }: ξεσκαρτάρισμα
}
wonders-board-phase = { $phase ->
    [draft] Φάση Ηγετών
    [sides] Επιλογή πλευράς Θαυμάτων
    [recruit] Εποχή { $age ->
            [1] I
            [2] II
            [3] III
            [4] IV
           *[other] { $age }
        } · Φάση Στρατολόγησης
    [over] Τελικό σκορ
   *[play] Εποχή { $age ->
            [1] I
            [2] II
            [3] III
            [4] IV
           *[other] { $age }
        } · γύρος { $turn } · { $direction ->
        [left] τα χέρια πάνε αριστερά
       *[right] τα χέρια πάνε δεξιά
    }
}
wonders-board-over = Τέλος παρτίδας
wonders-board-waiting = αναμονή για { $names }
wonders-board-waiting_count = αναμονή για { $n }
wonders-board-pending = { $what ->
    [seventh] { $who } παίζει την 7η κάρτα
    [courtesan] { $who } τοποθετεί τον δείκτη Εταίρας
    [rome] { $who } μπορεί να στρατολογήσει έναν επιπλέον Ηγέτη
    [halicarnassus] { $who } κατασκευάζει από τη στοίβα ξεσκαρταρισμένων
    [solomon] { $who } κατασκευάζει από τη στοίβα ξεσκαρταρισμένων (Σολομώντας)
    [solomon_copy] { $who } κατασκευάζει από τη στοίβα ξεσκαρταρισμένων (αντίγραφο του Σολομώντα)
   *[other] { $who } επιλέγει
}
wonders-board-ready = ΕΠΕΛΕΞΕ
wonders-board-choosing = επιλέγει
wonders-board-hand = χέρι { $n }
wonders-board-pile = στοίβα { $n }
wonders-board-leader_count = Ηγέτες { $n }
wonders-board-vp = { $n ->
    [one] 1 πόντος
   *[other] { $n } πόντοι
}
wonders-board-entry = { $name }: { $vp } π · { $coins }ν · { $shields } ασπ
wonders-board-wonder_side = { $wonder } · πλευρά { $side }
wonders-board-courtesan = Εταίρα: { $leader }
wonders-board-final = Τελικό σκορ
wonders-board-total = σύνολο
wonders-board-wins = νικά
wonders-board-not_ranked = { $name } (χωρίς κατάταξη)
wonders-board-no_cost = χωρίς κόστος
wonders-board-you_note = εσύ: { $note }
wonders-board-stage_yes = τμήμα: ναι
wonders-board-stage_no = τμήμα: όχι
wonders-board-fc_note = Ελεύθερη Πόλη: { $note }{ $stage ->
    [yes] {" "}/ τμήμα
   *[no] {""}
}
wonders-board-chain_free = Δωρεάν αν έχεις { $cards }.
wonders-board-leader_cost = κόστος { $n }
wonders-board-leader_pay = κόστος { $n } · εσύ { $pay }
wonders-board-section-seventh = Η 7η κάρτα σου (Βαβυλώνα)
wonders-board-section-discard = Η στοίβα ξεσκαρταρισμένων: διάλεξε μία για δωρεάν κατασκευή
wonders-board-section-hand = Το χέρι σου
wonders-board-section-draft = Φάση Ηγετών: κράτα έναν
wonders-board-section-leaders = Οι Ηγέτες σου
wonders-board-choice = Η επιλογή σου ως τώρα: { $items }
wonders-board-legend-last = τελευταία κίνηση
wonders-board-legend-ready = επέλεξε
wonders-board-legend-choosing = επιλέγει
wonders-board-legend-stage = κατασκευασμένο τμήμα
wonders-board-legend-leader = Ηγέτης
wonders-board-legend-coins = ν = νομίσματα · π = πόντοι
wonders-board-legend-shields = ασπ = ασπίδες
# η ετικέτα του τετραγώνου κόστους: το αρχικό γράμμα, και δύο γράμματα όπου τρία υλικά αρχίζουν από Π
wonders-board-resource_short-wood = Ξ
wonders-board-resource_short-stone = Πε
wonders-board-resource_short-clay = Πη
wonders-board-resource_short-ore = Μ
wonders-board-resource_short-glass = Γ
wonders-board-resource_short-textile = Υ
wonders-board-resource_short-papyrus = Πα
wonders-board-key = Τετράγωνα κόστους
# οι κάρτες
wonders-board-kind_age = Κάρτα Εποχής { $age ->
    [1] I
    [2] II
    [3] III
    [4] IV
   *[other] { $age }
}
wonders-board-kind_guild = Συντεχνία (Εποχή III)
wonders-board-kind_wonder = Θαύμα
wonders-board-kind_leader = Ηγέτης
wonders-board-cost = Κόστος: { $cost }
wonders-board-cost_free = Κόστος: δωρεάν
wonders-board-effect = Αποτέλεσμα: { $effects }
wonders-board-chain_from = Δωρεάν αν έχεις: { $cards }
wonders-board-chain_to = Κάνει δωρεάν: { $cards }
wonders-board-from_players = Στην τράπουλα από { $n } παίκτες και πάνω
wonders-board-leaders_only = Μόνο με την επέκταση Ηγέτες
wonders-board-city_makes = Παραγωγή της πόλης: { $makes }.
wonders-board-city_makes_nothing = Η πόλη δεν παράγει υλικά.
wonders-board-side_label = Πλευρά { $side }
wonders-board-board_effect = Το ταμπλό: { $effects }
wonders-board-stage = Τμήμα { $n ->
    [1] I
    [2] II
    [3] III
    [4] IV
   *[other] { $n }
}: { $cost }. { $effects }
wonders-board-recruit = Στρατολόγηση με { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}

## τα ονόματα των Ηγετών, των Συντεχνιών τους και της Ρώμης (το ελληνικό έγγραφο των παικτών)

wonders-name-alexander = Αλέξανδρος
wonders-name-amytis = Αμίτις
wonders-name-archimedes = Αρχιμήδης
wonders-name-aristotle = Αριστοτέλης
wonders-name-bilkis = Μπιλκίς
wonders-name-caesar = Καίσαρας
wonders-name-cleopatra = Κλεοπάτρα
wonders-name-croesus = Κροίσος
wonders-name-euclid = Ευκλείδης
wonders-name-hammurabi = Χαμουραμπί
wonders-name-hannibal = Αννίβας
wonders-name-hatshepsut = Χατσεψούτ
wonders-name-hiram = Χάιραμ
wonders-name-hypatia = Υπατία
wonders-name-imhotep = Ιμχοτέπ
wonders-name-justinian = Ιουστινιανός
wonders-name-leonidas = Λεωνίδας
wonders-name-maecenas = Μαικήνας
wonders-name-midas = Μίδας
wonders-name-nebuchadnezzar = Ναβουχοδονόσορας
wonders-name-nefertiti = Νεφερτίτη
wonders-name-nero = Νέρωνας
wonders-name-pericles = Περικλής
wonders-name-phidias = Φειδίας
wonders-name-plato = Πλάτωνας
wonders-name-praxiteles = Πραξιτέλης
wonders-name-ptolemy = Πτολεμαίος
wonders-name-pythagoras = Πυθαγόρας
wonders-name-ramses = Ραμσής
wonders-name-sappho = Σαπφώ
wonders-name-solomon = Σολομώντας
wonders-name-tomyris = Τόμυρις
wonders-name-varro = Βάρο
wonders-name-vitruvius = Βιτρούβιος
wonders-name-xenophon = Ξενοφώντας
wonders-name-zenobia = Ζηνοβία
wonders-name-gamers_guild = Συντεχνία των Παικτών
wonders-name-courtesans_guild = Συντεχνία των Εταίρων
wonders-name-diplomats_guild = Συντεχνία των Διπλωματών
wonders-name-architects_guild = Συντεχνία των Αρχιτεκτόνων
wonders-name-rome = Ρώμη – Κολοσσαίο
