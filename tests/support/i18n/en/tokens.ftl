# The test-only Tokens game (tests/support/tokens_game.py), read through bot.words.catalogue.add_words.

tokens-move-unbid = Take back your bid
tokens-move-bid = Bid { $n }
tokens-move-take = Take { $n } token(s)
tokens-move-gift = Gift a token to { $to }

tokens-group-unbid = Take back
tokens-group-bid = Bid
tokens-group-take = Take
tokens-group-gift = Gift

tokens-event-ready = { $seat } is ready.
tokens-event-unready = { $seat } takes back their bid.
tokens-event-bid = { $seat } bids { $n } (secret).
tokens-event-bids_revealed = Bids { $bids }; { $first } starts.
tokens-event-take = { $seat } takes { $n }; { $left } left.
tokens-event-gift = { $seat } gifts { $n } to { $to }.
tokens-event-end = The pile is empty. Scores { $scores }.

tokens-why-take = You may take 1 to { $most } tokens.
