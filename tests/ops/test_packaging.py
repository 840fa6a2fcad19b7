"""What an operator installs: a wheel that carries data/, and a constraints file that pins
every dependency pyproject.toml names."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from bot.paths import DATA_DIR, ROOT, find_data_dir

SHIPPED = ("bot", "cogs", "renderers", "data", "pyproject.toml", "setup.py", "README.md")


def pins() -> dict[str, str]:
    """constraints.txt as {canonical name: version}."""
    found: dict[str, str] = {}
    for line in (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"not an exact pin: {line!r}"
            found[canonicalize_name(name)] = version
    return found


def test_every_dependency_is_pinned_within_its_range() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = pins()
    for text in project["dependencies"]:
        need = Requirement(text)
        name = canonicalize_name(need.name)
        assert name in pinned, f"{need.name} is in pyproject.toml but not in constraints.txt"
        assert need.specifier.contains(pinned[name]), f"{name}=={pinned[name]} is not {need}"


def test_a_checkout_reads_its_own_data_folder() -> None:
    assert DATA_DIR == ROOT / "data"
    assert (DATA_DIR / "catan" / "board.json").is_file()


def test_outside_a_checkout_the_installed_data_package_is_read(tmp_path: Path) -> None:
    found = find_data_dir(tmp_path)  # no pyproject.toml there: the tabula_data package
    assert (found / "catan" / "board.json").is_file()
    assert (found / "i18n" / "en").is_dir() and (found / "fonts" / "OFL.txt").is_file()


def test_a_plain_install_runs_every_command_from_its_own_files(tmp_path: Path) -> None:
    """`pip install .` (not editable), then `tabula --help` and a console game with a bot."""
    source, target = tmp_path / "src", tmp_path / "site"
    for name in SHIPPED:
        copy = shutil.copytree if (ROOT / name).is_dir() else shutil.copy2
        copy(ROOT / name, source / name)
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation"]
    subprocess.run(
        [*pip, "--no-index", "--target", str(target), str(source)],
        check=True,
        capture_output=True,
    )
    shutil.rmtree(source)  # nothing may read the sources any more
    script = tmp_path / "game.txt"
    script.write_text("alice: /game new duel bots:1\nalice: /hand\n", encoding="utf-8")
    probe = (
        "import sys; from bot import paths; from bot.__main__ import main; "
        "print(paths.DATA_DIR); sys.argv[0] = 'tabula'; "
        f"sys.exit(main(['console', '--seed', '3', '--script', {str(script)!r}]))"
    )
    env = {"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    data_dir, *replies = done.stdout.splitlines()
    assert Path(data_dir) == target / "tabula_data"
    assert any("7 Wonders Duel" in line for line in replies)
    helped = subprocess.run(
        [sys.executable, "-c", "from bot.__main__ import main; main(['--help'])"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert helped.returncode == 0 and "console" in helped.stdout, helped.stderr


@pytest.mark.parametrize("name", ["Dockerfile", ".dockerignore"])
def test_the_image_gets_what_the_wheel_needs(name: str) -> None:
    """Nothing the build needs (SHIPPED) is left out of the Docker build context."""
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert (ROOT / name).is_file()
    for needed in (*SHIPPED, "constraints.txt"):
        assert needed not in ignored and f"{needed}/" not in ignored


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            found.append((word.upper(), " ".join(rest.split())))
    return found


def test_the_image_runs_the_readmes_commands() -> None:
    """The image installs and starts the bot with the README's own commands."""
    steps = dockerfile_instructions()
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert steps[0] == ("FROM", "python:3.11-slim")
    installs = [arg for word, arg in steps if word == "RUN" and "pip install" in arg]
    assert len(installs) == 1
    pip = installs[0].split("pip install", 1)[1].split("&&")[0].split()
    assert "--no-cache-dir" in pip
    command = "pip install -q " + " ".join(a for a in pip if a != "--no-cache-dir")
    assert command == "pip install -q -c constraints.txt ."
    assert command in readme  # "Without Docker" installs the same way
    entry = json.loads(dict(steps)["ENTRYPOINT"])
    cmd = json.loads(dict(steps)["CMD"])
    assert entry[:2] == ["tini", "--"]  # an init: signals reach the bot, children are reaped
    assert " ".join(entry[2:] + cmd) == "tabula run" and "bin/tabula run" in readme
    users = [arg for word, arg in steps if word == "USER"]
    assert users and users[-1] not in ("root", "0")
    health = dict(steps)["HEALTHCHECK"]
    assert "HEALTH_PORT" in health and "/healthz" in health
    assert "HEALTH_PORT=" in dict(steps)["ENV"]


def test_compose_runs_postgres_15_in_a_volume_and_the_bot_on_it() -> None:
    text = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    assert "image: postgres:15" in text
    assert "- pgdata:/var/lib/postgresql/data" in text and "\n  pgdata:" in text
    assert "DATABASE_URL: postgresql://" in text and "@db:5432/" in text
    assert "condition: service_healthy" in text and "HEALTH_PORT" in text
