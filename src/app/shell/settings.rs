//! Settings kept between runs: language, theme, animation speed, window size.

use crate::i18n::{Language, tr, tr_args};
use serde::{Deserialize, Serialize};

/// How fast computer moves and highlights play out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Speed {
    /// No waiting: computer moves appear as soon as they are found.
    Instant,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl Speed {
    /// All speeds, fastest first.
    pub const ALL: [Speed; 4] = [Speed::Instant, Speed::Fast, Speed::Normal, Speed::Slow];

    /// Seconds a computer move stays highlighted before the next one.
    pub fn delay(self) -> f64 {
        match self {
            Speed::Instant => 0.0,
            Speed::Fast => 0.3,
            Speed::Normal => 0.9,
            Speed::Slow => 2.0,
        }
    }

    /// Its name in the settings.
    pub fn name(self) -> String {
        match self {
            Speed::Instant => tr("speed-instant"),
            Speed::Fast => tr("speed-fast"),
            Speed::Normal => tr("speed-normal"),
            Speed::Slow => tr("speed-slow"),
        }
    }
}

/// What the app remembers between runs (besides the last setup).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub dark: bool,
    /// Black or white text and outlines, stronger marks on the board.
    pub high_contrast: bool,
    pub speed: Speed,
    /// Inner window size in points when last closed.
    pub window: Option<(f32, f32)>,
    pub show_log: bool,
    pub show_analysis: bool,
    /// Purist play: no analysis sidebar at all (F9 does nothing).
    pub purist: bool,
    /// How big everything is drawn (1 = normal); Ctrl +/- and Ctrl 0 change it.
    pub ui_scale: f32,
    /// Motion on the board: tiles settle, scores pop, followers go home.
    pub motion: bool,
    /// Cores the hard computer player's search may use (every core but one
    /// by default, so the window stays quick).
    pub search_threads: usize,
    /// The language of every text; the system's at the first start
    /// (`window::studio_for_locale`), English in a file that predates it.
    pub language: crate::i18n::Language,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            dark: true,
            high_contrast: false,
            speed: Speed::Normal,
            window: None,
            show_log: true,
            show_analysis: false,
            purist: false,
            ui_scale: 1.0,
            motion: true,
            search_threads: crate::ai::default_threads(),
            language: crate::i18n::Language::English,
        }
    }
}

/// The settings window's contents.
pub fn ui(ui: &mut egui::Ui, s: &mut Settings) {
    egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
        ui.label(tr("settings-language"));
        // All three in sight, each named in itself: found whatever the
        // language shown now.
        ui.horizontal(|ui| {
            for l in Language::ALL {
                ui.selectable_value(&mut s.language, l, l.name());
            }
        });
        ui.end_row();
        ui.label(tr("settings-theme"));
        ui.horizontal(|ui| {
            ui.selectable_value(&mut s.dark, false, tr("settings-light"));
            ui.selectable_value(&mut s.dark, true, tr("settings-dark"));
        });
        ui.end_row();
        ui.label(tr("settings-contrast"));
        ui.checkbox(&mut s.high_contrast, tr("settings-high-contrast"))
            .on_hover_text(tr("settings-high-contrast-hint"));
        ui.end_row();
        ui.label(tr("settings-speed"));
        egui::ComboBox::from_id_salt("speed")
            .selected_text(s.speed.name())
            .show_ui(ui, |ui| {
                for sp in Speed::ALL {
                    ui.selectable_value(&mut s.speed, sp, sp.name());
                }
            });
        ui.end_row();
        ui.label(tr("settings-size"));
        ui.horizontal(|ui| {
            ui.add(
                egui::Slider::new(&mut s.ui_scale, 0.75..=2.0)
                    .step_by(0.05)
                    .custom_formatter(|v, _| format!("{:.0}%", v * 100.0)),
            )
            .on_hover_text(tr("settings-size-hint"));
            if ui.button("100%").clicked() {
                s.ui_scale = 1.0;
            }
        });
        ui.end_row();
        ui.label(tr("settings-motion"));
        ui.checkbox(&mut s.motion, tr("settings-motion-check"))
            .on_hover_text(tr("settings-motion-hint"));
        ui.end_row();
        let name = ui.label(tr("settings-cores"));
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        ui.add(egui::Slider::new(&mut s.search_threads, 1..=cores.max(1)))
            .labelled_by(name.id)
            .on_hover_text(tr("settings-cores-hint"));
        ui.end_row();
        ui.label(tr("settings-analysis"));
        ui.checkbox(&mut s.purist, tr("settings-purist"))
            .on_hover_text(tr("settings-purist-hint"));
        ui.end_row();
        ui.label(tr("settings-window"));
        ui.label(match s.window {
            Some((w, h)) => tr_args(
                "settings-window-kept",
                &[
                    ("w", format!("{w:.0}").into()),
                    ("h", format!("{h:.0}").into()),
                ],
            ),
            None => tr("settings-window-default"),
        });
        ui.end_row();
    });
}

/// The format version of `settings.ron`.
pub const SETTINGS_FORMAT: u32 = 1;

/// The file `settings.ron` in the data folder: the settings and the last setup.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SettingsFile {
    pub format: u32,
    pub settings: Settings,
    pub form: crate::app::play::new_game::NewGameForm,
}

/// Where the settings live in a data folder.
pub fn settings_path(data: &std::path::Path) -> std::path::PathBuf {
    data.join("settings.ron")
}

/// Reads `settings.ron` text, refusing one from a newer program.
pub fn parse_settings(file: &str, text: &str) -> Result<SettingsFile, crate::io::FileError> {
    let sf: SettingsFile =
        ron::from_str(text).map_err(|e| crate::io::FileError::from_ron(file, &e))?;
    if sf.format != SETTINGS_FORMAT {
        return Err(crate::io::FileError::new(
            file,
            crate::io::save::version_problem(
                crate::io::FileKind::Settings,
                sf.format,
                SETTINGS_FORMAT,
            ),
        ));
    }
    Ok(sf)
}

/// The settings in a data folder: Ok(None) when there is no file yet; a
/// broken or unknown file is moved aside and returned as the problem.
pub fn load(data: &std::path::Path) -> Result<Option<SettingsFile>, crate::io::recent::Broken> {
    let p = settings_path(data);
    if !p.exists() {
        return Ok(None);
    }
    crate::io::error::read_text(&p)
        .and_then(|t| parse_settings(&p.display().to_string(), &t))
        .map(Some)
        .map_err(|e| crate::io::recent::broken(&p, &e))
}

/// Writes the settings (atomically) to the data folder.
pub fn store(data: &std::path::Path, sf: &SettingsFile) -> Result<(), crate::io::FileError> {
    let text = ron::ser::to_string_pretty(sf, crate::io::save::pretty())
        .map_err(|e| crate::io::FileError::new("settings.ron", e.to_string()))?;
    crate::io::atomic::write(&settings_path(data), text.as_bytes())
}
