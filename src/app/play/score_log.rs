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
                        let line = crate::i18n::scores::explain(e, &name);
                        let (text, cited) = split_rule_ids(&line);
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
                        for id in cited.iter().filter(|id| **id != e.rule.id()) {
                            if let Some(gate) = GATE_RULES.iter().find(|g| *g == id)
                                && rule_link(ui, gate)
                            {
                                asked = Some(Command::ShowRule(gate));
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

/// The City Gates' rulings an explanation may cite beside the feature's rule.
const GATE_RULES: [&str; 2] = ["R-G3", "R-G4"];

/// An explanation without its closing "[rule ids]", and the ids it cited.
pub(super) fn split_rule_ids(line: &str) -> (&str, Vec<&str>) {
    match line.rsplit_once(" [") {
        Some((text, rest)) if rest.ends_with(']') => {
            (text, rest.trim_end_matches(']').split(", ").collect())
        }
        _ => (line, Vec::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::split_rule_ids;

    #[test]
    fn the_bracketed_rule_ids_come_off_the_line() {
        // Checks: the log shows each rule id once, as a link: the bracket at
        // the end of an explanation is taken off and its ids returned.
        let (t, ids) =
            split_rule_ids("Completed city at (0, -1): 2 tiles x 2 = 4. [§2 city, R-G3]");
        assert_eq!(t, "Completed city at (0, -1): 2 tiles x 2 = 4.");
        assert_eq!(ids, ["§2 city", "R-G3"]);
        let (t, ids) = split_rule_ids("no rule here");
        assert_eq!((t, ids.len()), ("no rule here", 0));
    }
}
