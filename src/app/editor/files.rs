//! Scenario files for the editor: opening and writing them.
//!
//! Opening one (or a save, whose current position becomes the scenario) into
//! an editor, even when its position has problems, and writing the scenario
//! back. Errors name file:line:column.

use crate::editor::Editor;
use crate::io::FileError;
use crate::io::save::{SAVE_FORMAT, parse_save, readable_format};
use crate::io::scenario::{ScenarioFile, scenario_to_string};
use crate::io::tileset::tileset_for;
use std::path::Path;

/// An editor for scenario text. A position with problems still opens (in
/// free mode, so that it can be put right); a save opens at its current position.
pub fn editor_from_text(name: &str, text: &str) -> Result<Editor, FileError> {
    match ron::from_str::<ScenarioFile>(text) {
        Ok(sf) => {
            if !readable_format(sf.format) {
                return Err(FileError::new(
                    name,
                    crate::io::save::version_problem(
                        crate::io::FileKind::Scenario,
                        sf.format,
                        SAVE_FORMAT,
                    ),
                ));
            }
            let ts = tileset_for(sf.position.game, &sf.position.options)?;
            let mut ed = Editor::from_scenario(ts, sf);
            ed.strict = ed.problems().is_empty();
            Ok(ed)
        }
        Err(scenario_err) => match parse_save(name, text) {
            Ok(loaded) => Ok(Editor::from_state(loaded.game.state())),
            // Neither: report it as the scenario it was meant to be.
            Err(_) => Err(FileError::from_ron(name, &scenario_err)),
        },
    }
}

/// Reads a file into an editor.
pub fn open(path: &Path) -> Result<Editor, FileError> {
    let text = crate::io::error::read_text(path)?;
    editor_from_text(&path.display().to_string(), &text)
}

/// Writes the scenario to a file (atomically: a failed save keeps the old file).
pub fn save(ed: &Editor, path: &Path) -> Result<(), String> {
    crate::io::atomic::write(path, scenario_to_string(ed.scenario()).as_bytes()).map_err(|e| {
        crate::i18n::tr_args(
            "editor-save-failed",
            &[("e", crate::i18n::file_problems::file_error(&e).into())],
        )
    })
}
