## tabula backup και tabula restore (η γραμμή εντολών· bot/store/backup.py)

cli-backup-done = Έγινε αντίγραφο ασφαλείας του { $database } στο { $file }. Κράτα ένα αντίγραφο και κάπου αλλού, εκτός από τον υπολογιστή του bot.
cli-backup-exists = Το { $file } υπάρχει ήδη: δώσε άλλο όνομα ή πρόσθεσε --force για να αντικατασταθεί.
cli-backup-no_database = Δεν υπάρχει βάση δεδομένων στο { $path } για αντίγραφο ασφαλείας: έλεγξε το DATABASE_URL (ή το --db).
cli-backup-no_program = Το { $program } δεν είναι εγκατεστημένο, και μια βάση PostgreSQL το χρειάζεται: εγκατάστησε τα προγράμματα-πελάτες της PostgreSQL (Debian και Ubuntu: apt install postgresql-client), στην κύρια έκδοση του διακομιστή ή νεότερη. Η εικόνα Docker τα έχει ήδη.
cli-backup-failed = Δεν έγινε, και τίποτα δεν άλλαξε: { $problem }
cli-restore-done = Το { $file } επαναφέρθηκε στο { $database }. Ξεκίνα το bot: καθώς ξεκινά, φέρνει ένα παλαιότερο αντίγραφο στην τρέχουσα μορφή.
cli-restore-not_found = Δεν υπάρχει αρχείο { $file } για επαναφορά.
cli-restore-not_a_backup = Το { $file } δεν είναι αντίγραφο ασφαλείας που έφτιαξε το `tabula backup` για αυτό το είδος βάσης (SQLite ή PostgreSQL), ή είναι κατεστραμμένο· τίποτα δεν άλλαξε.
cli-restore-would_replace = Το { $target } έχει ήδη παιχνίδια: σταμάτησε το bot και μετά πρόσθεσε --force για να αντικατασταθούν από το { $file } (κράτα πρώτα αντίγραφο, αν ίσως τα χρειαστείς).

## tabula sync

cli-unreachable = Το Discord δεν είναι προσβάσιμο ({ $problem }), οπότε δεν δημοσιεύτηκε τίποτα: έλεγξε το δίκτυο και δοκίμασε ξανά.
