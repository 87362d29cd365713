//! The score if the game ended now: the table and every scoring event with its rule.

use super::view::kind_name;
use crate::analysis::Analysis;
use crate::app::commands::Command;
use crate::app::help::rule_link;
use crate::app::session::Session;
use egui::RichText;

/// The table and the events; a click on a rule id asks for its ruling.
pub(super) fn score_now_ui(ui: &mut egui::Ui, s: &Session, d: &Analysis) -> Option<Command> {
    let mut asked = None;
    let sn = &d.score_now;
    egui::CollapsingHeader::new("Score if the game ended now")
        .id_salt("score-now")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("score-now-grid")
                .num_columns(4)
                .show(ui, |ui| {
                    ui.strong("Player");
                    ui.strong("Now");
                    ui.strong("Gains");
                    ui.strong("Total");
                    ui.end_row();
                    for p in 0..sn.current.len() {
                        let lead = sn.leaders.contains(&p);
                        let name = s.name(p);
                        ui.label(RichText::new(&name).color(s.colour(p)));
                        ui.label(sn.current[p].to_string());
                        ui.label(format!("+{}", sn.gains[p]));
                        let total = format!("{name} would end with {}", sn.final_scores[p]);
                        let t = RichText::new(sn.final_scores[p].to_string());
                        ui.label(if lead { t.strong() } else { t })
                            .on_hover_text(&total);
                        ui.end_row();
                    }
                });
            if sn.events.is_empty() {
                ui.weak("Nothing would score.");
            }
            for e in &sn.events {
                let to: Vec<String> = e.winners.iter().map(|p| s.name(*p)).collect();
                let to = if to.is_empty() {
                    "nobody".to_string()
                } else {
                    to.join(", ")
                };
                ui.horizontal_wrapped(|ui| {
                    if rule_link(ui, e.rule_id) {
                        asked = Some(Command::ShowRule(e.rule_id));
                    }
                    ui.label(format!(
                        "{} {} = {} to {to}",
                        kind_name(e.kind),
                        e.formula,
                        e.value
                    ))
                    .on_hover_text(format!("{}: {}\n{}", e.rule_id, e.rule_text, e.explain));
                });
            }
        });
    asked
}
