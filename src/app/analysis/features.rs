//! The feature inspector and The City's guards: a feature's tiles, followers and value.

use super::view::{AnalysisView, kind_name};
use crate::analysis::{self, Analysis, FeatureInfo};
use crate::app::art::geometry::feature_spot;
use crate::app::commands::Command;
use crate::app::help::rule_link;
use crate::app::session::Session;
use crate::engine::model::tile::FeatureKind;
use crate::engine::{Cell, State};

impl AnalysisView {
    /// The inspector; a click on the feature's rule id asks for its ruling.
    pub(super) fn inspector_ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        d: &Analysis,
    ) -> Option<Command> {
        let st = s.state();
        let mut asked = None;
        let mut pick: Option<Option<u16>> = None;
        egui::CollapsingHeader::new("Feature inspector")
            .id_salt("inspector")
            .default_open(true)
            .show(ui, |ui| {
                match &self.inspected_info {
                    Some(f) => {
                        asked = feature_ui(ui, s, f);
                        if ui.button("Stop inspecting").clicked() {
                            pick = Some(None);
                        }
                    }
                    None => {
                        ui.weak("Alt+click a feature on the board, or pick one below.");
                    }
                }
                egui::CollapsingHeader::new(format!("All features ({})", d.features.len()))
                    .id_salt("all-features")
                    .show(ui, |ui| {
                        for f in &d.features {
                            let text = format!(
                                "{} at ({}, {}) {}",
                                kind_name(f.kind),
                                f.anchor.x,
                                f.anchor.y,
                                f.label
                            );
                            let sel = self
                                .inspected_info
                                .as_ref()
                                .is_some_and(|i| i.node == f.node);
                            if ui.add(egui::Button::selectable(sel, text)).clicked() {
                                pick = Some(Some(f.node));
                            }
                        }
                    });
            });
        if let Some(p) = pick {
            self.inspect(st, p);
        }
        asked
    }
}

fn feature_ui(ui: &mut egui::Ui, s: &Session, f: &FeatureInfo) -> Option<Command> {
    let mut asked = None;
    ui.strong(format!(
        "{} at ({}, {}) {}",
        kind_name(f.kind),
        f.anchor.x,
        f.anchor.y,
        f.label
    ));
    let cells: Vec<String> = f
        .tiles
        .iter()
        .map(|c| format!("({}, {})", c.x, c.y))
        .collect();
    ui.label(format!("Tiles: {}", f.tile_count))
        .on_hover_text(cells.join(" "));
    if f.kind == FeatureKind::City {
        ui.label(format!("Shields: {}", f.shields));
    }
    if f.kind == FeatureKind::Monastery {
        ui.label(format!("Cells to fill: {}", f.open));
    } else if f.kind != FeatureKind::Field {
        ui.label(format!("Open sides: {}", f.open));
        ui.label(if f.complete { "Complete" } else { "Unfinished" });
    }
    let followers: Vec<String> = f
        .followers
        .iter()
        .enumerate()
        .map(|(p, n)| format!("{} {n}", s.name(p)))
        .collect();
    ui.label(format!("Followers: {}", followers.join(", ")))
        .on_hover_text(f.majority_rule);
    let winners: Vec<String> = f.winners.iter().map(|p| s.name(*p)).collect();
    ui.label(match (winners.is_empty(), f.tie) {
        (true, _) => "Would win: nobody (no followers)".to_string(),
        (false, true) => format!("Would win: {} (tie, each in full)", winners.join(", ")),
        (false, false) => format!("Would win: {}", winners.join(", ")),
    });
    ui.horizontal(|ui| {
        ui.label(format!("Worth now: {}", f.value_now))
            .on_hover_text(format!("{}: {}", f.rule_id, f.rule_text));
        if rule_link(ui, f.rule_id) {
            asked = Some(Command::ShowRule(f.rule_id));
        }
    });
    if f.scored_already {
        ui.label("Scored when completed");
    } else {
        ui.label(format!("At the end: {}", f.end_value));
    }
    if let Some(v) = f.if_completed {
        ui.label(format!("If completed: {v}"));
    }
    if let Some(c) = &f.cities {
        let list = |v: &[analysis::inspect::CityRef]| {
            v.iter()
                .map(|c| format!("({}, {}) {} tiles", c.anchor.x, c.anchor.y, c.tiles.len()))
                .collect::<Vec<_>>()
                .join("; ")
        };
        ui.label(format!("Completed cities touched: {}", c.completed.len()))
            .on_hover_text(list(&c.completed));
        ui.label(format!("Open cities touched: {}", c.open.len()))
            .on_hover_text(list(&c.open));
    }
    if let Some(ms) = &f.markets {
        // R-C15: the majority of stewards scores 2 per market listed here.
        ui.label(format!("Markets bordered: {}", ms.len()))
            .on_hover_text("R-C15: 2 points per market the area borders, each once, at the end.");
        for m in ms {
            ui.label(format!(
                "  market at ({}, {}): {} tiles, {} kind{}, {}",
                m.anchor.x,
                m.anchor.y,
                m.tiles.len(),
                m.kinds,
                if m.kinds == 1 { "" } else { "s" },
                if m.complete { "complete" } else { "open" }
            ));
        }
    }
    asked
}

/// The City's guards and the rows they watch (R-C16).
pub(super) fn guards_ui(ui: &mut egui::Ui, s: &Session, d: &Analysis) {
    if d.guards.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(format!("Guards ({})", d.guards.len()))
        .id_salt("guards")
        .default_open(true)
        .show(ui, |ui| {
            for g in &d.guards {
                let row: Vec<String> = g.row.iter().map(|c| format!("({}, {})", c.x, c.y)).collect();
                ui.label(format!(
                    "{} on the {} wall of ({}, {}): {} public, {} historic = {}",
                    s.name(g.player),
                    g.side.name(),
                    g.cell.x,
                    g.cell.y,
                    g.public,
                    g.historic,
                    g.value
                ))
                .on_hover_text(format!(
                    "Watches {} (R-C16: 2 per public and 3 per historic building, up to the first empty cell or the far wall; each guard scores on its own).",
                    row.join(" ")
                ));
            }
        });
}

/// The feature drawn under a board point on the tile at `cell` (the same
/// shapes the art draws), or failing that the one whose follower spot is
/// nearest, as a node for [`crate::analysis::inspect_node`].
pub fn feature_near(st: &State, cell: Cell, at: egui::Pos2) -> Option<u16> {
    let p = st.board().at(cell)?;
    let tt = &st.tileset().tiles[p.tile as usize];
    let local = egui::pos2(at.x - cell.x as f32, at.y - cell.y as f32);
    let drawn = crate::app::art::tile_hit::feature_at_point(tt, p.rot, local);
    drawn
        .or_else(|| {
            (0..tt.features.len() as u8).min_by(|a, b| {
                let da = feature_spot(tt, p.rot, *a).distance(local);
                let db = feature_spot(tt, p.rot, *b).distance(local);
                da.total_cmp(&db)
            })
        })
        .map(|l| p.node_base + l as u16)
}
