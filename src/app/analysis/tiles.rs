//! The remaining tiles (grouped by what they show, The City's stacks) and the open spots' chances.

use super::view::{AnalysisView, kind_name, pct};
use crate::analysis::Analysis;
use crate::app::art::tiles::tile_shapes;
use crate::app::session::Session;
use crate::engine::Rotation;
use crate::engine::model::tile::FeatureKind;
use egui::{RichText, Sense, Vec2};

impl AnalysisView {
    pub(super) fn remaining_ui(&self, ui: &mut egui::Ui, s: &Session, d: &Analysis) {
        let r = &d.remaining;
        let ts = s.state().tileset();
        egui::CollapsingHeader::new(crate::wording::tiles_to_draw(r.total as usize))
            .id_salt("remaining")
            .default_open(true)
            .show(ui, |ui| {
                if let Some(t) = s.state().drawn() {
                    ui.label(format!(
                        "In hand: {} (not counted)",
                        crate::wording::tile_name(&ts.tiles[t as usize])
                    ));
                }
                if !r.stacks.is_empty() {
                    stacks_ui(ui, r);
                }
                // Grouped by what the tiles show (stack discipline asks "how many
                // cities are left?"), most plentiful first within a group.
                let mut order: Vec<usize> = (0..r.tiles.len()).collect();
                order.sort_by_key(|i| {
                    let g = ts.tiles.get(*i).map_or(u8::MAX, |tt| tile_group(tt).0);
                    (g, std::cmp::Reverse(r.tiles[*i].count))
                });
                let mut groups: Vec<(&'static str, Vec<usize>)> = Vec::new();
                for i in order {
                    let Some(tt) = ts.tiles.get(i) else { continue };
                    let name = tile_group(tt).1;
                    match groups.last_mut() {
                        Some((g, v)) if *g == name => v.push(i),
                        _ => groups.push((name, vec![i])),
                    }
                }
                // Eight to a row (a grid sized by the panel would widen it): icon, then "id ×count" and the next-tile chance.
                let cols = 8;
                for (name, members) in groups {
                    let left: u32 = members.iter().map(|i| r.tiles[*i].count).sum();
                    // The City, E-12: a group's expected share of each stack still to draw from.
                    let per_stack: Vec<String> = r
                        .stacks
                        .iter()
                        .filter(|st| st.tiles > 0)
                        .map(|st| {
                            let e: f64 = members.iter().map(|i| r.expected_in_stack(*i, st)).sum();
                            format!("stack {} ~{e:.1}", st.stack)
                        })
                        .collect();
                    let per_stack = if per_stack.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", per_stack.join(", "))
                    };
                    ui.label(
                        RichText::new(format!("{name}: {left} left{per_stack}"))
                            .small()
                            .strong(),
                    );
                    egui::Grid::new(("remaining-grid", name))
                        .spacing(Vec2::new(4.0, 2.0))
                        .show(ui, |ui| {
                            for (k, i) in members.into_iter().enumerate() {
                                let t = &r.tiles[i];
                                let Some(tt) = ts.tiles.get(i) else { continue };
                                let label = format!(
                                    "tile {}: {} left, {} next",
                                    t.tile,
                                    t.count,
                                    pct(t.next_chance)
                                );
                                let tip = format!(
                                    "{} (tile {}): {} left, {} chance to come next",
                                    crate::wording::tile_name(tt),
                                    t.tile,
                                    t.count,
                                    pct(t.next_chance)
                                );
                                ui.vertical_centered(|ui| {
                                    ui.set_width(40.0);
                                    let (rect, resp) =
                                        ui.allocate_exact_size(Vec2::splat(28.0), Sense::hover());
                                    let alpha = if t.count == 0 { 0.25 } else { 1.0 };
                                    ui.painter()
                                        .extend(tile_shapes(tt, Rotation(0), rect, alpha));
                                    resp.widget_info(|| {
                                        egui::WidgetInfo::labeled(egui::Role::Label, true, &label)
                                    });
                                    resp.on_hover_text(&tip);
                                    let small = |x: String| RichText::new(x).small();
                                    ui.label(small(format!("×{}", t.count)));
                                    ui.label(small(if t.count > 0 {
                                        format!("{:.0}%", 100.0 * t.next_chance)
                                    } else {
                                        "–".into()
                                    }));
                                });
                                if (k + 1) % cols == 0 {
                                    ui.end_row();
                                }
                            }
                        });
                }
            });
    }

    pub(super) fn spots_ui(&mut self, ui: &mut egui::Ui, d: &Analysis) {
        let r = &d.remaining;
        egui::CollapsingHeader::new(format!("Open spots ({})", r.spots.len()))
            .id_salt("open-spots")
            .default_open(true)
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    let name = ui.label("Chance within");
                    ui.add(egui::DragValue::new(&mut self.draws).range(1..=40))
                        .labelled_by(name.id);
                    ui.label("draws");
                });
                if r.spots.is_empty() {
                    ui.weak("No unfinished feature waits for a tile.");
                }
                for sp in &r.spots {
                    let needs: Vec<&str> = sp.needs.iter().map(|n| kind_name(n.kind)).collect();
                    let one = sp
                        .chances
                        .iter()
                        .find(|c| c.draws == 1)
                        .map_or(0.0, |c| c.chance);
                    let n = sp
                        .chances
                        .iter()
                        .find(|c| c.draws == self.draws)
                        .map_or(0.0, |c| c.chance);
                    let text = format!(
                        "({}, {}) {}: {} fit, {} next, {} within {} draws",
                        sp.cell.x,
                        sp.cell.y,
                        needs.join(", "),
                        crate::wording::count(sp.fitting, "tile", "tiles"),
                        pct(one),
                        pct(n),
                        self.draws
                    );
                    let colour = if sp.fitting == 0 {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().text_color()
                    };
                    ui.label(RichText::new(text).color(colour))
                        .on_hover_text(format!("Fitting: {}", sp.fitting_tiles.join(" ")));
                }
            });
    }
}

/// What a tile shows, for grouping the remaining tiles: order and name.
fn tile_group(tt: &crate::engine::model::tile::TileType) -> (u8, &'static str) {
    let has = |k: FeatureKind| tt.features.iter().any(|f| f.kind == k);
    if has(FeatureKind::Monastery) {
        (0, "Monasteries")
    } else if has(FeatureKind::City) && has(FeatureKind::Road) {
        (1, "City and road")
    } else if has(FeatureKind::City) {
        (2, "City")
    } else if has(FeatureKind::Road) {
        (3, "Road")
    } else if has(FeatureKind::Market) {
        (4, "Markets")
    } else if has(FeatureKind::Street) {
        (5, "Streets")
    } else {
        (6, "Other")
    }
}

/// The City's stacks: how many tiles each has left and which is in use. Which
/// tiles lie in which stack nobody at the table knows (E-12).
fn stacks_ui(ui: &mut egui::Ui, r: &crate::analysis::remaining::RemainingReport) {
    let line: Vec<String> = r
        .stacks
        .iter()
        .map(|st| {
            format!(
                "stack {}: {}{}",
                st.stack,
                st.tiles,
                if st.in_use { " (in use)" } else { "" }
            )
        })
        .collect();
    ui.label(line.join("   ")).on_hover_text(
        "The stacks were dealt face down, so which tiles each holds is unknown: \
         every unseen tile is as likely to be in one stack as in another. A group's \
         count per stack (~) is its expected share; the next-tile chances are the \
         same as over all stacks (E-12).",
    );
}
