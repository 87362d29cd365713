//! `carcassonne-cli tournament`: two computer levels play seat-swapped games,
//! or one level against a table of another (`--players 3` to 5).

use super::args::Args;
use crate::ai::Level;
use crate::ai::tournament::{Entrant, GameResult, MatchSpec, play_all, play_game, summarize};
use crate::engine::GameKind;
use crate::engine::Options;
use std::io::{self, Write};
use std::sync::Mutex;

/// Runs the tournament command.
pub fn run(args: &Args) -> Result<(), String> {
    let game = match args.value("game").unwrap_or("base") {
        "base" => GameKind::Base,
        "city" => GameKind::City,
        g => return Err(format!("--game: unknown game {g:?} (base or city)")),
    };
    let level = |name: &str, default: Level| -> Result<Entrant, String> {
        match args.value(name) {
            None => Ok(default.into()),
            Some(v) => v.parse().map_err(|e| format!("--{name}: {e}")),
        }
    };
    let a = level("a", Level::Hard)?;
    let b = level("b", Level::Medium)?;
    let games: u64 = args.parsed("games", 20)?;
    let seed: u64 = args.parsed("seed", 1)?;
    let think_ms: u64 = args.parsed("think-ms", 1500)?;
    let think_ms_a: u64 = args.parsed("think-ms-a", think_ms)?;
    let think_ms_b: u64 = args.parsed("think-ms-b", think_ms)?;
    let first: u64 = args.parsed("first-game", 0)?;
    let search_threads: usize = args.parsed("search-threads", 1)?;
    let iterations: u64 = args.parsed("iterations", 0)?;
    let threads: usize = args.parsed("threads", 1)?;
    let quiet = args.switch("quiet");
    let players: u8 = args.parsed("players", 2)?;
    // The City's tiles and followers are for two to four (R-C1).
    let most = if game == GameKind::City { 4 } else { 5 };
    if !(2..=most).contains(&players) {
        return Err(format!("--players: 2 to {most} in this game"));
    }
    if games == 0 {
        return Err("--games: at least 1".into());
    }
    if !(1..=256).contains(&threads) {
        return Err("--threads: 1 to 256".into());
    }
    if !(1..=256).contains(&search_threads) {
        return Err("--search-threads: 1 to 256".into());
    }
    let spec = MatchSpec {
        a,
        b,
        players,
        games,
        first,
        seed,
        think_ms: think_ms_a,
        think_ms_b,
        search_threads,
        iterations: (iterations > 0).then_some(iterations),
        threads,
        options: Options {
            farmers: !args.switch("no-farmers"),
            city_gates: args.switch("city-gates"),
            two_tile_city: false,
        },
        game,
    };
    args.reject_unknown()?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match play_and_print(&spec, quiet, &mut out) {
        Ok(()) => Ok(()),
        // A closed pipe stops quietly; a full disk is exit 1 with a message.
        Err(e) => super::output::stop(&e),
    }
}

/// Plays a match and writes the report; the last line is `win_rate_a: X`.
pub fn play_and_print(spec: &MatchSpec, quiet: bool, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "tournament: A={} B={} games={} (from game {}) seed={} farmers={} budget={} threads={} search threads={}",
        spec.a,
        spec.b,
        spec.games,
        spec.first + 1,
        spec.seed,
        spec.options.farmers,
        match spec.iterations {
            Some(k) => format!("{k} iterations"),
            None => format!("A {} ms, B {} ms", spec.think_ms, spec.think_ms_b),
        },
        spec.threads,
        spec.search_threads
    )?;
    // A table of more than two says so; the 2-player report stays as it
    // always was, for the scripts that read it.
    let table = spec.players > 2;
    if table {
        writeln!(
            out,
            "table: {} players, A in one seat, B in the other {}; A wins by outscoring every B",
            spec.players,
            spec.players - 1
        )?;
    }
    let lines = Mutex::new(Vec::new());
    let report = |r: &GameResult| {
        if !quiet && let Ok(mut l) = lines.lock() {
            let outcome = match r.points_a() {
                1.0 => "A wins",
                0.5 => "tie",
                _ => "B wins",
            };
            l.push(if table {
                format!(
                    "game {} deal {} A seat {}: A {} best B {}, A place {} ({outcome})",
                    r.index + 1,
                    r.seed,
                    r.a_seat + 1,
                    r.score_a,
                    r.score_b,
                    r.rank_a
                )
            } else {
                format!(
                    "game {} deal {} A seat {}: A {} B {} ({outcome})",
                    r.index + 1,
                    r.seed,
                    r.a_seat + 1,
                    r.score_a,
                    r.score_b,
                )
            });
        }
    };
    let results = if quiet || spec.threads > 1 {
        play_all(spec, &report)
    } else {
        // One thread: print each game as it ends, so long runs show progress.
        let mut v = Vec::new();
        for i in spec.first..spec.first + spec.games {
            let r = play_game(spec, i);
            report(&r);
            if let Ok(mut l) = lines.lock() {
                for line in l.drain(..) {
                    writeln!(out, "{line}")?;
                }
            }
            out.flush()?;
            v.push(r);
        }
        v
    };
    if let Ok(mut l) = lines.lock() {
        l.sort_by_key(|line| {
            line.split_whitespace()
                .nth(1)
                .and_then(|n| n.parse::<u64>().ok())
        });
        for line in l.drain(..) {
            writeln!(out, "{line}")?;
        }
    }
    let s = summarize(&results);
    writeln!(
        out,
        "games: {} A wins {} ties {} B wins {}",
        s.games, s.wins_a, s.ties, s.losses_a
    )?;
    writeln!(
        out,
        "win rate A: {:.3} (95% interval {:.3} to {:.3})",
        s.win_rate_a, s.ci_low, s.ci_high
    )?;
    if table {
        writeln!(
            out,
            "mean score A {:.1} best B {:.1}, mean margin A-best B {:+.2}, mean place A {:.2} of {}",
            s.mean_score_a, s.mean_score_b, s.mean_margin, s.mean_rank_a, spec.players
        )?;
    } else {
        writeln!(
            out,
            "mean score A {:.1} B {:.1}, mean margin A-B {:+.2}",
            s.mean_score_a, s.mean_score_b, s.mean_margin
        )?;
    }
    writeln!(
        out,
        "mean time a move: A {:.2} ms, B {:.2} ms",
        s.ms_per_move_a, s.ms_per_move_b
    )?;
    // Hard must never overrun its budget by more than 50 ms (issue 20).
    writeln!(
        out,
        "slowest move: A {:.1} ms, B {:.1} ms",
        s.slowest_ms_a, s.slowest_ms_b
    )?;
    writeln!(out, "win_rate_a: {:.4}", s.win_rate_a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tiny_tournament_ends_with_the_win_rate_line() {
        // The report's contract with scripts: the last line is `win_rate_a: X`.
        let spec = MatchSpec {
            a: Level::Easy.into(),
            b: Level::Random.into(),
            players: 2,
            games: 4,
            first: 0,
            seed: 9,
            think_ms: 10,
            think_ms_b: 10,
            search_threads: 1,
            iterations: None,
            threads: 2,
            options: Options::default(),
            game: GameKind::Base,
        };
        let mut buf = Vec::new();
        play_and_print(&spec, false, &mut buf).expect("writing to a Vec cannot fail");
        let text = String::from_utf8(buf).expect("the report is UTF-8");
        let last = text.lines().last().unwrap_or_default();
        let rate: f64 = last
            .strip_prefix("win_rate_a: ")
            .and_then(|v| v.parse().ok())
            .unwrap_or(-1.0);
        assert!((0.0..=1.0).contains(&rate), "{text}");
        assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 4);
    }
}
