//! The scoring log: every score with its explanation and the rule applied.

use crate::app::commands::Command;
use crate::app::help::rule_link;
use crate::app::session::Session;
use crate::engine::model::scoring::ScoreTime;
use crate::i18n::{tr, tr_args, words};

/// Draws the log, newest last; a click on a rule id asks for its ruling.
pub fn ui(ui: &mut egui::Ui, s: &Session) -> Option<Command> {
    let mut asked = None;
    ui.heading(tr("cmd-toggle-log"));
    let name = |p: usize| s.name(p);
    egui::ScrollArea::vertical()
        .id_salt("log")
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let mut any = false;
            for (turn, rec) in s.game.log().iter().enumerate() {
                for e in &rec.events {
                    any = true;
                    let when = match e.time {
                        ScoreTime::Play => tr_args("log-turn", &[("n", (turn + 1).into())]),
                        ScoreTime::End => tr("log-end"),
                    };
                    ui.horizontal_wrapped(|ui| {
                        ui.label(egui::RichText::new(when).strong());
                        ui.label(crate::i18n::scores::explain(e, &name))
                            .on_hover_text(format!(
                                "{}: {}\n{}",
                                e.rule.id(),
                                words::rule_text(e.rule),
                                words::majority_rule()
                            ));
                        if rule_link(ui, e.rule.id()) {
                            asked = Some(Command::ShowRule(e.rule.id()));
                        }
                    });
                }
            }
            if !any {
                ui.label(tr("log-no-scores"));
            }
        });
    asked
}
