## tabula backup και tabula restore (η γραμμή εντολών· bot/store/backup.py)

cli-backup-done = Έγινε αντίγραφο ασφαλείας του { $database } στο { $file }. Κράτα ένα αντίγραφο και κάπου αλλού, όχι μόνο στον υπολογιστή του bot.
cli-backup-exists = Το { $file } υπάρχει ήδη: δώσε άλλο όνομα ή πρόσθεσε --force για να αντικατασταθεί.
cli-backup-no_database = Δεν υπάρχει βάση δεδομένων στο { $path } για αντίγραφο ασφαλείας: έλεγξε το DATABASE_URL (ή το --db).
cli-backup-no_program = Το { $program } δεν είναι εγκατεστημένο, και μια βάση PostgreSQL το χρειάζεται: εγκατάστησε τα προγράμματα-πελάτες της PostgreSQL (Debian και Ubuntu: apt install postgresql-client), της ίδιας κύριας έκδοσης με τον διακομιστή ή νεότερης. Η εικόνα Docker τα έχει ήδη.
cli-backup-failed = Δεν πέτυχε, και τίποτα δεν άλλαξε: { $problem }
cli-restore-done = Το { $file } επαναφέρθηκε στο { $database }. Ξεκίνα το bot: μόλις ξεκινήσει, φέρνει ένα παλαιότερο αντίγραφο στην τρέχουσα μορφή.
cli-restore-not_found = Δεν υπάρχει αρχείο { $file } για επαναφορά.
cli-restore-not_a_backup = Το { $file } δεν είναι αντίγραφο ασφαλείας που έφτιαξε το `tabula backup` για αυτό το είδος βάσης (SQLite ή PostgreSQL), ή είναι κατεστραμμένο· τίποτα δεν άλλαξε.
cli-restore-would_replace = Το { $target } έχει ήδη παρτίδες: σταμάτησε το bot και μετά πρόσθεσε --force για να αντικατασταθούν από το { $file } (κράτα πρώτα αντίγραφο, αν μπορεί να χρειαστούν).

## tabula sync

cli-unreachable = Το Discord δεν είναι προσβάσιμο ({ $problem }), οπότε δεν δημοσιεύτηκε τίποτα: έλεγξε το δίκτυο και δοκίμασε ξανά.

### The command surface and running the bot (issue 32): option choices, /help, the turn
### clock where Tabula may not post, and the cooldown on public reposts

## option choices (what Discord shows in a command's list; the values stay English)
choice-clock-off = χωρίς ρολόι
choice-clock-1h = 1 ώρα ανά κίνηση
choice-clock-12h = 12 ώρες ανά κίνηση
choice-clock-24h = 24 ώρες ανά κίνηση
choice-clock-72h = 3 μέρες ανά κίνηση
choice-clock-7d = 7 μέρες ανά κίνηση
choice-timeout-bot = ένα bot παίζει για τον απόντα
choice-timeout-end = ο απών χάνει
choice-notify-on = ναι
choice-notify-off = όχι
choice-language_auto = αυτόματα (η γλώσσα του διακομιστή)
choice-where-server = αυτός ο διακομιστής
choice-where-global = παντού
choice-period-daily = η σημερινή πρόκληση
choice-period-weekly = η πρόκληση της εβδομάδας
choice-game-tta = Through the Ages (για έναν παίκτη)
choice-game-duel = 7 Wonders Duel
choice-game-catan = Catan
choice-game-wonders = 7 Wonders

## /help
commands-help = Δες τις εντολές του Tabula
help-title = {"*"}*Οι εντολές του Tabula** (πάτα μία για να συμπληρωθεί):
help-line = { $command } · { $description }
help-footer = Οι κανόνες και ο οδηγός κάθε παιχνιδιού: { $rules }.

## the turn clock where Tabula may not post
clock-no_post-private = Το ρολόι δεν μπορεί να τρέξει εδώ: σε ομαδικά ή προσωπικά μηνύματα μεταξύ ατόμων μπορώ μόνο να απαντώ σε εντολές, όχι να δημοσιεύω τις υπενθυμίσεις του ρολογιού. Ξεκίνα την παρτίδα χωρίς ρολόι ή παίξε σε διακομιστή ή σε προσωπικά μηνύματα μαζί μου.
clock-no_post-user_install = Το ρολόι δεν μπορεί να τρέξει εδώ: το Tabula είναι εγκατεστημένο στον λογαριασμό σου αλλά δεν είναι μέλος αυτού του διακομιστή, οπότε δεν μπορεί να δημοσιεύει τις υπενθυμίσεις του ρολογιού. Ζήτα από έναν συντονιστή να προσθέσει το Tabula στον διακομιστή ή ξεκίνα την παρτίδα χωρίς ρολόι.
clock-no_post-channel = Το ρολόι δημοσιεύει τις υπενθυμίσεις του σε αυτό το κανάλι, αλλά εδώ μου λείπουν αυτά τα δικαιώματα: { $missing }. Ζήτα από έναν συντονιστή να τα δώσει ή ξεκίνα την παρτίδα χωρίς ρολόι.
clock-no_post-thread = Το ρολόι δημοσιεύει τις υπενθυμίσεις του στο νήμα της παρτίδας, αλλά μου λείπουν αυτά τα δικαιώματα εκεί: { $missing }. Ζήτα από έναν συντονιστή να τα δώσει ή ξεκίνα την παρτίδα χωρίς ρολόι.
clock-no_post-try_thread = Εδώ μπορώ να γράφω σε νήματα: ξεκίνα ξανά την παρτίδα με `thread: True` για να την παίξεις με ρολόι σε ένα νήμα αυτού του καναλιού.
permission-view_channel = Προβολή καναλιού
permission-send_messages = Αποστολή μηνυμάτων
permission-send_messages_in_threads = Αποστολή μηνυμάτων σε νήματα
permission-attach_files = Επισύναψη αρχείων
permission-embed_links = Ενσωμάτωση συνδέσμων
clock-undelivered = ⏸️ Το ρολόι της παρτίδας σου ({ $title }) δεν μπόρεσε να γράψει στο κανάλι της ({ $link }): δεν μου επιτρέπεται πια να γράφω εκεί. Όσο τα μηνύματά του δεν φαίνονται, το ρολόι ούτε τελειώνει την παρτίδα ούτε παίζει για κανέναν· ζήτα από έναν συντονιστή να μου επιτρέψει ξανά να γράφω εκεί.
clock-paused_unseen = ⏸️ { $users }: τελείωσε ο χρόνος σας για αυτή την κίνηση, αλλά οι προειδοποιήσεις του ρολογιού δεν μπόρεσαν να δημοσιευτούν σε αυτό το κανάλι, οπότε δεν παίχτηκε καμία κίνηση και η παρτίδα συνεχίζεται. Το ρολόι περιμένει και ξαναξεκινά με την επόμενη κίνηση.

## public reposts
repost-cooldown = Αυτό δημοσιεύτηκε εδώ πριν από λίγο· ορίστε ένα αντίγραφο μόνο για σένα.
