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
mod common;

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
            _ => panic!("unknown setting {k}"),
        }
    }
    p
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
    for i in first..first + games {
        let deal = seed + i / 2;
        let a_seat = (i % 2) as usize;
        let (sa, sb) = (deal * 7 + i, deal * 13 + i + 1);
        let (mut a, mut b): (Box<dyn Player>, Box<dyn Player>) = match mode.as_str() {
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
        let (x, y) = play_base_game_tallied(&ts, deal, a_seat, a.as_mut(), b.as_mut(), &mut tally);
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
}

/// The 95% Wilson interval of a rate over `n` games.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let d = 1.0 + z * z / n;
    let c = (p + z * z / (2.0 * n)) / d;
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    (c - h, c + h)
}
