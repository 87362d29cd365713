//! The score if the game ended now: the table and every scoring event with its rule.

use super::view::kind_name;
use crate::analysis::Analysis;
use crate::app::commands::Command;
use crate::app::help::rule_link;
use crate::app::session::Session;
use crate::i18n::{scores, tr, tr_args, words};
use egui::RichText;

/// The table and the events; a click on a rule id asks for its ruling.
pub(super) fn score_now_ui(ui: &mut egui::Ui, s: &Session, d: &Analysis) -> Option<Command> {
    let mut asked = None;
    let sn = &d.score_now;
    crate::app::layout::section(ui, tr("score-now-heading"))
        .id_salt("score-now")
        .default_open(true)
        .show(ui, |ui| {
            // Sideways as a last resort: long names in a narrow sidebar
            // would otherwise widen it under the board.
            egui::ScrollArea::horizontal()
                .id_salt("score-now-scroll")
                .show(ui, |ui| {
                    egui::Grid::new("score-now-grid")
                        .num_columns(4)
                        .show(ui, |ui| {
                            ui.strong(tr("score-now-player"));
                            ui.strong(tr("score-now-now"));
                            ui.strong(tr("score-now-gains"));
                            ui.strong(tr("score-now-total"));
                            ui.end_row();
                            for p in 0..sn.current.len() {
                                let lead = sn.leaders.contains(&p);
                                let name = s.name(p);
                                ui.label(
                                    RichText::new(&name)
                                        .color(s.colour_on(p, ui.visuals().panel_fill)),
                                );
                                ui.label(sn.current[p].to_string());
                                ui.label(format!("+{}", sn.gains[p]));
                                let total = tr_args(
                                    "score-now-would-end",
                                    &[
                                        ("name", name.clone().into()),
                                        ("n", sn.final_scores[p].into()),
                                    ],
                                );
                                let t = RichText::new(sn.final_scores[p].to_string());
                                ui.label(if lead { t.strong() } else { t })
                                    .on_hover_text(&total);
                                ui.end_row();
                            }
                        });
                });
            if sn.events.is_empty() {
                ui.weak(tr("score-now-nothing"));
            }
            for e in &sn.events {
                let to: Vec<String> = e.winners.iter().map(|p| s.name(*p)).collect();
                let to = if to.is_empty() {
                    tr("score-now-nobody")
                } else {
                    to.join(", ")
                };
                ui.horizontal_wrapped(|ui| {
                    if rule_link(ui, e.rule_id) {
                        asked = Some(Command::ShowRule(e.rule_id));
                    }
                    ui.label(tr_args(
                        "score-now-event",
                        &[
                            ("feature", kind_name(e.kind).into()),
                            ("formula", scores::formula(&e.event).into()),
                            ("value", e.value.into()),
                            ("to", to.into()),
                        ],
                    ))
                    .on_hover_text(format!(
                        "{}: {}\n{}",
                        e.rule_id,
                        words::rule_text(e.event.rule),
                        scores::explain(&e.event, &words::player_name)
                    ));
                });
            }
        });
    asked
}
