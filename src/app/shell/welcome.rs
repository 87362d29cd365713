//! The welcome screen, shown while no game is on the board: continue, new game, open, the editor.

use super::studio::{Mode, ScenarioAction, Studio};
use crate::app::commands::Command;
use crate::app::editor::screen::EditorView;

impl Studio {
    pub(super) fn welcome(&mut self, ui: &mut egui::Ui) {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.25);
            ui.heading("Carcassonne studio");
            ui.label(
                "Play Carcassonne (with The City Gates, or The City) against friends \
                 or the computer, see why every score is what it is, and set up \
                 positions of your own.",
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
            let mut starter = None;
            ui.menu_button("Play a starter scenario", |ui| {
                let titles = crate::io::library::starter_titles();
                for (i, t) in titles.iter().enumerate() {
                    if ui.button(t).clicked() {
                        starter = Some(i);
                    }
                }
            });
            if let Some(i) = starter {
                self.run_scenario_action(ScenarioAction::Starter(i, Mode::Play));
            }
            if ui.button("Rules of the games").clicked() {
                self.help.show_page(crate::app::help::Page::Carcassonne);
            }
        });
    }
}
