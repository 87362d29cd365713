//! Quick screening of hard's evaluation terms and search settings (docs/ai.md):
//! a player with the changes in `P` plays the same player without them, or
//! hard-v1 or the UCT yardstick, seats swapped, at an iteration budget (so
//! every run replays).
//!
//! `P="join=1,samples=20" cargo run --release --no-default-features --example
//! screen -- MODE GAMES SEED [ITERATIONS [FIRST_GAME]]`
//!
//! MODE `one`: a one-move look-ahead with `Weights::DEEP` + `P` against one
//! with `Weights::DEEP` (cheap: screens evaluation terms in seconds).
//! MODE `v1`: hard + `P` against hard-v1. MODE `hard`: hard + `P` against
//! hard with `Q` (default: unchanged hard). MODE `uct`: hard + `P` against
//! the UCT yardstick at `U` playouts a move (default 3000; 1500 sweeps of
//! hard and 19000 playouts each take about 300 ms on this machine's core).
//! Prints wins / ties / losses of A, the win rate with its 95% Wilson
//! interval and the mean margin, then the points of all games by kind
//! (during play and at the end); with `LOSSES` set, first for every game A
//! did not win where its points went (A minus B by kind).
//!
//! With `CALIB` set, A's evaluation is checked against the games' outcomes:
//! before each of A's moves the screen notes its lead now, its lead if the
//! game ended now and the final lead `Weights::DEEP` expects, and prints by
//! eighth of the tiles how far the final lead fell from the expected one
//! (all games, and the games A did not win), then each game A did not win
//! as a trajectory (every 4th move, every move with `TRACE`); `ROWS` also
//! prints one `row GAME TILES NOW ENDED EXPECTED FINAL` line a move.
mod common;

use carcassonne_studio::ai::eval::{Weights, margin, potentials_with};
use carcassonne_studio::ai::hard::{Hard, Params};
use carcassonne_studio::ai::hard_v1::HardV1;
use carcassonne_studio::ai::uct::Uct;
use carcassonne_studio::ai::{Config, Player};
use carcassonne_studio::engine::model::rng::Rng;
use common::{OnePly, Tally, play_base_game_tallied};

/// Hard's settings with the `key=value` changes of `spec`.
fn params(spec: &str) -> Params {
    let mut p = Params::default();
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').expect("key=value");
        let x: f64 = v.parse().expect("a number");
        let w = &mut p.eval;
        match k {
            "gap" => w.gap = x,
            "follower" => w.follower = x,
            "decay" => w.follower_decay = x,
            "road_open" => w.road_open = x,
            "lonely" => w.lonely_cell = x,
            "field_city" => w.field_city = x,
            "field_done" => w.field_done = x,
            "join" => w.join = x,
            "field_join" => w.field_join = x,
            "field_contest" => w.field_contest = x,
            "scale" => p.scale = x,
            "tempo" => p.tempo = x,
            "beam" => p.beam = x as usize,
            "samples" => p.samples = x as usize,
            "root_beam" => p.root_beam = x as usize,
            "max_depth" => p.max_depth = x as u32,
            "endgame_tiles" => p.endgame_tiles = x as u32,
            "endgame_beam" => p.endgame_beam = x as usize,
            "deep_blend" => p.deep_blend = x,
            "ended_blend" => w.ended_blend = x,
            _ => panic!("unknown setting {k}"),
        }
    }
    p
}

/// A player that notes, before each of its moves, its score lead now and
/// the lead hard's evaluation expects at the end (for `CALIB`).
struct Traced {
    inner: Box<dyn Player>,
    /// Off unless `CALIB` is set: then nothing is computed or noted.
    on: bool,
    /// (tiles placed, lead now, lead if the game ended now, expected final
    /// lead) at each move.
    log: Vec<(u32, f64, f64, f64)>,
}

impl Player for Traced {
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    fn rank(
        &mut self,
        st: &carcassonne_studio::engine::State,
    ) -> Vec<carcassonne_studio::ai::RankedMove> {
        if !self.on {
            return self.inner.rank(st);
        }
        let me = st.current();
        let now = st.score(me) as f64 - st.score(1 - me) as f64;
        let pot = potentials_with(st, &Weights::DEEP);
        let (end, _) = st.end_now();
        let ended = end[me] as f64 - end[1 - me] as f64;
        self.log.push((
            st.board().placed().len() as u32,
            now,
            ended,
            margin(&pot, 2, me),
        ));
        self.inner.rank(st)
    }
}

fn hard(seed: u64, iterations: u64, p: Params) -> Box<dyn Player> {
    let mut c = Config::new(seed);
    c.iterations = Some(iterations);
    c.threads = 1;
    let mut h = Hard::new(&c);
    h.params = p;
    Box::new(h)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args.get(1).cloned().unwrap_or_else(|| "one".into());
    let arg = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (games, seed, iterations, first) = (arg(2, 100), arg(3, 1000), arg(4, 300), arg(5, 0));
    let spec = std::env::var("P").unwrap_or_default();
    let spec_b = std::env::var("Q").unwrap_or_default();
    let (pa, pb) = (params(&spec), params(&spec_b));
    let ts = carcassonne_studio::io::tileset::base();
    let (mut w, mut t, mut l, mut marg) = (0u64, 0u64, 0u64, 0.0);
    let mut total = Tally::default();
    let show_losses = std::env::var_os("LOSSES").is_some();
    let calib = std::env::var_os("CALIB").is_some();
    // By tenth of the game (tiles placed / 8): games, sum of (final lead -
    // expected lead), its square, sum of (final lead - lead now); then the
    // same over the games A did not win.
    let mut cal = [[0.0f64; 4]; 10];
    let mut cal_lost = [[0.0f64; 4]; 10];
    for i in first..first + games {
        let deal = seed + i / 2;
        let a_seat = (i % 2) as usize;
        let (sa, sb) = (deal * 7 + i, deal * 13 + i + 1);
        let (a, mut b): (Box<dyn Player>, Box<dyn Player>) = match mode.as_str() {
            "one" => (
                Box::new(OnePly {
                    rng: Rng::new(sa),
                    w: pa.eval,
                }),
                Box::new(OnePly {
                    rng: Rng::new(sb),
                    w: pb.eval,
                }),
            ),
            "v1" => {
                let mut c = Config::new(sb);
                c.iterations = Some(iterations);
                (hard(sa, iterations, pa), Box::new(HardV1::new(&c)))
            }
            "uct" => {
                let mut c = Config::new(sb);
                c.iterations = Some(
                    std::env::var("U")
                        .ok()
                        .and_then(|u| u.parse().ok())
                        .unwrap_or(3000),
                );
                (hard(sa, iterations, pa), Box::new(Uct::new(&c)))
            }
            _ => (hard(sa, iterations, pa), hard(sb, iterations, pb)),
        };
        let mut tally = Tally::default();
        let mut traced = Traced {
            inner: a,
            on: calib,
            log: Vec::new(),
        };
        let (x, y) = play_base_game_tallied(&ts, deal, a_seat, &mut traced, b.as_mut(), &mut tally);
        if calib {
            let fin = x as f64 - y as f64;
            if std::env::var_os("ROWS").is_some() {
                for &(placed, now, end, expect) in &traced.log {
                    println!("row {} {placed} {now} {end} {expect:.2} {fin}", i + 1);
                }
            }
            for &(placed, now, _, expect) in &traced.log {
                let k = ((placed / 8) as usize).min(9);
                for c in [&mut cal, &mut cal_lost]
                    .into_iter()
                    .take(if x <= y { 2 } else { 1 })
                {
                    c[k][0] += 1.0;
                    c[k][1] += fin - expect;
                    c[k][2] += (fin - expect) * (fin - expect);
                    c[k][3] += fin - now;
                }
            }
            if x <= y {
                let every = if std::env::var_os("TRACE").is_some() {
                    1
                } else {
                    4
                };
                let path: Vec<String> = traced
                    .log
                    .iter()
                    .step_by(every)
                    .map(|(p, now, end, e)| format!("{p}:{now:+.0}/{end:+.0}/{e:+.1}"))
                    .collect();
                println!(
                    "game {} lost {x}-{y}: tiles:lead now/if ended now/expected {}",
                    i + 1,
                    path.join(" ")
                );
            }
        }
        if x <= y && show_losses {
            // Where a game that was not won lost its points, kind by kind.
            let diff: Vec<String> = Tally::KINDS
                .iter()
                .enumerate()
                .map(|(k, name)| {
                    let (pa, pb) = (tally.points[0][k], tally.points[1][k]);
                    let d = |t: usize| pa[t] as i64 - pb[t] as i64;
                    format!("{name} {:+}/{:+}", d(0), d(1))
                })
                .collect();
            println!(
                "game {} (deal {deal}, A in seat {}): {x}-{y}; A minus B, play/end: {}",
                i + 1,
                a_seat + 1,
                diff.join(", ")
            );
        }
        for (t, g) in total.points.iter_mut().zip(&tally.points) {
            for (tk, gk) in t.iter_mut().zip(g) {
                tk[0] += gk[0];
                tk[1] += gk[1];
            }
        }
        match x.cmp(&y) {
            std::cmp::Ordering::Greater => w += 1,
            std::cmp::Ordering::Equal => t += 1,
            std::cmp::Ordering::Less => l += 1,
        }
        marg += x as f64 - y as f64;
    }
    let n = (w + t + l).max(1) as f64;
    let rate = (w as f64 + 0.5 * t as f64) / n;
    let (lo, hi) = wilson(rate, n);
    println!(
        "mode={mode} P={spec} Q={spec_b} games={n} seed={seed} first={first} iterations={iterations}: \
         {w} / {t} / {l} rate {rate:.3} ({lo:.3}-{hi:.3}) margin {:+.2}",
        marg / n
    );
    for line in total.lines() {
        println!("{line}");
    }
    if calib {
        for (name, c) in [("all games", &cal), ("games not won", &cal_lost)] {
            println!(
                "{name}: tiles placed, moves, final lead - expected (mean, sd), final lead - lead now (mean)"
            );
            for (k, r) in c.iter().enumerate().filter(|(_, r)| r[0] > 0.0) {
                let m = r[1] / r[0];
                let sd = (r[2] / r[0] - m * m).max(0.0).sqrt();
                println!(
                    "  {:>2}-{:>2}: {:>5} {:+7.2} {:6.2} {:+7.2}",
                    k * 8,
                    k * 8 + 7,
                    r[0],
                    m,
                    sd,
                    r[3] / r[0]
                );
            }
        }
    }
}

/// The 95% Wilson interval of a rate over `n` games.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (c - h, c + h)
}
