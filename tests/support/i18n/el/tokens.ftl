# Το δοκιμαστικό παιχνίδι Tokens (tests/support/tokens_game.py).

tokens-move-unbid = Πάρε πίσω την προσφορά σου
tokens-move-bid = Προσφορά { $n }
tokens-move-take = Πάρε { $n } μάρκες
tokens-move-gift = Δώρισε μια μάρκα στον/στην { $to }

tokens-group-unbid = Απόσυρση
tokens-group-bid = Προσφορά
tokens-group-take = Λήψη
tokens-group-gift = Δώρο

tokens-event-ready = { $seat }: έτοιμος/η.
tokens-event-unready = { $seat }: αποσύρει την προσφορά.
tokens-event-bid = { $seat }: προσφορά { $n } (μυστική).
tokens-event-bids_revealed = Προσφορές { $bids }· ξεκινά: { $first }.
tokens-event-take = { $seat }: παίρνει { $n }· απομένουν { $left }.
tokens-event-gift = { $seat }: δωρίζει { $n } στον/στην { $to }.
tokens-event-end = Ο σωρός άδειασε. Βαθμοί { $scores }.

tokens-why-take = Μπορείς να πάρεις από 1 έως { $most } μάρκες.
