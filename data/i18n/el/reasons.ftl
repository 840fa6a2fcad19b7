# Γιατί ένα bot (ή το /hint) προτιμά μια κίνηση: λίγες λέξεις μετά την κίνηση.

## wonders.reason
wonders-reason-cheapest_pay = ο φθηνότερος τρόπος πληρωμής
wonders-reason-pay_nothing = δεν σου κοστίζει τίποτα
wonders-reason-wonder = το επόμενο τμήμα του Θαύματός σου αξίζει περισσότερο από οποιαδήποτε άλλη χρήση της κάρτας
wonders-reason-discard = τίποτα δεν συμφέρει εδώ: τα 3 νομίσματα αξίζουν περισσότερο
wonders-reason-leader = ο Ηγέτης { $leader } ταιριάζει στην πόλη σου ({ $ability })
wonders-reason-skip = δεν αξίζει να πάρεις τίποτα από εκεί
wonders-reason-chain = η κάρτα { $card } χτίζεται δωρεάν χάρη στην αλυσίδα σου
wonders-reason-science = { $card }: πόντοι επιστήμης { $before } → { $after }
wonders-reason-shields = { $card }: ασπίδες { $before } → { $after } (οι γείτονές σου έχουν έως { $rivals })
wonders-reason-goods = { $card }: υλικά που θα χρειαστείς στις επόμενες Εποχές
wonders-reason-points = { $card }: { $n ->
        [one] 1 πόντος
       *[other] { $n } πόντοι
    }
wonders-reason-trade = { $card }: φθηνότερο εμπόριο με τους γείτονές σου
wonders-reason-best = η κάρτα { $card } δίνει τους περισσότερους πόντους τώρα
wonders-reason-wonder_points = το επόμενο τμήμα του Θαύματός σου: { $n ->
        [one] 1 πόντος
       *[other] { $n } πόντοι
    }
wonders-reason-discard_forced = δεν μπορείς να κατασκευάσεις καμία κάρτα ούτε το επόμενο τμήμα του Θαύματός σου: πάρε τα 3 νομίσματα
wonders-reason-points_now = { $card }: { $n ->
        [one] 1 πόντος
       *[other] { $n } πόντοι
    } στο τέλος από όσα έχουν ήδη χτιστεί (ίσως και περισσότεροι)
wonders-reason-coins = { $card }: { $n ->
        [one] 1 νόμισμα
       *[other] { $n } νομίσματα
    } τώρα

## catan.reason
catan-reason-pips = { $n ->
        [one] 1 κουκκίδα παραγωγής
       *[other] { $n } κουκκίδες παραγωγής
    }
catan-reason-robber = μπλοκάρει το καλύτερο εξάγωνο αυτού που προηγείται
catan-reason-trade_good = η ανταλλαγή μάς συμφέρει
catan-reason-trade_bad = η ανταλλαγή συμφέρει περισσότερο εκείνους
catan-reason-city = μια πόλη: +1 πόντος νίκης και διπλή παραγωγή
catan-reason-settle = ένας οικισμός: +1 πόντος νίκης και νέα παραγωγή
catan-reason-road = ένας δρόμος προς νέα θέση οικισμού
catan-reason-buy = μια κάρτα ανάπτυξης
catan-reason-knights = ιππότες απέναντι στους βαρβάρους
catan-reason-bank = ανταλλάσσει περισσευούμενες κάρτες για το επόμενο χτίσιμο
catan-reason-offer = ζητά την κάρτα που λείπει για το επόμενο χτίσιμο
catan-reason-end = τίποτα καλύτερο αυτόν τον γύρο
catan-reason-improve = βελτιώνει τον τομέα { $track }
catan-reason-play = παίζει την κάρτα { $card }
catan-reason-discard = ξεσκαρτάρει { $kind }: το επόμενο χτίσιμο χρειάζεται περισσότερο τις υπόλοιπες
catan-reason-steal = κλέβει από τον παίκτη που έχει τα περισσότερα να χάσει
catan-reason-trade_cannot = δεν έχουμε τις κάρτες που ζητούν
catan-reason-trade_near_win = είναι κοντά στη νίκη και χρειάζονται αυτές τις κάρτες
catan-reason-trade_leader = προηγούνται: η ανταλλαγή πρέπει να μας συμφέρει περισσότερο
catan-reason-counter = προτείνει ανταλλαγή που συμφέρει και τους δύο
catan-reason-roll_first = ρίχνει πρώτα τα ζάρια: ένα 7 μπορεί να σου πάρει τα μισά από όσα φέρνει η κάρτα
catan-reason-limit = έως { $n } κάρτες είναι ασφαλείς από το 7: ανταλλάσσει τις επιπλέον

## duel.reason
duel-reason-wins = { $how ->
        [science] κερδίζει με επιστημονική υπεροχή
       *[military] κερδίζει με στρατιωτική υπεροχή
    }
duel-reason-blocks = { $how ->
        [science] εμποδίζει την επιστημονική υπεροχή του αντιπάλου
       *[military] εμποδίζει τη στρατιωτική υπεροχή του αντιπάλου
    }
duel-reason-science_pair = συμπληρώνει ζευγάρι επιστημονικών συμβόλων: μια μάρκα Προόδου
duel-reason-science_new = νέο επιστημονικό σύμβολο ({ $n } από 6)
duel-reason-military = σπρώχνει το πιόνι Σύγκρουσης προς την πρωτεύουσα του αντιπάλου
duel-reason-production = περισσότερη παραγωγή: φθηνότερες κάρτες αργότερα
duel-reason-points = { $n ->
        [one] δίνει 1 πόντο νίκης
       *[other] δίνει { $n } πόντους νίκης
    }
duel-reason-coins = νομίσματα τώρα
duel-reason-guild = μια Συντεχνία: νομίσματα τώρα, πόντοι νίκης αργότερα
duel-reason-trading = φθηνότερο εμπόριο
duel-reason-chain = μια αλυσίδα: μια δωρεάν κάρτα αργότερα
duel-reason-politician = ένας Πολιτικός: ενέργειες στη Σύγκλητο
duel-reason-conspirator = ένας Συνωμότης
duel-reason-wonder = χτίζει το Θαύμα { $wonder }
duel-reason-deny = κρατά μια δυνατή κάρτα μακριά από τον αντίπαλο
duel-reason-coins_later = νομίσματα για αργότερα
duel-reason-trigger = ενεργοποιεί μια προετοιμασμένη συνωμοσία
duel-reason-progress = παίρνει τη χρησιμότερη μάρκα Προόδου
duel-reason-pick = διαλέγει το Θαύμα { $wonder }
duel-reason-pick_why = διαλέγει το Θαύμα { $wonder }: { $why }
duel-reason-free_card = μια δωρεάν κάρτα
duel-reason-chamber_take = παίρνει τον έλεγχο της αίθουσας { $n }
duel-reason-chamber_break = σπάει τον έλεγχο του αντιπάλου στην αίθουσα { $n }
