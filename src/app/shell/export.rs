//! "Export board picture…": the board shown (the game played, or the replay
//! at its cursor) written as SVG or PNG, by the chosen file's extension,
//! through the atomic writer (`io::picture`).

use super::file_picker::FileAction;
use super::studio::{Mode, Studio};
use crate::app::session::Session;
use crate::i18n::{tr, tr_args};
use std::path::Path;

impl Studio {
    /// The session whose board is on the screen: the replay's in replay
    /// mode, else the game being played.
    fn board_shown(&self) -> Option<&Session> {
        match (self.mode, &self.replay) {
            (Mode::Replay, Some(r)) => r.screen.session.as_ref(),
            _ => self.play.session.as_ref(),
        }
    }

    /// True if there is a board to export.
    pub fn can_export_picture(&self) -> bool {
        self.board_shown().is_some()
    }

    /// Asks where to write the board picture.
    pub fn ask_export_picture(&mut self) {
        if self.can_export_picture() {
            self.ask_for_file(FileAction::ExportPicture);
        }
    }

    /// Writes the board shown to `path` as SVG or PNG; the status line says
    /// where, or the error window what went wrong.
    pub fn export_picture(&mut self, path: &Path) {
        let Some(s) = self.board_shown() else {
            return;
        };
        let after = s.game.moves().len();
        match crate::io::picture::write_board_picture(path, s.state(), &s.seats, after) {
            Ok(_) => {
                self.status = tr_args(
                    "status-picture-exported",
                    &[("file", path.display().to_string().into())],
                )
            }
            Err(e) => self.error = Some(format!("{}\n\n{e}", tr("error-picture-export"))),
        }
    }
}
