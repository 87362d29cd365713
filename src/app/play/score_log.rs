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
                        // The rule ids are links after the line, not a second
                        // time in brackets inside it.
                        let (text, cited) = crate::i18n::scores::explain_apart(e, &name);
                        ui.label(text).on_hover_text(format!(
                            "{}: {}\n{}",
                            e.rule.id(),
                            words::rule_text(e.rule),
                            words::majority_rule()
                        ));
                        if rule_link(ui, e.rule.id()) {
                            asked = Some(Command::ShowRule(e.rule.id()));
                        }
                        // A gate's ruling, cited beside the feature's own.
                        for id in cited.into_iter().filter(|id| *id != e.rule.id()) {
                            if rule_link(ui, id) {
                                asked = Some(Command::ShowRule(id));
                            }
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
