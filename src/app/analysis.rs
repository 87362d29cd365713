//! Room for the analysis sidebar (another issue fills it).

use super::session::Session;

/// Draws the analysis panel.
pub fn ui(ui: &mut egui::Ui, s: &Session) {
    ui.heading("Analysis");
    let st = s.state();
    if let Some(t) = st.drawn() {
        ui.label(format!(
            "Tile {} fits in {} placements.",
            st.tileset().tiles[t as usize].id,
            st.placement_count(t)
        ));
    }
    ui.label("Move evaluation comes with the analysis issue.");
}
