//! Matches between two levels: A in one seat against B in every other seat
//! of a 2- to 5-player table, the seats rotated over each deal, run on
//! threads, summarised as A's win rate with a 95% interval.
//!
//! At a table of `n`, game `i` uses deal `i / n` with A in seat `i % n`, so
//! A plays every deal from every seat and luck of the draw cancels out (at
//! two, seat-swapped pairs). A wins a game by outscoring every B player; a
//! tie for first counts a half. Every seed is fixed by the game index, so
//! the results do not depend on the number of threads (with an iteration
//! budget for hard, not a time budget).

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
    /// Its opponents: every seat but A's.
    pub b: Entrant,
    /// Players at the table, A's seat among them (2 to 5; The City up to 4).
    pub players: u8,
    /// Number of games (a deal is played `players` times, A in each seat).
    pub games: u64,
    /// Index of the first game: games `first .. first + games` are played, so
    /// a long match can be split into ranges whose results add up.
    pub first: u64,
    /// Game `i` deals with `seed + i / players`.
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
    /// Final scores: A's, and the best of the B players'.
    pub score_a: u32,
    pub score_b: u32,
    /// A's place: 1 plus the number of players who scored more.
    pub rank_a: u8,
    /// Moves made and seconds spent choosing them (B: all B seats).
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
    /// Mean final scores (B: the best B player's).
    pub mean_score_a: f64,
    pub mean_score_b: f64,
    /// Mean of A's place (1 is first).
    pub mean_rank_a: f64,
    /// Mean thinking time a move, milliseconds.
    pub ms_per_move_a: f64,
    pub ms_per_move_b: f64,
    /// The longest a single move took in the whole match, milliseconds.
    pub slowest_ms_a: f64,
    pub slowest_ms_b: f64,
}

/// Players at a match's table (2 if the spec says fewer).
fn table(spec: &MatchSpec) -> u64 {
    u64::from(spec.players.max(2))
}

/// The deal of a game index, A's seat, and the seed of each seat's
/// player: A's, and the B players' in seat order (the first B player's
/// seed is the one a 2-player match has always used, so those matches
/// play as before).
fn seeds(spec: &MatchSpec, index: u64) -> (u64, usize, Vec<u64>) {
    let n = table(spec);
    let deal = spec.seed.wrapping_add(index / n);
    let a_seat = index % n;
    let mix = |k: u64| {
        let mut x = deal ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^= x >> 31;
        x.wrapping_mul(0xBF58_476D_1CE4_E5B9) ^ index
    };
    let mut others = (0..n - 1).map(|k| mix(0xB + 0x100 * k));
    let per_seat = (0..n)
        .map(|s| {
            if s == a_seat {
                mix(0xA)
            } else {
                others.next().unwrap_or(0)
            }
        })
        .collect();
    (deal, a_seat as usize, per_seat)
}

/// Plays game `index` of a match.
pub fn play_game(spec: &MatchSpec, index: u64) -> GameResult {
    let (deal, a_seat, seat_seeds) = seeds(spec, index);
    let n = seat_seeds.len();
    let mut seats: Vec<_> = seat_seeds
        .iter()
        .enumerate()
        .map(|(s, &seed)| {
            let (who, think_ms) = if s == a_seat {
                (spec.a, spec.think_ms)
            } else {
                (spec.b, spec.think_ms_b)
            };
            who.player(&Config {
                seed,
                think_ms,
                iterations: spec.iterations,
                stop: None,
                threads: spec.search_threads.max(1),
            })
        })
        .collect();
    let setup = Setup {
        game: spec.game,
        players: n as u8,
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
        let mv = match seats.get_mut(decider) {
            Some(p) => p.choose(&st),
            None => None,
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
    let score_a = st.score(a_seat);
    let scores = (0..n).filter(|s| *s != a_seat).map(|s| st.score(s));
    GameResult {
        index,
        seed: deal,
        a_seat,
        score_a,
        score_b: scores.clone().max().unwrap_or(0),
        rank_a: 1 + scores.filter(|s| *s > score_a).count() as u8,
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
        mean_rank_a: sum(&|r| r.rank_a as f64) / nz,
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
            rank_a: 1,
            moves_a: 2,
            moves_b: 2,
            secs_a: 0.2,
            secs_b: 0.2,
            slowest_a,
            slowest_b,
        }
    }

    /// At a table of three, each deal is played three times with A in each
    /// seat, B fills the other seats, A's place counts the players above
    /// it, and the results do not depend on the number of threads.
    #[test]
    fn a_table_of_three_rotates_a_through_every_seat_of_each_deal() {
        let spec = MatchSpec {
            a: Level::Easy.into(),
            b: Level::Random.into(),
            players: 3,
            games: 6,
            first: 0,
            seed: 40,
            think_ms: 10,
            think_ms_b: 10,
            search_threads: 1,
            iterations: None,
            threads: 1,
            options: Options::default(),
            game: GameKind::Base,
        };
        let one = play_all(&spec, &|_| {});
        let two = play_all(
            &MatchSpec {
                threads: 2,
                ..spec.clone()
            },
            &|_| {},
        );
        let outcome = |r: &GameResult| (r.index, r.seed, r.a_seat, r.score_a, r.score_b, r.rank_a);
        assert_eq!(
            one.iter().map(outcome).collect::<Vec<_>>(),
            two.iter().map(outcome).collect::<Vec<_>>()
        );
        for r in &one {
            assert_eq!(
                (r.seed, r.a_seat),
                (40 + r.index / 3, (r.index % 3) as usize)
            );
            assert!((1..=3).contains(&r.rank_a));
            // First place exactly when no B player scored more.
            assert_eq!(r.rank_a == 1, r.score_a >= r.score_b, "{r:?}");
        }
        // The B players are seeded apart: one deal's three games are not
        // one game with the seats relabelled.
        let (_, _, first) = seeds(&spec, 0);
        assert_eq!(first.len(), 3);
        assert!(first[1] != first[2]);
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
