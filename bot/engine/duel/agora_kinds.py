"""The small decisions Agora adds to the stack, each one choice of one seat."""

from __future__ import annotations

from enum import StrEnum


class AgoraKind(StrEnum):
    """Decision kinds of the Agora expansion (the base ones are in `effects.Kind`)."""

    POLITICIAN = "politician"  # one Senate action of a Politician: place, move or stop
    CONSPIRATOR = "conspirator"  # place a cube anywhere, or conspire
    PLACE = "place"  # place 1 cube (Knossos, small military token, Political Maneuver)
    REMOVE = "remove"  # remove 1 opponent cube (large military token, Political Maneuver)
    MOVE = "move"  # optionally move 1 own cube to an adjacent chamber
    KEEP = "keep"  # conspire: keep 1 of the 2 drawn (secret)
    RETURN = "return"  # conspire: the other one on top or at the bottom of the deck
    CURIA = "curia"  # Curia Julia: optionally trigger an unprepared conspiracy
    EXTORT = "extort"  # Extortion: take an opponent's unbuilt wonder
    LOCK = "lock"  # Obscurantism: lock a progress token (the box is secret)
    FRAUD = "fraud"  # Property Fraud: build a far-row card for free
    TREASON = "treason"  # Treason: build a removed Age card for free (secret)
    ESPIONAGE = "espionage"  # Espionage: take a progress token from the box (secret)
    SCRAP = "scrap"  # Turn of Events: discard an accessible card (the second is optional)
    SEIZE = "seize"  # Foreclosure: take an opponent's brown or grey card
    SWAP = "swap"  # Coercion: which opponent card to take
    GIVE = "give"  # Coercion: which own card to give in exchange
    DECREE = "decree"  # Insider Influence: which chamber's decree to move
    DECREE_TO = "decree_to"  # Insider Influence: where it goes
    SABOTAGE = "sabotage"  # Sabotage: which opponent wonder returns to the box
