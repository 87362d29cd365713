//! `carcassonne-cli review FILE [--json] [--ms N] [--iterations N] [--force]`:
//! the computer's review of a saved game's main line (docs/study.md). The
//! review is stored in the file (format 3) and read from there next time,
//! unless it was made with another budget or `--force` is given.

use super::args::Args;
use crate::ai::review::{DEFAULT_MS, SavedReview, review};
use crate::io::error::read_text;
use crate::io::save::{parse_save, save_study, save_to_string};
use crate::outln;
use std::path::Path;

/// Runs the subcommand.
pub fn run(args: &Args) -> Result<(), String> {
    let json = args.switch("json");
    let ms: u64 = args.parsed("ms", DEFAULT_MS)?;
    let iterations: Option<u64> = match args.value("iterations") {
        None => None,
        Some(v) => Some(
            v.parse()
                .map_err(|_| format!("--iterations: cannot read {v:?} as a number"))?,
        ),
    };
    let force = args.switch("force");
    let file = args
        .positional
        .first()
        .ok_or("review: which file? (carcassonne-cli review FILE)")?
        .clone();
    args.reject_unknown()?;
    let path = Path::new(&file);
    let text = read_text(path).map_err(|e| e.to_string())?;
    let loaded = parse_save(&file, &text).map_err(|e| e.to_string())?;
    let stored = loaded.review.as_ref().filter(|r| {
        !force && r.made_with(ms, iterations) && r.moves.len() == loaded.game.moves().len()
    });
    let (rev, computed) = match stored {
        Some(r) => (r.clone(), false),
        None => {
            let quiet = json;
            let r = review(&loaded.game, ms, iterations, None, &mut |done, total| {
                if !quiet {
                    eprint!("\rreviewing: {done}/{total}");
                }
            })
            .ok_or("review: stopped")?;
            if !quiet {
                eprintln!();
            }
            let sf = save_study(
                &loaded.tree,
                Some(&r),
                &loaded.setup,
                &loaded.seats,
                loaded.start.as_ref(),
            );
            crate::io::atomic::write(path, save_to_string(&sf).as_bytes())
                .map_err(|e| e.to_string())?;
            (r, true)
        }
    };
    if json {
        let s = serde_json::to_string_pretty(&rev).map_err(|e| e.to_string())?;
        outln!("{s}");
    } else {
        print_text(&rev, &loaded.seats, computed);
    }
    Ok(())
}

fn print_text(r: &SavedReview, seats: &[crate::io::save::Seat], computed: bool) {
    let name = |p: u8| {
        seats
            .get(p as usize)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| crate::wording::player_name(p as usize))
    };
    for m in &r.moves {
        let verdict = m
            .verdict
            .map(|v| format!("  {}", v.word()))
            .unwrap_or_default();
        outln!(
            "{:>3}. {:<10} played {:.3}  best {:.3}  loss {:.3}  points {:.1}{verdict}",
            m.at,
            name(m.player),
            m.played,
            m.best,
            m.loss,
            m.points
        );
    }
    let count = |v| r.moves.iter().filter(|m| m.verdict == Some(v)).count();
    use crate::ai::review::Verdict::*;
    outln!(
        "inaccuracies: {}, mistakes: {}, blunders: {}",
        count(Inaccuracy),
        count(Mistake),
        count(Blunder)
    );
    outln!(
        "review: {}",
        if computed {
            "computed and stored in the file"
        } else {
            "read from the file"
        }
    );
}
