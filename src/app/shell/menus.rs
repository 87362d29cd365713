//! The menu bar: Game, Edit and View built from the one `Command` list; the Play | Editor switch.

use super::studio::{Mode, ScenarioAction, Studio};
use crate::app::commands::Command;
use crate::i18n::scenarios::{Field, scenario_text};
use crate::i18n::{tr, tr_args};

impl Studio {
    pub(super) fn menu_bar(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        let item = |ui: &mut egui::Ui, c: Command, enabled: bool, q: &mut Vec<Command>| {
            let b = egui::Button::new(c.label()).shortcut_text(c.shortcut_text(&ctx));
            if ui.add_enabled(enabled, b).clicked() {
                q.push(c);
            }
        };
        let has = self.play.session.is_some();
        let editing = self.editing();
        let (can_undo, can_redo) = match (&self.editor, &self.play.session) {
            (Some(e), _) if editing => (e.editor.can_undo(), e.editor.can_redo()),
            (_, Some(s)) => (s.game.can_undo(), s.game.can_redo()),
            _ => (false, false),
        };
        let mut q = Vec::new();
        let mut acts = Vec::new();
        let mut page = None;
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr("menu-game"), |ui| {
                item(ui, Command::NewGame, true, &mut q);
                item(ui, Command::Open, true, &mut q);
                self.recent_menus(ui, &mut acts);
                item(ui, Command::Save, has || editing, &mut q);
                item(ui, Command::SaveAs, has || editing, &mut q);
                ui.separator();
                item(ui, Command::Replay, has, &mut q);
                item(ui, Command::OpenStudy, true, &mut q);
                item(
                    ui,
                    Command::ExportPicture,
                    self.can_export_picture(),
                    &mut q,
                );
                ui.separator();
                self.scenario_menu(ui, has, &mut acts);
                self.course_menu(ui, &mut acts);
                ui.separator();
                item(ui, Command::Settings, true, &mut q);
                item(ui, Command::Quit, true, &mut q);
            });
            ui.menu_button(tr("menu-edit"), |ui| {
                item(ui, Command::Undo, can_undo, &mut q);
                item(ui, Command::Redo, can_redo, &mut q);
                ui.separator();
                item(ui, Command::Rotate, has || editing, &mut q);
                item(ui, Command::SkipFollower, has && !editing, &mut q);
                item(ui, Command::TakeBack, has && !editing, &mut q);
                item(ui, Command::Confirm, has && !editing, &mut q);
            });
            ui.menu_button(tr("menu-view"), |ui| {
                item(ui, Command::ZoomIn, has || editing, &mut q);
                item(ui, Command::ZoomOut, has || editing, &mut q);
                item(ui, Command::Fit, has || editing, &mut q);
                ui.separator();
                item(ui, Command::ToggleLog, true, &mut q);
                item(ui, Command::ToggleAnalysis, !self.settings.purist, &mut q);
            });
            ui.menu_button(tr("menu-help"), |ui| {
                for p in crate::app::help::Page::ALL {
                    if ui
                        .button(tr_args("menu-rules-page", &[("title", p.title().into())]))
                        .clicked()
                    {
                        page = Some(p);
                    }
                }
                ui.separator();
                item(ui, Command::Shortcuts, true, &mut q);
                item(ui, Command::About, true, &mut q);
            });
            ui.separator();
            // The mode switch: which screen is shown, always in sight.
            let mode = self.mode;
            if ui
                .selectable_label(mode == Mode::Play, tr("mode-play"))
                .on_hover_text(tr("mode-play-hint"))
                .clicked()
            {
                acts.push(ScenarioAction::Switch(Mode::Play));
            }
            if self.replay.is_some()
                && ui
                    .selectable_label(mode == Mode::Replay, tr("mode-replay"))
                    .on_hover_text(tr("mode-replay-hint"))
                    .clicked()
            {
                acts.push(ScenarioAction::Switch(Mode::Replay));
            }
            let editor = ui
                .add_enabled(
                    self.editor.is_some(),
                    egui::Button::selectable(mode == Mode::Editor, tr("mode-editor")),
                )
                .on_hover_text(tr("mode-editor-hint"))
                .on_disabled_hover_text(tr("mode-editor-disabled"));
            if editor.clicked() {
                acts.push(ScenarioAction::Switch(Mode::Editor));
            }
        });
        self.queue.extend(q);
        if let Some(p) = page {
            self.help.show_page(p);
        }
        for a in acts {
            self.run_scenario_action(a);
        }
    }

    /// Recent games (each kept game: continue it) and Open recent (files).
    fn recent_menus(&self, ui: &mut egui::Ui, acts: &mut Vec<ScenarioAction>) {
        let Some(lib) = &self.library else { return };
        let games = lib.recent_games();
        ui.add_enabled_ui(!games.is_empty(), |ui| {
            ui.menu_button(tr("menu-recent-games"), |ui| {
                for e in &games {
                    if ui.button(super::welcome::game_line(e)).clicked() {
                        acts.push(ScenarioAction::RecentGame(e.file.clone()));
                    }
                }
            });
        });
        let files = lib.recent_files();
        ui.add_enabled_ui(!files.is_empty(), |ui| {
            ui.menu_button(tr("menu-open-recent"), |ui| {
                for p in files {
                    if ui.button(p.display().to_string()).clicked() {
                        acts.push(ScenarioAction::RecentFile(p.clone()));
                    }
                }
            });
        });
    }

    /// The scenario items of the Game menu: new, open, edit, the starter library.
    fn scenario_menu(&self, ui: &mut egui::Ui, has: bool, acts: &mut Vec<ScenarioAction>) {
        use crate::engine::GameKind;
        ui.menu_button(tr("menu-new-scenario"), |ui| {
            for (name, game, gates) in [
                (tr("game-base"), GameKind::Base, false),
                (tr("game-city-gates"), GameKind::Base, true),
                (tr("game-the-city"), GameKind::City, false),
            ] {
                if ui.button(name).clicked() {
                    acts.push(ScenarioAction::New(game, gates));
                }
            }
        });
        if ui.button(tr("menu-open-scenario")).clicked() {
            acts.push(ScenarioAction::OpenInEditor);
        }
        if ui
            .add_enabled(has, egui::Button::new(tr("menu-edit-position")))
            .on_disabled_hover_text(tr("menu-edit-position-disabled"))
            .clicked()
        {
            acts.push(ScenarioAction::EditPosition);
        }
        for (menu, mode) in [
            (tr("menu-starter-scenarios"), Mode::Editor),
            (tr("menu-play-starter"), Mode::Play),
        ] {
            ui.menu_button(menu, |ui| {
                menu_list(ui, |ui| {
                    let titles = crate::io::library::starter_titles();
                    for (i, (name, _)) in crate::io::library::STARTER_SCENARIOS.iter().enumerate() {
                        let title = titles.get(i).map(String::as_str).unwrap_or_default();
                        // Its title, as the scenario calls itself; the file name on hover.
                        let shown = if title.is_empty() {
                            starter_title(name)
                        } else {
                            scenario_text(name, Field::Title, title)
                        };
                        if ui.button(shown).on_hover_text(*name).clicked() {
                            acts.push(ScenarioAction::Starter(i, mode));
                        }
                    }
                });
            });
        }
    }
}

/// A long list in a menu (the course's lessons, the starter scenarios):
/// it scrolls inside the window, where egui's menus would run past its
/// bottom edge and leave the last items out of reach.
pub(super) fn menu_list(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    let room = (ui.ctx().content_rect().bottom() - ui.cursor().top() - 12.0).max(120.0);
    egui::ScrollArea::vertical()
        .id_salt("menu-list")
        .max_height(room)
        .show(ui, add);
}

/// A starter scenario's menu title from its file name: "02-majority-tie.ron" → "02 majority tie".
pub fn starter_title(file: &str) -> String {
    file.trim_end_matches(".ron").replace('-', " ")
}
