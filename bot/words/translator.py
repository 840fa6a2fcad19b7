"""Slash command texts in the reader's language, from the same catalogues as the replies."""

from __future__ import annotations

from discord import Locale, app_commands

from bot.words.catalogue import DEFAULT_LOCALE, catalog, language_of, t


class TabulaTranslator(app_commands.Translator):
    """Looks up `locale_str(..., key=...)` in data/i18n so Discord shows localized commands."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """The catalogue text for this locale, or None so Discord falls back to English."""
        key = string.extras.get("key")
        if not key:
            return None
        language = language_of(str(locale))
        if language == DEFAULT_LOCALE:
            return None  # English is the default text already; no localization to add
        return t(key, language) if key in catalog(language) else None
