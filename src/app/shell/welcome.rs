//! The welcome screen, shown while no game is on the board: continue, new
//! game, open, the editor, and Recent games.
//!
//! The buttons stand on a plaque over a small board of real tiles drawn by
//! the art (`art::showcase`); the art is painted around the buttons' layout,
//! never inside it, so the buttons can change freely.

use super::studio::{Mode, ScenarioAction, Studio};
use crate::app::art::showcase;
use crate::app::commands::Command;
use crate::i18n::{tr, tr_args};
use crate::io::recent::{GameEntry, date_text};

/// A game's name as Recent games keeps it (`io::recent::game_name`, in
/// English in the data folder) in the current language; a name this
/// program did not write shows as it is.
fn game_words(kept: &str) -> String {
    use crate::engine::GameKind;
    let name = |g, gates| crate::io::recent::game_name(g, gates);
    if kept == name(GameKind::City, false) {
        tr("game-the-city")
    } else if kept == name(GameKind::Base, true) {
        tr("game-city-gates")
    } else if kept == name(GameKind::Base, false) {
        tr("game-base")
    } else {
        kept.to_string()
    }
}

/// One line of Recent games: date, game, players with scores, turn, state.
pub fn game_line(e: &GameEntry) -> String {
    let players: Vec<String> = e
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| match e.scores.get(i) {
            Some(s) => format!("{p} {s}"),
            None => p.clone(),
        })
        .collect();
    let state = if e.finished {
        tr("recent-finished")
    } else {
        tr("recent-in-progress")
    };
    tr_args(
        "recent-game-line",
        &[
            ("date", date_text(e.updated).into()),
            ("game", game_words(&e.game).into()),
            ("players", players.join(", ").into()),
            ("turn", e.turn.to_string().into()),
            ("state", state.into()),
        ],
    )
}

impl Studio {
    /// The welcome screen's table and board without its plaque, for behind
    /// a dialog.
    pub(super) fn welcome_table(&self, ui: &egui::Ui) {
        welcome_backdrop(ui);
    }

    pub(super) fn welcome(&mut self, ui: &mut egui::Ui) {
        // The table and the board go first; the plaque's place is kept so it
        // can be sized to the buttons once they are laid out.
        let plaque = welcome_backdrop(ui);
        // A quarter of the window above the title, less on a short window;
        // and the whole scrolls when it is still taller than the window, so
        // Recent games below the buttons stay in reach.
        let view = ui.available_height();
        let above = (view * 0.25).min((view - 560.0).max(16.0));
        let scrolled = egui::ScrollArea::vertical()
            .id_salt("welcome")
            .auto_shrink([false, false])
            .show(ui, |ui| self.welcome_column(ui, above, view));
        let (column, title, list) = scrolled.inner;
        welcome_plaque(ui, plaque, column, title, list);
    }

    /// The welcome screen's centred column: title, buttons, recent games.
    /// Returns the column's, the title's and the recent games' rectangles.
    fn welcome_column(
        &mut self,
        ui: &mut egui::Ui,
        above: f32,
        view: f32,
    ) -> (egui::Rect, egui::Rect, egui::Rect) {
        let shown = ui.vertical_centered(|ui| {
            ui.add_space(above);
            let title = ui
                .heading(
                    egui::RichText::new("Carcassonne Studio")
                        .size(36.0)
                        .strong(),
                )
                .rect;
            // Wrapped to the plaque's width: a line across the screen would run
            // out over the board.
            ui.allocate_ui_with_layout(
                egui::vec2(320.0, 0.0),
                egui::Layout::top_down(egui::Align::Center),
                |ui| {
                    ui.add(egui::Label::new(tr("welcome-blurb")).wrap());
                },
            );
            ui.add_space(16.0);
            if self.resume.is_some()
                && ui.button(tr("welcome-continue-game")).clicked()
                && let Some((s, file)) = self.resume.take()
            {
                self.continue_session(s, file);
            }
            if self.resume_editor.is_some()
                && ui
                    .button(tr("welcome-continue-scenario"))
                    .on_hover_text(tr("welcome-continue-scenario-hint"))
                    .clicked()
                && let Some((ed, file)) = self.resume_editor.take()
            {
                self.continue_editor(ed, file);
                self.status = tr("status-scenario-resumed");
            }
            if ui.button(Command::NewGame.label()).clicked() {
                self.queue.push(Command::NewGame);
            }
            if ui.button(Command::Open.label()).clicked() {
                self.queue.push(Command::Open);
            }
            if ui
                .button(tr("welcome-editor"))
                .on_hover_text(tr("welcome-editor-hint"))
                .clicked()
            {
                self.new_scenario(crate::engine::GameKind::Base, false);
            }
            let mut starter = None;
            ui.menu_button(tr("menu-play-starter"), |ui| {
                super::menus::menu_list(ui, |ui| {
                    let titles = crate::io::library::starter_titles();
                    let files = crate::io::library::STARTER_SCENARIOS.iter();
                    for (i, (t, (name, _))) in titles.iter().zip(files).enumerate() {
                        let t = crate::i18n::scenarios::scenario_text(
                            name,
                            crate::i18n::scenarios::Field::Title,
                            t,
                        );
                        if ui.button(t).clicked() {
                            starter = Some(i);
                        }
                    }
                });
            });
            if let Some(i) = starter {
                self.run_scenario_action(ScenarioAction::Starter(i, Mode::Play));
            }
            // The course: the same lessons as Game → Course, the done ones marked.
            let mut lessons = Vec::new();
            self.course_menu(ui, &mut lessons);
            for a in lessons {
                self.run_scenario_action(a);
            }
            if ui.button(tr("welcome-rules")).clicked() {
                self.help.show_page(crate::app::help::Page::Carcassonne);
            }
            ui.add_space(24.0);
            // Recent games may be wider than the buttons: the plaque grows to it.
            // In a column of its own, centred under the buttons, as tall as
            // the window: a column of no height squeezes the list's scroll
            // area to its least, two rows and a half.
            let list = ui
                .allocate_ui_with_layout(
                    egui::vec2((ui.available_width() - 40.0).clamp(300.0, 760.0), view),
                    egui::Layout::top_down(egui::Align::Center),
                    |ui| self.recent_games_ui(ui),
                )
                .response
                .rect;
            (title, list)
        });
        let (title, list) = shown.inner;
        (shown.response.rect, title, list)
    }

    /// The welcome screen's Recent games list: continue or
    /// open each, delete with a confirmation.
    pub(super) fn recent_games_ui(&mut self, ui: &mut egui::Ui) {
        let Some(lib) = &self.library else { return };
        let games = lib.recent_games();
        let scenarios = lib.recent_scenarios();
        if games.is_empty() && scenarios.is_empty() {
            return;
        }
        let mut open = None;
        let mut delete = None;
        let mut open_sc = None;
        if !games.is_empty() {
            ui.heading(tr("menu-recent-games"));
            // A game of five players makes a long line: it wraps, so the
            // buttons after it stay inside a narrow window.
            let line_width = (ui.available_width() - 180.0).clamp(200.0, 580.0);
            egui::ScrollArea::vertical()
                .id_salt("recent-games")
                .max_height(320.0)
                .show(ui, |ui| {
                    egui::Grid::new("recent-games-grid")
                        .striped(true)
                        .num_columns(3)
                        .show(ui, |ui| {
                            for e in &games {
                                ui.scope(|ui| {
                                    ui.set_max_width(line_width);
                                    ui.add(egui::Label::new(game_line(e)).wrap())
                                        .on_hover_text(&e.from);
                                });
                                let verb = if e.finished {
                                    tr("recent-open")
                                } else {
                                    tr("recent-continue")
                                };
                                let date = date_text(e.started);
                                let hint = if e.finished {
                                    tr_args("recent-open-hint", &[("date", date.into())])
                                } else {
                                    tr_args("recent-continue-hint", &[("date", date.into())])
                                };
                                if ui.button(verb).on_hover_text(hint).clicked() {
                                    open = Some(e.file.clone());
                                }
                                if self.confirm_delete.as_deref() == Some(e.file.as_str()) {
                                    if ui.button(tr("recent-delete-yes")).clicked() {
                                        delete = Some(e.file.clone());
                                    }
                                } else if ui.button(tr("recent-delete")).clicked() {
                                    self.confirm_delete = Some(e.file.clone());
                                }
                                ui.end_row();
                            }
                        });
                });
        }
        if !scenarios.is_empty() {
            ui.add_space(12.0);
            // A toggle centred under the buttons, not a collapsing header:
            // egui lays those out from the left of their column, which is
            // wider than the plaque.
            let open_list = self.recent_scenarios_open;
            if ui
                .selectable_label(open_list, tr("recent-scenarios"))
                .clicked()
            {
                self.recent_scenarios_open = !open_list;
            }
            if open_list {
                // One centred button a scenario, its line the button's words.
                for e in scenarios.iter().take(8) {
                    let line = tr_args(
                        "recent-scenario-line",
                        &[
                            ("date", date_text(e.updated).into()),
                            ("title", e.title.clone().into()),
                            ("game", game_words(&e.game).into()),
                            ("n", e.tiles.into()),
                        ],
                    );
                    let words = format!("{}: {line}", tr("recent-edit"));
                    if ui.add(egui::Button::new(words).wrap()).clicked() {
                        open_sc = Some(e.clone());
                    }
                }
            }
        }
        if let Some(f) = open {
            self.open_recent_game(&f);
        }
        if let Some(f) = delete {
            self.confirm_delete = None;
            self.delete_recent_game(&f);
        }
        if let Some(e) = open_sc {
            self.open_recent_scenario(&e);
        }
    }
}

/// Paints the table and the showcase board over the whole screen and keeps a
/// place for the plaque behind the buttons.
fn welcome_backdrop(ui: &egui::Ui) -> egui::layers::ShapeIdx {
    let rect = ui.max_rect();
    let dark = ui.visuals().dark_mode;
    let show = showcase::Showcase::cached(ui.ctx());
    let scale = (rect.width() / 13.0).clamp(56.0, 96.0);
    ui.painter().extend(show.shapes(rect, scale, dark));
    ui.painter().add(egui::Shape::Noop)
}

/// Fills the kept place with a plaque hugging the title and buttons.
fn welcome_plaque(
    ui: &egui::Ui,
    at: egui::layers::ShapeIdx,
    laid_out: egui::Rect,
    title: egui::Rect,
    list: egui::Rect,
) {
    // The column spans the screen's width: the plaque takes the buttons'
    // middle, or the width of the recent games when they are wider; it
    // starts just above the title, wherever scrolling has put it.
    let top = title.top() - 12.0;
    let half = if list.is_positive() {
        (list.width() / 2.0 + 12.0).max(170.0)
    } else {
        170.0
    };
    let inner = egui::Rect::from_x_y_ranges(
        (laid_out.center().x - half)..=(laid_out.center().x + half),
        top..=laid_out.bottom(),
    );
    ui.painter()
        .set(at, showcase::plaque(inner, ui.visuals().dark_mode));
}
