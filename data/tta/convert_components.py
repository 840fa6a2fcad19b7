"""One-off conversion of shared/rules/tta-components.yaml into data/tta/cards.json and tables.json.

Run once by hand (needs pyyaml): python data/tta/convert_components.py PATH_TO_YAML.
The project never reads the YAML at run time; the JSON written here is the source of truth.
Card numbers (costs, outputs, counts, stages) are copied from the YAML unchanged. The YAML
describes special abilities with descriptive keys; the tables below (FX, CLAUSES, IMPACT)
restate each ability in the engine's small vocabulary of named effect handlers, card by card,
from the YAML's `effects` and `text` fields.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SOURCE = (
    "shared/rules/tta-components.yaml (2015 New Story edition, from the BGA card table, "
    "cross-checked with an independent Go implementation and ptarjan/tta-ai); named effects "
    "restated from its `effects`/`text` fields; tables from its `tables` section"
)

LEVEL = {"A": 0, "I": 1, "II": 2, "III": 3}

# Named effects of leaders, wonders and action cards (engine handler name -> parameter).
FX: dict[str, dict[str, Any]] = {
    # Age A leaders
    "a-alexander_the_great": {"strength_per_unit": 1, "politics_alexander": 1},
    "a-aristotle": {"science_per_tech_taken": 1},
    "a-hammurabi": {"ma_as_ca": 1, "leader_take_discount": 1},
    "a-homer": {"military_pool": 1, "homer_tuck": 1},
    "a-julius_caesar": {"extra_politics_once": 1},
    "a-moses": {"pop_food_discount": 1},
    # Age I leaders
    "i-christopher_columbus": {"politics_columbus": 1},
    "i-frederick_barbarossa": {"barbarossa": 1},
    "i-genghis_khan": {"infantry_as_cavalry": 1, "culture_if_strongest": 3},
    "i-joan_of_arc": {"strength_per_temple_gov_happy": 1, "peek_event": 1},
    "i-leonardo_da_vinci": {"best_lab_library_science": 1, "resources_per_develop": 1},
    "i-michelangelo": {"culture_per_happy_temple_theater_wonder": 1, "no_wonder_surcharge": 1},
    # Age II leaders
    "ii-isaac_newton": {"best_lab_library_science": 1, "ca_back_per_develop": 1},
    "ii-js_bach": {"culture_per_theater": 1, "theater_science_discount": 2, "bach_upgrade": 1},
    "ii-james_cook": {"cook_discards": 2, "cook_culture": 1},
    "ii-maximilien_robespierre": {"revolution_uses_ma": 1, "culture_on_revolution": 3},
    "ii-napoleon_bonaparte": {"strength_per_unit_type": 2},
    "ii-william_shakespeare": {"shakespeare": 1},
    # Age III leaders
    "iii-albert_einstein": {"best_lab_library_science": 1, "culture_per_develop": 3},
    "iii-bill_gates": {"gates": 1},
    "iii-charlie_chaplin": {"best_theater_double_culture": 1},
    "iii-mahatma_gandhi": {"gandhi": 1},
    "iii-sid_meier": {"sid_meier": 1},
    "iii-winston_churchill": {"churchill": 3},
    # wonders
    "a-library_of_alexandria": {"hand_limits": 1},
    "i-great_wall": {"strength_per_infantry_artillery": 1},
    "i-st_peters_basilica": {"extra_happy_per_source": 1},
    "i-taj_mahal": {"taj_discount": 2},
    "ii-ocean_liner_service": {"ocean_liner": 1},
    "ii-transcontinental_railroad": {"railroad": 1},
    "iii-fast_food_chains": {"on_complete": "fast_food"},
    "iii-first_space_flight": {"on_complete": "space_flight"},
    "iii-hollywood": {"on_complete": "hollywood"},
    "iii-internet": {"on_complete": "internet"},
    # air forces
    "iii-air_forces": {"doubles_army": 1},
}

# Action cards: the handler named by their YAML effect key, with its parameter.
ACTION_FX = {
    "gain_science": "gain",
    "gain_culture": "gain",
    "gain_food": "gain",
    "gain_resources": "gain",
    "build_one_wonder_stage_resource_discount": "wonder_stage",
    "increase_population_then_gain_food": "frugality",
    "extra_military_action_and_military_resources": "patriotism",
    "build_or_upgrade_farm_or_mine_discount": "rich_land",
    "build_or_upgrade_urban_discount": "urban_growth",
    "develop_technology_then_gain_science": "breakthrough",
    "gain_food_or_resources": "reserves",
    "upgrade_farm_mine_urban_discount": "efficient_upgrade",
    "military_resources_per_stronger_civilization": "military_pool_per_stronger",
    "culture_per_civilization_with_more_culture": "culture_per_more_culture",
}


def _c(who: str, do: str, good: bool, **params: Any) -> dict[str, Any]:
    """One event clause: which civilizations (`who`) do what; `good` = being chosen helps."""
    return {"who": who, "do": do, "good": good, **params}


# Event clauses, card by card, from the YAML effects/text.
CLAUSES: dict[str, list[dict[str, Any]]] = {
    "a-development_of_agriculture": [_c("all", "gain_food", True, n=2)],
    "a-development_of_civilization": [_c("all", "develop_civ", True, n=1)],
    "a-development_of_crafts": [_c("all", "gain_resources", True, n=2)],
    "a-development_of_markets": [_c("all", "food_or_resources", True, n=2)],
    "a-development_of_politics": [_c("all", "draw_military", True, n=3)],
    "a-development_of_religion": [_c("all", "free_build", True, card="a-religion")],
    "a-development_of_science": [_c("all", "gain_science", True, n=2)],
    "a-development_of_settlement": [_c("all", "gain_population", True, n=1)],
    "a-development_of_trade_routes": [
        _c("all", "gain_science", True, n=1),
        _c("all", "gain_food", True, n=1),
        _c("all", "gain_resources", True, n=1),
    ],
    "a-development_of_warfare": [_c("all", "free_build", True, card="a-warriors")],
    "i-barbarians": [_c("most_culture_if_two_weakest", "lose_population", False, n=1)],
    "i-border_conflict": [
        _c("weakest", "destroy_own_building", False, n=1),
        _c("strongest", "gain_resources", True, n=3),
    ],
    "i-crusades": [
        _c("strongest", "gain_culture", True, n=4),
        _c("weakest", "lose_culture", False, n=4),
    ],
    "i-cultural_influence": [_c("all", "gain_culture", True, of="culture_rating")],
    "i-foray": [_c("two_strongest", "gain_mix", True, n=3)],
    "i-good_harvest": [_c("all", "produce_food", True)],
    "i-immigration": [_c("all_most_happy", "gain_population", True, n=1)],
    "i-new_deposits": [_c("all", "produce_resources", True)],
    "i-pestilence": [_c("all", "lose_population", False, n=1)],
    "i-raiders": [_c("two_weakest", "lose_mix", False, n=2)],
    "i-rats": [_c("all", "lose_all_food", False)],
    "i-rebellion": [_c("all", "lose_ca_per_discontent", False, n=2)],
    "i-reign_of_terror": [_c("weakest", "lose_population", False, n=1)],
    "i-scientific_breakthrough": [_c("all", "gain_science", True, of="science_rating")],
    "i-uncertain_borders": [
        _c("strongest", "gain_yellow_from_weakest", True, n=1),
        _c("weakest", "lose_yellow", False, n=1),
    ],
    "ii-civil_unrest": [
        _c("all", "lose_culture_per_discontent", False, n=4),
        _c("all_most_discontent", "lose_blue", False, n=1),
    ],
    "ii-cold_war": [_c("two_strongest", "gain_science", True, n=6)],
    "ii-crime_wave": [
        _c("two_weakest", "lose_culture", False, n=3),
        _c("two_weakest", "lose_blue", False, n=1),
    ],
    "ii-economic_progress": [_c("all", "extra_production", True)],
    "ii-emigration": [_c("all", "lose_population", False, of="half_discontent")],
    "ii-iconoclasm": [_c("all", "remove_old_leader", False)],
    "ii-independence_declaration": [_c("weakest", "lose_colony", False, n=1)],
    "ii-international_agreement": [_c("strongest", "agreement", True, n=5)],
    "ii-national_pride": [_c("most_culture", "gain_culture", True, n=5)],
    "ii-politics_of_strength": [
        _c("strongest", "draw_military", True, n=5, age4_culture=5),
        _c("weakest", "discard_military", False, n=3, age4_culture=-3),
    ],
    "ii-popularization_of_science": [_c("all", "gain_culture", True, of="science_rating")],
    "ii-prosperity": [_c("all", "gain_food", True, of="happy")],
    "ii-ravages_of_time": [_c("all", "ravage_wonder", False, culture=2)],
    "ii-refugees": [
        _c("weakest", "lose_culture", False, n=3),
        _c("weakest", "lose_population", False, n=1),
        _c("strongest", "gain_culture", True, n=3),
        _c("strongest", "gain_population", True, n=1),
    ],
    "ii-terrorism": [_c("others_of_least_culture", "destroy_urban", False, n=1)],
}

IMPACT = {
    "iii-impact_of_agriculture": "agriculture",
    "iii-impact_of_architecture": "architecture",
    "iii-impact_of_balance": "balance",
    "iii-impact_of_colonies": "colonies",
    "iii-impact_of_competition": "competition",
    "iii-impact_of_government": "government",
    "iii-impact_of_happiness": "happiness",
    "iii-impact_of_industry": "industry",
    "iii-impact_of_population": "population",
    "iii-impact_of_progress": "progress",
    "iii-impact_of_science": "science",
    "iii-impact_of_strength": "strength",
    "iii-impact_of_technology": "technology",
    "iii-impact_of_variety": "variety",
    "iii-impact_of_wonders": "wonders",
}

# Aggressions and wars: the handler and its parameter.
MILITARY_FX = {
    "i-enslave": {"aggression": "enslave", "population": 1, "food": 2, "resources": 2},
    "i-plunder": {"aggression": "plunder", "n": 3},
    "ii-plunder": {"aggression": "plunder", "n": 5},
    "iii-plunder": {"aggression": "plunder", "n": 7},
    "i-raid": {"aggression": "raid", "levels": [1]},
    "ii-raid": {"aggression": "raid", "levels": [2, 1]},
    "iii-raid": {"aggression": "raid", "levels": [3, 2]},
    "ii-annex": {"aggression": "annex"},
    "ii-infiltrate": {"aggression": "infiltrate", "culture_per_level": 3},
    "ii-spy": {"aggression": "spy", "n": 5},
    "iii-armed_intervention": {"aggression": "armed_intervention", "n": 7},
    "ii-war_over_technology": {"war": "technology"},
    "ii-war_over_territory": {"war": "territory"},
    "iii-war_over_culture": {"war": "culture"},
}

PERMANENT_KEYS = {
    "civil_actions",
    "military_actions",
    "urban_limit",
    "culture",
    "science",
    "happy",
    "strength",
    "colonization",
    "blue_tokens",
    "yellow_tokens",
}


def _action_fx(card: dict[str, Any]) -> dict[str, Any]:
    effects = card.get("effects", {})
    handlers = {ACTION_FX[k] for k in effects}
    assert len(handlers) == 1, card["id"]
    handler = handlers.pop()
    if handler == "gain":
        gains = {k.removeprefix("gain_"): v for k, v in effects.items()}
        return {"action": "gain", **gains}
    (value,) = effects.values()
    if isinstance(value, dict):
        return {"action": handler, "by_players": [value["p2"], value["p3"], value["p4"]]}
    return {"action": handler, "n": value}


def convert_card(raw: dict[str, Any]) -> dict[str, Any]:
    cid = raw["id"]
    out: dict[str, Any] = {
        "id": cid,
        "name": raw["name"],
        "age": LEVEL[raw["age"]],
        "deck": raw["deck"],
        "kind": raw["kind"],
        "counts": [raw["counts"]["p2"], raw["counts"]["p3"], raw["counts"]["p4"]],
    }
    for key in ("type", "special_kind"):
        if key in raw:
            out["special" if key == "special_kind" else key] = raw[key]
    if raw.get("starting_technology"):
        out["start"] = True
    if "corner_marks" in raw:
        out["marks"] = {str(k): v for k, v in raw["corner_marks"].items()}
    cost = raw.get("science_cost")
    if isinstance(cost, dict):
        out["science"], out["revolution"] = cost["peaceful"], cost["revolution"]
    elif cost is not None:
        out["science"] = cost
    if "build_cost" in raw:
        out["build"] = raw["build_cost"]
    if "per_worker" in raw:
        out["out"] = dict(raw["per_worker"])
    if "permanent" in raw:
        perm = dict(raw["permanent"])
        assert set(perm) <= PERMANENT_KEYS, (cid, perm)
        out["perm"] = perm
    if "stages" in raw:
        out["stages"] = list(raw["stages"])
    fx: dict[str, Any] = dict(FX.get(cid, {}))
    if raw["kind"] == "action":
        fx.update(_action_fx(raw))
    if cid in MILITARY_FX:
        fx.update(MILITARY_FX[cid])
    if raw["kind"] == "technology" and raw.get("special_kind") == "construction":
        by_level = raw["effects"]["urban_build_discount_by_level"]
        fx["urban_discount"] = [0, by_level["I"], by_level["II"], by_level["III"]]
        fx["wonder_stages"] = raw["effects"]["max_wonder_stages_per_action"]
    if fx:
        out["fx"] = fx
    if raw["kind"] == "tactic":
        out["composition"] = dict(raw["composition"])
        out["bonus"] = raw["army_bonus"]
        out["outdated_bonus"] = raw.get("outdated_army_bonus", raw["army_bonus"])
    if "military_action_cost" in raw:
        out["ma_cost"] = raw["military_action_cost"]
    if raw["kind"] == "military_bonus":
        out["defense"], out["colonization"] = raw["defense"], raw["colonization"]
    if raw["kind"] == "territory":
        out["immediate"] = dict(raw["immediate"])
    if raw["kind"] == "event":
        if cid in IMPACT:
            out["impact"] = IMPACT[cid]
        else:
            out["clauses"] = CLAUSES[cid]
    if raw["kind"] == "pact":
        out["pact"] = {
            "symmetric": raw["symmetric"],
            "attack_forbidden": raw["attack_forbidden"],
            "ends_on_attack": raw["ends_on_attack"],
            "side_a": raw["side_A"],
            "side_b": raw["side_B"],
        }
    out["text"] = raw.get("text", "")
    if raw.get("uncertain"):
        out["note"] = raw.get("note", "")
    return out


def main(yaml_path: str) -> None:
    import yaml

    doc: dict[str, Any] = yaml.safe_load(Path(yaml_path).read_text())
    cards = [convert_card(c) for c in doc["civil_cards"] + doc["military_cards"]]
    ids = [c["id"] for c in cards]
    assert len(ids) == len(set(ids))
    missing = (set(FX) | set(CLAUSES) | set(IMPACT) | set(MILITARY_FX)) - set(ids)
    assert not missing, missing
    lines = ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in cards)
    (HERE / "cards.json").write_text(
        "{\n" + f' "_source": {json.dumps(SOURCE)},\n "cards": [\n{lines}\n ]\n}}\n'
    )
    tables = doc["tables"]
    yellow = {
        str(r["tokens"]): [r["pop_increase_food_cost"], r["consumption"], r["happy_faces_required"]]
        for r in tables["yellow_bank_by_tokens_left"]
    }
    blue = {
        str(r["tokens"]): r["corruption"] for r in tables["blue_bank_corruption_by_tokens_left"]
    }
    out = {
        "_source": (
            "shared/rules/tta-components.yaml `tables` and `initial_state` (tta.md §2.2, §5.1, §6)"
        ),
        "row_cost_by_slot": [tables["card_row"]["cost_by_slot"][i] for i in range(1, 14)],
        "yellow_bank": {"_columns": ["pop_food_cost", "consumption", "happy_required"], **yellow},
        "blue_bank_corruption": blue,
        "famine_culture_per_food": tables["famine_culture_loss_per_missing_food"],
        "military_draw_max": tables["military_draw_max_per_turn"],
        "yellow_lost_at_age_end": 2,
        "start": {
            "workers": {
                t["name"]: t["workers"]
                for t in doc["initial_state"]["per_player"]["technologies_in_play"]
                if t["workers"] is not None
            },
            "yellow_bank": doc["initial_state"]["per_player"]["yellow_bank"],
            "unused_workers": doc["initial_state"]["per_player"]["unused_workers"],
            "blue_bank": doc["initial_state"]["per_player"]["blue_bank"],
        },
    }
    (HERE / "tables.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "../shared/rules/tta-components.yaml")
