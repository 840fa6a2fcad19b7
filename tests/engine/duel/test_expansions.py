"""Agora is an option inside the game, not hooks added to global tables: each option set has
its own immutable `Expansion` record, and a base game never reaches Agora's handlers."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys

import pytest

from bot.engine.core import Action
from bot.engine.duel import agora, agora_decisions, decisions, effects
from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.expansions import AGORA, BASE, expansion_of, for_options
from bot.engine.duel.rules import RULES
from bot.engine.duel.speech import why_illegal
from tests.engine.duel.agora_helpers import agora_position
from tests.engine.duel.helpers import position

AGORA_MOVES = {"recruit", "prepare", "trigger"}


def test_the_base_record_holds_only_the_base_game() -> None:
    assert not set(BASE.decisions) & set(AgoraKind)
    assert set(BASE.turn_apply) == {"build", "discard", "wonder"}
    assert set(BASE.decisions["turn"].kinds) == {"build", "discard", "wonder"}
    assert not set(BASE.immediate) & {"politician", "conspirator"}
    assert not set(BASE.military) & set(agora.MILITARY)
    assert BASE.setup == () and BASE.age_cards == () and BASE.on_construct == ()
    assert not BASE.on_select


def test_the_agora_record_adds_agoras_handlers_to_the_base_games() -> None:
    assert set(AGORA.decisions) == set(BASE.decisions) | set(AgoraKind)
    assert set(AGORA.turn_apply) == set(BASE.turn_apply) | AGORA_MOVES
    assert AGORA.decisions["turn"].kinds == tuple(AGORA.turn_apply)
    assert set(AGORA.immediate) == set(BASE.immediate) | set(agora.IMMEDIATE)
    assert AGORA.setup == (agora.setup,) and AGORA.on_construct == (agora.coin_decrees,)


def test_the_base_games_tables_are_never_changed() -> None:
    """Everything is imported by now (the rules, Agora): the base tables still hold only the
    base game's names, and the records cannot be changed."""
    assert not set(effects.IMMEDIATE) & set(agora.IMMEDIATE)
    assert not set(effects.MILITARY) & set(agora.MILITARY)
    assert not set(decisions.DECISIONS) & set(agora_decisions.AGORA_DECISIONS)
    assert not set(decisions.TURN_APPLY) & AGORA_MOVES
    with pytest.raises(dataclasses.FrozenInstanceError):
        BASE.decisions = AGORA.decisions  # type: ignore[misc]


def test_importing_agora_changes_nothing() -> None:
    """In a fresh interpreter: the base tables are the same before and after Agora's modules
    and the rules are imported."""
    code = (
        "from bot.engine.duel import decisions, effects\n"
        "before = [dict(t) for t in (effects.IMMEDIATE, effects.MILITARY,"
        " decisions.DECISIONS, decisions.TURN_APPLY)]\n"
        "import bot.engine.duel.agora, bot.engine.duel.agora_decisions, bot.engine.duel.rules\n"
        "after = [dict(t) for t in (effects.IMMEDIATE, effects.MILITARY,"
        " decisions.DECISIONS, decisions.TURN_APPLY)]\n"
        "assert before == after, 'importing Agora changed a base table'\n"
        "print('same')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "same"


def test_each_state_reads_the_record_of_its_options() -> None:
    assert for_options({}) is BASE and for_options({"agora": False}) is BASE
    assert for_options({"agora": True}) is AGORA
    assert expansion_of(RULES.new_game(2, 1, {})) is BASE
    assert expansion_of(RULES.new_game(2, 1, {"agora": True})) is AGORA


def test_a_plain_game_never_meets_agoras_kinds() -> None:
    agora_kinds = set(AgoraKind)
    for seed in range(6):
        pick = random.Random(seed)
        s = RULES.new_game(2, seed, {"agora": False})
        assert not s.influence and not s.conspiracy_deck and not s.senator_pool
        while RULES.outcome(s) is None:
            (seat,) = RULES.to_move(s)
            assert not {d.kind for d in s.stack} & agora_kinds
            legal = RULES.legal_actions(s, seat)
            assert not {a.kind for a in legal} & AGORA_MOVES
            RULES.apply(s, seat, pick.choice(legal))


def test_an_agora_move_in_a_plain_game_is_not_a_turn_move() -> None:
    """A base game does not know `recruit` at all: it asks for the turn's own moves; an Agora
    game explains why this recruit is not possible."""
    base = position(1, accessible=["lumber_yard"])
    said = why_illegal(base, 0, Action("recruit", ("lumber_yard",)))
    assert said is not None and said.id == "duel.why.first"
    with_agora = agora_position(1, accessible=["lumber_yard"])
    said = why_illegal(with_agora, 0, Action("recruit", ("lumber_yard",)))
    assert said is not None and said.id != "duel.why.first"
