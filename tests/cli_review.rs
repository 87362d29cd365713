//! `carcassonne-cli review` (docs/study.md): every main-line move valued,
//! the review stored in the file and read from there the next time.

use carcassonne_studio::ai::review::{Verdict, points_lost};
use carcassonne_studio::io::save::parse_save;
use std::process::Command;

fn cli(args: &[&str]) -> (String, String, Option<i32>) {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
        .args(args)
        .output()
        .expect("the CLI runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

#[test]
fn the_thresholds_mark_inaccuracies_mistakes_and_blunders() {
    // docs/study.md: 0.05, 0.10 and 0.20 of expected result, in a position
    // still open (both values near one half, few points apart).
    assert_eq!(Verdict::of(0.5, 0.451), None);
    assert_eq!(Verdict::of(0.5, 0.449), Some(Verdict::Inaccuracy));
    assert_eq!(Verdict::of(0.5, 0.399), Some(Verdict::Mistake));
    assert_eq!(Verdict::of(0.5, 0.25), Some(Verdict::Blunder));
}

/// The hard player's value of a lead of `points` (its squash, scale 10).
fn value_of_lead(points: f64) -> f64 {
    1.0 / (1.0 + (-points / 10.0).exp())
}

#[test]
fn a_move_that_throws_points_away_in_a_decided_game_is_marked() {
    // docs/study.md: once a game is decided the chance to win hardly moves
    // (40 points behind it is 1.8%), so a move is also judged by the points
    // it loses against the best move: 5, 10 and 20 points mark it. Losing
    // 12 more points 40 behind was marked nothing (a loss of 0.012).
    let best = value_of_lead(-40.0);
    assert_eq!(Verdict::of(best, value_of_lead(-44.0)), None);
    assert_eq!(
        Verdict::of(best, value_of_lead(-46.0)),
        Some(Verdict::Inaccuracy)
    );
    assert_eq!(
        Verdict::of(best, value_of_lead(-52.0)),
        Some(Verdict::Mistake)
    );
    assert_eq!(
        Verdict::of(best, value_of_lead(-61.0)),
        Some(Verdict::Blunder)
    );
    // Ahead by as much, the same: throwing a won game's points away counts.
    assert_eq!(
        Verdict::of(value_of_lead(40.0), value_of_lead(28.0)),
        Some(Verdict::Mistake)
    );
    // The points lost, as the review reports them.
    let lost = points_lost(best, value_of_lead(-52.0));
    assert!((lost - 12.0).abs() < 1e-6, "{lost}");
    assert_eq!(points_lost(0.5, 0.6), 0.0, "never below 0");
}

#[test]
fn a_review_is_stored_in_the_file_and_not_computed_twice() {
    let dir = std::env::temp_dir().join(format!("cli-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.ron");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/save-v1.ron"),
        &file,
    )
    .unwrap();
    let f = file.to_str().unwrap();
    // An iteration budget makes the review the same on every machine.
    let (out, err, code) = cli(&["review", f, "--iterations", "80"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("computed and stored in the file"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.contains(" played ")).count(),
        6,
        "{out}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let loaded = parse_save("game.ron", &text).unwrap();
    let rev = loaded.review.expect("the review is in the file");
    assert_eq!(rev.moves.len(), 6);
    assert_eq!(rev.iterations, Some(80));
    for m in &rev.moves {
        assert!((m.loss - (m.best - m.played).max(0.0)).abs() < 1e-12);
        assert_eq!(m.verdict, Verdict::of(m.best, m.played));
        assert!((m.points - points_lost(m.best, m.played)).abs() < 1e-12);
    }
    // The second time it is read, not computed; the JSON is the stored review.
    let (out2, err2, code2) = cli(&["review", f, "--iterations", "80"]);
    assert_eq!(code2, Some(0), "{err2}");
    assert!(out2.contains("read from the file"), "{out2}");
    let (json, _, _) = cli(&["review", f, "--iterations", "80", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["moves"].as_array().map(|a| a.len()), Some(6));
    assert_eq!(v["iterations"], 80);
    // The moves are kept: the game loads as before.
    assert_eq!(loaded.game.moves().len(), 6);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_or_bad_file_is_a_clear_error() {
    let (_, err, code) = cli(&["review", "/nonexistent/game.ron"]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("/nonexistent/game.ron") && !err.contains("panicked"),
        "{err}"
    );
    let (_, err, code) = cli(&["review"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("which file"), "{err}");
}

#[test]
fn render_draws_the_board_after_a_move_as_svg() {
    // One tile group per tile on the board: the start tile plus one per
    // move; --move 3 shows the board after move 3 with its last tile outlined.
    let dir = std::env::temp_dir().join(format!("cli-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/save-v1.ron");
    let svg = dir.join("board.svg");
    let s = svg.to_str().unwrap();
    let (out, err, code) = cli(&["render", fixture, "--out", s]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("after move 6"), "{out}");
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"));
    assert_eq!(text.matches(r#"class="tile""#).count(), 7);
    assert_eq!(text.matches(r#"class="last""#).count(), 1);
    let (_, err, code) = cli(&["render", fixture, "--out", s, "--move", "3"]);
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(text.matches(r#"class="tile""#).count(), 4);
    let (_, err, code) = cli(&["render", fixture, "--out", s, "--move", "9"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("the game has 6 moves"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Width and height of a PNG from its IHDR chunk (bytes 16..24).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let w = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let h = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    (w, h)
}

#[test]
fn render_writes_a_png_when_the_out_file_ends_in_png() {
    // The PNG is the same SVG rasterised at twice its size: it starts with
    // the PNG signature, is twice the SVG's width and height, and the board
    // after move 3 is another picture than after the last move.
    let dir = std::env::temp_dir().join(format!("cli-render-png-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/save-v1.ron");
    let (svg, png, png3) = (dir.join("b.svg"), dir.join("b.png"), dir.join("b3.PNG"));
    for (out, mv) in [(&svg, None), (&png, None), (&png3, Some("3"))] {
        let mut a = vec!["render", fixture, "--out", out.to_str().unwrap()];
        if let Some(m) = mv {
            a.extend(["--move", m]);
        }
        let (_, err, code) = cli(&a);
        assert_eq!(code, Some(0), "{err}");
    }
    let last = std::fs::read(&png).unwrap();
    assert_eq!(&last[..8], b"\x89PNG\r\n\x1a\n");
    let text = std::fs::read_to_string(&svg).unwrap();
    let attr = |name: &str| -> u32 {
        let at = text.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        text[at..].split('"').next().unwrap().parse().unwrap()
    };
    let (w, h) = png_size(&last);
    assert_eq!((w, h), (attr("width") * 2, attr("height") * 2));
    assert!(w >= 100 && h >= 100 && w <= 8000 && h <= 8000, "{w}x{h}");
    let third = std::fs::read(&png3).unwrap();
    assert_eq!(&third[..8], b"\x89PNG\r\n\x1a\n");
    assert_ne!(third, last, "the board after move 3 is not the last board");
    let bad = dir.join("b.jpg");
    let (_, err, code) = cli(&["render", fixture, "--out", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(err.contains(".svg or .png"), "{err}");
    assert!(!bad.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_points_a_review_reports_use_the_hard_players_squash() {
    // The review turns values back into points with the scale the hard
    // player squashed its leads with; the two must stay one number.
    assert_eq!(
        carcassonne_studio::io::review::SCALE,
        carcassonne_studio::ai::hard::Params::default().scale
    );
}
