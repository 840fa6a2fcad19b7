"""Every user-facing string goes through the catalogue, so it can be translated."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.engine.registry import REGISTRY
from bot.words.catalogue import broken_entries, catalog, language_of, languages, placeholders, t

ROOT = Path(__file__).resolve().parents[2]
CHECKED = [
    *sorted((ROOT / "cogs").glob("*.py")),
    ROOT / "bot" / "table" / "turns.py",
    ROOT / "bot" / "chat" / "lobby_panel.py",
    ROOT / "bot" / "table" / "service.py",
    ROOT / "bot" / "table" / "undo.py",
    ROOT / "bot" / "league" / "results.py",
    ROOT / "bot" / "chat" / "commands.py",
    ROOT / "bot" / "console.py",
    ROOT / "bot" / "client.py",
    ROOT / "bot" / "__main__.py",
    ROOT / "bot" / "table" / "clock.py",
    ROOT / "bot" / "table" / "seats.py",
    ROOT / "bot" / "table" / "timekeeper.py",
    ROOT / "bot" / "league" / "replay.py",
    # the engines' text modules: what a game says is message ids and arguments (issue 15)
    *sorted((ROOT / "bot" / "engine").glob("*/speech.py")),
    *sorted((ROOT / "bot" / "engine").glob("*/knight_text.py")),
    ROOT / "bot" / "engine" / "words.py",
]
WORDS = re.compile(r"[A-Za-z]{2,}[,.!?'’:;]*\s+[A-Za-z]{2,}")
INTERNAL_ERRORS = {
    "RuntimeError",
    "ValueError",
    "TypeError",
    "LookupError",
    "KeyError",
    "AssertionError",
}  # for maintainers' logs, never shown to players
EXEMPT_CALLS = {"add_parser", "add_argument", "ArgumentParser", *INTERNAL_ERRORS}
LOG_METHODS = {"debug", "info", "warning", "error", "exception", "critical", "log"}


def _docstring_nodes(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _exempt_nodes(tree: ast.AST) -> set[int]:
    """Strings in logging calls, argparse help and internal exceptions (not chat messages)."""
    out = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in LOG_METHODS or name in EXEMPT_CALLS:
            out.update(id(sub) for sub in ast.walk(node))
    return out


def inline_english(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every string constant that reads like an English sentence."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstring_nodes(tree) | _exempt_nodes(tree)
    return [
        (n.lineno, n.value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant)
        and isinstance(n.value, str)
        and id(n) not in skip
        and WORDS.search(n.value)
    ]


def test_checked_files_exist() -> None:
    assert all(p.exists() for p in CHECKED)
    assert len([p for p in CHECKED if p.name == "speech.py"]) >= 3, "the engines' speech"
    assert len(CHECKED) >= 8, "the cogs are missing"


def test_no_english_written_inline_in_cogs_or_service() -> None:
    problems = [
        f"{path.relative_to(ROOT)}:{line}: {text[:50]!r}"
        for path in CHECKED
        if path.exists()
        for line, text in inline_english(path)
    ]
    assert not problems, (
        "use bot.words.catalogue.t() with a key in data/i18n/en/*.ftl:\n" + "\n".join(problems)
    )


def test_the_checker_finds_inline_english(tmp_path: Path) -> None:
    sample = tmp_path / "cog.py"
    sample.write_text(
        '"""Doc string is fine."""\nlog.info("fine here too")\n'
        'await send("It is not your turn")\nkey = "error.no_game"\n'
    )
    assert inline_english(sample) == [(3, "It is not your turn")]


def test_every_key_used_in_code_exists_in_english() -> None:
    used = set()
    for path in [*CHECKED, *sorted((ROOT / "bot").rglob("*.py"))]:
        if path.exists():
            used |= set(re.findall(r"""\bt\(\s*["']([a-z_]+\.[a-z_.]+)["']""", path.read_text()))
            used |= set(re.findall(r"""refuse\(\s*["']([a-z_]+\.[a-z_.]+)["']""", path.read_text()))
            used |= set(re.findall(r"""key=["']([a-z_]+\.[a-z_.]+)["']""", path.read_text()))
    english = catalog("en")
    missing = sorted(k for k in used if k not in english)
    assert used and not missing, f"keys missing from data/i18n/en/*.ftl: {missing}"


def _data_word(key: str) -> bool:
    """`<game>.name.<id>` / `<game>.text.<id>` of a component whose English name or text is in
    the game's data (not in the English catalogue): another language may name it."""
    game, _, rest = key.partition(".")
    what, _, cid = rest.partition(".")
    rules = REGISTRY.get(game)
    if rules is None or not cid:
        return False
    ids = (cid, cid.replace(".", "-"))  # catalogue keys turn an id's dashes into dots
    if what == "name":
        return any(rules.name_of(x) is not None for x in ids)
    return what == "text" and any(rules.text_of(x) is not None for x in ids)


@pytest.mark.parametrize("lang", languages())
def test_other_languages_use_the_same_placeholders(lang: str) -> None:
    english = catalog("en")
    for key, message in catalog(lang).items():
        if key not in english and _data_word(key):
            assert not placeholders(message), f"{lang}:{key} names a component: no arguments"
            continue
        assert key in english, f"{lang} has a key English lacks: {key}"
        assert placeholders(message) == placeholders(english[key]), f"{lang}:{key}"


def test_only_real_components_are_named_outside_the_catalogue() -> None:
    assert _data_word("wonders.name.lumber_yard") and _data_word("wonders.text.amytis")
    assert _data_word("tta.name.ii.james_cook")  # the id ii-james_cook
    assert not _data_word("wonders.name.no_such_card") and not _data_word("nogame.name.x")
    assert not _data_word("wonders.move.build")


def test_lookup_falls_back_by_language_then_english() -> None:
    assert language_of("en-US") == "en" and language_of("fr") == "en"
    assert language_of("vi") == "vi" and language_of("pt-BR") == "en"
    assert t("error.table_full", "fr", max=4) == "The table is full (4 players)."
    assert t("no.such.key") == "no.such.key"
    assert t("error.table_full") == "The table is full (max players)."


@pytest.mark.parametrize("lang", languages())
def test_every_catalogue_parses(lang: str) -> None:
    assert not broken_entries(lang)


@pytest.mark.parametrize("lang", [lang for lang in languages() if lang != "en"])
def test_every_language_has_every_english_message(lang: str) -> None:
    missing = sorted(set(catalog("en")) - set(catalog(lang)))
    assert not missing, f"{lang} lacks {len(missing)} messages: {missing[:20]}"
