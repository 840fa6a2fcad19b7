# The /rules guide for wonders (English); the engine follows ../shared/rules/wonders.md.
# Topics appear as /rules topic:wonders:<topic>; their order here is the order shown.

wonders-guide-summary = Three Ages of simultaneous drafting. Each turn everyone secretly chooses a card from their hand; then all choices are revealed together: build the card, build a stage of your wonder with it, or discard it for 3 coins. Hands pass left in Ages I and III and right in Age II, and the seventh card of each Age is discarded. The most victory points after Age III wins.
wonders-guide-topic-turn = Open My hand, pick a card, then what to do with it, then how to pay. Resources come from your brown and grey cards and your wonder; a missing one is bought from a neighbour for 2 coins (1 with a trading post or the marketplace), paid when the turn is revealed. The cheapest ways to pay are listed first; "Other ways to pay" lists every way, even buying a resource you make yourself. A card whose chain you own is free. You may take your choice back until the last player commits.
wonders-guide-topic-military = At the end of each Age, compare shields with each neighbour: the stronger gains 1, 3 or 5 points (Age I, II, III) and the weaker takes a -1 token. A tie gives nothing.
wonders-guide-topic-science = Each set of three different symbols scores 7 points, and each kind of symbol scores its count squared. A symbol that may be any of the three counts as whichever scores most.
wonders-guide-topic-scoring = Military tokens, 1 point per 3 coins, wonder stages, blue cards, yellow and purple card bonuses, and science. A tie goes to the player with more coins.
wonders-guide-topic-leaders = With leaders:true everyone starts with 6 coins and drafts 4 leaders (keep one, pass the rest). At the start of each Age, recruit a leader by paying its cost in coins, build a wonder stage with it, or discard it for 3 coins.
wonders-guide-topic-freecity = With 2 players a third, neutral city joins the table: the Free City. The players take turns choosing its card, and it builds whenever it can. It takes no leaders.

## what each option of /game new does
wonders-option_help-leaders = Play with the Leaders expansion.
wonders-option_help-sides = Wonder sides: dealt at random, all A, all B, or each player chooses.

# topic titles (the heading of /rules <game>:<topic>)
wonders-guide-title-turn = A turn
wonders-guide-title-military = Military
wonders-guide-title-science = Science
wonders-guide-title-scoring = Scoring
wonders-guide-title-leaders = Leaders
wonders-guide-title-freecity = The Free City
