//! The legal moves of the drawn tile: points now, totals if the game ended, the computer's value.

use super::view::{AnalysisView, kind_name, pct};
use crate::analysis::Analysis;
use crate::app::commands::Command;
use crate::app::session::Session;
use crate::engine::{Move, Rotation};
use crate::i18n::{tr, tr_args};

/// The City's wall round: the choices open now and what each scores at once.
fn wall_choices_ui(ui: &mut egui::Ui, s: &Session) {
    use crate::engine::rules::the_city::{Phase, WallEnd, tower_value};
    let st = s.state();
    let who = s.to_move().map(|p| s.name(p)).unwrap_or_default();
    match st.phase() {
        Phase::Gate { .. } => {
            let n = st.gate_edges().len();
            ui.label(tr_args(
                "sidebar-wall-gate",
                &[("who", who.clone().into()), ("n", n.into())],
            ));
        }
        Phase::Wall { .. } => {
            let edges = st.wall_edges();
            ui.label(tr_args(
                "sidebar-wall-piece",
                &[("who", who.clone().into()), ("n", edges.len().into())],
            ));
            for e in edges {
                let guard = if st.guard_allowed(e) {
                    tr("sidebar-wall-guard-may")
                } else {
                    tr("sidebar-wall-guard-not")
                };
                ui.label(tr_args(
                    "sidebar-wall-edge",
                    &[
                        ("side", crate::i18n::moves::side_word(e.side).into()),
                        ("at", format!("({}, {})", e.cell.x, e.cell.y).into()),
                        ("guard", guard.into()),
                    ],
                ));
            }
        }
        Phase::Tower { .. } => {
            ui.label(tr_args(
                "sidebar-wall-tower",
                &[("who", who.clone().into())],
            ));
            if let Some(city) = st.city() {
                let ends = st.tower_ends();
                for end in [WallEnd::Cw, WallEnd::Ccw] {
                    if ends.contains(&end) {
                        let points = crate::i18n::words::points(tower_value(city, end)).into();
                        ui.label(if end == WallEnd::Cw {
                            tr_args("sidebar-tower-cw", &[("points", points)])
                        } else {
                            tr_args("sidebar-tower-ccw", &[("points", points)])
                        });
                    }
                }
                ui.label(tr("sidebar-no-tower"));
            }
        }
        _ => {
            ui.label(tr("sidebar-no-tile"));
        }
    }
}

impl AnalysisView {
    pub(super) fn moves_ui(
        &mut self,
        ui: &mut egui::Ui,
        s: &Session,
        d: &Analysis,
        can_play: bool,
        cmds: &mut Vec<Command>,
    ) {
        let m = &d.moves;
        let drawn = s.state().drawn();
        let title = match drawn {
            Some(t) => tr_args(
                "sidebar-legal-moves-of",
                &[(
                    "tile",
                    crate::i18n::tiles::tile_name(&s.state().tileset().tiles[t as usize]).into(),
                )],
            ),
            None => tr("sidebar-legal-moves"),
        };
        egui::CollapsingHeader::new(title)
            .id_salt("legal-moves")
            .default_open(true)
            .show(ui, |ui| {
                if m.tile.is_none() {
                    wall_choices_ui(ui, s);
                    return;
                }
                ui.label(tr_args("sidebar-placements", &[("n", m.placements.into())]));
                ui.label(tr_args(
                    "sidebar-moves-with-followers",
                    &[("n", m.moves.len().into())],
                ));
                // Wrapped: a longer language's sentence beside the checkbox
                // would otherwise widen the sidebar past its edge.
                ui.horizontal_wrapped(|ui| {
                    ui.checkbox(&mut self.computer_values, tr("sidebar-computer-values"))
                        .on_hover_text(tr("sidebar-computer-values-hint"));
                    if !self.computer_values {
                        ui.label(tr("sidebar-order-points"));
                    } else if self.ai_done {
                        ui.label(tr("sidebar-order-computer"));
                    } else if self.ai.is_some() {
                        ui.spinner();
                        ui.label(tr("sidebar-weighing"));
                    } else {
                        ui.label(tr("sidebar-order-points"));
                    }
                });
                let tile = drawn;
                let mover = m.player;
                // Both ways: in a narrow sidebar (or a longer language) the
                // columns scroll instead of running past the window's edge.
                egui::ScrollArea::both()
                    .id_salt("moves-scroll")
                    .max_height(240.0)
                    .show(ui, |ui| {
                        egui::Grid::new("moves-grid")
                            .striped(true)
                            .num_columns(4)
                            .show(ui, |ui| {
                                ui.strong(tr("sidebar-col-move"));
                                ui.strong(tr("sidebar-col-points"))
                                    .on_hover_text(tr("sidebar-col-points-hint"));
                                ui.strong(tr("sidebar-col-totals"))
                                    .on_hover_text(tr("sidebar-col-totals-hint"));
                                ui.strong(tr("sidebar-col-chance"))
                                    .on_hover_text(tr("sidebar-col-chance-hint"));
                                ui.end_row();
                                let chosen = s.pending.as_ref();
                                for mv in &m.moves {
                                    let text = match tile {
                                        Some(t) => crate::i18n::moves::move_words(
                                            s.state(),
                                            t,
                                            mv.cell,
                                            mv.rot,
                                            mv.follower,
                                        ),
                                        None => String::new(),
                                    };
                                    let picked = chosen.is_some_and(|p| {
                                        p.cell == mv.cell
                                            && p.rot.0 == mv.rot
                                            && p.follower == mv.follower
                                    });
                                    // Words wrap in a column of their own, so the
                                    // numbers stay beside them in the panel.
                                    let b = egui::Button::selectable(picked, &text).wrap();
                                    let mut r = ui
                                        .scope(|ui| {
                                            ui.set_max_width(170.0);
                                            ui.add(b)
                                        })
                                        .inner;
                                    let follower = match (&mv.follower_kind, &mv.follower_label) {
                                        (Some(k), Some(l)) => format!(" + {} {l}", kind_name(*k)),
                                        _ => String::new(),
                                    };
                                    let mut tip = format!(
                                        "({}, {}) {}°{follower}\n",
                                        mv.cell.x,
                                        mv.cell.y,
                                        mv.rot as u32 * 90
                                    );
                                    for e in &mv.events {
                                        tip.push_str(&format!(
                                            "{}: {} {} = {}\n",
                                            e.rule_id,
                                            kind_name(e.kind),
                                            crate::i18n::scores::formula(&e.event),
                                            e.value
                                        ));
                                    }
                                    if can_play {
                                        tip.push_str(&tr("sidebar-move-click-hint"));
                                    }
                                    r = r.on_hover_text(tip);
                                    if r.hovered()
                                        && let Some(t) = tile
                                    {
                                        self.hovered_move =
                                            Some((t, mv.cell, Rotation(mv.rot), mv.follower));
                                    }
                                    if r.clicked()
                                        && can_play
                                        && let Move::Place(p) = mv.to_move()
                                    {
                                        cmds.push(Command::ChoosePlacement(p));
                                    }
                                    let now = mv.points_now.get(mover).copied().unwrap_or(0);
                                    ui.label(if now > 0 {
                                        format!("+{now}")
                                    } else {
                                        "0".into()
                                    });
                                    let ended: Vec<String> =
                                        mv.end_scores.iter().map(|x| x.to_string()).collect();
                                    let names: Vec<String> =
                                        (0..ended.len()).map(|p| s.name(p)).collect();
                                    ui.label(ended.join("–")).on_hover_text(tr_args(
                                        "sidebar-totals-hint",
                                        &[
                                            ("names", names.join(", ").into()),
                                            ("margin", format!("{:+}", mv.end_margin).into()),
                                        ],
                                    ));
                                    ui.label(match mv.ai_value {
                                        Some(v) => pct(v),
                                        None => "…".into(),
                                    })
                                    .on_hover_text(tr("sidebar-chance-hint"));
                                    ui.end_row();
                                }
                            });
                    });
            });
    }
}
