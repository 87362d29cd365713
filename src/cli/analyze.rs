//! `carcassonne-cli analyze FILE [--json] [--draws N]`: the analysis of a
//! saved game (its final state) or a scenario; and
//! `carcassonne-cli analyze --bench ITERATIONS [--seed S] [--moves M]`: how
//! long the legal-move list with previews takes on a mid-game position.
//!
//! The last line printed is always `analysis_ms: X`, the wall time of the
//! analysis itself (not reading the file or printing).

use super::args::Args;
use crate::analysis::report::render_text;
use crate::analysis::{AnalysisOptions, analyze, legal_moves};
use crate::engine::State;
use crate::io::detect::{AnyFile, parse_any};
use crate::io::error::read_text;
use std::path::Path;
use std::time::Instant;

/// Runs the command.
pub fn run(args: &Args) -> Result<(), String> {
    let json = args.switch("json");
    let draws: Option<u32> = match args.value("draws") {
        None => None,
        Some(v) => Some(
            v.parse()
                .map_err(|_| format!("--draws: cannot read {v:?} as a number"))?,
        ),
    };
    let bench_iterations: Option<u32> = match args.value("bench") {
        None => None,
        Some(b) => Some(
            b.parse()
                .map_err(|_| format!("--bench: cannot read {b:?} as a number of iterations"))?,
        ),
    };
    if let Some(iterations) = bench_iterations {
        let seed: u64 = args.parsed("seed", 2024)?;
        let moves: usize = args.parsed("moves", 35)?;
        // A typo in an option should fail before the work, not after it.
        args.reject_unknown()?;
        return bench(seed, moves, iterations.max(1));
    }
    args.reject_unknown()?;
    let file = args
        .positional
        .first()
        .ok_or("analyze needs a FILE (a saved game or a scenario)")?;
    let st = load(file)?;
    let start = Instant::now();
    let a = analyze(&st, &AnalysisOptions { draws });
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    if json {
        let text = serde_json::to_string_pretty(&a).map_err(|e| e.to_string())?;
        println!("{text}");
    } else {
        print!("{}", render_text(&a));
    }
    println!("analysis_ms: {ms:.3}");
    Ok(())
}

/// The state to analyse: a save's final state (after replaying it) or a scenario's position.
pub fn load(file: &str) -> Result<State, String> {
    let text = read_text(Path::new(file)).map_err(|e| e.to_string())?;
    match parse_any(file, &text).map_err(|e| e.to_string())? {
        AnyFile::Save(g) => Ok(g.game.state().clone()),
        AnyFile::Scenario(s) => Ok(s.state),
        AnyFile::TileSet(_) => Err(format!(
            "{file} is a tile set; analyze needs a saved game or a scenario"
        )),
    }
}

fn bench(seed: u64, moves: usize, iterations: u32) -> Result<(), String> {
    let st = crate::analysis::bench::midgame(seed, moves);
    let list = legal_moves(&st);
    println!(
        "position: base game, 2 players, seed {seed}, {} random moves, turn {}, {} tiles placed",
        moves,
        st.turn(),
        st.board().placed().len()
    );
    println!(
        "drawn: {} placements: {} moves: {}",
        list.tile.as_deref().unwrap_or("-"),
        list.placements,
        list.moves.len()
    );
    let mut best = f64::INFINITY;
    let mut total = 0.0;
    for _ in 0..iterations {
        let t = Instant::now();
        let l = legal_moves(&st);
        std::hint::black_box(&l);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        best = best.min(ms);
        total += ms;
    }
    println!(
        "legal_moves_with_previews: iterations {iterations} mean_ms {:.3} min_ms {:.3}",
        total / iterations as f64,
        best
    );
    let t = Instant::now();
    let a = analyze(&st, &AnalysisOptions::default());
    std::hint::black_box(&a);
    println!("analysis_ms: {:.3}", t.elapsed().as_secs_f64() * 1000.0);
    Ok(())
}
