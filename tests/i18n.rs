//! The language files against the code: every message the code asks for
//! exists in every language, every message in a file is asked for, and
//! every file parses.
//!
//! The code asks for a message in two ways: by a literal id in a `tr("id")`
//! or `tr_args("id", …)` call, which a scan of the source finds, and, for
//! the starter scenarios' texts and the lesson titles, by an id built from
//! the pattern documented in `i18n::scenarios` out of the file stem and the
//! text's place ("scenario-02-majority-tie-question-1-ask"). Those ids are
//! built here from the starter files and the course themselves
//! (`starter_message_ids`), so a note added to a starter without its
//! messages, or a message left for a note that is gone, fails as a literal
//! id would.

use carcassonne_studio::i18n::scenarios::starter_message_ids;
use carcassonne_studio::i18n::{Language, message_ids, parse_problems};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The ids in `text` given as the first argument of `tr(` or `tr_args(`,
/// whitespace and line breaks allowed before the literal.
fn ids_in(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for call in ["tr(", "tr_args("] {
        let mut from = 0;
        while let Some(at) = text[from..].find(call) {
            let start = from + at;
            from = start + call.len();
            let before = text[..start].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = text[from..].trim_start();
            let Some(lit) = rest.strip_prefix('"') else {
                continue;
            };
            if let Some(end) = lit.find('"') {
                out.push(lit[..end].to_string());
            }
        }
    }
    out
}

fn used_ids() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut ids = BTreeSet::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap_or_default();
        ids.extend(ids_in(&text));
    }
    ids.extend(starter_message_ids());
    ids
}

/// Checks: the scan finds ids in calls, also across a line break, and not
/// in names that merely end in "tr".
#[test]
fn the_scan_finds_ids_in_calls() {
    let src = "x(tr(\"a-b\")); tr_args(\n    \"c-d\", &[]); str(\"no\"); attr(\"no\")";
    assert_eq!(ids_in(src), vec!["a-b".to_string(), "c-d".to_string()]);
}

/// Checks: the starter texts' ids follow the documented pattern, one per
/// title, description, note, question and explanation, and one per lesson.
#[test]
fn the_starter_ids_follow_the_pattern() {
    let ids: BTreeSet<String> = starter_message_ids().into_iter().collect();
    for id in [
        "scenario-02-majority-tie-title",
        "scenario-02-majority-tie-description",
        "scenario-02-majority-tie-note-1",
        "scenario-02-majority-tie-question-1-ask",
        "scenario-02-majority-tie-question-2-explanation",
        "scenario-16-the-city-streets-at-the-end-note-3",
        "lesson-24-stop-blues-city",
    ] {
        assert!(ids.contains(id), "no {id}");
    }
    assert!(
        !ids.contains("scenario-02-majority-tie-note-2"),
        "02 has one note"
    );
    assert!(!ids.contains("scenario-02-majority-tie-question-3-ask"));
}

/// Checks: the code asks for some messages at all (the scan works on the
/// real tree), and each one exists in every language.
#[test]
fn every_message_the_code_uses_exists_in_every_language() {
    let used = used_ids();
    assert!(used.len() > 20, "found only {used:?}");
    let mut missing = Vec::new();
    for l in Language::ALL {
        let have: BTreeSet<String> = message_ids(l).into_iter().collect();
        for id in &used {
            // The tests inside src/ ask for a message that must not exist.
            if id != "no-such-message" && !have.contains(id) {
                missing.push(format!("{}.ftl lacks {id}", l.code()));
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

/// Checks: no language file holds a message the code never asks for.
#[test]
fn no_language_file_has_an_unused_message() {
    let used = used_ids();
    let mut unused = Vec::new();
    for l in Language::ALL {
        for id in message_ids(l) {
            if !used.contains(&id) {
                unused.push(format!("{}.ftl: {id}", l.code()));
            }
        }
    }
    assert!(unused.is_empty(), "{unused:#?}");
}

/// Checks: every language file parses without an error and defines no
/// message twice.
#[test]
fn every_language_file_parses() {
    let problems: Vec<String> = Language::ALL
        .iter()
        .flat_map(|&l| parse_problems(l))
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
}
