//! `carcassonne-cli analyze FILE [--json] [--draws N] [--inspect X,Y,PLACE]
//! [--why X,Y[,ROT]]`: the analysis of a saved game (its final state) or a
//! scenario, optionally with one feature inspected and the reason the drawn
//! tile cannot go on a cell; and
//! `carcassonne-cli analyze --bench ITERATIONS [--seed S] [--moves M]`: how
//! long the legal-move list with previews takes on a mid-game position.
//!
//! The last line printed is always `analysis_ms: X`, the wall time of the
//! analysis itself (not reading the file or printing).

use super::args::Args;
use crate::analysis::report::render_text;
use crate::analysis::{
    Analysis, AnalysisOptions, FeatureInfo, WhyNot, analyze, inspect_at, legal_moves, player_name,
    why_not,
};
use crate::engine::State;
use crate::engine::model::geometry::{Cell, Rotation};
use crate::io::detect::{AnyFile, parse_any};
use crate::io::error::read_text;
use serde::Serialize;
use std::path::Path;
use std::time::Instant;

/// The JSON document: the analysis, plus the asked inspection and why-not.
#[derive(Serialize)]
struct Output<'a> {
    #[serde(flatten)]
    analysis: &'a Analysis,
    #[serde(skip_serializing_if = "Option::is_none")]
    inspect: Option<&'a FeatureInfo>,
    #[serde(skip_serializing_if = "Option::is_none")]
    why_not: Option<&'a WhyNot>,
}

fn numbers(flag: &str, v: &str, parts: &[&str]) -> Result<Vec<i32>, String> {
    parts
        .iter()
        .map(|p| {
            p.trim()
                .parse()
                .map_err(|_| format!("--{flag}: cannot read {p:?} in {v:?} as a number"))
        })
        .collect()
}

/// `X,Y,PLACE`, e.g. `0,-1,N` or `2,3,C`.
fn parse_inspect(v: &str) -> Result<(Cell, String), String> {
    let parts: Vec<&str> = v.split(',').collect();
    if parts.len() != 3 {
        return Err(format!(
            "--inspect: expected X,Y,PLACE (e.g. 0,-1,N), got {v:?}"
        ));
    }
    let n = numbers("inspect", v, &parts[..2])?;
    Ok((Cell::new(n[0], n[1]), parts[2].trim().to_string()))
}

/// `X,Y` or `X,Y,ROT`.
fn parse_why(v: &str) -> Result<(Cell, Option<Rotation>), String> {
    let parts: Vec<&str> = v.split(',').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format!("--why: expected X,Y or X,Y,ROT, got {v:?}"));
    }
    let n = numbers("why", v, &parts)?;
    let rot = match n.get(2) {
        None => None,
        Some(r) if (0..4).contains(r) => Some(Rotation(*r as u8)),
        Some(r) => return Err(format!("--why: rotation {r} (0 to 3 quarter turns)")),
    };
    Ok((Cell::new(n[0], n[1]), rot))
}

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
        let seed: u64 = args.parsed("seed", crate::analysis::bench::SEED)?;
        let moves: usize = args.parsed("moves", crate::analysis::bench::MOVES)?;
        // A typo in an option should fail before the work, not after it.
        args.reject_unknown()?;
        return bench(seed, moves, iterations.max(1));
    }
    let inspect = args.value("inspect").map(parse_inspect).transpose()?;
    let why = args.value("why").map(parse_why).transpose()?;
    let hard_ms: Option<u64> = match args.value("hard-ms") {
        None => None,
        Some(v) => Some(
            v.parse()
                .map_err(|_| format!("--hard-ms: cannot read {v:?}"))?,
        ),
    };
    args.reject_unknown()?;
    let file = args
        .positional
        .first()
        .ok_or("analyze needs a FILE (a saved game or a scenario)")?;
    let st = load(file)?;
    let start = Instant::now();
    let mut a = analyze(&st, &AnalysisOptions { draws });
    if let Some(ms) = hard_ms {
        // The hard player's view of every legal move (its values, not only its choice).
        let mut cfg = crate::ai::Config::new(1);
        cfg.think_ms = ms;
        let ranked = crate::ai::player_with(crate::ai::Level::Hard, &cfg).rank(&st);
        a.moves.fill_ai_values(&ranked);
    }
    let feature = match &inspect {
        Some((cell, place)) => Some(inspect_at(&st, *cell, place)?),
        None => None,
    };
    let why_not = why.map(|(cell, rot)| why_not(&st, cell, rot));
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    if json {
        let out = Output {
            analysis: &a,
            inspect: feature.as_ref(),
            why_not: why_not.as_ref(),
        };
        let text = serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?;
        crate::outln!("{text}");
    } else {
        crate::out!("{}", render_text(&a));
        if let Some(f) = &feature {
            crate::out!("{}", feature_text(f));
        }
        if let Some(w) = &why_not {
            crate::out!("{}", why_text(w));
        }
    }
    crate::outln!("analysis_ms: {ms:.3}");
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
    crate::outln!(
        "position: base game, 2 players, seed {seed}, {} random moves, turn {}, {} tiles placed",
        moves,
        st.turn(),
        st.board().placed().len()
    );
    crate::outln!(
        "to move: {} with {} followers in supply; drawn: {} placements: {} moves: {}",
        crate::analysis::player_name(st.current()),
        st.supply(st.current()),
        list.tile.as_deref().unwrap_or("-"),
        list.placements,
        list.moves.len()
    );
    let mut times: Vec<f64> = (0..iterations)
        .map(|_| {
            let t = Instant::now();
            let l = legal_moves(&st);
            std::hint::black_box(&l);
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    crate::outln!(
        "legal_moves_with_previews: iterations {iterations} min_ms {:.3} median_ms {:.3} mean_ms {:.3} max_ms {:.3}",
        times[0],
        times[times.len() / 2],
        mean,
        times[times.len() - 1]
    );
    let t = Instant::now();
    let a = analyze(&st, &AnalysisOptions::default());
    std::hint::black_box(&a);
    crate::outln!("analysis_ms: {:.3}", t.elapsed().as_secs_f64() * 1000.0);
    Ok(())
}

fn feature_text(f: &FeatureInfo) -> String {
    let cells = |v: &[Cell]| {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut o = format!(
        "\nFeature at {} {}: {} of {} tiles {}, {} shields, {} open, {}\n",
        f.anchor,
        f.label,
        f.kind.name(),
        f.tile_count,
        cells(&f.tiles),
        f.shields,
        f.open,
        if f.complete { "complete" } else { "unfinished" }
    );
    let holders: Vec<String> = f
        .followers
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(p, n)| format!("{} {}", player_name(p), n))
        .collect();
    let winners: Vec<String> = f.winners.iter().map(|p| player_name(*p)).collect();
    o += &format!(
        "  {}s: {}; would score: {}{}\n",
        crate::wording::follower_name(f.kind),
        if holders.is_empty() {
            "none".to_string()
        } else {
            holders.join(", ")
        },
        if winners.is_empty() {
            "nobody".to_string()
        } else {
            winners.join(" and ")
        },
        if f.tie { " (tie: each in full)" } else { "" }
    );
    o += &format!(
        "  worth now: {}{}; in the end scoring: {}{} [{}: {}]\n",
        f.value_now,
        if f.scored_already {
            " (scored when completed)"
        } else {
            ""
        },
        f.end_value,
        f.if_completed
            .map(|v| format!("; if completed: {v}"))
            .unwrap_or_default(),
        f.rule_id,
        f.rule_text
    );
    if let Some(c) = &f.cities {
        for (what, list) in [("completed", &c.completed), ("open", &c.open)] {
            for city in list.iter() {
                o += &format!(
                    "  touches {what} city at {}: tiles {}\n",
                    city.anchor,
                    cells(&city.tiles)
                );
            }
        }
    }
    o
}

fn why_text(w: &WhyNot) -> String {
    let mut o = format!(
        "\nWhy not {} at {}?{}\n",
        w.tile.as_deref().unwrap_or("-"),
        w.cell,
        if w.fits_somewhere {
            " (it fits in some rotation)"
        } else {
            ""
        }
    );
    for v in &w.rotations {
        o += &format!(
            "  rot {}: {}\n",
            v.rot,
            v.reason.as_deref().unwrap_or("fits")
        );
    }
    o
}
