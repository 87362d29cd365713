//! `carcassonne-cli analyze` runs on a scenario file, prints the analysis and
//! ends with the `analysis_ms:` line (text and JSON).

use std::process::Command;

const SCENARIO: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/analysis-shared-city.ron"
);

fn run(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "analyze failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8 output")
}

fn last_line_is_analysis_ms(stdout: &str) {
    let last = stdout.lines().last().expect("some output");
    let ms = last
        .strip_prefix("analysis_ms: ")
        .unwrap_or_else(|| panic!("last line is not analysis_ms: {last:?}"));
    let ms: f64 = ms.parse().expect("a number of milliseconds");
    assert!(ms >= 0.0);
}

#[test]
fn text_analysis_of_a_scenario_ends_with_analysis_ms() {
    let out = run(&["analyze", SCENARIO]);
    last_line_is_analysis_ms(&out);
    // The drawn E fits north of the city (closing it, 1 rotation), and in 3
    // rotations each east and west of F and south of D (fields there): 10 placements.
    assert!(out.contains("Drawn tile: E: 10 placements"), "{out}");
    assert!(out.contains("Remaining tiles: 6 in the stack"), "{out}");
    assert!(out.contains("Open spots:"), "{out}");
    assert!(out.contains("Score now"), "{out}");
}

#[test]
fn json_analysis_is_one_document_then_analysis_ms() {
    let out = run(&["analyze", SCENARIO, "--json", "--draws", "3"]);
    last_line_is_analysis_ms(&out);
    let body: Vec<&str> = out.lines().collect();
    let json = body[..body.len() - 1].join("\n");
    let v: serde_json::Value = serde_json::from_str(&json).expect("one JSON document");
    assert_eq!(v["drawn"], "E");
    assert_eq!(v["moves"]["placements"], 10);
    assert_eq!(v["remaining"]["total"], 6);
    // Draw counts: 1, one round (2 players), two rounds (4), and the asked 3.
    assert_eq!(v["remaining"]["draws"], serde_json::json!([1, 2, 3, 4]));
    // The shared city: 2 tiles + 1 shield = 3 each at the end (tie).
    assert_eq!(v["score_now"]["final_scores"], serde_json::json!([3, 3]));
}

#[test]
fn inspect_and_why_not_from_the_command_line() {
    // The shared city (tie, 3 each) and why the E cannot go east of D (its road).
    let out = run(&["analyze", SCENARIO, "--inspect", "0,0,N", "--why", "1,0"]);
    last_line_is_analysis_ms(&out);
    assert!(
        out.contains("would score: P1 and P2 (tie: each in full)"),
        "{out}"
    );
    assert!(out.contains("W side shows field but faces road"), "{out}");
    let out = run(&[
        "analyze",
        SCENARIO,
        "--json",
        "--inspect",
        "0,0,N",
        "--why",
        "1,0,3",
    ]);
    let body: Vec<&str> = out.lines().collect();
    let v: serde_json::Value = serde_json::from_str(&body[..body.len() - 1].join("\n")).unwrap();
    assert_eq!(v["inspect"]["end_value"], 3);
    assert_eq!(v["why_not"]["rotations"][0]["legal"], false);
}

#[test]
fn a_tile_set_is_refused_with_a_message() {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
        .args([
            "analyze",
            concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tilesets/base.ron"),
        ])
        .output()
        .expect("the binary runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("tile set"));
}

/// A saved game is analysed in its final state: the moves are replayed.
#[test]
fn a_saved_game_is_analysed_after_its_moves() {
    use carcassonne_studio::engine::model::rng::Rng;
    use carcassonne_studio::engine::rules::random_move;
    use carcassonne_studio::engine::{Game, GameKind, Options, Setup, State};
    use carcassonne_studio::io::save::{Seat, save_game, save_to_string};
    let setup = Setup {
        game: GameKind::Base,
        players: 3,
        options: Options::default(),
        seed: 11,
    };
    let mut game = Game::new(State::new(carcassonne_studio::io::tileset::base(), &setup));
    let mut rng = Rng::new(3);
    for _ in 0..10 {
        let m = random_move(game.state(), &mut rng).unwrap();
        game.play(m).unwrap();
    }
    let text = save_to_string(&save_game(&game, &setup, &Seat::defaults(3), None));
    let path = std::env::temp_dir().join(format!("analyze-save-{}.ron", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let out = run(&["analyze", path.to_str().unwrap(), "--json"]);
    let _ = std::fs::remove_file(&path);
    last_line_is_analysis_ms(&out);
    let body: Vec<&str> = out.lines().collect();
    let v: serde_json::Value = serde_json::from_str(&body[..body.len() - 1].join("\n")).unwrap();
    assert_eq!(v["turn"], 10);
    assert_eq!(v["players"], 3);
    assert_eq!(v["to_move"], 10 % 3);
    let st = game.state();
    assert_eq!(v["scores"], serde_json::json!(st.scores()));
    assert_eq!(v["remaining"]["total"], serde_json::json!(st.stack().len()));
}

/// The hard computer player's view of every legal move can be asked for.
#[test]
fn analyze_with_hard_values_sorts_by_them() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
        .args(["analyze", SCENARIO, "--hard-ms", "50"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        text.contains("best first by the hard computer player's value"),
        "{text}"
    );
    assert!(
        text.lines().filter(|l| l.contains(" hard: ")).count() > 1,
        "{text}"
    );
}
