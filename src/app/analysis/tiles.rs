//! The remaining tiles (grouped by what they show, The City's stacks) and the open spots' chances.

use super::view::{AnalysisView, kind_name, pct};
use crate::analysis::Analysis;
use crate::app::art::tiles::tile_shapes;
use crate::app::session::Session;
use crate::engine::Rotation;
use crate::engine::model::tile::FeatureKind;
use crate::i18n::{tr, tr_args};
use egui::{RichText, Sense, Vec2};

impl AnalysisView {
    pub(super) fn remaining_ui(&self, ui: &mut egui::Ui, s: &Session, d: &Analysis) {
        let r = &d.remaining;
        let ts = s.state().tileset();
        crate::app::layout::section(ui, crate::i18n::words::tiles_to_draw(r.total as usize))
            .id_salt("remaining")
            .default_open(true)
            .show(ui, |ui| {
                if let Some(t) = s.state().drawn() {
                    ui.label(tr_args(
                        "sidebar-in-hand",
                        &[(
                            "tile",
                            crate::i18n::tiles::tile_name(&ts.tiles[t as usize]).into(),
                        )],
                    ));
                }
                if !r.stacks.is_empty() {
                    stacks_ui(ui, r);
                }
                // Grouped by what the tiles show (stack discipline asks "how many
                // cities are left?"), most plentiful first within a group.
                let mut order: Vec<usize> = (0..r.tiles.len()).collect();
                order.sort_by_key(|i| {
                    let g = ts.tiles.get(*i).map_or(u8::MAX, tile_group);
                    (g, std::cmp::Reverse(r.tiles[*i].count))
                });
                let mut groups: Vec<(u8, Vec<usize>)> = Vec::new();
                for i in order {
                    let Some(tt) = ts.tiles.get(i) else { continue };
                    let g = tile_group(tt);
                    match groups.last_mut() {
                        Some((k, v)) if *k == g => v.push(i),
                        _ => groups.push((g, vec![i])),
                    }
                }
                // As many to a row as the panel holds, at most eight (the
                // panel's width is capped, so the grid cannot widen it): icon,
                // then "×count" and the next-tile chance.
                let cols = ((ui.available_width() + 4.0) / 44.0)
                    .floor()
                    .clamp(3.0, 8.0) as usize;
                for (group, members) in groups {
                    let name = group_name(group);
                    let left: u32 = members.iter().map(|i| r.tiles[*i].count).sum();
                    // The City, E-12: a group's expected share of each stack still to draw from.
                    let per_stack: Vec<String> = r
                        .stacks
                        .iter()
                        .filter(|st| st.tiles > 0)
                        .map(|st| {
                            let e: f64 = members.iter().map(|i| r.expected_in_stack(*i, st)).sum();
                            tr_args(
                                "sidebar-stack-share",
                                &[
                                    ("stack", st.stack.into()),
                                    ("share", format!("{e:.1}").into()),
                                ],
                            )
                        })
                        .collect();
                    let per_stack = if per_stack.is_empty() {
                        String::new()
                    } else {
                        format!(" ({})", per_stack.join(", "))
                    };
                    ui.label(
                        RichText::new(tr_args(
                            "sidebar-group-left",
                            &[
                                ("group", name.into()),
                                ("n", left.into()),
                                ("stacks", per_stack.into()),
                            ],
                        ))
                        .small()
                        .strong(),
                    );
                    egui::Grid::new(("remaining-grid", group))
                        .spacing(Vec2::new(4.0, 2.0))
                        .show(ui, |ui| {
                            for (k, i) in members.into_iter().enumerate() {
                                let t = &r.tiles[i];
                                let Some(tt) = ts.tiles.get(i) else { continue };
                                let label = tr_args(
                                    "sidebar-tile-left",
                                    &[
                                        ("id", t.tile.clone().into()),
                                        ("n", t.count.into()),
                                        ("chance", pct(t.next_chance).into()),
                                    ],
                                );
                                let tip = tr_args(
                                    "sidebar-tile-left-hint",
                                    &[
                                        ("name", crate::i18n::tiles::tile_name(tt).into()),
                                        ("id", t.tile.clone().into()),
                                        ("n", t.count.into()),
                                        ("chance", pct(t.next_chance).into()),
                                    ],
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
        crate::app::layout::section(ui, tr_args("sidebar-spots", &[("n", r.spots.len().into())]))
            .id_salt("open-spots")
            .default_open(true)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let name = ui.label(tr("sidebar-chance-within"));
                    ui.add(egui::DragValue::new(&mut self.draws).range(1..=40))
                        .labelled_by(name.id);
                    ui.label(tr_args("sidebar-draws", &[("n", self.draws.into())]));
                });
                if r.spots.is_empty() {
                    ui.weak(tr("sidebar-no-spots"));
                }
                for sp in &r.spots {
                    let needs: Vec<String> = sp.needs.iter().map(|n| kind_name(n.kind)).collect();
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
                    let text = tr_args(
                        "sidebar-spot",
                        &[
                            ("at", format!("({}, {})", sp.cell.x, sp.cell.y).into()),
                            ("needs", needs.join(", ").into()),
                            ("n", sp.fitting.into()),
                            ("next", pct(one).into()),
                            ("within", pct(n).into()),
                            ("draws", self.draws.into()),
                        ],
                    );
                    let colour = if sp.fitting == 0 {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().text_color()
                    };
                    ui.label(RichText::new(text).color(colour))
                        .on_hover_text(tr_args(
                            "sidebar-fitting",
                            &[("tiles", sp.fitting_tiles.join(" ").into())],
                        ));
                }
            });
    }
}

/// What a tile shows, for grouping the remaining tiles: the group's place
/// in the order, which [`group_name`] names.
fn tile_group(tt: &crate::engine::model::tile::TileType) -> u8 {
    let has = |k: FeatureKind| tt.features.iter().any(|f| f.kind == k);
    if has(FeatureKind::Monastery) {
        0
    } else if has(FeatureKind::City) && has(FeatureKind::Road) {
        1
    } else if has(FeatureKind::City) {
        2
    } else if has(FeatureKind::Road) {
        3
    } else if has(FeatureKind::Market) {
        4
    } else if has(FeatureKind::Street) {
        5
    } else {
        6
    }
}

/// A group of remaining tiles by name ("Monasteries", "Kloosters").
fn group_name(g: u8) -> String {
    match g {
        0 => tr("sidebar-group-monasteries"),
        1 => tr("sidebar-group-city-road"),
        2 => tr("sidebar-group-city"),
        3 => tr("sidebar-group-road"),
        4 => tr("sidebar-group-markets"),
        5 => tr("sidebar-group-streets"),
        _ => tr("sidebar-group-other"),
    }
}

/// The City's stacks: how many tiles each has left and which is in use. Which
/// tiles lie in which stack nobody at the table knows (E-12).
fn stacks_ui(ui: &mut egui::Ui, r: &crate::analysis::remaining::RemainingReport) {
    let line: Vec<String> = r
        .stacks
        .iter()
        .map(|st| {
            let a = [("stack", st.stack.into()), ("n", st.tiles.into())];
            if st.in_use {
                tr_args("city-stack-in-use", &a)
            } else {
                tr_args("city-stack", &a)
            }
        })
        .collect();
    ui.label(line.join("   "))
        .on_hover_text(tr("sidebar-stacks-hint"));
}
