//! The feature inspector and The City's guards: a feature's tiles, followers and value.

use super::view::{AnalysisView, kind_name};
use crate::analysis::{self, Analysis, FeatureInfo};
use crate::app::art::geometry::feature_spot;
use crate::app::commands::Command;
use crate::app::help::rule_link;
use crate::app::session::Session;
use crate::engine::model::tile::FeatureKind;
use crate::engine::{Cell, State};
use crate::i18n::{Arg, tr, tr_args, words};

/// "city at (1, 0) N", as the inspector and its list name a feature.
fn feature_title(f: &FeatureInfo) -> String {
    tr_args(
        "inspect-feature-at",
        &[
            ("feature", kind_name(f.kind).into()),
            ("at", format!("({}, {})", f.anchor.x, f.anchor.y).into()),
            ("label", f.label.clone().into()),
        ],
    )
}

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
        crate::app::layout::section(ui, tr("inspect-heading"))
            .id_salt("inspector")
            .default_open(true)
            .show(ui, |ui| {
                match &self.inspected_info {
                    Some(f) => {
                        asked = feature_ui(ui, s, f);
                        if ui.button(tr("inspect-stop")).clicked() {
                            pick = Some(None);
                        }
                    }
                    None => {
                        ui.weak(tr("inspect-hint"));
                    }
                }
                crate::app::layout::section(
                    ui,
                    tr_args("inspect-all-features", &[("n", d.features.len().into())]),
                )
                .id_salt("all-features")
                .show(ui, |ui| {
                    for f in &d.features {
                        let text = feature_title(f);
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
    ui.strong(feature_title(f));
    let cells: Vec<String> = f
        .tiles
        .iter()
        .map(|c| format!("({}, {})", c.x, c.y))
        .collect();
    ui.label(tr_args("inspect-tiles", &[("n", f.tile_count.into())]))
        .on_hover_text(cells.join(" "));
    if f.kind == FeatureKind::City {
        ui.label(tr_args("inspect-shields", &[("n", f.shields.into())]));
    }
    if f.kind == FeatureKind::Monastery {
        ui.label(tr_args("inspect-cells-to-fill", &[("n", f.open.into())]));
    } else if f.kind != FeatureKind::Field {
        ui.label(tr_args("inspect-open-sides", &[("n", f.open.into())]));
        ui.label(if f.complete {
            tr("inspect-complete")
        } else {
            tr("inspect-unfinished")
        });
    }
    let followers: Vec<String> = f
        .followers
        .iter()
        .enumerate()
        .map(|(p, n)| format!("{} {n}", s.name(p)))
        .collect();
    ui.label(tr_args(
        "inspect-followers",
        &[("list", followers.join(", ").into())],
    ))
    .on_hover_text(words::majority_rule());
    let winners: Vec<String> = f.winners.iter().map(|p| s.name(*p)).collect();
    let state = match (winners.is_empty(), f.tie) {
        (true, _) => "nobody",
        (false, true) => "tie",
        (false, false) => "one",
    };
    ui.label(tr_args(
        "inspect-would-win",
        &[
            ("who", winners.join(", ").into()),
            ("state", Arg::from(state)),
        ],
    ));
    ui.horizontal(|ui| {
        ui.label(tr_args("inspect-worth-now", &[("n", f.value_now.into())]))
            .on_hover_text(format!("{}: {}", f.rule_id, words::rule_text(f.rule)));
        if rule_link(ui, f.rule_id) {
            asked = Some(Command::ShowRule(f.rule_id));
        }
    });
    if f.scored_already {
        ui.label(tr("inspect-scored"));
    } else {
        ui.label(tr_args("inspect-at-end", &[("n", f.end_value.into())]));
    }
    if let Some(v) = f.if_completed {
        ui.label(tr_args("inspect-if-completed", &[("n", v.into())]));
    }
    if let Some(c) = &f.cities {
        let list = |v: &[analysis::inspect::CityRef]| {
            v.iter()
                .map(|c| {
                    tr_args(
                        "inspect-city-ref",
                        &[
                            ("at", format!("({}, {})", c.anchor.x, c.anchor.y).into()),
                            ("n", c.tiles.len().into()),
                        ],
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        ui.label(tr_args(
            "inspect-completed-cities",
            &[("n", c.completed.len().into())],
        ))
        .on_hover_text(list(&c.completed));
        ui.label(tr_args(
            "inspect-open-cities",
            &[("n", c.open.len().into())],
        ))
        .on_hover_text(list(&c.open));
    }
    if let Some(ms) = &f.markets {
        // R-C15: the majority of stewards scores 2 per market listed here.
        ui.label(tr_args("inspect-markets", &[("n", ms.len().into())]))
            .on_hover_text(tr("inspect-markets-hint"));
        for m in ms {
            ui.label(tr_args(
                "inspect-market-line",
                &[
                    ("at", format!("({}, {})", m.anchor.x, m.anchor.y).into()),
                    ("tiles", m.tiles.len().into()),
                    ("kinds", m.kinds.into()),
                    ("complete", Arg::from(if m.complete { "yes" } else { "no" })),
                ],
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
    crate::app::layout::section(
        ui,
        tr_args("inspect-guards", &[("n", d.guards.len().into())]),
    )
    .id_salt("guards")
    .default_open(true)
    .show(ui, |ui| {
        for g in &d.guards {
            let row: Vec<String> = g
                .row
                .iter()
                .map(|c| format!("({}, {})", c.x, c.y))
                .collect();
            ui.label(tr_args(
                "inspect-guard-line",
                &[
                    ("name", s.name(g.player).into()),
                    ("side", crate::i18n::moves::side_letter(g.side).into()),
                    ("at", format!("({}, {})", g.cell.x, g.cell.y).into()),
                    ("public", g.public.into()),
                    ("historic", g.historic.into()),
                    ("value", g.value.into()),
                ],
            ))
            .on_hover_text(tr_args(
                "inspect-guard-hint",
                &[("row", row.join(" ").into())],
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
