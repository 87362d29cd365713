//! The windows over the screens: new game, settings, the final scoring, errors.

use super::settings;
use super::studio::{Mode, Studio};
use crate::app::commands::Command;
use crate::app::play::new_game;

impl Studio {
    pub(super) fn windows(&mut self, ctx: &egui::Context) {
        if self.new_game_open {
            let mut open = true;
            let mut start = false;
            // Its id stays the same in every language, so it keeps its place.
            egui::Window::new(crate::i18n::tr("window-new-game"))
                .id(egui::Id::unique("new-game-window"))
                .open(&mut open)
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ctx.content_rect().center())
                .collapsible(false)
                .resizable(false)
                .show(ctx, |ui| start = new_game::ui(ui, &mut self.form));
            self.new_game_open = open;
            if start {
                self.start_game();
            }
        }
        if self.settings_open {
            let mut open = true;
            egui::Window::new(crate::i18n::tr("window-settings"))
                .id(egui::Id::unique("settings-window"))
                .open(&mut open)
                .pivot(egui::Align2::CENTER_CENTER)
                .default_pos(ctx.content_rect().center())
                .collapsible(false)
                .show(ctx, |ui| settings::ui(ui, &mut self.settings));
            self.settings_open = open;
        }
        if self.mode == Mode::Play && self.play.end_window(ctx) {
            self.queue.push(Command::NewGame);
        }
        if let Some(p) = &mut self.picker
            && let Some(answer) = p.show(ctx)
        {
            let action = p.action;
            self.picker = None;
            if let Some(path) = answer {
                self.file_chosen(action, &path);
            }
        }
        if self.error.is_none()
            && let Some(n) = self.notices.first().cloned()
        {
            let mut reopen = false;
            let modal = egui::Modal::new(egui::Id::unique("notice")).show(ctx, |ui| {
                ui.set_max_width(560.0);
                ui.heading(&n.title);
                ui.label(&n.text);
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if n.backup.is_some()
                        && ui.button(crate::i18n::tr("notice-open-previous")).clicked()
                    {
                        reopen = true;
                    }
                    ui.button(crate::i18n::tr("ok")).clicked()
                })
                .inner
            });
            if reopen || modal.inner || modal.should_close() {
                self.notices.remove(0);
            }
            if reopen && let Some((path, what)) = &n.backup {
                self.open_backup(path, *what);
            }
        }
        if let Some(msg) = self.error.clone() {
            let modal = egui::Modal::new(egui::Id::unique("error")).show(ctx, |ui| {
                ui.set_max_width(480.0);
                ui.heading(crate::i18n::tr("error-heading"));
                ui.label(&msg);
                ui.add_space(8.0);
                ui.button(crate::i18n::tr("ok")).clicked()
            });
            if modal.inner || modal.should_close() {
                self.error = None;
            }
        }
    }
}
