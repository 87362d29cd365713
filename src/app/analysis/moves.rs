//! The legal moves of the drawn tile: points now, totals if the game ended, the computer's value.

use super::view::{AnalysisView, kind_name, pct};
use crate::analysis::Analysis;
use crate::app::commands::Command;
use crate::app::session::Session;
use crate::engine::{Move, Rotation};

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
        let title = match &m.tile {
            Some(t) => format!("Legal moves (tile {t})"),
            None => "Legal moves".to_string(),
        };
        egui::CollapsingHeader::new(title)
            .id_salt("legal-moves")
            .default_open(true)
            .show(ui, |ui| {
                if m.tile.is_none() {
                    ui.label("No tile to place.");
                    return;
                }
                ui.label(format!("Legal placements: {}", m.placements));
                ui.label(format!("Moves with follower options: {}", m.moves.len()));
                ui.horizontal(|ui| {
                    if self.ai_done {
                        ui.label("Best first by the hard computer player's value.");
                    } else if self.ai.is_some() {
                        ui.spinner();
                        ui.label("The computer is weighing the moves…");
                    } else {
                        ui.label("Best first by points now and the end-now margin.");
                    }
                });
                let tile = s.state().drawn();
                let mover = m.player;
                egui::ScrollArea::vertical()
                    .id_salt("moves-scroll")
                    .max_height(240.0)
                    .show(ui, |ui| {
                        egui::Grid::new("moves-grid")
                            .striped(true)
                            .num_columns(4)
                            .show(ui, |ui| {
                                ui.strong("Move");
                                ui.strong("Now");
                                ui.strong("If it ended");
                                ui.strong("Value");
                                ui.end_row();
                                for mv in &m.moves {
                                    let follower = match (&mv.follower_kind, &mv.follower_label) {
                                        (Some(k), Some(l)) => format!(" + {} {l}", kind_name(*k)),
                                        _ => String::new(),
                                    };
                                    let text = format!(
                                        "({}, {}) {}°{follower}",
                                        mv.cell.x,
                                        mv.cell.y,
                                        mv.rot as u32 * 90
                                    );
                                    let b = egui::Button::selectable(false, &text);
                                    let mut r = ui.add(b);
                                    let mut tip = String::new();
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
                                        tip.push_str("Click to play this move.");
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
                                        cmds.push(Command::PlayPlacement(p));
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
                                        "The hard computer player's expected result for the mover",
                                    );
                                    ui.end_row();
                                }
                            });
                    });
            });
    }
}
