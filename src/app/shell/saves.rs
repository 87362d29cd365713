//! Games opened from and saved to files, and the autosave of the game and the scenario being edited.

use super::files::editor_autosave_path;
use super::studio::Studio;
use crate::app::session::Session;
use crate::io::detect::{AnyFile, parse_any};
use crate::io::save::parse_save;
use std::path::Path;

impl Studio {
    /// Opens a save file; on failure the current game stays and the reason is shown.
    pub fn open_path(&mut self, path: &Path) {
        let name = path.display().to_string();
        let loaded = std::fs::read_to_string(path)
            .map_err(|e| format!("{name}: cannot read: {e}"))
            .and_then(|t| match parse_any(&name, &t) {
                Ok(AnyFile::Scenario(sc)) => Ok(AnyFile::Scenario(sc)),
                // Anything else is read as a save, whose errors name line and column.
                _ => parse_save(&name, &t)
                    .map(|l| AnyFile::Save(Box::new(l)))
                    .map_err(|e| e.to_string()),
            });
        match loaded {
            Ok(AnyFile::Save(l)) => {
                self.set_session(Session::from_loaded(*l, Some(path.to_path_buf())));
                self.status = format!("Opened {name}");
            }
            // A scenario opens as a game from its position, to study and play on.
            Ok(AnyFile::Scenario(sc)) => {
                self.set_session(Session::from_scenario(*sc));
                self.status = format!("Opened scenario {name}");
            }
            Ok(AnyFile::TileSet(_)) => {
                self.error = Some(format!(
                    "Could not open the game.\n\n{name}: a tile set, not a game or scenario"
                ))
            }
            Err(e) => self.error = Some(format!("Could not open the game.\n\n{e}")),
        }
    }

    /// Writes the game to a file.
    pub fn save_path(&mut self, path: &Path) {
        let Some(s) = &mut self.play.session else {
            return;
        };
        match std::fs::write(path, s.save_text()) {
            Ok(()) => {
                s.path = Some(path.to_path_buf());
                self.status = format!("Saved {}", path.display());
            }
            Err(e) => self.error = Some(format!("Could not save to {}: {e}", path.display())),
        }
    }

    /// Saves the game in progress to the autosave file, if there is one.
    /// Saves the game in progress, and the scenario in the editor, to the
    /// autosave files, if there are any.
    pub fn autosave_now(&self) {
        let Some(p) = &self.autosave else { return };
        if let Some(dir) = p.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // Autosave must never interrupt play; a failure only costs the safety net.
        if let Some(s) = &self.play.session {
            let _ = std::fs::write(p, s.save_text());
        }
        if let Some(ev) = &self.editor {
            let text = crate::io::scenario::scenario_to_string(ev.editor.scenario());
            let _ = std::fs::write(editor_autosave_path(p), text);
        }
    }
}
