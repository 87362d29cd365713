//! The help pages: one per game, shipped as markdown in `assets/help/`.

use super::markdown::{Block, parse};
use crate::i18n::{Language, tr};

/// A page of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Page {
    #[default]
    Carcassonne,
    CityGates,
    TheCity,
}

impl Page {
    /// All pages, in menu order.
    pub const ALL: [Page; 3] = [Page::Carcassonne, Page::CityGates, Page::TheCity];

    /// Its title in the Help menu and the window's tabs.
    pub fn title(self) -> String {
        match self {
            Page::Carcassonne => tr("help-page-base"),
            Page::CityGates => tr("help-page-city-gates"),
            Page::TheCity => tr("help-page-the-city"),
        }
    }

    /// The page's markdown text in the current language.
    pub fn text(self) -> &'static str {
        self.text_in(crate::i18n::language())
    }

    /// The page's markdown text in language `l`: `assets/help/<code>/`,
    /// English (`assets/help/`) being the original the others follow.
    /// Every language ships every page, so there is nothing to fall back on
    /// at run time; the test below keeps their rule ids the same.
    pub fn text_in(self, l: Language) -> &'static str {
        match (l, self) {
            (Language::English, Page::Carcassonne) => {
                include_str!("../../../assets/help/carcassonne.md")
            }
            (Language::English, Page::CityGates) => {
                include_str!("../../../assets/help/city-gates.md")
            }
            (Language::English, Page::TheCity) => include_str!("../../../assets/help/the-city.md"),
            (Language::Nederlands, Page::Carcassonne) => {
                include_str!("../../../assets/help/nl/carcassonne.md")
            }
            (Language::Nederlands, Page::CityGates) => {
                include_str!("../../../assets/help/nl/city-gates.md")
            }
            (Language::Nederlands, Page::TheCity) => {
                include_str!("../../../assets/help/nl/the-city.md")
            }
            (Language::Deutsch, Page::Carcassonne) => {
                include_str!("../../../assets/help/de/carcassonne.md")
            }
            (Language::Deutsch, Page::CityGates) => {
                include_str!("../../../assets/help/de/city-gates.md")
            }
            (Language::Deutsch, Page::TheCity) => {
                include_str!("../../../assets/help/de/the-city.md")
            }
        }
    }

    /// The page as blocks, in the current language.
    pub fn blocks(self) -> Vec<Block> {
        parse(self.text())
    }

    /// The page that explains a ruling, by its id ("R-B3", "§4.4 street").
    /// "Majority" is on every page: the first has it. Looked up in English:
    /// the ids are the same in every language.
    pub fn with_ruling(id: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|p| {
            parse(p.text_in(Language::English))
                .iter()
                .any(|b| b.ruling() == Some(id))
        })
    }

    /// The ids of the page's rulings in language `l` ("R-B3", "§2 city",
    /// "Majority"), in page order; bold words that open a numbered step
    /// are not ids and are left out.
    pub fn rule_ids(self, l: Language) -> Vec<String> {
        parse(self.text_in(l))
            .iter()
            .filter_map(|b| b.ruling())
            .filter(|id| id.starts_with("R-") || id.starts_with('§') || *id == "Majority")
            .map(str::to_string)
            .collect()
    }

    /// The rules page of a game being played.
    pub fn for_game(game: crate::engine::GameKind, city_gates: bool) -> Page {
        match (game, city_gates) {
            (crate::engine::GameKind::City, _) => Page::TheCity,
            (_, true) => Page::CityGates,
            _ => Page::Carcassonne,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_translated_page_has_the_english_rule_ids() {
        // Checks: each page in Dutch and German names the same rulings, in
        // the same order, as the English one, so a link from the scoring
        // log finds its ruling in every language; and it is translated.
        for p in Page::ALL {
            let en = p.rule_ids(Language::English);
            assert!(en.len() >= 5, "{p:?}: {en:?}");
            for l in [Language::Nederlands, Language::Deutsch] {
                assert_eq!(p.rule_ids(l), en, "{p:?} in {l:?}");
                assert_ne!(p.text_in(l), p.text_in(Language::English), "{p:?} in {l:?}");
            }
        }
    }
}
