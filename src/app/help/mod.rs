//! Help built in: the rules of each game for players, the keyboard shortcuts, About.
//!
//! The rules are markdown shipped in `assets/help/`, rendered by a small
//! renderer of our own (`markdown`); every ruling starts with its id in bold,
//! so a rule id anywhere in the app (the log, the inspector, the score
//! explanations) opens the page at that ruling (`HelpView::show_rule`).

pub mod markdown;
pub mod pages;
mod window;

pub use pages::Page;
pub use window::rule_link;

/// The help windows' state: which are open, the page shown, the ruling to show.
#[derive(Default)]
pub struct HelpView {
    /// The rules window is open.
    pub open: bool,
    /// The page the rules window shows.
    pub page: Page,
    /// The ruling to bring into view and mark (a rule id as the app shows it).
    pub ruling: Option<String>,
    /// Scroll to the ruling on the next frame.
    scroll_pending: bool,
    /// The keyboard-shortcuts window is open.
    pub shortcuts_open: bool,
    /// The About window is open.
    pub about_open: bool,
}

impl HelpView {
    /// Opens the rules at the ruling with this id (on the page that has it).
    pub fn show_rule(&mut self, id: &str) {
        if let Some(page) = Page::with_ruling(id) {
            self.page = page;
        }
        self.ruling = Some(id.to_string());
        self.scroll_pending = true;
        self.open = true;
    }

    /// Opens the rules of a page from the top.
    pub fn show_page(&mut self, page: Page) {
        self.page = page;
        self.ruling = None;
        self.open = true;
    }

    /// True while any help window is open.
    pub fn any_open(&self) -> bool {
        self.open || self.shortcuts_open || self.about_open
    }
}
