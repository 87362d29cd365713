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
    assert!(out.lines().any(|l| l.starts_with("games_per_cpu_sec: ")));
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

#[test]
fn the_city_plays_from_the_command_line() {
    let (ok, out, err) = cli(&[
        "selfplay",
        "--game",
        "city",
        "--players",
        "4",
        "--games",
        "3",
        "--seed",
        "5",
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("city: ends (games)"), "{out}");
    let (ok, out, _) = cli(&[
        "selfplay",
        "--game",
        "city",
        "--players",
        "3",
        "--games",
        "2",
        "--policy",
        "greedy",
    ]);
    assert!(ok);
    assert!(out.contains("summary: games 2"));
    let (ok, _, err) = cli(&["selfplay", "--game", "city", "--players", "5"]);
    assert!(!ok);
    assert!(err.contains("2 to 4"), "{err}");
    let (ok, out, _) = cli(&["bench", "--game", "city", "--seconds", "0.2"]);
    assert!(ok);
    assert!(out.contains("game: City"));
}

#[test]
fn adjudicate_rules_on_a_city_save() {
    use carcassonne_studio::ai::greedy_city::greedy_city_move;
    use carcassonne_studio::engine::model::rng::Rng;
    use carcassonne_studio::engine::{Game, GameKind, Options, Setup, State};
    use carcassonne_studio::io::save::{Seat, save_game, save_to_string};
    use carcassonne_studio::io::tileset::the_city;
    let setup = Setup {
        game: GameKind::City,
        players: 2,
        options: Options::default(),
        seed: 3,
    };
    let mut game = Game::new(State::new(the_city(), &setup));
    let mut rng = Rng::new(1);
    // Play until the wall has started and a few more moves.
    let mut after_gate = 0;
    while let Some(m) = greedy_city_move(game.state(), &mut rng) {
        game.play(m).unwrap();
        if game.state().city().unwrap().gate.is_some() {
            after_gate += 1;
        }
        if after_gate > 12 {
            break;
        }
    }
    let text = save_to_string(&save_game(&game, &setup, &Seat::defaults(2), None));
    assert!(text.contains("Gate("), "the save writes the gate move");
    let path = write_temp("city.ron", &text);
    let (ok, out, err) = cli(&["adjudicate", &path]);
    assert!(ok, "{err}");
    for word in [
        "street",
        "market",
        "residential area",
        "the city:",
        "gate at",
    ] {
        assert!(out.contains(word), "{word} in {out}");
    }
    let (ok, out, _) = cli(&["adjudicate", &path, "--json"]);
    assert!(ok);
    assert!(out.contains("\"wall_pieces\""));
}

#[test]
fn adjudicate_and_validate_a_city_scenario() {
    // Red's guard on the west wall watches C07 (1 public building) and C12
    // (Chateau Comtal): 2 + 3 = 5 at the end (R-C16).
    let text = r#"(
    format: 1,
    title: "A guard's row",
    questions: [
        (
            ask: "What is Red's total if the game ended now?",
            answer: EndScore(player: 0, points: 5),
            explanation: "1 public building x 2 + 1 historic building x 3 (R-C16).",
        ),
    ],
    position: (
        game: City,
        players: 2,
        tiles: [
            (tile: "C07", x: 0, y: 0, rot: 0),
            (tile: "C12", x: 1, y: 0, rot: 0),
        ],
        city: Some((
            stack: Some(2),
            gate: Some((x: 0, y: 0, side: N)),
            ccw: [(x: 0, y: 0, side: W, guard: Some(0))],
        )),
    ),
)"#;
    let path = write_temp("city-scenario.ron", text);
    let (ok, out, err) = cli(&["validate", &path]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "ok");
    let (ok, out, err) = cli(&["adjudicate", &path]);
    assert!(ok, "{err}");
    assert!(out.contains("[R-C16]"), "{out}");
    assert!(out.contains("residential area"), "{out}");
    assert!(out.contains("gate at (0,0) side N"), "{out}");
}

#[test]
fn a_tournament_plays_the_city_too() {
    // The City's wall rounds ask players other than the one who drew; the
    // runner must hand each decision to the right seat and finish every game.
    let (ok, out, err) = cli(&[
        "tournament",
        "--game",
        "city",
        "--a",
        "medium",
        "--b",
        "random",
        "--games",
        "2",
        "--seed",
        "3",
    ]);
    assert!(ok, "{err}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("game ")).count(),
        2,
        "{out}"
    );
    assert!(
        out.lines().last().unwrap().starts_with("win_rate_a: "),
        "{out}"
    );
}

#[test]
fn selfplay_save_dir_that_cannot_be_written_stops_with_a_message() {
    // Checks (issue 13): `selfplay --save-dir` writes through the atomic
    // writer; when the folder cannot be made (here a plain file stands
    // where it should be) the command stops with exit status 1 and a
    // message naming the folder, and leaves no partial or temporary file.
    let dir = std::env::temp_dir().join(format!("selfplay-nodir-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let blocker = dir.join("saves");
    std::fs::write(&blocker, b"a file, not a folder").unwrap();
    let target = blocker.join("inner");
    let (ok, _out, err) = cli(&[
        "selfplay",
        "--game",
        "base",
        "--players",
        "2",
        "--games",
        "1",
        "--seed",
        "3",
        "--quiet",
        "--save-dir",
        target.to_str().unwrap(),
    ]);
    assert!(!ok, "a save that cannot be written fails the command");
    assert!(err.contains("inner"), "the message names the folder: {err}");
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    assert_eq!(left.len(), 1, "only the blocking file is there: {left:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}
