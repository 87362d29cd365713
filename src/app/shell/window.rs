//! The eframe wrapper: the window, remembered settings and setup, autosave on quit.
//!
//! Settings and the last setup live in `settings.ron` in the data folder,
//! written by the atomic writer like every other file; a broken or unknown
//! one is moved aside and the player told. Versions before kept them in
//! eframe's storage, which is read once when there is no `settings.ron` yet.

use super::files::{NativeDialogs, data_dir};
use super::settings::{self, SETTINGS_FORMAT, Settings, SettingsFile};
use super::studio::Studio;
use crate::app::play::new_game::NewGameForm;

const SETTINGS_KEY: &str = "settings";
const SETUP_KEY: &str = "last-setup";

/// The desktop app.
pub struct StudioApp {
    pub studio: Studio,
    started: std::time::Instant,
    report_start: bool,
    /// The settings as last written, so an unchanged set is not rewritten every 30 s.
    written: Option<SettingsFile>,
}

/// Builds the studio for a data folder: settings from `settings.ron` (or
/// the older eframe storage), games from the library. A file that cannot be
/// read becomes a notice; nothing here panics.
pub fn studio_for(
    data: Option<std::path::PathBuf>,
    legacy: Option<(Settings, NewGameForm)>,
    dialogs: Box<dyn super::files::FileDialogs>,
) -> Studio {
    studio_for_locale(data, legacy, dialogs, None)
}

/// `studio_for` on a machine with this system locale: at the first start
/// (no settings kept anywhere) the language is the locale's. The locale is
/// a parameter so tests do not depend on the machine's.
pub fn studio_for_locale(
    data: Option<std::path::PathBuf>,
    legacy: Option<(Settings, NewGameForm)>,
    dialogs: Box<dyn super::files::FileDialogs>,
    locale: Option<&str>,
) -> Studio {
    let mut problem = None;
    let loaded = match &data {
        Some(d) => match settings::load(d) {
            Ok(sf) => sf,
            Err(b) => {
                problem = Some(b);
                None
            }
        },
        None => None,
    };
    let (s, form) = match loaded {
        Some(sf) => (sf.settings, sf.form),
        None => match legacy {
            Some(l) => l,
            None => {
                let s = Settings {
                    language: crate::i18n::Language::from_locale(locale),
                    ..Settings::default()
                };
                (s, NewGameForm::default())
            }
        },
    };
    // Before anything is said: what the start reports (a file opened from
    // the command line, a notice) is in the kept language, not in the
    // English of the thread until the first frame sets it.
    crate::i18n::set_language(s.language);
    let mut studio = Studio::new(s, form, dialogs, data);
    if let Some(b) = problem {
        let mut n =
            super::studio::Notice::broken(&crate::i18n::tr("notice-what-settings"), &b, None);
        n.text.push_str("\n\n");
        n.text
            .push_str(&crate::i18n::tr("notice-settings-defaults"));
        studio.notices.insert(0, n);
    }
    studio
}

impl StudioApp {
    /// Builds the app from eframe's creation context (reads remembered settings).
    pub fn new(
        cc: &eframe::CreationContext<'_>,
        started: std::time::Instant,
        report_start: bool,
        open: Option<std::path::PathBuf>,
    ) -> StudioApp {
        // Only settings really kept there count: an empty storage is a
        // first start, whose language comes from the system locale.
        let legacy = cc.storage.and_then(|st| {
            let s = eframe::get_value::<Settings>(st, SETTINGS_KEY)?;
            Some((
                s,
                eframe::get_value::<NewGameForm>(st, SETUP_KEY).unwrap_or_default(),
            ))
        });
        let locale = sys_locale::get_locale();
        let mut studio = studio_for_locale(
            data_dir(),
            legacy,
            Box::new(NativeDialogs),
            locale.as_deref(),
        );
        if let Some(p) = open {
            studio.open_path(&p);
        }
        StudioApp {
            studio,
            started,
            report_start,
            written: None,
        }
    }

    fn store_settings(&mut self) {
        let Some(d) = self.studio.library.as_ref().map(|l| l.root().to_path_buf()) else {
            return;
        };
        let sf = SettingsFile {
            format: SETTINGS_FORMAT,
            settings: self.studio.settings.clone(),
            form: self.studio.form.clone(),
        };
        if self.written.as_ref() == Some(&sf) {
            return;
        }
        match settings::store(&d, &sf) {
            Ok(()) => self.written = Some(sf),
            Err(e) => {
                self.studio.status = crate::i18n::tr_args(
                    "status-settings-failed",
                    &[("e", crate::i18n::file_problems::file_error(&e).into())],
                )
            }
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

    fn save(&mut self, _storage: &mut dyn eframe::Storage) {
        // eframe calls this every 30 s and on quit.
        self.store_settings();
        self.studio.autosave_now();
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.store_settings();
        self.studio.autosave_now();
    }
}
