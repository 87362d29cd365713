//! `carcassonne-cli crosscheck --games N [--game base|city] [--city-gates]
//! [--seed S] [--policy random|greedy|medium] [--players N] [--out FILE]`:
//! plays games with the engine and the reference model side by side and
//! prints `N games, M disagreements`; the first disagreement is written as
//! a scenario file (its position, with what differed in the description).

use super::args::Args;
use crate::io::save::SAVE_FORMAT;
use crate::io::scenario::{ScenarioFile, scenario_to_string};
use crate::reference::crosscheck::{Config, Policy, run as check};
use std::time::Instant;

/// Runs the command.
pub fn run(args: &Args) -> Result<(), String> {
    let game = super::args::game_kind(args)?;
    let options = super::args::options(args);
    let cfg = Config {
        game,
        options,
        players: args.parsed("players", 0)?,
        seed: args.parsed("seed", 1)?,
        games: args.parsed("games", 100)?,
        policy: args.value("policy").unwrap_or("random").parse::<Policy>()?,
    };
    let out = args
        .value("out")
        .unwrap_or("crosscheck-disagreement.ron")
        .to_string();
    args.reject_unknown()?;
    let start = Instant::now();
    let o = check(&cfg)?;
    crate::outln!("{} games, {} disagreements", o.games, o.disagreements);
    crate::outln!(
        "moves checked: {}; seconds: {:.1}",
        o.moves,
        start.elapsed().as_secs_f64()
    );
    if let Some(d) = o.first {
        let sf = ScenarioFile {
            format: SAVE_FORMAT,
            title: "crosscheck: engine and reference disagree".into(),
            description: format!(
                "Game seed {} ({} players), after {} moves{}: {}",
                d.setup.seed,
                d.setup.players,
                d.turn,
                d.mv.map_or(String::new(), |m| format!(", then {m:?}")),
                d.what
            ),
            notes: vec![],
            questions: vec![],
            seats: vec![],
            position: d.position,
        };
        crate::io::atomic::write(
            std::path::Path::new(&out),
            scenario_to_string(&sf).as_bytes(),
        )
        .map_err(|e| format!("{out}: cannot write: {e}"))?;
        crate::outln!("first disagreement: {}\nwritten to {out}", sf.description);
    }
    Ok(())
}
