# Reading typed moves (/play, /card), lists of moves, and the notes that keep a turn readable.

error-no_such_move = No move of yours is called `{ $text }`. The closest: { $options }.
error-list_kind = `{ $text }`: none of your moves now is a `{ $kind }`.
error-list_empty_item = `{ $text }` has an empty place in its list: write the items between commas.
error-list_ambiguous_item = `{ $item }` could be { $options }; be more specific.
error-list_unknown_item = `{ $item }` is none of these: { $options }.
error-list_too_long = Your list is longer than what you owe: the first { $done } { $done ->
        [one] move was
       *[other] moves were
    } enough. Nothing was played.
error-list_item = Move { $n } of your list (`{ $token }`) is not allowed: { $reason } Nothing was played.

undo-done_answers = ↩️ { $name } took back their last move and the { $n ->
        [one] bot's answer
       *[other] { $n } bot moves that answered it
    }.
undo-offer_bots = ↩️ You may take this move back, with the bots' answers to it: **Undo** or /undo.
error-undo_challenge = This is a challenge game: a move the bots have answered stands (a challenge is played once, as in a tournament).
error-undo_revealed_answers = The bots' answers to your move showed you something new (a die, a card drawn or turned over), so your move and their answers stand.

console-choices_more = More moves: { $choices }
error-game_ended = The game here is over: { $result } Start another with /game new.
error-game_abandoned_now = The game here was abandoned. Start another with /game new.
catan-why-accept_unpaid = You cannot accept: you would need { $cards } more to pay what the offer asks. Decline it, or make a counter-offer.
board-asked = ❔ { $ask }
