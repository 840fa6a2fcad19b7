# Η εικόνα της απόφασης που εκκρεμεί (renderers/decision.py): μια μικρή όρθια εικόνα για
# τον παίκτη που πρέπει να παίξει, για να διαβάζεται στο κινητό.

pictures-turn = { $who }, σειρά σου
pictures-waiting = { $who }: δεν έχεις κάτι να αποφασίσεις τώρα
pictures-over = { $who }: η παρτίδα τελείωσε
pictures-choose = Επιλογή: { $groups }
pictures-moves = Οι κινήσεις σου (οι αριθμοί των κουμπιών)
pictures-more = …και άλλες { $n } στα μενού από κάτω
pictures-hold = Έχεις
pictures-afford = Μπορείς να πληρώσεις
pictures-wonders = Τα Θαύματά σου (πράσινο: μπορείς να τα πληρώσεις τώρα)
pictures-leaders = Ηγέτες στο χέρι σου
pictures-hand = Κάρτες στο χέρι σου
pictures-count = { $what } { $n }
pictures-coins = { $n ->
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
pictures-vp = { $n } ΠΝ
pictures-shields = { $n ->
    [one] 1 ασπίδα
   *[other] { $n } ασπίδες
}
pictures-makes = Παράγει: { $what }
pictures-stages = { $what }: τμήματα { $n } από { $of }
pictures-priced = { $what }: { $n ->
    [0] δωρεάν
    [one] 1 νόμισμα
   *[other] { $n } νομίσματα
}
pictures-no_cards = καμία κάρτα
pictures-pieces = Απομένουν: δρόμοι { $roads }, οικισμοί { $settlements }, πόλεις { $cities }
pictures-buy-road = δρόμο
pictures-buy-settlement = οικισμό
pictures-buy-city = πόλη
pictures-buy-development_card = κάρτα ανάπτυξης
pictures-buy-knight = ιππότη
pictures-buy-wall = τείχος πόλης
pictures-ask-draft = Διάλεξε ένα Θαύμα
pictures-tta-food = Τροφή { $n } (+{ $rate })
pictures-tta-resources = Πόροι { $n } (+{ $rate })
pictures-tta-science = Επιστήμη { $n } (+{ $rate })
pictures-tta-culture = Κουλτούρα { $n } (+{ $rate })
pictures-tta-actions = Ενέργειες διοίκησης { $ca }/{ $ca_total } · στρατιωτικές { $ma }/{ $ma_total }
pictures-tta-strength = Δύναμη { $n }
pictures-tta-happy = Χαμογελαστά πρόσωπα { $n } · δυσαρεστημένοι { $d }
pictures-map = Πού μπορείς να παίξεις: οι σημειωμένες θέσεις
pictures-plots = Οι συνωμοσίες σου (μωβ: προετοιμασμένες)
pictures-plot = { $what }{ $state ->
    [prepared] : προετοιμασμένη
   *[other] : απροετοίμαστη
}
pictures-more_play = …και άλλες { $n }: γράψε /play για να τις βρεις
