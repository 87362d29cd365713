//! What is wrong with a file, in the current language: the detail the app
//! shows after the translated lead sentence of a file error. RON's own
//! syntax messages and the system's reasons stay as they come; the words
//! around them are translated. In English these texts read as the command
//! line's (`FileError`'s `Display`; a test keeps them so).

use super::problems::position_error;
use super::refusals::refusal;
use super::{Arg, tr, tr_args};
use crate::io::problem::{StudyProblem, WriteStep};
use crate::io::{FileError, FileKind, FileProblem};

/// A file error: the file, where in it, and what is wrong.
pub fn file_error(e: &FileError) -> String {
    let problem = file_problem(&e.problem);
    match e.at {
        Some((line, column)) => tr_args(
            "file-problem-at",
            &[
                ("file", e.file.clone().into()),
                ("line", Arg::from(line)),
                ("column", Arg::from(column)),
                ("problem", problem.into()),
            ],
        ),
        None => tr_args(
            "file-problem-in",
            &[("file", e.file.clone().into()), ("problem", problem.into())],
        ),
    }
}

/// The kind of file, as a version problem names it.
fn kind_name(k: FileKind) -> String {
    match k {
        FileKind::Save => tr("file-problem-kind-save"),
        FileKind::Scenario => tr("file-problem-kind-scenario"),
        FileKind::RecentFiles => tr("file-problem-kind-recent"),
        FileKind::Course => tr("file-problem-kind-course"),
        FileKind::CourseProgress => tr("file-problem-kind-progress"),
        FileKind::Settings => tr("file-problem-kind-settings"),
    }
}

/// The step of writing that failed.
fn step_words(s: WriteStep) -> String {
    match s {
        WriteStep::CreateFolder => tr("file-problem-step-folder"),
        WriteStep::WriteNew => tr("file-problem-step-write"),
        WriteStep::Replace => tr("file-problem-step-replace"),
    }
}

/// What is wrong with a file, without its name.
pub fn file_problem(p: &FileProblem) -> String {
    use FileProblem as P;
    let reason = |e: &String| Arg::from(e.clone());
    match p {
        P::Ron(t) | P::Other(t) => t.clone(),
        P::CannotRead(e) => tr_args("file-problem-cannot-read", &[("e", reason(e))]),
        P::CannotWrite { step, reason: e } => tr_args(
            "file-problem-cannot-write",
            &[("step", step_words(*step).into()), ("e", reason(e))],
        ),
        P::CannotMoveAside(e) => tr_args("file-problem-cannot-move-aside", &[("e", reason(e))]),
        P::CannotDelete(e) => tr_args("file-problem-cannot-delete", &[("e", reason(e))]),
        P::Version { kind, found, reads } => {
            let args = [
                ("kind", kind_name(*kind).into()),
                ("found", Arg::from(*found)),
                ("reads", Arg::from(*reads)),
            ];
            if found > reads {
                tr_args("file-problem-version-newer", &args)
            } else {
                tr_args("file-problem-version-unknown", &args)
            }
        }
        P::Players { players, most } => tr_args(
            "file-problem-players",
            &[("n", Arg::from(*players)), ("most", Arg::from(*most))],
        ),
        P::QuestionPlayer {
            question,
            player,
            players,
        } => tr_args(
            "file-problem-question-player",
            &[
                ("question", Arg::from(*question as u64 + 1)),
                ("player", Arg::from(u32::from(*player) + 1)),
                ("n", Arg::from(*players)),
            ],
        ),
        P::Position(e) => tr_args(
            "file-problem-position",
            &[("problem", position_error(e).into())],
        ),
        P::StartPosition(e) => tr_args(
            "file-problem-start-position",
            &[("problem", position_error(e).into())],
        ),
        P::UnknownContent => tr("file-problem-unknown-content"),
        P::PictureName => tr("file-problem-picture-name"),
        P::Study { at, problem } => {
            let mut out: String = at
                .iter()
                .map(|m| tr_args("study-problem-variation", &[("move", Arg::from(*m))]))
                .collect();
            out.push_str(&study_problem(problem));
            out
        }
    }
}

/// What is wrong with one line of a save's study.
fn study_problem(p: &StudyProblem) -> String {
    use StudyProblem as S;
    match p {
        S::NoSuchTile { k, tile } => tr_args(
            "study-problem-no-such-tile",
            &[("move", Arg::from(*k)), ("tile", tile.clone().into())],
        ),
        S::Refused { k, e } => tr_args(
            "study-problem-move",
            &[("move", Arg::from(*k)), ("e", refusal(e).into())],
        ),
        S::BadMove { k, reason } => tr_args(
            "study-problem-move",
            &[("move", Arg::from(*k)), ("e", reason.clone().into())],
        ),
        S::NoteOff(m) => tr_args("study-problem-note-off", &[("move", Arg::from(*m))]),
        S::LineTooShort(n) => tr_args("study-problem-line-too-short", &[("n", Arg::from(*n))]),
        S::NoMoves => tr("study-problem-no-moves"),
        S::CannotReach(e) => refusal(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Cell;
    use crate::engine::record::position::{PositionError, PositionProblem};
    use crate::i18n::{Language, set_language};

    /// One of every problem this program writes itself (counts never one).
    fn samples() -> Vec<FileProblem> {
        let pe = PositionError {
            cell: Some(Cell::new(0, 1)),
            problem: PositionProblem::OffTable,
        };
        let study = |problem| FileProblem::Study {
            at: vec![3, 2],
            problem: Box::new(problem),
        };
        vec![
            FileProblem::CannotRead("No such file".into()),
            FileProblem::CannotWrite {
                step: WriteStep::CreateFolder,
                reason: "denied".into(),
            },
            FileProblem::CannotWrite {
                step: WriteStep::WriteNew,
                reason: "disk full".into(),
            },
            FileProblem::CannotWrite {
                step: WriteStep::Replace,
                reason: "busy".into(),
            },
            FileProblem::CannotMoveAside("denied".into()),
            FileProblem::CannotDelete("denied".into()),
            FileProblem::Version {
                kind: FileKind::Save,
                found: 9,
                reads: 3,
            },
            FileProblem::Version {
                kind: FileKind::Scenario,
                found: 0,
                reads: 3,
            },
            FileProblem::Version {
                kind: FileKind::RecentFiles,
                found: 9,
                reads: 1,
            },
            FileProblem::Version {
                kind: FileKind::Course,
                found: 9,
                reads: 1,
            },
            FileProblem::Version {
                kind: FileKind::CourseProgress,
                found: 9,
                reads: 1,
            },
            FileProblem::Version {
                kind: FileKind::Settings,
                found: 9,
                reads: 1,
            },
            FileProblem::Players {
                players: 6,
                most: 5,
            },
            FileProblem::QuestionPlayer {
                question: 1,
                player: 3,
                players: 2,
            },
            FileProblem::Position(Box::new(pe.clone())),
            FileProblem::StartPosition(Box::new(pe)),
            FileProblem::UnknownContent,
            FileProblem::PictureName,
            study(StudyProblem::NoSuchTile {
                k: 2,
                tile: "Q".into(),
            }),
            study(StudyProblem::Refused {
                k: 4,
                e: crate::engine::MoveError::NoTileDrawn,
            }),
            study(StudyProblem::NoteOff(12)),
            study(StudyProblem::LineTooShort(5)),
            study(StudyProblem::NoMoves),
            study(StudyProblem::CannotReach(
                crate::engine::MoveError::GameOver,
            )),
        ]
    }

    #[test]
    fn every_file_problem_is_said_in_every_language() {
        // Checks: in English a file error reads as the command line's, with
        // and without a line and column; Dutch and German say each their way.
        for (i, p) in samples().into_iter().enumerate() {
            let e = FileError {
                file: "game.ron".into(),
                at: (i % 2 == 0).then_some((3, 14)),
                problem: p,
            };
            set_language(Language::English);
            let en = file_error(&e);
            assert_eq!(en, e.to_string());
            for l in [Language::Nederlands, Language::Deutsch] {
                set_language(l);
                let t = file_error(&e);
                assert_ne!(t, en, "{e:?} in {l:?}");
                assert!(!t.contains("file-problem-") && !t.contains("study-problem-"));
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn ron_keeps_its_words_and_the_framing_is_translated() {
        // Checks: RON's message stays as RON gives it; the line and column
        // around it are said in Dutch.
        let e = FileError {
            file: "x.ron".into(),
            at: Some((2, 7)),
            problem: FileProblem::Ron("Expected closing `)`".into()),
        };
        set_language(Language::Nederlands);
        assert_eq!(
            file_error(&e),
            "x.ron, regel 2, kolom 7: Expected closing `)`"
        );
        set_language(Language::English);
        assert_eq!(file_error(&e), "x.ron:2:7: Expected closing `)`");
    }
}
