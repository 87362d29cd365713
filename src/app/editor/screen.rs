//! The editor screen's state and layout: tools, palette, board and the right-hand tabs.
//!
//! Tools and palette on the left, the board in the middle, the position form,
//! text, questions, ruling and analysis on the right. Every edit goes through
//! the model (`crate::editor::Editor`), which checks it and keeps its undo step.

use super::board::{self, Look, Tool};
use super::palette::{self, PaletteState};
use super::position::{self, FormState};
use super::questions::{self, QuestionsState};
use super::ruling::EditorAnalysis;
use super::text::{self, TextState};
use crate::app::play::board_view::BoardView;
use crate::app::play::play_from_here::{self, PlayDialog};
use crate::editor::{EditError, Editor};
use crate::engine::rules::the_city::{Edge, WallEnd};
use crate::engine::{Cell, GameKind, Options, Rotation, State};
use crate::i18n::{tr, tr_args};
use crate::io::save::{SEAT_COLOURS, Seat};
use crate::io::tileset::tileset_for;
use egui::Color32;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// Below this width (points) the tool panel (270) and the side panel (380)
/// at their usual widths would leave the board less than two fifths of the
/// window.
const NARROW_WINDOW: f32 = 1100.0;

/// The right-hand tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Position,
    Text,
    Questions,
    Try,
    Ruling,
    Analysis,
}

impl Tab {
    const ALL: [Tab; 6] = [
        Tab::Position,
        Tab::Text,
        Tab::Questions,
        Tab::Try,
        Tab::Ruling,
        Tab::Analysis,
    ];

    fn name(self) -> String {
        match self {
            Tab::Position => tr("editor-tab-position"),
            Tab::Text => tr("editor-tab-text"),
            Tab::Questions => tr("editor-tab-questions"),
            Tab::Try => tr("editor-tab-try"),
            Tab::Ruling => tr("editor-tab-ruling"),
            Tab::Analysis => tr("sidebar-heading"),
        }
    }
}

/// What the editor asks the app to do.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorRequest {
    Save,
    SaveAs,
    /// Hand the position to play mode with these seats.
    PlayFromHere(Vec<Seat>),
}

/// The live check of one revision of the scenario.
#[derive(Default)]
struct Checked {
    /// The revision checked, and the language its texts are in (a switch
    /// in the settings says them again).
    at: Option<(u64, crate::i18n::Language)>,
    /// Reasons per cell.
    cells: BTreeMap<Cell, Vec<String>>,
    /// Every problem, as the list shows it.
    all: Vec<String>,
    built: Option<State>,
    /// The engine's full adjudication as text, or why there is none.
    ruling: String,
    wall_next: Vec<(WallEnd, Edge)>,
}

/// The editor mode's state.
pub struct EditorView {
    /// The scenario being edited, with its undo and checks.
    pub editor: Editor,
    /// Where the scenario was opened from or last saved.
    pub path: Option<PathBuf>,
    /// The name of the file the scenario was opened from ("02-majority-tie.ron"
    /// for a starter; "" for a new one): a starter's texts not changed since
    /// show in the current language (`i18n::scenarios`), looked up by it.
    pub file: String,
    /// What a click on the board does.
    pub tool: Tool,
    /// The palette tile held.
    pub selected: Option<String>,
    /// The rotation the held tile is laid in.
    pub rot: u8,
    /// The player whose followers, guards and towers are put.
    pub player: u8,
    /// The City: new wall pieces get a guard of the chosen player.
    pub guard_on_new_piece: bool,
    /// The right-hand tab shown.
    pub tab: Tab,
    /// Where the editor's board looks (its own, apart from the game's).
    pub board: BoardView,
    /// The "play from here" dialog, when open.
    pub play: Option<PlayDialog>,
    form: FormState,
    text: TextState,
    questions: QuestionsState,
    analysis: EditorAnalysis,
    checked: Checked,
    hovered: Option<Cell>,
}

impl EditorView {
    /// Edits a scenario.
    pub fn new(editor: Editor, path: Option<PathBuf>) -> EditorView {
        let file = path
            .as_ref()
            .and_then(|p| p.file_name())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        EditorView {
            editor,
            path,
            file,
            tool: Tool::Tile,
            selected: None,
            rot: 0,
            player: 0,
            guard_on_new_piece: false,
            tab: Tab::Position,
            board: BoardView::default(),
            play: None,
            form: FormState::default(),
            text: TextState::default(),
            questions: QuestionsState::default(),
            analysis: EditorAnalysis::default(),
            checked: Checked::default(),
            hovered: None,
        }
    }

    /// An empty scenario for a game: base, base with The City Gates, or The City.
    pub fn blank(game: GameKind, city_gates: bool) -> Result<EditorView, crate::io::FileError> {
        let options = Options {
            city_gates: city_gates && game == GameKind::Base,
            ..Options::default()
        };
        let ts = tileset_for(game, &options)?;
        Ok(EditorView::new(Editor::new(ts, options, 2), None))
    }

    /// The players' colours: the scenario's seats, else the defaults.
    pub fn colours(&self) -> Vec<Color32> {
        let seats = &self.editor.scenario().seats;
        (0..self.editor.position().players as usize)
            .map(|p| {
                let (r, g, b) = seats
                    .get(p)
                    .map(|s| s.colour)
                    .unwrap_or(SEAT_COLOURS[p % SEAT_COLOURS.len()]);
                Color32::from_rgb(r, g, b)
            })
            .collect()
    }

    /// The position built as a game, if it has no problems.
    pub fn built(&mut self) -> Option<&State> {
        self.refresh();
        self.checked.built.as_ref()
    }

    /// Every problem in the position, as the list shows them.
    pub fn problem_list(&mut self) -> Vec<String> {
        self.refresh();
        self.checked.all.clone()
    }

    /// The ruling's text as the sidebar shows it.
    pub fn ruling_text(&mut self) -> String {
        self.refresh();
        self.checked.ruling.clone()
    }

    /// Checks the position again when it changed.
    fn refresh(&mut self) {
        if self.checked.at == Some((self.editor.revision(), crate::i18n::language())) {
            return;
        }
        let mut cells: BTreeMap<Cell, Vec<String>> = BTreeMap::new();
        let mut all = Vec::new();
        for p in self.editor.problems() {
            all.push(crate::i18n::problems::position_error(&p));
            if let Some(c) = p.cell {
                cells
                    .entry(c)
                    .or_default()
                    .push(crate::i18n::problems::position_problem(&p.problem));
            }
        }
        let built = self.editor.build().ok();
        let ruling = match &built {
            Some(st) => crate::i18n::ruling::ruling(st),
            None => tr_args(
                "editor-no-ruling",
                &[("problem", all.first().cloned().unwrap_or_default().into())],
            ),
        };
        self.checked = Checked {
            at: Some((self.editor.revision(), crate::i18n::language())),
            cells,
            all,
            built,
            ruling,
            wall_next: self.editor.wall_candidates(),
        };
    }

    /// Takes back the last edit.
    pub fn undo(&mut self, status: &mut String) {
        *status = if self.editor.undo() {
            tr("editor-undone")
        } else {
            tr("editor-nothing-undo")
        };
    }

    /// Makes the last taken-back edit again.
    pub fn redo(&mut self, status: &mut String) {
        *status = if self.editor.redo() {
            tr("editor-redone")
        } else {
            tr("editor-nothing-redo")
        };
    }

    /// R: turns the tile under the pointer, or else the held one.
    pub fn rotate(&mut self, status: &mut String) {
        match self.hovered.filter(|c| self.editor.tile_at(*c).is_some()) {
            Some(c) => report(
                self.editor.rotate_tile(c),
                status,
                &tr("editor-tile-turned"),
            ),
            None => self.rot = (self.rot + 1) % 4,
        }
    }

    /// Draws the editor and applies what the user did; returns what the app must do.
    pub fn ui(&mut self, ui: &mut egui::Ui, status: &mut String) -> Vec<EditorRequest> {
        let mut out = Vec::new();
        let rev = self.editor.revision();
        self.keys(ui.ctx(), status);
        self.refresh();
        let colours = self.colours();
        // In a small window the two panels at their usual widths would
        // leave the board a strip: they take a quarter and three tenths of
        // the window, under ids of their own, so the widths chosen in a
        // wide window come back when it widens again (as the play screen).
        let width = ui.available_width();
        let narrow = width < NARROW_WINDOW;
        let tools = if narrow {
            egui::Panel::left("editor-tools-narrow").exact_size((0.25 * width).max(170.0))
        } else {
            egui::Panel::left("editor-tools").default_size(270.0)
        };
        tools.show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("editor-tools-scroll")
                .show(ui, |ui| self.tools_ui(ui, &colours, status, &mut out));
        });
        let side = if narrow {
            egui::Panel::right("editor-side-narrow").exact_size((0.3 * width).max(200.0))
        } else {
            egui::Panel::right("editor-side")
                .default_size(380.0)
                .size_range(300.0..=520.0)
        };
        side.show(ui, |ui| self.side_ui(ui, status));
        // The panels may have edited: the board shows this frame's checks.
        self.refresh();
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(ui, |ui| self.board_ui(ui, &colours, status));
        // An edit on the board shows in the panels on the next frame: ask for it.
        if self.editor.revision() != rev {
            ui.ctx().request_repaint();
        }
        if let Some(d) = &mut self.play {
            let mut open = true;
            let mut answer = None;
            egui::Window::new(tr("editor-play-window"))
                .open(&mut open)
                .collapsible(false)
                .resizable(false)
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ui.ctx().content_rect().center())
                .show(ui.ctx(), |ui| answer = play_from_here::ui(ui, d));
            match answer {
                Some(true) => {
                    out.push(EditorRequest::PlayFromHere(d.seats.clone()));
                    self.play = None;
                }
                Some(false) => self.play = None,
                None if !open => self.play = None,
                None => {}
            }
        }
        out
    }

    /// Ctrl+Y redoes; Delete takes off the tile under the pointer.
    fn keys(&mut self, ctx: &egui::Context, status: &mut String) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        if ctx.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Y)) {
            self.redo(status);
        }
        let delete = ctx.input_mut(|i| {
            i.consume_key(egui::Modifiers::NONE, egui::Key::Delete)
                || i.consume_key(egui::Modifiers::NONE, egui::Key::Backspace)
        });
        if delete && let Some(c) = self.hovered {
            report(self.editor.remove_tile(c), status, &tr("editor-tile-off"));
        }
    }

    fn tools_ui(
        &mut self,
        ui: &mut egui::Ui,
        colours: &[Color32],
        status: &mut String,
        out: &mut Vec<EditorRequest>,
    ) {
        ui.heading(tr("welcome-editor"));
        let game = match (
            self.editor.position().game,
            self.editor.position().options.city_gates,
        ) {
            (GameKind::City, _) => tr("game-the-city"),
            (_, true) => tr("game-city-gates"),
            _ => tr("game-base"),
        };
        ui.label(game);
        ui.horizontal_wrapped(|ui| {
            let mut strict = self.editor.strict;
            ui.selectable_value(&mut strict, true, tr("editor-strict"))
                .on_hover_text(tr("editor-strict-hint"));
            ui.selectable_value(&mut strict, false, tr("editor-free"))
                .on_hover_text(tr("editor-free-hint"));
            if strict && !self.editor.strict && !self.checked.all.is_empty() {
                // Strict mode would refuse every edit, even those that put things right.
                *status = tr("editor-strict-refused");
            } else if strict != self.editor.strict {
                self.editor.strict = strict;
                *status = if strict {
                    tr("editor-strict-on")
                } else {
                    tr("editor-free-on")
                };
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(self.editor.can_undo(), egui::Button::new(tr("cmd-undo")))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                self.undo(status);
            }
            if ui
                .add_enabled(self.editor.can_redo(), egui::Button::new(tr("cmd-redo")))
                .on_hover_text(tr("editor-redo-keys"))
                .clicked()
            {
                self.redo(status);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr("editor-save")).clicked() {
                out.push(EditorRequest::Save);
            }
            if ui.button(tr("cmd-save-as")).clicked() {
                out.push(EditorRequest::SaveAs);
            }
        });
        let can_play = self.checked.built.is_some();
        if ui
            .add_enabled(can_play, egui::Button::new(tr("editor-play")))
            .on_disabled_hover_text(tr("editor-play-disabled"))
            .clicked()
        {
            self.play = Some(PlayDialog::new(
                &self.editor.scenario().seats,
                self.editor.position().players as usize,
            ));
        }
        ui.separator();
        let mut pal = PaletteState {
            tool: &mut self.tool,
            selected: &mut self.selected,
            rot: &mut self.rot,
            player: &mut self.player,
            colours,
        };
        palette::tools(ui, &self.editor, &mut pal);
        // The wall's own controls sit by the tools, in view while the Wall tool is used.
        if *pal.tool == Tool::Wall {
            ui.checkbox(&mut self.guard_on_new_piece, tr("editor-new-piece-guard"))
                .on_hover_text(tr("editor-new-piece-guard-hint"));
            if let Some(m) = position::tower_buttons(ui, &mut self.editor, *pal.player) {
                *status = m;
            }
        }
        ui.separator();
        palette::palette(ui, &self.editor, &mut pal);
        ui.separator();
        ui.strong(tr_args(
            "editor-problems",
            &[("n", self.checked.all.len().into())],
        ));
        if self.checked.all.is_empty() {
            ui.label(tr("editor-no-problems"));
        }
        for p in &self.checked.all {
            ui.colored_label(Color32::from_rgb(210, 40, 40), p);
        }
    }

    fn side_ui(&mut self, ui: &mut egui::Ui, status: &mut String) {
        ui.horizontal_wrapped(|ui| {
            for t in Tab::ALL {
                ui.selectable_value(&mut self.tab, t, t.name());
            }
        });
        ui.separator();
        egui::ScrollArea::vertical()
            .id_salt("editor-side-scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                let msg = match self.tab {
                    Tab::Position => position::ui(ui, &mut self.editor, &mut self.form),
                    Tab::Text => text::ui(ui, &mut self.editor, &self.file, &mut self.text),
                    Tab::Questions => questions::ui(
                        ui,
                        &mut self.editor,
                        &self.file,
                        self.checked.built.as_ref(),
                        &mut self.questions,
                    ),
                    Tab::Try => {
                        questions::try_ui(
                            ui,
                            &self.editor,
                            &self.file,
                            self.checked.built.as_ref(),
                            &mut self.questions,
                        );
                        None
                    }
                    Tab::Ruling => {
                        ui.heading(tr("editor-tab-ruling"));
                        ui.label(egui::RichText::new(&self.checked.ruling).monospace());
                        None
                    }
                    Tab::Analysis => {
                        self.analysis
                            .ui(ui, &self.editor, self.checked.built.as_ref());
                        None
                    }
                };
                if let Some(m) = msg {
                    *status = m;
                }
            });
    }

    fn board_ui(&mut self, ui: &mut egui::Ui, colours: &[Color32], status: &mut String) {
        let ts = self.editor.tileset().clone();
        let held = self
            .selected
            .as_deref()
            .and_then(|id| ts.by_id(id))
            .map(|t| (t, Rotation(self.rot)));
        let input = {
            let look = Look {
                tool: self.tool,
                colours,
                held,
                problems: &self.checked.cells,
                built: self.checked.built.as_ref(),
                wall_next: &self.checked.wall_next,
                file: &self.file,
                ghost: if self.tab == Tab::Analysis {
                    self.analysis.ghost()
                } else {
                    None
                },
            };
            board::show(&mut self.board, ui, &self.editor, &look)
        };
        self.hovered = input.hovered;
        if let Some((c, at)) = input.inspect {
            // The inspector lives in the Analysis tab: show it there.
            self.tab = Tab::Analysis;
            if !self.analysis.inspect_at(&self.editor, c, at) {
                *status = tr("editor-alt-click-hint");
            }
        }
        if let Some(c) = input.turned {
            if self.editor.tile_at(c).is_some() {
                report(
                    self.editor.rotate_tile(c),
                    status,
                    &tr("editor-tile-turned"),
                );
            } else {
                self.rot = (self.rot + 1) % 4;
            }
        }
        if let Some((c, on)) = input.spot {
            let had = self.editor.follower_at(c, &on).is_some();
            let done = if had {
                tr("editor-follower-off")
            } else {
                tr("editor-follower-on")
            };
            report(
                self.editor.toggle_follower(self.player, c, &on),
                status,
                &done,
            );
        } else if let Some(e) = input.wall_edge {
            self.wall_click(e, status);
        } else if let Some(c) = input.clicked {
            self.cell_click(c, status);
        }
    }

    fn cell_click(&mut self, c: Cell, status: &mut String) {
        match self.tool {
            Tool::Tile => {
                if self.editor.tile_at(c).is_some() {
                    *status = tr_args("editor-cell-has-tile", &[("cell", c.to_string().into())]);
                } else if let Some(id) = self.selected.clone() {
                    report(
                        self.editor.place_tile(&id, c, self.rot),
                        status,
                        &tr_args(
                            "editor-tile-laid",
                            &[("id", id.clone().into()), ("cell", c.to_string().into())],
                        ),
                    );
                } else {
                    *status = tr("editor-choose-tile");
                }
            }
            Tool::Remove => report(self.editor.remove_tile(c), status, &tr("editor-tile-off")),
            Tool::Note => {
                let text = self.text.note.trim().to_string();
                let has_note = self
                    .editor
                    .scenario()
                    .notes
                    .iter()
                    .any(|n| n.x == c.x && n.y == c.y);
                if text.is_empty() && !has_note {
                    self.tab = Tab::Text;
                    *status = tr("editor-write-note-first");
                    return;
                }
                let done = if text.is_empty() {
                    tr("editor-note-off")
                } else {
                    tr("editor-note-pinned")
                };
                report(self.editor.set_note(c, &text), status, &done);
            }
            Tool::Follower | Tool::Wall => {}
        }
    }

    /// The City: the gate first; then a marked edge extends the wall, the
    /// gate's edge takes it off, and a piece's edge changes its guard.
    fn wall_click(&mut self, e: Edge, status: &mut String) {
        let city = self.editor.city().cloned().unwrap_or_default();
        let at = |w: &crate::engine::record::position::PositionWall| {
            w.x == e.cell.x && w.y == e.cell.y && w.side == e.side
        };
        if city.gate.as_ref().is_none() {
            report(
                self.editor.set_gate(Some((e.cell, e.side))),
                status,
                &tr("editor-gate-put"),
            );
        } else if city.gate.as_ref().is_some_and(at) {
            report(self.editor.set_gate(None), status, &tr("editor-gate-off"));
        } else if let Some(w) = city.cw.iter().chain(city.ccw.iter()).find(|w| at(w)) {
            let next = match w.guard {
                Some(p) if p == self.player => None,
                _ => Some(self.player),
            };
            report(
                self.editor.set_guard(e.cell, e.side, next),
                status,
                &if next.is_some() {
                    tr("editor-guard-put")
                } else {
                    tr("editor-guard-off")
                },
            );
        } else {
            let guard = self.guard_on_new_piece.then_some(self.player);
            match self.editor.add_wall_piece(e.cell, e.side, guard) {
                Ok(_) => *status = tr("editor-piece-put"),
                Err(err) => *status = crate::i18n::problems::edit_error(&err),
            }
        }
    }
}

/// Puts an edit's outcome in the status line.
fn report(r: Result<(), EditError>, status: &mut String, done: &str) {
    *status = match r {
        Ok(()) => done.to_string(),
        Err(e) => crate::i18n::problems::edit_error(&e),
    };
}
