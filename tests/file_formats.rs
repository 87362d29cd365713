//! The examples in docs/file-formats.md load, and bad files give clear errors, never a panic.

use carcassonne_studio::io::detect::{AnyFile, parse_any};
use carcassonne_studio::io::scenario::check_questions;

fn doc_examples() -> Vec<String> {
    let doc = include_str!("../docs/file-formats.md");
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for line in doc.lines() {
        match (&mut cur, line.trim_start()) {
            (None, "```ron") => cur = Some(String::new()),
            (Some(c), "```") => {
                out.push(c.clone());
                cur = None;
            }
            (Some(c), _) => {
                c.push_str(line);
                c.push('\n');
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_example_in_the_format_doc_loads() {
    let ex = doc_examples();
    assert_eq!(
        ex.len(),
        4,
        "a save, a save with a study, a scenario and a tile set"
    );
    let mut kinds = Vec::new();
    for (i, text) in ex.iter().enumerate() {
        let f = parse_any(&format!("example {}", i + 1), text).unwrap_or_else(|e| panic!("{e}"));
        kinds.push(match f {
            AnyFile::Save(g) => {
                assert_eq!(g.game.moves().len(), 2);
                "save"
            }
            AnyFile::Scenario(s) => {
                check_questions(&s).unwrap_or_else(|e| panic!("{e}"));
                "scenario"
            }
            AnyFile::TileSet(t) => {
                assert_eq!(t.total_tiles(), 3);
                "tileset"
            }
        });
    }
    assert_eq!(kinds, ["save", "save", "scenario", "tileset"]);
}

fn error_of(text: &str) -> String {
    match parse_any("bad.ron", text) {
        Ok(_) => panic!("a bad file was accepted"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_syntax_error_names_line_and_column() {
    let e = error_of("(\n    format: 1,\n    setup: (game: Base players: 2),\n)");
    assert!(e.starts_with("bad.ron:3:"), "{e}");
}

#[test]
fn an_unknown_tile_is_named() {
    let e = error_of("(format: 1, position: (players: 2, tiles: [(tile: \"Z9\", x: 0, y: 0)]))");
    assert!(e.contains("unknown tile \"Z9\""), "{e}");
}

#[test]
fn a_wrong_version_is_refused() {
    let e = error_of("(format: 4, setup: (game: Base, players: 2, seed: 1), moves: [])");
    assert!(
        e.contains("version 4") && e.contains("versions 1 to 3"),
        "{e}"
    );
}

#[test]
fn an_impossible_position_says_why_and_where() {
    // E's city (north) against D's road (east side of D).
    let e = error_of(
        "(format: 1, position: (players: 2, tiles: [(tile: \"D\", x: 0, y: 0), (tile: \"E\", x: 1, y: 0, rot: 3)]))",
    );
    assert!(
        e.contains("at (0, 0)") && e.contains("shows road") && e.contains("shows city"),
        "{e}"
    );
}

#[test]
fn an_illegal_move_in_a_save_is_named_by_number() {
    let e = error_of(
        "(format: 1, setup: (game: Base, players: 2, seed: 1), moves: [Place(x: 5, y: 5, rot: 0)])",
    );
    assert!(
        e.contains("move 1") && e.contains("touches no placed tile"),
        "{e}"
    );
}

#[test]
fn a_wrong_scenario_answer_names_the_question() {
    let text = doc_examples()[2].replace("points: 6", "points: 9");
    let f = parse_any("s.ron", &text).unwrap();
    let AnyFile::Scenario(s) = f else {
        panic!("not a scenario")
    };
    let e = check_questions(&s).unwrap_err();
    assert!(
        e.contains("question 1") && e.contains("Orange's field"),
        "{e}"
    );
}

#[test]
fn garbage_never_panics() {
    for text in [
        "",
        "(",
        "[1, 2]",
        "\"text\"",
        "(format: 1)",
        "(tiles: 3, game: 1)",
        "\u{0}\u{1}",
    ] {
        let _ = parse_any("g.ron", text);
    }
}

mod mutations {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]
        /// A file cut short or with characters changed gives an error or loads; it never panics.
        #[test]
        fn a_damaged_file_never_panics(which in 0usize..3, cut in 0usize..2000, edits in proptest::collection::vec((0usize..2000, any::<u8>()), 0..6)) {
            let ex = doc_examples();
            let mut bytes = ex[which].clone().into_bytes();
            for (pos, b) in edits {
                if !bytes.is_empty() {
                    let i = pos % bytes.len();
                    bytes[i] = b" ,()[]:\"0123456789abcxyzNESWCF-"[b as usize % 31];
                }
            }
            bytes.truncate(cut.max(1).min(bytes.len()));
            let text = String::from_utf8_lossy(&bytes);
            let _ = parse_any("damaged.ron", &text);
        }
    }
}
