//! Every starter scenario loads, and every question in it holds under the engine.

use carcassonne_studio::io::library::STARTER_SCENARIOS;
use carcassonne_studio::io::scenario::{check_questions, parse_scenario};

#[test]
fn every_starter_scenario_validates_and_its_answers_hold() {
    for (name, text) in STARTER_SCENARIOS {
        let sc = parse_scenario(name, text).unwrap_or_else(|e| panic!("{e}"));
        assert!(!sc.file.title.is_empty(), "{name} has a title");
        assert!(!sc.file.questions.is_empty(), "{name} asks a question");
        check_questions(&sc).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn the_library_lists_every_file_in_assets_scenarios() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/scenarios");
    let mut on_disk: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    on_disk.sort();
    let listed: Vec<String> = STARTER_SCENARIOS
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(listed, on_disk);
}
