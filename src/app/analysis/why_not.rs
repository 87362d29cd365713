//! "Why not here?": why the drawn tile does not fit the cell pointed at, rotation by rotation.

use super::view::{AnalysisView, why_lines};

impl AnalysisView {
    pub(super) fn why_ui(&self, ui: &mut egui::Ui) {
        egui::CollapsingHeader::new("Why not here?")
            .id_salt("why-not")
            .default_open(true)
            .show(ui, |ui| match &self.why {
                Some(w) => {
                    for l in why_lines(w) {
                        ui.label(l);
                    }
                }
                None => {
                    ui.weak("Point at an empty cell beside the board where the tile does not fit.");
                }
            });
    }
}
