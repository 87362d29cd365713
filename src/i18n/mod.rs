//! The app's languages: English, Dutch and German, in Fluent files
//! (`assets/i18n/*.ftl`) built into the program.
//!
//! The current language lives here, per thread, and the app sets it from its
//! settings at the start of every frame (`set_language`): the settings are
//! the one place the choice is kept, and the engine, the wording and the
//! command line never see it. A text is looked up by its message id (`tr`,
//! `tr_args`); a message missing in the current language falls back to
//! English, and one missing there too shows its id, so nothing panics.

mod catalog;
pub mod file_problems;
pub mod moves;
pub mod problems;
pub mod refusals;
pub mod ruling;
pub mod scenarios;
pub mod scores;
pub mod tiles;
pub mod words;

use serde::{Deserialize, Serialize};
use std::cell::Cell;

pub use catalog::{Arg, message_ids, parse_problems, source};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Language {
    #[default]
    English,
    Nederlands,
    Deutsch,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 3] = [Language::English, Language::Nederlands, Language::Deutsch];

    /// Its name in itself, as the settings show it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Nederlands => "Nederlands",
            Language::Deutsch => "Deutsch",
        }
    }

    /// Its BCP 47 code ("en", "nl", "de"), also the name of its .ftl file.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Nederlands => "nl",
            Language::Deutsch => "de",
        }
    }

    /// The language for a system locale ("nl-BE", "de_DE.UTF-8", "C"):
    /// Dutch or German when the locale's language is one of them, English
    /// otherwise and when there is no locale. Kept apart from reading the
    /// locale so the first start can be tested on any machine.
    pub fn from_locale(locale: Option<&str>) -> Language {
        let lang = locale
            .unwrap_or("")
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match lang.as_str() {
            "nl" => Language::Nederlands,
            "de" => Language::Deutsch,
            _ => Language::English,
        }
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `l` the language of every text looked up on this thread from now
/// on; the app calls it each frame with the language in its settings.
pub fn set_language(l: Language) {
    CURRENT.with(|c| c.set(l));
}

/// The language texts on this thread are looked up in.
pub fn language() -> Language {
    CURRENT.with(|c| c.get())
}

/// The text of message `id` in the current language.
pub fn tr(id: &str) -> String {
    catalog::format(language(), id, &[])
}

/// The text of message `id` with its arguments ("n", a count, picks the
/// plural form through Fluent's plural rules).
pub fn tr_args(id: &str, args: &[(&str, Arg)]) -> String {
    catalog::format(language(), id, args)
}

/// The text of message `id` in language `l`, whatever the current one.
pub fn tr_in(l: Language, id: &str, args: &[(&str, Arg)]) -> String {
    catalog::format(l, id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_their_language() {
        // Checks: the language part of a locale decides, in any spelling;
        // unknown and missing locales give English.
        assert_eq!(Language::from_locale(Some("nl-NL")), Language::Nederlands);
        assert_eq!(
            Language::from_locale(Some("nl_BE.UTF-8")),
            Language::Nederlands
        );
        assert_eq!(Language::from_locale(Some("de-AT")), Language::Deutsch);
        assert_eq!(Language::from_locale(Some("DE")), Language::Deutsch);
        assert_eq!(Language::from_locale(Some("fr-FR")), Language::English);
        assert_eq!(Language::from_locale(Some("C")), Language::English);
        assert_eq!(Language::from_locale(None), Language::English);
    }

    #[test]
    fn plurals_come_from_fluent() {
        // Checks: one and many followers read right in every language.
        let n = |l, k: u32| tr_in(l, "count-followers", &[("n", Arg::from(k))]);
        assert_eq!(n(Language::English, 1), "1 follower");
        assert_eq!(n(Language::English, 2), "2 followers");
        assert_eq!(n(Language::Nederlands, 1), "1 volgeling");
        assert_eq!(n(Language::Nederlands, 0), "0 volgelingen");
        assert_eq!(n(Language::Deutsch, 1), "1 Gefolgsmann");
        assert_eq!(n(Language::Deutsch, 3), "3 Gefolgsleute");
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_its_id() {
        // Checks: no lookup panics; an unknown id shows itself.
        assert_eq!(
            tr_in(Language::Deutsch, "no-such-message", &[]),
            "no-such-message"
        );
    }

    #[test]
    fn the_language_is_per_thread_and_switches_at_once() {
        // Checks: set_language changes the next lookup, without a restart.
        set_language(Language::Nederlands);
        let nl = tr("menu-game");
        set_language(Language::English);
        assert_eq!(tr("menu-game"), "Game");
        assert_eq!(nl, "Spel");
    }
}
