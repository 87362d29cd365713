//! The eframe wrapper: the window, remembered settings and setup, autosave on quit.

use super::files::{NativeDialogs, autosave_path};
use super::settings::Settings;
use super::studio::Studio;
use crate::app::play::new_game::NewGameForm;

const SETTINGS_KEY: &str = "settings";
const SETUP_KEY: &str = "last-setup";

/// The desktop app.
pub struct StudioApp {
    pub studio: Studio,
    started: std::time::Instant,
    report_start: bool,
}

impl StudioApp {
    /// Builds the app from eframe's creation context (reads remembered settings).
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        started: std::time::Instant,
        report_start: bool,
        open: Option<std::path::PathBuf>,
    ) -> StudioApp {
        let (settings, form) = match cc.storage {
            Some(st) => (
                eframe::get_value::<Settings>(st, SETTINGS_KEY).unwrap_or_default(),
                eframe::get_value::<NewGameForm>(st, SETUP_KEY).unwrap_or_default(),
            ),
            None => (Settings::default(), NewGameForm::default()),
        };
        let mut studio = Studio::new(settings, form, Box::new(NativeDialogs), autosave_path());
        if let Some(p) = open {
            studio.open_path(&p);
        }
        StudioApp {
            studio,
            started,
            report_start,
        }
    }
}

impl eframe::App for StudioApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let size = ui.ctx().content_rect().size();
        self.studio.settings.window = Some((size.x, size.y));
        self.studio.ui(ui);
        if self.report_start && self.studio.frames == 1 {
            eprintln!(
                "first frame drawn {:.0} ms after start",
                self.started.elapsed().as_secs_f64() * 1000.0
            );
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, SETTINGS_KEY, &self.studio.settings);
        eframe::set_value(storage, SETUP_KEY, &self.studio.form);
        self.studio.autosave_now();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.studio.autosave_now();
    }
}
