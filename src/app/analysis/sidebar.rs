//! The sidebar drawn: its sections in order, in one scroll area.

use super::features::guards_ui;
use super::score::score_now_ui;
use super::view::AnalysisView;
use crate::app::commands::Command;
use crate::app::session::Session;

impl AnalysisView {
    /// Draws the sidebar; returns the commands its buttons ask for.
    pub fn ui(&mut self, ui: &mut egui::Ui, s: &Session, can_play: bool) -> Vec<Command> {
        let mut cmds = Vec::new();
        self.hovered_move = None;
        ui.heading("Analysis");
        let Some(d) = self.data.take() else {
            return cmds;
        };
        egui::ScrollArea::vertical()
            .id_salt("analysis-scroll")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                self.moves_ui(ui, s, &d, can_play, &mut cmds);
                self.why_ui(ui);
                self.inspector_ui(ui, s, &d);
                guards_ui(ui, s, &d);
                self.remaining_ui(ui, s, &d);
                self.spots_ui(ui, &d);
                score_now_ui(ui, s, &d);
            });
        self.data = Some(d);
        cmds
    }
}
