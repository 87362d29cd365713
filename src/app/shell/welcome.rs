//! The welcome screen, shown while no game is on the board: continue, new game, open, the editor.
//!
//! The buttons stand on a plaque over a small board of real tiles drawn by
//! the art (`art::showcase`); the art is painted around the buttons' layout,
//! never inside it, so the buttons can change freely.

use super::studio::Studio;
use crate::app::art::showcase;
use crate::app::commands::Command;
use crate::app::editor::screen::EditorView;

impl Studio {
    pub(super) fn welcome(&mut self, ui: &mut egui::Ui) {
        // The table and the board go first; the plaque's place is kept so it
        // can be sized to the buttons once they are laid out.
        let plaque = welcome_backdrop(ui);
        let shown = ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.25);
            ui.heading(
                egui::RichText::new("Carcassonne Studio")
                    .size(36.0)
                    .strong(),
            );
            ui.add_space(16.0);
            if self.resume.is_some()
                && ui.button("Continue the last game").clicked()
                && let Some(s) = self.resume.take()
            {
                self.set_session(s);
            }
            if self.resume_editor.is_some()
                && ui
                    .button("Continue the scenario being edited")
                    .on_hover_text("the editor's scenario as it was when the app last closed")
                    .clicked()
                && let Some(ed) = self.resume_editor.take()
            {
                self.set_editor(EditorView::new(ed, None));
                self.status =
                    "The scenario as it was when the app closed (not yet saved to a file)".into();
            }
            if ui.button(Command::NewGame.label()).clicked() {
                self.queue.push(Command::NewGame);
            }
            if ui.button(Command::Open.label()).clicked() {
                self.queue.push(Command::Open);
            }
            if ui
                .button("Scenario editor")
                .on_hover_text("set up any position, annotate it, rule on it, play on from it")
                .clicked()
            {
                self.new_scenario(crate::engine::GameKind::Base, false);
            }
        });
        welcome_plaque(ui, plaque, shown.response.rect);
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
fn welcome_plaque(ui: &egui::Ui, at: egui::layers::ShapeIdx, laid_out: egui::Rect) {
    // The column spans the screen's width: the plaque takes the buttons' middle.
    let top = ui.max_rect().top() + ui.max_rect().height() * 0.25 - 12.0;
    let inner = egui::Rect::from_x_y_ranges(
        (laid_out.center().x - 170.0)..=(laid_out.center().x + 170.0),
        top..=laid_out.bottom(),
    );
    ui.painter()
        .set(at, showcase::plaque(inner, ui.visuals().dark_mode));
}
