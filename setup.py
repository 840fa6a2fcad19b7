"""The one thing pyproject.toml cannot say: which packages, since the repository's `data/`
folder (game data, fonts, the message catalogue) is shipped beside the code as the package
`tabula_data`, so that a wheel or a plain `pip install .` carries it (see bot/paths.py).
Everything else is in pyproject.toml."""

from setuptools import find_namespace_packages, setup

# namespace packages too, as pyproject.toml's find would: bot/store/migrations has no __init__.py
CODE = find_namespace_packages(
    include=["bot", "bot.*", "cogs", "cogs.*", "renderers", "renderers.*"]
)

setup(packages=[*CODE, "tabula_data"], package_dir={"tabula_data": "data"})
