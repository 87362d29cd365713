//! The help pages: one per game, shipped as markdown in `assets/help/`.

use super::markdown::{Block, parse};

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
    pub fn title(self) -> &'static str {
        match self {
            Page::Carcassonne => "Carcassonne",
            Page::CityGates => "The City Gates",
            Page::TheCity => "The City",
        }
    }

    /// The page's markdown text.
    pub fn text(self) -> &'static str {
        match self {
            Page::Carcassonne => include_str!("../../../assets/help/carcassonne.md"),
            Page::CityGates => include_str!("../../../assets/help/city-gates.md"),
            Page::TheCity => include_str!("../../../assets/help/the-city.md"),
        }
    }

    /// The page as blocks.
    pub fn blocks(self) -> Vec<Block> {
        parse(self.text())
    }

    /// The page that explains a ruling, by its id ("R-B3", "§4.4 street").
    /// "Majority" is on every page: the first has it.
    pub fn with_ruling(id: &str) -> Option<Page> {
        Page::ALL
            .into_iter()
            .find(|p| p.blocks().iter().any(|b| b.ruling() == Some(id)))
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
