//! Matches between two levels: seat-swapped pairs of 2-player games, run on
//! threads, summarised as A's win rate with a 95% interval.
//!
//! Game `i` uses the deal of pair `i / 2`; odd games swap the seats, so both
//! levels play every deal from both seats and luck of the draw cancels out.
//! Every seed is fixed by the game index, so the results do not depend on the
//! number of threads (with an iteration budget for hard, not a time budget).

use super::{Config, Level, Player, player_with};
use crate::engine::{GameKind, Options, Setup, State};
use std::fmt;
use std::str::FromStr;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// A tournament player: an app level, or a yardstick the app does not offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entrant {
    /// One of the app's levels.
    Level(Level),
    /// Hard as it was before the deep search, frozen ([`super::hard_v1`]).
    HardV1,
    /// Plain UCT with random playouts ([`super::uct`]), the field's method.
    Uct,
}

impl Entrant {
    /// A player of this kind.
    pub fn player(self, cfg: &Config) -> Box<dyn Player + Send> {
        match self {
            Entrant::Level(l) => player_with(l, cfg),
            Entrant::HardV1 => Box::new(super::hard_v1::HardV1::new(cfg)),
            Entrant::Uct => Box::new(super::uct::Uct::new(cfg)),
        }
    }
}

impl From<Level> for Entrant {
    fn from(l: Level) -> Entrant {
        Entrant::Level(l)
    }
}

impl fmt::Display for Entrant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entrant::Level(l) => write!(f, "{l}"),
            Entrant::HardV1 => f.write_str("hard-v1"),
            Entrant::Uct => f.write_str("uct"),
        }
    }
}

impl FromStr for Entrant {
    type Err = String;
    fn from_str(s: &str) -> Result<Entrant, String> {
        match s.to_ascii_lowercase().as_str() {
            "hard-v1" => Ok(Entrant::HardV1),
            "uct" => Ok(Entrant::Uct),
            _ => s.parse::<Level>().map(Entrant::Level).map_err(|_| {
                format!("unknown player {s:?} (random, easy, medium, hard, hard-v1 or uct)")
            }),
        }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    /// The player whose win rate is reported.
    pub a: Entrant,
    /// Its opponent.
    pub b: Entrant,
    /// Number of games (pairs of twins; an odd number leaves one untwinned).
    pub games: u64,
    /// Index of the first game: games `first .. first + games` are played, so
    /// a long match can be split into ranges whose results add up.
    pub first: u64,
    /// Game `i` deals with `seed + i / 2`.
    pub seed: u64,
    /// A's thinking time a move (hard, hard-v1, uct).
    pub think_ms: u64,
    /// B's thinking time a move.
    pub think_ms_b: u64,
    /// Search threads of each player (hard, uct).
    pub search_threads: usize,
    /// Hard's iteration budget a move (overrides the time budget).
    pub iterations: Option<u64>,
    /// Games played at once.
    pub threads: usize,
    /// Rule options (farmers on or off).
    pub options: Options,
    /// Which game: the base game (with or without The City Gates) or The City.
    pub game: GameKind,
}

/// The outcome of one game, from A's point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct GameResult {
    /// Game number from 0.
    pub index: u64,
    /// The deal's seed.
    pub seed: u64,
    /// A's seat (0 moves first).
    pub a_seat: usize,
    /// Final scores.
    pub score_a: u32,
    pub score_b: u32,
    /// Moves made and seconds spent choosing them.
    pub moves_a: u32,
    pub moves_b: u32,
    pub secs_a: f64,
    pub secs_b: f64,
    /// The longest time one move took, seconds (hard's budget check).
    pub slowest_a: f64,
    pub slowest_b: f64,
}

impl GameResult {
    /// 1 for an A win, 0.5 for a tie, 0 for a loss.
    pub fn points_a(&self) -> f64 {
        match self.score_a.cmp(&self.score_b) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        }
    }
}

/// A match's totals.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Outcomes from A's side.
    pub wins_a: u64,
    pub ties: u64,
    pub losses_a: u64,
    /// Ties count half.
    pub win_rate_a: f64,
    /// 95% Wilson score interval of the win rate.
    pub ci_low: f64,
    pub ci_high: f64,
    /// Mean of A's score minus B's.
    pub mean_margin: f64,
    /// Mean final scores.
    pub mean_score_a: f64,
    pub mean_score_b: f64,
    /// Mean thinking time a move, milliseconds.
    pub ms_per_move_a: f64,
    pub ms_per_move_b: f64,
    /// The longest a single move took in the whole match, milliseconds.
    pub slowest_ms_a: f64,
    pub slowest_ms_b: f64,
}

/// The deal and the players' seeds of a game index.
fn seeds(spec: &MatchSpec, index: u64) -> (u64, u64, u64) {
    let deal = spec.seed.wrapping_add(index / 2);
    let mix = |k: u64| {
        let mut x = deal ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^= x >> 31;
        x.wrapping_mul(0xBF58_476D_1CE4_E5B9) ^ index
    };
    (deal, mix(0xA), mix(0xB))
}

/// Plays game `index` of a match.
pub fn play_game(spec: &MatchSpec, index: u64) -> GameResult {
    let (deal, seed_a, seed_b) = seeds(spec, index);
    let a_seat = (index % 2) as usize;
    let cfg = |seed, think_ms| Config {
        seed,
        think_ms,
        iterations: spec.iterations,
        stop: None,
        threads: spec.search_threads.max(1),
    };
    let mut pa = spec.a.player(&cfg(seed_a, spec.think_ms));
    let mut pb = spec.b.player(&cfg(seed_b, spec.think_ms_b));
    let setup = Setup {
        game: spec.game,
        players: 2,
        options: spec.options,
        seed: deal,
    };
    // Base tiles (plus The City Gates when the option is on), or The City's.
    let ts = crate::io::tileset::tileset_for(spec.game, &spec.options)
        .expect("the games' tile sets are built in");
    let mut st = State::new(ts, &setup);
    let (mut moves, mut secs, mut slowest) = ([0u32; 2], [0f64; 2], [0f64; 2]);
    while !st.is_over() {
        // The City's wall rounds ask other players than the one who drew.
        let decider = st.phase().player().unwrap_or(st.current());
        let side = usize::from(decider != a_seat);
        let t0 = Instant::now();
        let mv = if side == 0 {
            pa.choose(&st)
        } else {
            pb.choose(&st)
        };
        let took = t0.elapsed().as_secs_f64();
        secs[side] += took;
        slowest[side] = slowest[side].max(took);
        moves[side] += 1;
        let Some(mv) = mv else { break };
        // A player's move is legal by construction; a failure here would be a
        // defect, and playing on with a random move keeps the match going.
        if st.apply(&mv).is_err() {
            debug_assert!(false, "illegal move from {:?}", mv);
            break;
        }
    }
    GameResult {
        index,
        seed: deal,
        a_seat,
        score_a: st.score(a_seat),
        score_b: st.score(1 - a_seat),
        moves_a: moves[0],
        moves_b: moves[1],
        secs_a: secs[0],
        secs_b: secs[1],
        slowest_a: slowest[0],
        slowest_b: slowest[1],
    }
}

/// Plays the whole match on `spec.threads` threads, calling `report` as games
/// finish (in finishing order), and returns the results in game order.
pub fn play_all(spec: &MatchSpec, report: &(dyn Fn(&GameResult) + Sync)) -> Vec<GameResult> {
    let next = AtomicU64::new(0);
    let results = Mutex::new(Vec::with_capacity(spec.games as usize));
    std::thread::scope(|s| {
        for _ in 0..spec.threads.max(1) {
            s.spawn(|| {
                loop {
                    let i = spec.first + next.fetch_add(1, Ordering::Relaxed);
                    if i >= spec.first + spec.games {
                        break;
                    }
                    let r = play_game(spec, i);
                    report(&r);
                    if let Ok(mut v) = results.lock() {
                        v.push(r);
                    }
                }
            });
        }
    });
    let mut v = results.into_inner().unwrap_or_default();
    v.sort_by_key(|r| r.index);
    v
}

/// The totals of a list of results.
pub fn summarize(results: &[GameResult]) -> Summary {
    let n = results.len() as f64;
    let nz = n.max(1.0);
    let wins = results.iter().filter(|r| r.points_a() == 1.0).count() as u64;
    let ties = results.iter().filter(|r| r.points_a() == 0.5).count() as u64;
    let points: f64 = results.iter().map(|r| r.points_a()).sum();
    let rate = points / nz;
    // Wilson score interval, z = 1.96.
    let z = 1.96f64;
    let (lo, hi) = if results.is_empty() {
        (0.0, 1.0)
    } else {
        let d = 1.0 + z * z / n;
        let c = (rate + z * z / (2.0 * n)) / d;
        let h = z * ((rate * (1.0 - rate) / n) + z * z / (4.0 * n * n)).sqrt() / d;
        ((c - h).max(0.0), (c + h).min(1.0))
    };
    let sum = |f: &dyn Fn(&GameResult) -> f64| results.iter().map(f).sum::<f64>();
    let moves_a = sum(&|r| r.moves_a as f64).max(1.0);
    let moves_b = sum(&|r| r.moves_b as f64).max(1.0);
    Summary {
        games: results.len() as u64,
        wins_a: wins,
        ties,
        losses_a: results.len() as u64 - wins - ties,
        win_rate_a: rate,
        ci_low: lo,
        ci_high: hi,
        mean_margin: sum(&|r| r.score_a as f64 - r.score_b as f64) / nz,
        mean_score_a: sum(&|r| r.score_a as f64) / nz,
        mean_score_b: sum(&|r| r.score_b as f64) / nz,
        ms_per_move_a: 1000.0 * sum(&|r| r.secs_a) / moves_a,
        ms_per_move_b: 1000.0 * sum(&|r| r.secs_b) / moves_b,
        slowest_ms_a: 1000.0 * results.iter().map(|r| r.slowest_a).fold(0.0, f64::max),
        slowest_ms_b: 1000.0 * results.iter().map(|r| r.slowest_b).fold(0.0, f64::max),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(index: u64, slowest_a: f64, slowest_b: f64) -> GameResult {
        GameResult {
            index,
            seed: 1,
            a_seat: (index % 2) as usize,
            score_a: 10,
            score_b: 5,
            moves_a: 2,
            moves_b: 2,
            secs_a: 0.2,
            secs_b: 0.2,
            slowest_a,
            slowest_b,
        }
    }

    #[test]
    fn the_slowest_move_is_the_longest_of_any_game_not_a_mean() {
        // Issue 20's budget check reads the worst single move of a match.
        let s = summarize(&[game(0, 0.15, 0.1), game(1, 0.35, 0.12), game(2, 0.2, 0.3)]);
        assert!((s.slowest_ms_a - 350.0).abs() < 1e-9, "{}", s.slowest_ms_a);
        assert!((s.slowest_ms_b - 300.0).abs() < 1e-9, "{}", s.slowest_ms_b);
        assert!((s.ms_per_move_a - 100.0).abs() < 1e-9);
    }
}
