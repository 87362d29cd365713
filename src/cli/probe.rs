//! Everything the program does with a file it is handed, in one call: the
//! path the mutation test (`tests/never_lose.rs`) and the fuzz target
//! (`fuzz/fuzz_targets/any_file.rs`) drive with hostile input. Reading,
//! validation (a scenario's questions), adjudication and analysis must
//! each end in a value or an error, never a panic.

use crate::analysis::{AnalysisOptions, adjudication, analyze};
use crate::io::detect::{AnyFile, parse_any};
use crate::io::scenario::check_questions;

/// How far a file got: read as what, and whether its checks held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Probed {
    /// Refused with an error (the message is what the user reads).
    Refused(String),
    /// A tile set, read and checked.
    TileSet,
    /// A position (save or scenario) ruled on and analysed; the questions'
    /// check result for a scenario.
    Position { questions: Result<(), String> },
}

/// Reads `text` as any file and runs validation, adjudication and analysis on it.
pub fn probe(name: &str, text: &str) -> Probed {
    let st = match parse_any(name, text) {
        Err(e) => return Probed::Refused(e.to_string()),
        Ok(AnyFile::TileSet(_)) => return Probed::TileSet,
        Ok(AnyFile::Save(g)) => (g.game.state().clone(), Ok(())),
        Ok(AnyFile::Scenario(s)) => {
            let q = check_questions(&s);
            (s.state, q)
        }
    };
    let (st, questions) = st;
    let a = adjudication::adjudicate(&st);
    let _ = adjudication::to_text(&a);
    let _ = analyze(&st, &AnalysisOptions { draws: Some(3) });
    Probed::Position { questions }
}

/// [`probe`] on raw bytes (the fuzzer's input): text that is not UTF-8 is refused.
pub fn probe_bytes(bytes: &[u8]) -> Probed {
    match std::str::from_utf8(bytes) {
        Ok(t) => probe("fuzz.ron", t),
        Err(e) => Probed::Refused(format!("not UTF-8: {e}")),
    }
}
