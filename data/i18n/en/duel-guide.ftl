# The /rules guide for duel (English); the engine follows ../shared/rules/duel.md.
# Topics appear as /rules topic:duel:<topic>; their order here is the order shown.

duel-guide-summary = Two players take cards from a shared structure over three Ages. On your turn, take one card that no other card covers and build it, discard it for coins, or use it to build one of your wonders. You win at once by military supremacy (the conflict pawn reaches your opponent's capital) or scientific supremacy (six different science symbols); otherwise the most victory points after Age III wins.
duel-guide-topic-turn = Take an accessible card. Build it: pay its coins and any resource you lack, bought from the bank at 2 coins plus what your opponent produces of it (brown and grey cards); some yellow cards fix a price at 1 coin. If you own the chain symbol printed on it, it is free. Or discard it for 2 coins plus 1 per yellow card you own. Or build one of your wonders with it, paying the wonder's cost. Only 7 of the 8 wonders can be built. A face-down card turns up when it becomes accessible.
duel-guide-topic-military = Each shield moves the conflict pawn one space towards your opponent's capital. When it enters a zone with a military token, your opponent loses 2 or 5 coins (as many as they have). Reaching their capital wins at once. At the end, the pawn's zone scores 2, 5 or 10 points for the player it favours.
duel-guide-topic-science = Two identical science symbols let you take one of the progress tokens on the board. Six different symbols win at once (the Law token counts as one).
duel-guide-topic-ages = An Age ends when its last card is taken. The player whose military is weaker chooses who starts the next Age; if the pawn is in the middle, the player who took the last card chooses.
duel-guide-topic-scoring = Points from the military track, cards, guilds, wonders, progress tokens, and 1 per 3 coins. Most points wins; a tie goes to the most points on blue cards, and otherwise the victory is shared.
duel-guide-topic-agora = With agora:true, Senators join the Age decks. A Politician lets you place or move influence cubes in the six chambers of the Senate; a Conspirator lets you place a cube or draw a conspiracy. Whoever has more cubes in a chamber controls it and its decrees. Prepare a conspiracy under a card, then trigger it at the start of a later turn. Controlling all six chambers wins at once (political supremacy); each chamber you control scores its points at the end.

## what each option of /game new does
duel-option_help-agora = Play with the Agora expansion: Senators, the Senate, decrees and conspiracies

# topic titles (the heading of /rules <game>:<topic>)
duel-guide-title-turn = A turn
duel-guide-title-military = Military
duel-guide-title-science = Science
duel-guide-title-ages = The three Ages
duel-guide-title-scoring = Scoring
duel-guide-title-agora = Agora
