//! "Why not here?": why the drawn tile does not fit the cell pointed at, rotation by rotation.

use super::view::AnalysisView;
use crate::engine::model::tile::TileSet;
use crate::i18n::refusals::why_lines;
use crate::i18n::tr;

impl AnalysisView {
    pub(super) fn why_ui(&self, ui: &mut egui::Ui, ts: &TileSet) {
        crate::app::layout::section(ui, tr("why-heading"))
            .id_salt("why-not")
            .default_open(true)
            .show(ui, |ui| match &self.why {
                Some(w) => {
                    for l in why_lines(w, ts) {
                        ui.label(l);
                    }
                }
                None => {
                    ui.weak(tr("why-hint"));
                }
            });
    }
}
