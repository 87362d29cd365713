//! The command line as a user runs it: output shapes, exit codes and error messages.

use std::process::Command;

fn cli(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
        .args(args)
        .output()
        .expect("the CLI runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn write_temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("carc-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

#[test]
fn selfplay_prints_a_line_per_game_and_a_summary() {
    let (ok, out, _) = cli(&[
        "selfplay",
        "--game",
        "base",
        "--players",
        "3",
        "--games",
        "4",
        "--seed",
        "9",
    ]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines[0].starts_with("game 1 seed 9: scores "));
    assert!(lines[4].starts_with("summary: games 4"));
    // The same seed gives the same games.
    let (_, again, _) = cli(&["selfplay", "--players", "3", "--games", "4", "--seed", "9"]);
    assert_eq!(out, again);
}

#[test]
fn bench_ends_with_games_per_sec() {
    let (ok, out, _) = cli(&[
        "bench",
        "--game",
        "base",
        "--seconds",
        "0.2",
        "--no-farmers",
    ]);
    assert!(ok);
    let last = out.lines().last().unwrap();
    let v: f64 = last
        .strip_prefix("games_per_sec: ")
        .unwrap()
        .parse()
        .unwrap();
    assert!(v > 0.0);
}

#[test]
fn validate_says_ok_or_gives_the_error_and_exit_1() {
    let good = write_temp(
        "good.ron",
        "(format: 1, setup: (game: Base, players: 2, seed: 3), moves: [])",
    );
    let (ok, out, _) = cli(&["validate", &good]);
    assert!(ok);
    assert_eq!(out.trim(), "ok");
    let bad = write_temp(
        "bad.ron",
        "(format: 1,\n setup: (game: Base players: 2),\n moves: [])",
    );
    let (ok, _, err) = cli(&["validate", &bad]);
    assert!(!ok);
    assert!(err.contains("bad.ron:2:"), "{err}");
    let (ok, _, err) = cli(&["validate", "/no/such/file.ron"]);
    assert!(!ok && err.contains("cannot read"), "{err}");
}

#[test]
fn validate_reads_the_shipped_tile_set() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tilesets/base.ron");
    let (ok, out, _) = cli(&["validate", path]);
    assert!(ok && out.trim() == "ok");
}

#[test]
fn adjudicate_explains_the_end_scoring_with_rule_ids() {
    let f = write_temp(
        "adj.ron",
        "(format: 1, position: (players: 2, tiles: [(tile: \"D\", x: 0, y: 0), (tile: \"U\", x: 1, y: 0)],
          followers: [(player: 0, x: 0, y: 0, on: \"E\"), (player: 1, x: 0, y: 0, on: \"N\")], drawn: Some(\"E\")))",
    );
    let (ok, out, err) = cli(&["adjudicate", &f]);
    assert!(ok, "{err}");
    assert!(out.contains("drawn tile: E (legal placements: "), "{out}");
    assert!(
        out.contains("[§2 end: road]") && out.contains("[§2 end: city]"),
        "{out}"
    );
    assert!(out.contains("final scores: P1 2, P2 1"), "{out}");
    let (ok, json, _) = cli(&["adjudicate", &f, "--json"]);
    assert!(ok);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["end_scores"], serde_json::json!([2, 1]));
}

#[test]
fn an_unknown_option_is_an_error() {
    let (ok, _, err) = cli(&["selfplay", "--gmaes", "3"]);
    assert!(!ok && err.contains("unknown option --gmaes"), "{err}");
}
