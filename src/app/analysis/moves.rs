//! The legal moves of the drawn tile: points now, totals if the game ended, the computer's value.

use super::view::{AnalysisView, kind_name, pct};
use crate::analysis::Analysis;
use crate::app::commands::Command;
use crate::app::session::Session;
use crate::engine::{Move, Rotation};

/// The City's wall round: the choices open now and what each scores at once.
fn wall_choices_ui(ui: &mut egui::Ui, s: &Session) {
    use crate::engine::rules::the_city::{Phase, WallEnd, tower_value};
    let st = s.state();
    let who = s.to_move().map(|p| s.name(p)).unwrap_or_default();
    match st.phase() {
        Phase::Gate { .. } => {
            let n = st.gate_edges().len();
            ui.label(format!(
                "Wall round: {who} places the city gate on one of {} (R-C9). \
                 The gate scores nothing itself; where it goes decides where the wall runs.",
                crate::wording::count(n as u32, "marked edge", "marked edges")
            ));
        }
        Phase::Wall { .. } => {
            let edges = st.wall_edges();
            ui.label(format!(
                "Wall round: {who} places a wall piece at an end of the wall: {} (R-C10).",
                crate::wording::count(edges.len() as u32, "choice", "choices")
            ));
            for e in edges {
                let guard = if st.guard_allowed(e) {
                    "a guard may stand on it (R-C11, scored at the end)"
                } else {
                    "no guard: one stands opposite (R-C11)"
                };
                ui.label(format!(
                    "• the {} side of ({}, {}): scores nothing now; {guard}",
                    crate::wording::side_word(e.side),
                    e.cell.x,
                    e.cell.y
                ));
            }
        }
        Phase::Tower { .. } => {
            ui.label(format!(
                "Wall round: {who} may put a tower on an end of the wall (R-C12)."
            ));
            if let Some(city) = st.city() {
                let ends = st.tower_ends();
                for (end, name) in [(WallEnd::Cw, "clockwise"), (WallEnd::Ccw, "anticlockwise")] {
                    if ends.contains(&end) {
                        ui.label(format!(
                            "• tower at the {name} end: {} now",
                            crate::wording::count(tower_value(city, end), "point", "points")
                        ));
                    }
                }
                ui.label("• no tower: 0 points, the tower stays for later");
            }
        }
        _ => {
            ui.label("No tile to place.");
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
            Some(t) => format!(
                "Legal moves ({})",
                crate::wording::tile_name(&s.state().tileset().tiles[t as usize])
            ),
            None => "Legal moves".to_string(),
        };
        egui::CollapsingHeader::new(title)
            .id_salt("legal-moves")
            .default_open(true)
            .show(ui, |ui| {
                if m.tile.is_none() {
                    wall_choices_ui(ui, s);
                    return;
                }
                ui.label(format!("Legal placements: {}", m.placements));
                ui.label(format!("Moves with follower options: {}", m.moves.len()));
                ui.horizontal(|ui| {
                    ui.checkbox(&mut self.computer_values, "Computer's values")
                        .on_hover_text("the hard computer player's values for every move");
                    if !self.computer_values {
                        ui.label("Best first by points now and the end-now margin.");
                    } else if self.ai_done {
                        ui.label("Best first by the hard computer player's value.");
                    } else if self.ai.is_some() {
                        ui.spinner();
                        ui.label("The computer is weighing the moves…");
                    } else {
                        ui.label("Best first by points now and the end-now margin.");
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
                                ui.strong("Move");
                                ui.strong("Points now")
                                    .on_hover_text("what the move scores for its player at once");
                                ui.strong("Totals if it ended")
                                    .on_hover_text("everyone's totals if the game ended right after the move");
                                ui.strong("Chance to win").on_hover_text(
                                    "the hard computer player's estimate of the mover's \
                                     chance to win after this move (1 s of thought)",
                                );
                                ui.end_row();
                                let chosen = s.pending.as_ref();
                                for mv in &m.moves {
                                    let text = match tile {
                                        Some(t) => crate::wording::move_words(
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
                                            e.formula,
                                            e.value
                                        ));
                                    }
                                    if can_play {
                                        tip.push_str(
                                            "Click to put this move on the board; \
                                             Enter or Confirm turn plays it.",
                                        );
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
                                    ui.label(ended.join("–")).on_hover_text(format!(
                                        "Totals if the game ended after this move ({}); \
                                         margin for the mover {:+}",
                                        (0..ended.len())
                                            .map(|p| s.name(p))
                                            .collect::<Vec<_>>()
                                            .join(", "),
                                        mv.end_margin
                                    ));
                                    ui.label(match mv.ai_value {
                                        Some(v) => pct(v),
                                        None => "…".into(),
                                    })
                                    .on_hover_text(
                                        "The hard computer player's estimate of the mover's chance to win",
                                    );
                                    ui.end_row();
                                }
                            });
                    });
            });
    }
}
