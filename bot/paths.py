"""Where the data lives (game data, fonts, the message catalogue): the checkout's `data/`
folder when run from a clone (an editable install, the tests), else the package
`tabula_data` that a wheel or a plain `pip install .` installs beside `bot` (setup.py)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_PACKAGE = "tabula_data"


def find_data_dir(root: Path = ROOT) -> Path:
    """`root`/data in a checkout (it has pyproject.toml), else the installed `tabula_data`."""
    if (root / "pyproject.toml").is_file() and (root / "data").is_dir():
        return root / "data"
    spec = importlib.util.find_spec(DATA_PACKAGE)
    places = list(spec.submodule_search_locations or []) if spec is not None else []
    if not places:
        raise RuntimeError(
            f"Tabula's data is missing: no {root / 'data'} and no installed package "
            f"{DATA_PACKAGE!r}; reinstall Tabula (pip install .)"
        )
    return Path(places[0])


DATA_DIR = find_data_dir()
FONTS_DIR = DATA_DIR / "fonts"
