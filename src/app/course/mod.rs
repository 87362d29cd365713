//! The course room: one lesson of the course (`io::course`) being played.
//! The lesson's scenario is on the play screen's board; its questions show
//! in the lesson window (`window`): typed ones as in "Try the questions",
//! on-board ones answered by the first move made on the board, which the
//! engine judges (`analysis::board_question`).

pub mod window;

use crate::analysis::board_question::{BoardVerdict, Judge};
use crate::app::session::Session;
use crate::engine::State;
use crate::io::scenario::{LoadedScenario, ScenarioFile};

/// How a question of the lesson was answered, if it was.
#[derive(Clone, Debug, Default)]
pub struct Attempt {
    /// The answer typed (typed questions).
    pub typed: String,
    /// True once answered right, false once answered wrong.
    pub right: Option<bool>,
    /// The engine's words on a typed answer.
    pub said: String,
    /// The engine's verdict on the move made (on-board questions).
    pub verdict: Option<BoardVerdict>,
}

/// A lesson being played.
pub struct LessonView {
    /// Its place in the course (0-based).
    pub index: usize,
    /// Its scenario's file name in the starter library.
    pub file: String,
    /// The lesson's title.
    pub title: String,
    /// Its scenario: description and questions.
    pub scenario: ScenarioFile,
    /// The position the lesson starts from.
    pub start: State,
    /// The session playing it; another session on the board is another game.
    pub session_id: u64,
    /// One per question.
    pub attempts: Vec<Attempt>,
    /// Why a move could not be judged, if it could not.
    pub problem: Option<String>,
    /// Set once every question was answered right (told to the shell once).
    pub done: bool,
}

impl LessonView {
    /// A lesson on the scenario `sc`, played in the session `session_id`.
    pub fn new(
        index: usize,
        file: &str,
        title: &str,
        sc: &LoadedScenario,
        session_id: u64,
    ) -> Self {
        LessonView {
            index,
            file: file.to_string(),
            title: title.to_string(),
            scenario: sc.file.clone(),
            start: sc.state.clone(),
            session_id,
            attempts: vec![Attempt::default(); sc.file.questions.len()],
            problem: None,
            done: false,
        }
    }

    /// True if `s` is the lesson's game.
    pub fn plays(&self, s: Option<&Session>) -> bool {
        s.is_some_and(|s| s.id == self.session_id)
    }

    /// Judges the first move made on the board for each on-board question
    /// not judged yet. Returns true when the lesson has just been finished
    /// (every question answered right).
    pub fn follow(&mut self, s: &Session) -> bool {
        let first = s.game.moves().first().copied();
        for (q, a) in self.scenario.questions.iter().zip(&mut self.attempts) {
            if !q.answer.on_board() {
                continue;
            }
            match first {
                None => {
                    a.verdict = None;
                    a.right = None;
                }
                Some(m) if a.verdict.is_none() => {
                    match Judge::new(&self.start, &q.answer)
                        .and_then(|j| j.verdict(&self.start, &m))
                    {
                        Ok(v) => {
                            a.right = Some(v.right);
                            a.verdict = Some(v);
                            self.problem = None;
                        }
                        Err(e) => self.problem = Some(e),
                    }
                }
                Some(_) => {}
            }
        }
        self.check_done()
    }

    /// Checks a typed answer to question `i` against the engine.
    pub fn check_typed(&mut self, i: usize) -> bool {
        let (Some(q), Some(a)) = (self.scenario.questions.get(i), self.attempts.get_mut(i)) else {
            return false;
        };
        match crate::io::scenario::engine_answer(&self.start, &q.answer) {
            Ok(e) => {
                let right = crate::app::editor::questions::matches(&a.typed, &e);
                a.right = Some(right);
                a.said = crate::app::editor::questions::answer_text(&e);
            }
            Err(e) => self.problem = Some(crate::i18n::problems::answer_error(&e)),
        }
        self.check_done()
    }

    fn check_done(&mut self) -> bool {
        if self.done || self.attempts.iter().any(|a| a.right != Some(true)) {
            return false;
        }
        self.done = true;
        true
    }

    /// True if the lesson has a question answered on the board.
    pub fn on_board(&self) -> bool {
        self.scenario.questions.iter().any(|q| q.answer.on_board())
    }
}
