//! The lesson window: the lesson's title and description, each question
//! with its answer box (typed) or the verdict on the move made (on the
//! board), the explanation once answered, Try again and Next lesson.

use super::{Attempt, LessonView};
use crate::analysis::board_question::JudgedMove;
use crate::engine::Move;
use crate::i18n::scenarios::{Field, lesson_title, scenario_text};
use crate::i18n::{tr, tr_args, words};

/// What the player asked of the lesson window this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    /// Take the move back and answer again.
    TryAgain,
    /// Open the next lesson of the course.
    Next,
    /// Close the lesson (the game stays on the board).
    Close,
    /// A typed answer was checked (question index).
    Checked(usize),
}

/// A move in words: where the tile went and how it is turned.
pub fn move_words(m: &Move) -> String {
    match m {
        Move::Place(p) => {
            let args = [
                ("cell", p.cell.to_string().into()),
                ("degrees", (u32::from(p.rot.0) * 90).into()),
            ];
            if p.follower.is_some() {
                tr_args("course-move-follower", &args)
            } else {
                tr_args("course-move", &args)
            }
        }
        _ => format!("{m:?}"),
    }
}

fn judged_words(j: &JudgedMove) -> String {
    tr_args(
        "course-move-scores",
        &[
            ("move", move_words(&j.mv).into()),
            ("points", words::points(j.points).into()),
        ],
    )
}

/// Whether a move stopped the question's city, and by which cell.
fn stop_words(j: &JudgedMove) -> String {
    match j.stops {
        Some(c) => tr_args("course-stops", &[("cell", c.to_string().into())]),
        None => tr("course-stops-not"),
    }
}

fn percent(v: f64) -> String {
    format!("{:.0}%", v * 100.0)
}

/// The verdict on an on-board answer, in words.
fn board_verdict_ui(ui: &mut egui::Ui, a: &Attempt) {
    let Some(v) = &a.verdict else {
        ui.label(tr("course-make-move"));
        return;
    };
    if v.right {
        ui.colored_label(egui::Color32::from_rgb(40, 150, 60), tr("course-right"));
    } else {
        ui.colored_label(egui::Color32::from_rgb(210, 40, 40), tr("course-wrong"));
    }
    ui.label(tr_args(
        "course-your-move",
        &[("what", judged_words(&v.played).into())],
    ));
    if v.stop_city {
        ui.label(stop_words(&v.played));
    }
    if !v.right {
        ui.label(tr_args(
            "course-better",
            &[("what", judged_words(&v.model).into())],
        ));
        if v.stop_city {
            ui.label(stop_words(&v.model));
        }
    }
    if let (Some(p), Some(b)) = (v.played.value, v.best_value) {
        ui.label(tr_args(
            "course-values",
            &[("played", percent(p).into()), ("best", percent(b).into())],
        ));
    }
}

/// Draws the lesson window; returns what the player asked.
pub fn show(ctx: &egui::Context, l: &mut LessonView, total: usize) -> Option<LessonRequest> {
    let mut req = None;
    let mut open = true;
    let title = tr_args(
        "course-window-title",
        &[
            ("n", (l.index + 1).into()),
            ("total", total.into()),
            ("title", lesson_title(&l.file, &l.title).into()),
        ],
    );
    egui::Window::new(title)
        .open(&mut open)
        .default_width(380.0)
        .default_pos(ctx.content_rect().right_top() + egui::vec2(-400.0, 40.0))
        .show(ctx, |ui| {
            if !l.scenario.description.is_empty() {
                ui.label(scenario_text(
                    &l.file,
                    Field::Description,
                    &l.scenario.description,
                ));
            }
            ui.separator();
            for (i, q) in l.scenario.questions.iter().enumerate() {
                let Some(a) = l.attempts.get_mut(i) else {
                    continue;
                };
                ui.group(|ui| {
                    let ask = scenario_text(&l.file, Field::Ask(i), &q.ask);
                    ui.strong(format!("{}. {ask}", i + 1));
                    if q.answer.on_board() {
                        board_verdict_ui(ui, a);
                    } else {
                        ui.horizontal(|ui| {
                            let name =
                                ui.label(tr_args("course-typed-label", &[("n", (i + 1).into())]));
                            ui.add(egui::TextEdit::singleline(&mut a.typed).desired_width(80.0))
                                .labelled_by(name.id);
                            if ui
                                .button(tr_args("course-check", &[("n", (i + 1).into())]))
                                .clicked()
                            {
                                req = Some(LessonRequest::Checked(i));
                            }
                        });
                        match a.right {
                            Some(true) => {
                                ui.label(tr_args(
                                    "course-typed-right",
                                    &[("answer", a.said.clone().into())],
                                ));
                            }
                            Some(false) => {
                                ui.label(tr_args(
                                    "course-typed-wrong",
                                    &[("answer", a.said.clone().into())],
                                ));
                            }
                            None => {}
                        }
                    }
                    if a.right.is_some() && !q.explanation.is_empty() {
                        let why = scenario_text(&l.file, Field::Explanation(i), &q.explanation);
                        ui.label(egui::RichText::new(why).italics());
                    }
                });
            }
            if let Some(p) = &l.problem {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    tr_args("course-problem", &[("problem", p.clone().into())]),
                );
            }
            if l.done {
                ui.label(tr("course-done"));
            }
            ui.horizontal(|ui| {
                let answered = l.attempts.iter().any(|a| a.verdict.is_some());
                if l.on_board()
                    && ui
                        .add_enabled(answered, egui::Button::new(tr("course-try-again")))
                        .clicked()
                {
                    req = Some(LessonRequest::TryAgain);
                }
                if l.index + 1 < total && ui.button(tr("course-next")).clicked() {
                    req = Some(LessonRequest::Next);
                }
            });
        });
    if !open {
        req = Some(LessonRequest::Close);
    }
    req
}
