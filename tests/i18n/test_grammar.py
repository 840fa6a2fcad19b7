"""Names inside sentences (issue 15): a name arrives worded, in one form, so the sentence around
it must not need another one.

- Greek: the leaders' names are Greek nouns in the nominative (Αλέξανδρος, Λεωνίδας). Where a
  leader or a card is the object of a verb, the name sits in apposition after «την κάρτα» or
  «τον Ηγέτη» (or after a colon), never straight after the verb («Ξεσκαρτάρισε Αλέξανδρος»).
- Korean: 을/를, 이/가, 은/는, 와/과, (으)로 depend on the last sound of the word before them,
  which a variable does not tell; a particle may follow a variable only where the catalogue
  knows how the value ends (ko/GLOSSARY.md)."""

from __future__ import annotations

import re

import pytest

from bot.engine.words import Items, Name, Seat, phrase
from bot.words.catalogue import I18N_DIR
from bot.words.phrases import say

LEADER = "alexander"  # «Αλέξανδρος»: its accusative is «Αλέξανδρο», so a bare object shows
ALLOWED_BEFORE = ("κάρτα ", "Ηγέτη ", "Ηγέτης ", ": ")

# every message that can name a leader (a leader card is recruited, used for a wonder stage or
# discarded in the recruitment round), with its other arguments
LEADER_MESSAGES = [
    ("wonders.move.discard", {"fc": "no"}, "card"),
    ("wonders.move.discard", {"fc": "yes"}, "card"),
    ("wonders.move.wonder", {"fc": "no", "stage": 2, "how": ""}, "card"),
    ("wonders.move.wonder_any", {"fc": "yes"}, "card"),
    ("wonders.move.recruit", {"fc": "no", "n": 3}, "leader"),
    ("wonders.move.recruit_any", {"fc": "no"}, "leader"),
    ("wonders.move.keep", {"n": 3, "text": ""}, "leader"),
    ("wonders.move.copy", {"text": ""}, "leader"),
    ("wonders.move.generic_card", {}, "items"),
    ("wonders.move.generic_leader", {}, "items"),
    ("wonders.move.generic_wonder", {}, "items"),
    ("wonders.move.generic_discard", {}, "items"),
    ("wonders.move.generic_recruit", {}, "items"),
    *[("wonders.event.chose", {"action": a}, "card") for a in ("wonder", "discard", "x")],
    ("wonders.event.picked", {}, "card"),
    ("wonders.event.copied", {"seat": Seat(0), "owner": Seat(1), "gain": ""}, "leader"),
    ("wonders.event.recruited", {"seat": Seat(0), "gain": ""}, "leader"),
    ("wonders.reveal.recruit", {"seat": Seat(0), "paid": "", "gain": ""}, "leader"),
    ("wonders.why.not_in_hand", {}, "card"),
    ("wonders.why.other_card", {}, "card"),
    ("wonders.why.leader_coins", {"n": 2}, "leader"),
    ("wonders.board.courtesan", {}, "leader"),
]


def _greek(key: str, args: dict, slot: str) -> str:
    value = Items((Name(LEADER),)) if slot == "items" else Name(LEADER)
    return say(phrase(key, **{slot: value, **args}), "el", game="wonders", names=("Ann", "Bob"))


@pytest.mark.parametrize(("key", "args", "slot"), LEADER_MESSAGES)
def test_a_greek_leader_name_never_needs_the_accusative(key: str, args: dict, slot: str) -> None:
    said = _greek(key, args, slot)
    at = said.find("Αλέξανδρος")
    assert at >= 0, said
    assert said[:at].endswith(ALLOWED_BEFORE) or at == 0, said


def test_the_greek_check_sees_a_bare_object() -> None:
    """The wording this test forbids is found: a bare name after a verb fails the check."""
    bare = "Ξεσκαρτάρισε Αλέξανδρος για 3 νομίσματα"
    at = bare.find("Αλέξανδρος")
    assert not bare[:at].endswith(ALLOWED_BEFORE)
    assert _greek("wonders.move.discard", {"fc": "no"}, "card").startswith("Ξεσκαρτάρισε την κάρτα")


PARTICLE = re.compile(r"\{ *\$([a-z_]+) *\}(을|를|이|가|은|는|와|과|으로|로)(?![가-힣])")
# variables whose value ends in a known sound: a count of cards ends in 장 (or is 없음), an Age
# in 시대, and a language's name is 한국어 in a Korean message
KNOWN_ENDINGS = {
    ("catan.ftl", "cards"),
    ("catan.ftl", "give"),
    ("catan.ftl", "get"),
    ("duel.ftl", "age"),
    ("bot.ftl", "language"),
}


def _korean_particles() -> list[tuple[str, str, str]]:
    found = []
    for path in sorted((I18N_DIR / "ko").glob("*.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            for m in PARTICLE.finditer(line):
                found.append((path.name, m.group(1), line))
    return found


def test_no_korean_particle_follows_a_name_of_unknown_ending() -> None:
    bad = [(f, v, line) for f, v, line in _korean_particles() if (f, v) not in KNOWN_ENDINGS]
    assert not bad, "\n".join(line for *_, line in bad)


def test_the_korean_check_finds_a_particle_after_a_variable() -> None:
    assert PARTICLE.search("{ $seat }님이 { $card }를 건설했어요")
    assert not PARTICLE.search("{ $card } 카드를 건설했어요")
    assert any(v == "cards" for _, v, _ in _korean_particles())  # the known cases are seen
