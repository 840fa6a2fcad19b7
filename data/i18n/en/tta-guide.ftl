# The /rules guide for tta (English); the engine follows ../shared/rules/tta.md.
# Topics appear as /rules topic:tta:<topic>; their order here is the order shown.

tta-guide-summary = Lead one civilization from antiquity to the modern age, alone. Spend civil and military actions to take cards from the card row, grow your population, build farms, mines, urban buildings and units, discover technologies and build wonders. Your rival is a simulated second civilization (variant:dummy) or three barbarian hordes (variant:barbarians). Culture decides the score.
tta-guide-topic-turn = A turn has a political phase (play an event, territory or aggression card if you wish), then your actions, then production and maintenance: farms make food and mines make resources, your people eat, corruption takes resources when your blue bank runs low, culture and science are added, and you draw military cards.
tta-guide-topic-actions = Civil actions take cards from the row (the slot's cost in actions), increase population, build and upgrade buildings, discover technologies, build wonder stages and play action cards. Military actions build and upgrade units and play tactics.
tta-guide-topic-dummy = With variant:dummy, a simulated second civilization plays beside you: its turn-order cubes decide what it does, it gains culture and science each round, and it uses events and aggressions against you by relative strength.
tta-guide-topic-barbarians = With variant:barbarians, three barbarian hordes grow stronger, remove cards from the row by dice, and store wars and aggressions against you. You win if you end stronger than every horde; 180 and 200 culture are the targets to beat. optional:43 to optional:47 (or all) turn on the optional rules.

## what each option of /game new does
tta-option_help-variant = dummy: a simulated second civilization; barbarians: three barbarian hordes.
tta-option_help-optional = Barbarian optional rules: 43 leaders, 44 stronger barbarians, 45 d8 card row, 46 strength cap, 47 alternative final scoring; or all of them.

# topic titles (the heading of /rules <game>:<topic>)
tta-guide-title-turn = A turn
tta-guide-title-actions = Actions
tta-guide-title-dummy = The dummy player
tta-guide-title-barbarians = The barbarians
