//! Every action a player can take, with its label and shortcut: one list for menus and keys.
//!
//! Commands are queued while a frame is drawn and run at its end, so no widget
//! changes the game mid-frame. Every room speaks them; the shell runs them.

use crate::i18n::tr;
use egui::{Key, KeyboardShortcut, Modifiers};

/// A user action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    NewGame,
    Open,
    Save,
    SaveAs,
    Undo,
    Redo,
    Confirm,
    TakeBack,
    SkipFollower,
    Rotate,
    ZoomIn,
    ZoomOut,
    Fit,
    ToggleAnalysis,
    ToggleLog,
    Settings,
    FinalScoring,
    Quit,
    /// A decision chosen from a list (The City's gate, wall and tower).
    Decide(crate::engine::Move),
    /// A placement with its follower chosen from the analysis sidebar: set
    /// up on the board as if clicked there, waiting for Confirm.
    ChoosePlacement(crate::engine::Placement),
    /// The keyboard-shortcuts window (F1 or ?).
    Shortcuts,
    /// The rules of the game being played, in the help.
    Rules,
    /// About the program.
    About,
    /// The help's rules opened at a ruling, by its id ("R-B3").
    ShowRule(&'static str),
    /// The game on the board in the replay (docs/study.md).
    Replay,
    /// A saved game opened in the replay.
    OpenStudy,
    /// The board shown written as an SVG or PNG picture.
    ExportPicture,
}

impl Command {
    /// All commands, in menu order.
    pub const ALL: [Command; 24] = [
        Command::NewGame,
        Command::Open,
        Command::Save,
        Command::SaveAs,
        Command::Undo,
        Command::Redo,
        Command::Confirm,
        Command::TakeBack,
        Command::SkipFollower,
        Command::Rotate,
        Command::ZoomIn,
        Command::ZoomOut,
        Command::Fit,
        Command::ToggleAnalysis,
        Command::ToggleLog,
        Command::Settings,
        Command::FinalScoring,
        Command::Quit,
        Command::Replay,
        Command::OpenStudy,
        Command::ExportPicture,
        Command::Rules,
        Command::Shortcuts,
        Command::About,
    ];

    /// What menus and buttons call it.
    pub fn label(self) -> String {
        match self {
            Command::NewGame => tr("cmd-new-game"),
            Command::Open => tr("cmd-open"),
            Command::Save => tr("cmd-save"),
            Command::SaveAs => tr("cmd-save-as"),
            Command::Undo => tr("cmd-undo"),
            Command::Redo => tr("cmd-redo"),
            Command::Confirm => tr("cmd-confirm"),
            Command::TakeBack => tr("cmd-take-back"),
            Command::SkipFollower => tr("cmd-skip-follower"),
            Command::Rotate => tr("cmd-rotate"),
            Command::ZoomIn => tr("cmd-zoom-in"),
            Command::ZoomOut => tr("cmd-zoom-out"),
            Command::Fit => tr("cmd-fit"),
            Command::ToggleAnalysis => tr("cmd-toggle-analysis"),
            Command::ToggleLog => tr("cmd-toggle-log"),
            Command::Settings => tr("cmd-settings"),
            Command::FinalScoring => tr("cmd-final-scoring"),
            Command::Decide(_) => tr("cmd-decide"),
            Command::ChoosePlacement(_) => tr("cmd-choose-placement"),
            Command::Quit => tr("cmd-quit"),
            Command::Shortcuts => tr("cmd-shortcuts"),
            Command::Rules => tr("cmd-rules"),
            Command::About => tr("cmd-about"),
            Command::ShowRule(_) => tr("cmd-show-rule"),
            Command::Replay => tr("cmd-replay"),
            Command::OpenStudy => tr("cmd-open-study"),
            Command::ExportPicture => tr("cmd-export-picture"),
        }
    }

    /// The keyboard shortcut, if any.
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let cmd = Modifiers::COMMAND;
        let k = |m, key| Some(KeyboardShortcut::new(m, key));
        match self {
            Command::NewGame => k(cmd, Key::N),
            Command::Open => k(cmd, Key::O),
            Command::Save => k(cmd, Key::S),
            Command::SaveAs => k(cmd | Modifiers::SHIFT, Key::S),
            Command::Undo => k(cmd, Key::Z),
            Command::Redo => k(cmd | Modifiers::SHIFT, Key::Z),
            Command::Confirm => k(Modifiers::NONE, Key::Enter),
            Command::TakeBack => k(Modifiers::NONE, Key::Escape),
            Command::SkipFollower => k(Modifiers::NONE, Key::S),
            Command::Rotate => k(Modifiers::NONE, Key::R),
            Command::ZoomIn => k(Modifiers::NONE, Key::Plus),
            Command::ZoomOut => k(Modifiers::NONE, Key::Minus),
            Command::Fit => k(Modifiers::NONE, Key::F),
            Command::ToggleAnalysis => k(Modifiers::NONE, Key::F9),
            Command::ToggleLog => k(Modifiers::NONE, Key::L),
            Command::Settings => k(cmd, Key::Comma),
            Command::FinalScoring
            | Command::Decide(_)
            | Command::ChoosePlacement(_)
            | Command::About
            | Command::Replay
            | Command::OpenStudy
            | Command::ExportPicture
            | Command::ShowRule(_) => None,
            Command::Quit => k(cmd, Key::Q),
            Command::Shortcuts => k(Modifiers::NONE, Key::F1),
            Command::Rules => k(Modifiers::SHIFT, Key::F1),
        }
    }

    /// True for shortcuts without a modifier, which must not fire while typing.
    fn is_plain_key(self) -> bool {
        self.shortcut().is_some_and(|s| s.modifiers.is_none())
    }

    /// True for the steps of a turn and their undo: what changes the game
    /// on the board (or the editor's position), and so waits while a
    /// window that asks for an answer is up.
    pub fn changes_the_game(self) -> bool {
        matches!(
            self,
            Command::Undo
                | Command::Redo
                | Command::Confirm
                | Command::TakeBack
                | Command::SkipFollower
                | Command::Rotate
                | Command::ChoosePlacement(_)
                | Command::Decide(_)
        )
    }

    /// The shortcut as text for menus, e.g. "Ctrl+S".
    pub fn shortcut_text(self, ctx: &egui::Context) -> String {
        self.shortcut()
            .map(|s| ctx.format_shortcut(&s))
            .unwrap_or_default()
    }
}

/// Reads this frame's shortcuts into commands. Longer modifier sets are
/// checked first so Ctrl+Shift+Z is not taken for Ctrl+Z.
pub fn shortcuts(ctx: &egui::Context) -> Vec<Command> {
    let typing = ctx.egui_wants_keyboard_input();
    // Escape closes an open menu first, as in other programs; it is not
    // also a "take back".
    if egui::Popup::is_any_open(ctx)
        && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
    {
        egui::Popup::close_all(ctx);
    }
    let mut order: Vec<Command> = Command::ALL.to_vec();
    order.sort_by_key(|c| {
        std::cmp::Reverse(
            c.shortcut()
                .map(|s| {
                    s.modifiers.shift as u8 + s.modifiers.command as u8 + s.modifiers.ctrl as u8
                })
                .unwrap_or(0),
        )
    });
    let mut out = Vec::new();
    for c in order {
        let Some(s) = c.shortcut() else { continue };
        if typing && c.is_plain_key() {
            continue;
        }
        if ctx.input_mut(|i| i.consume_shortcut(&s)) {
            out.push(c);
        }
    }
    // "=" is where "+" sits on most keyboards without shift.
    if !typing && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Equals)) {
        out.push(Command::ZoomIn);
    }
    // "?" is typed with shift on most keyboards: read it as text.
    let question = ctx.input(|i| {
        i.events
            .iter()
            .any(|e| matches!(e, egui::Event::Text(t) if t == "?"))
    });
    if !typing && question {
        out.push(Command::Shortcuts);
    }
    out
}
