//! A scenario's questions: the Questions tab and "Try the questions".
//!
//! The list with whether the engine agrees, a form to add one (its expected
//! answer typed or asked of the engine), and "Try the questions", where a
//! player types an answer and is told whether it is the engine's.

use crate::editor::Editor;
use crate::engine::State;
use crate::i18n::problems::answer_error;
use crate::i18n::scenarios::{Field, scenario_text};
use crate::i18n::{tr, tr_args};
use crate::io::scenario::{Answer, Question, engine_answer};

/// What a question asks about, for the add form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AskKind {
    #[default]
    EndScore,
    FeatureValue,
    LegalPlacements,
    Discarded,
}

impl AskKind {
    fn name(self) -> String {
        match self {
            AskKind::EndScore => tr("ask-end-score"),
            AskKind::FeatureValue => tr("ask-feature-value"),
            AskKind::LegalPlacements => tr("ask-placements"),
            AskKind::Discarded => tr("ask-discarded"),
        }
    }
}

/// The add form and the answers being tried.
#[derive(Default)]
pub struct QuestionsState {
    /// The question's text.
    pub ask: String,
    /// What it asks about.
    pub kind: AskKind,
    /// The player (0-based) whose score it asks.
    pub player: u8,
    /// The feature's cell and place label ("N", "Es", "C").
    pub x: i32,
    pub y: i32,
    pub on: String,
    /// The expected answer as typed: a number, or yes/no.
    pub expected: String,
    /// Why the answer holds, citing rulings.
    pub explanation: String,
    /// Per question: the answer typed in "Try" and the verdict once checked.
    pub tries: Vec<(String, Option<String>)>,
}

/// The answer's value as a person writes it: a number, or yes / no.
pub fn answer_text(a: &Answer) -> String {
    match a {
        Answer::LegalPlacements(n) => n.to_string(),
        Answer::EndScore { points, .. } | Answer::FeatureValue { points, .. } => points.to_string(),
        Answer::Discarded { discarded, .. } => {
            if *discarded {
                tr("answer-yes")
            } else {
                tr("answer-no")
            }
        }
        Answer::OnBoard { .. } => tr("course-answer-on-board"),
    }
}

/// A typed yes or no, in English or the current language.
fn yes_no(t: &str) -> Option<bool> {
    let t = t.trim().to_lowercase();
    if matches!(t.as_str(), "yes" | "y" | "true") || t == tr("answer-yes").to_lowercase() {
        Some(true)
    } else if matches!(t.as_str(), "no" | "n" | "false") || t == tr("answer-no").to_lowercase() {
        Some(false)
    } else {
        None
    }
}

/// True if a typed answer says the same as the engine's.
pub fn matches(typed: &str, engine: &Answer) -> bool {
    let t = typed.trim().to_lowercase();
    match engine {
        Answer::Discarded { discarded, .. } => {
            let yes = t == "discarded" || yes_no(&t) == Some(true);
            let no = t == "placed" || yes_no(&t) == Some(false);
            (yes && *discarded) || (no && !*discarded)
        }
        Answer::OnBoard { .. } => false,
        _ => t.parse::<u32>().ok() == answer_text(engine).parse::<u32>().ok() && !t.is_empty(),
    }
}

impl QuestionsState {
    /// The question the form describes, with `value` as its expected answer.
    fn question(&self, ed: &Editor, value: &str) -> Result<Question, String> {
        let v = value.trim();
        let num = || {
            v.parse::<u32>()
                .map_err(|_| tr_args("ask-not-a-number", &[("v", v.into())]))
        };
        let answer = match self.kind {
            AskKind::EndScore => Answer::EndScore {
                player: self.player,
                points: num()?,
            },
            AskKind::FeatureValue => Answer::FeatureValue {
                x: self.x,
                y: self.y,
                on: self.on.trim().to_string(),
                points: num()?,
            },
            AskKind::LegalPlacements => Answer::LegalPlacements(num()?),
            AskKind::Discarded => Answer::Discarded {
                tile: ed
                    .position()
                    .drawn
                    .clone()
                    .ok_or_else(|| tr("ask-set-drawn"))?,
                discarded: match yes_no(v) {
                    Some(b) => b,
                    None => return Err(tr_args("ask-not-yes-no", &[("v", v.into())])),
                },
            },
        };
        Ok(Question {
            ask: self.ask.trim().to_string(),
            answer,
            explanation: self.explanation.trim().to_string(),
        })
    }
}

/// The list and the add form; returns a message for the status line.
///
/// `file` is the scenario's file name ("" for none): a starter's questions
/// not changed since show in the current language (`i18n::scenarios`).
pub fn ui(
    ui: &mut egui::Ui,
    ed: &mut Editor,
    file: &str,
    built: Option<&State>,
    qs: &mut QuestionsState,
) -> Option<String> {
    let mut msg = None;
    let mut remove = None;
    if ed.scenario().questions.is_empty() {
        ui.label(tr("ask-none-yet"));
    }
    for (i, q) in ed.scenario().questions.iter().enumerate() {
        ui.group(|ui| {
            let ask = scenario_text(file, Field::Ask(i), &q.ask);
            ui.label(format!("{}. {ask}", i + 1));
            ui.label(tr_args(
                "ask-expected",
                &[("a", answer_text(&q.answer).into())],
            ));
            match built.map(|st| engine_answer(st, &q.answer)) {
                Some(Ok(a)) if a == q.answer => {
                    ui.colored_label(egui::Color32::from_rgb(40, 150, 60), tr("ask-agrees"));
                }
                Some(Ok(a)) => {
                    ui.colored_label(
                        egui::Color32::from_rgb(210, 40, 40),
                        tr_args("ask-engine-says", &[("a", answer_text(&a).into())]),
                    );
                }
                Some(Err(e)) => {
                    ui.colored_label(
                        egui::Color32::from_rgb(210, 40, 40),
                        tr_args("ask-cannot", &[("e", answer_error(&e).into())]),
                    );
                }
                None => {
                    ui.label(tr("ask-problems"));
                }
            }
            if ui
                .small_button(tr_args("ask-remove", &[("n", (i + 1).into())]))
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove
        && let Err(e) = ed.remove_question(i)
    {
        msg = Some(crate::i18n::problems::edit_error(&e));
    }
    ui.separator();
    ui.strong(tr("ask-add-heading"));
    let name = ui.label(tr("ask-question"));
    ui.add(
        egui::TextEdit::singleline(&mut qs.ask)
            .desired_width(f32::INFINITY)
            .hint_text(tr("ask-question-hint")),
    )
    .labelled_by(name.id);
    egui::ComboBox::from_id_salt("ask-kind")
        .selected_text(qs.kind.name())
        .show_ui(ui, |ui| {
            for k in [
                AskKind::EndScore,
                AskKind::FeatureValue,
                AskKind::LegalPlacements,
                AskKind::Discarded,
            ] {
                ui.selectable_value(&mut qs.kind, k, k.name());
            }
        });
    ui.horizontal_wrapped(|ui| match qs.kind {
        AskKind::EndScore => {
            ui.label(tr("ask-player"));
            let mut p = qs.player as u32 + 1;
            ui.add(egui::DragValue::new(&mut p).range(1..=ed.position().players as u32));
            qs.player = p.saturating_sub(1) as u8;
        }
        AskKind::FeatureValue => {
            ui.label(tr("ask-cell"));
            ui.add(egui::DragValue::new(&mut qs.x));
            ui.add(egui::DragValue::new(&mut qs.y));
            ui.label(tr("ask-place"));
            ui.add(
                egui::TextEdit::singleline(&mut qs.on)
                    .desired_width(40.0)
                    .hint_text("N"),
            );
        }
        AskKind::LegalPlacements | AskKind::Discarded => {
            let drawn = ed.position().drawn.clone();
            ui.label(tr_args(
                "ask-about-drawn",
                &[("tile", drawn.unwrap_or_else(|| tr("ask-none-set")).into())],
            ));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let name = ui.label(tr("ask-expected-answer"));
        ui.add(egui::TextEdit::singleline(&mut qs.expected).desired_width(60.0))
            .labelled_by(name.id);
        let ask = ui
            .add_enabled(built.is_some(), egui::Button::new(tr("ask-engine")))
            .on_disabled_hover_text(tr("ask-engine-disabled"));
        if ask.clicked()
            && let Some(st) = built
        {
            // Any value will do: the engine fills in its own.
            let probe = if qs.kind == AskKind::Discarded {
                "no"
            } else {
                "0"
            };
            match qs
                .question(ed, probe)
                .and_then(|q| engine_answer(st, &q.answer).map_err(|e| answer_error(&e)))
            {
                Ok(a) => qs.expected = answer_text(&a),
                Err(e) => msg = Some(e),
            }
        }
    });
    ui.add(
        egui::TextEdit::multiline(&mut qs.explanation)
            .desired_rows(2)
            .desired_width(f32::INFINITY)
            .hint_text(tr("ask-why-hint")),
    );
    if ui.button(tr("ask-add")).clicked() {
        if qs.ask.trim().is_empty() {
            msg = Some(tr("ask-write-first"));
        } else {
            match qs.question(ed, &qs.expected) {
                Ok(q) => match ed.add_question(q) {
                    Ok(()) => {
                        qs.ask.clear();
                        qs.expected.clear();
                        qs.explanation.clear();
                    }
                    Err(e) => msg = Some(crate::i18n::problems::edit_error(&e)),
                },
                Err(e) => msg = Some(e),
            }
        }
    }
    msg
}

/// "Try the questions": type an answer, check it against the engine.
/// `file` as for `ui`.
pub fn try_ui(
    ui: &mut egui::Ui,
    ed: &Editor,
    file: &str,
    built: Option<&State>,
    qs: &mut QuestionsState,
) {
    // The scenario's own words first: the questions are about them.
    let sc = ed.scenario();
    if !sc.title.is_empty() {
        ui.heading(scenario_text(file, Field::Title, &sc.title));
    }
    if !sc.description.is_empty() {
        ui.label(scenario_text(file, Field::Description, &sc.description));
    }
    ui.separator();
    let questions = &sc.questions;
    qs.tries.resize(questions.len(), (String::new(), None));
    if questions.is_empty() {
        ui.label(tr("ask-no-questions"));
        return;
    }
    let Some(st) = built else {
        ui.label(tr("ask-try-problems"));
        return;
    };
    for (i, q) in questions.iter().enumerate() {
        ui.group(|ui| {
            let ask = scenario_text(file, Field::Ask(i), &q.ask);
            ui.label(format!("{}. {ask}", i + 1));
            let (typed, verdict) = &mut qs.tries[i];
            ui.horizontal_wrapped(|ui| {
                let name = ui.label(tr_args("ask-answer-n", &[("n", (i + 1).into())]));
                ui.add(
                    egui::TextEdit::singleline(typed)
                        .desired_width(80.0)
                        .hint_text(tr("ask-your-answer")),
                )
                .labelled_by(name.id);
                if ui
                    .button(tr_args("ask-check", &[("n", (i + 1).into())]))
                    .clicked()
                {
                    *verdict = Some(match engine_answer(st, &q.answer) {
                        Ok(a) if matches(typed, &a) => {
                            tr_args("ask-right", &[("a", answer_text(&a).into())])
                        }
                        Ok(a) => tr_args("ask-not-quite", &[("a", answer_text(&a).into())]),
                        Err(e) => tr_args("ask-cannot", &[("e", answer_error(&e).into())]),
                    });
                }
            });
            if let Some(v) = verdict {
                ui.label(v.as_str());
                if !q.explanation.is_empty() {
                    let why = scenario_text(file, Field::Explanation(i), &q.explanation);
                    ui.label(egui::RichText::new(why).italics());
                }
            }
        });
    }
}
