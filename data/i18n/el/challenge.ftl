# Σόλο προκλήσεις (issue 16): οι κανόνες, τα σκορ και ό,τι λένε οι εντολές των προκλήσεων.
# Όροι από το GLOSSARY.md· «πρόκληση» (challenge), «ημερήσια / εβδομαδιαία» και «κατάταξη»
# (leaderboard) είναι δική μου επιλογή. Τα σκορ είναι ονοματικές φράσεις χωρίς πρόσωπο, γιατί
# εμφανίζονται και δίπλα σε ονόματα άλλων παικτών στην κατάταξη.

## challenge.variant

challenge-variant-tta-dummy = σόλο απέναντι στον εικονικό παίκτη
challenge-variant-tta-barbarians = σόλο απέναντι στους βαρβάρους
challenge-variant-duel-base = βασικό παιχνίδι
challenge-variant-duel-agora = με την Agora
challenge-variant-wonders-base = 3 παίκτες, βασικό παιχνίδι
challenge-variant-wonders-leaders = 3 παίκτες, με τους Ηγέτες
challenge-variant-catan-base = 4 παίκτες, βασικό παιχνίδι, ανακατεμένο νησί

## challenge.score

challenge-score-forfeit = { $cause ->
    [timeout] ήττα λόγω χρόνου
   *[resignation] παραίτηση
}
challenge-score-duel = { $result ->
    [won] νίκη { $how ->
        [military] με στρατιωτική υπεροχή
        [science] με επιστημονική υπεροχή
        [political] με πολιτική υπεροχή
       *[points] στους πόντους
    } ({ $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    } έναντι { $rival })
    [shared] κοινή νίκη με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    }
   *[lost] ήττα { $how ->
        [military] από στρατιωτική υπεροχή
        [science] από επιστημονική υπεροχή
        [political] από πολιτική υπεροχή
       *[points] στους πόντους
    } ({ $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    } έναντι { $rival })
}
challenge-score-wonders = { $result ->
    [won] νίκη με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    } (καλύτερος αντίπαλος: { $rival })
    [shared] κοινή πρώτη θέση με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    }
   *[lost] ήττα με { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    } (πρώτη θέση: { $rival })
}
challenge-score-catan = { $result ->
    [won] νίκη σε { $turns ->
        [one] { $turns } γύρο
       *[other] { $turns } γύρους
    } ({ $points ->
        [one] { $points } πόντος νίκης
       *[other] { $points } πόντοι νίκης
    })
   *[lost] ήττα με { $points ->
        [one] { $points } πόντο νίκης
       *[other] { $points } πόντους νίκης
    } μετά από { $turns ->
        [one] { $turns } γύρο
       *[other] { $turns } γύρους
    }
}
challenge-score-tta-dummy = { $result ->
    [won] νίκη επί του εικονικού παίκτη: κουλτούρα { $culture } έναντι { $dummy }
    [draw] ισοπαλία με τον εικονικό παίκτη, κουλτούρα { $culture }: δεν μετράει ως νίκη
   *[lost] ήττα από τον εικονικό παίκτη: κουλτούρα { $culture } έναντι { $dummy }
}
challenge-score-tta-barbarians = { $result ->
    [won] { $grade ->
        [good] νίκη απέναντι στους βαρβάρους με κουλτούρα { $culture }: πάνω από { $good }, καλό σκορ
        [target] νίκη απέναντι στους βαρβάρους με κουλτούρα { $culture }: ο στόχος των { $target } επιτεύχθηκε
       *[short] νίκη απέναντι στους βαρβάρους, αλλά με κουλτούρα { $culture }, κάτω από τον στόχο των { $target }
    }
   *[lost] οι βάρβαροι σάρωσαν τον πολιτισμό (δύναμη { $strength } έναντι { $barbarians }), κουλτούρα { $culture }
}
challenge-hints = { $n ->
    [0] χωρίς υποδείξεις
    [one] { $n } υπόδειξη
   *[other] { $n } υποδείξεις
}

## challenge (the commands)

challenge-started = 🎯 { $period ->
    [daily] Ημερήσια πρόκληση
   *[weekly] Εβδομαδιαία πρόκληση
} { $day }: **{ $title }**, { $variant }. { $bots ->
    [0] Παίζεις χωρίς bot.
    [one] Παίζεις απέναντι σε { $bots } δύσκολο bot.
   *[other] Παίζεις απέναντι σε { $bots } δύσκολα bot.
} Όλοι παίζουν με το ίδιο στήσιμο· μετράει η πρώτη παρτίδα που θα τελειώσεις.
challenge-resumed = ▶️ Συνεχίζεις την { $period ->
    [daily] ημερήσια πρόκληση
   *[weekly] εβδομαδιαία πρόκληση
} { $day }: **{ $title }**, { $variant }, από εκεί που την άφησες.
challenge-already_played = Έχεις ήδη παίξει την { $period ->
    [daily] ημερήσια πρόκληση
   *[weekly] εβδομαδιαία πρόκληση
} { $day } στο **{ $title }**: { $score }. Η επόμενη ξεκινά στις { $next }.
challenge-finished = 🎯 Τέλος πρόκλησης: { $score }. Προς το παρόν είσαι στη θέση { $rank } από { $n }.
challenge-expired = Η πρόκληση { $day } έληξε, οπότε αυτή η παρτίδα δεν μετράει πια στην κατάταξή της.
challenge-board_title = 🏆 Κατάταξη: { $period ->
    [daily] ημερήσια πρόκληση
   *[weekly] εβδομαδιαία πρόκληση
} { $day } · **{ $title }**, { $variant }
challenge-board_line = { $rank }. { $name }: { $score }
challenge-board_line_hints = { $rank }. { $name }: { $score } ({ $hints })
challenge-board_empty = Κανείς δεν έχει τελειώσει ακόμα αυτή την πρόκληση.
challenge-results_title = 📜 Αποτελέσματα: { $period ->
    [daily] ημερήσια πρόκληση
   *[weekly] εβδομαδιαία πρόκληση
} { $day } · **{ $title }**, { $variant } · { $n ->
    [one] συμμετείχε { $n } παίκτης
   *[other] συμμετείχαν { $n } παίκτες
}
challenge-results_line = { $rank }. { $name }: { $score }
challenge-results_more = { $n ->
    [one] … και { $n } ακόμα παίκτης
   *[other] … και { $n } ακόμα παίκτες
}
challenge-results_none = Κανείς δεν έπαιξε την { $period ->
    [daily] ημερήσια πρόκληση
   *[weekly] εβδομαδιαία πρόκληση
} { $day } στο **{ $title }**.
challenge-dm_only = Οι σόλο προκλήσεις παίζονται σε προσωπικό μήνυμα με το Tabula: άνοιξε προσωπική συνομιλία μαζί μου και ξεκίνα από εκεί.
challenge-not_challenge = Αυτή η παρτίδα δεν είναι πρόκληση.
challenge-busy = Έχεις άλλη παρτίδα σε εξέλιξη σε αυτή τη συνομιλία: τελείωσέ την ή σταμάτησέ την με /game abandon πριν ξεκινήσεις πρόκληση.
challenge-taken = Έχεις ήδη ξεκινήσει αυτή την πρόκληση: ζήτησέ την ξανά για να γυρίσεις στην παρτίδα σου.
challenge-unknown_game = Δεν υπάρχει πρόκληση για το `{ $name }`. Προκλήσεις: { $known }.
challenge-unknown_period = Το `{ $name }` δεν είναι περίοδος πρόκλησης. Περίοδοι: { $known }.
