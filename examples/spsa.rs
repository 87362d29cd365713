//! SPSA self-play tuning of the deep hard's evaluation (docs/ai.md).
//!
//! Each step perturbs every constant at once by +-c (a random sign each),
//! plays a seat-swapped pair of games between the deep hard with theta+c and
//! with theta-c on a fresh deal (both at the same iteration budget, so the
//! run replays exactly), and moves theta along the estimated gradient.
//! Starts from `Weights::DEEP`; prints theta after every step.
//!
//! `cargo run --release --no-default-features --example spsa -- STEPS SEED [ITERATIONS]`
mod common;

use carcassonne_studio::ai::Config;
use carcassonne_studio::ai::eval::Weights;
use carcassonne_studio::ai::hard::Hard;
use carcassonne_studio::engine::model::rng::Rng;
use common::play_base_game;

/// The tuned constants: (name, start, perturbation c, step scale a).
const KNOBS: [(&str, f64, f64, f64); K] = [
    ("gap", 0.5, 0.08, 0.04),
    ("follower", 6.0, 0.8, 0.4),
    ("decay", 0.9, 0.05, 0.02),
    ("field_city", 2.0, 0.4, 0.2),
    ("field_done", 1.0, 0.4, 0.2),
    ("join", 0.5, 0.15, 0.08),
    ("field_join", 0.25, 0.1, 0.05),
];

/// Number of tuned constants.
const K: usize = 7;

fn weights(theta: &[f64; K]) -> Weights {
    Weights {
        gap: theta[0].clamp(0.1, 1.0),
        follower: theta[1].max(0.0),
        follower_decay: theta[2].clamp(0.5, 1.0),
        field_city: theta[3].max(0.0),
        field_done: theta[4].max(0.0),
        join: theta[5].max(0.0),
        field_join: theta[6].max(0.0),
        ..Weights::DEEP
    }
}

/// A's points (1 win, 0.5 tie) over one deal played from both seats.
fn pair(wa: Weights, wb: Weights, deal: u64, iterations: u64) -> f64 {
    let ts = carcassonne_studio::io::tileset::base();
    let mut points = 0.0;
    for a_seat in 0..2usize {
        let make = |w: Weights, seed: u64| {
            let mut c = Config::new(seed);
            c.iterations = Some(iterations);
            c.threads = 1;
            let mut h = Hard::new(&c);
            h.params.eval = w;
            h
        };
        let mut pa = make(wa, deal * 2 + a_seat as u64);
        let mut pb = make(wb, deal * 3 + a_seat as u64 + 1);
        let (x, y) = play_base_game(&ts, deal, a_seat, &mut pa, &mut pb);
        points += match x.cmp(&y) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
    }
    points
}

fn main() {
    let arg = |i: usize, d: u64| {
        std::env::args()
            .nth(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let (steps, seed, iterations) = (arg(1, 20), arg(2, 40000), arg(3, 300));
    let mut theta = KNOBS.map(|k| k.1);
    let mut rng = Rng::new(seed);
    for k in 0..steps {
        let signs: [f64; K] = std::array::from_fn(|_| if rng.unit() < 0.5 { -1.0 } else { 1.0 });
        let plus: [f64; K] = std::array::from_fn(|i| theta[i] + KNOBS[i].2 * signs[i]);
        let minus: [f64; K] = std::array::from_fn(|i| theta[i] - KNOBS[i].2 * signs[i]);
        // 2 games: +1 if theta+ won both, -1 if it lost both.
        let g = pair(weights(&plus), weights(&minus), seed + k, iterations) - 1.0;
        for i in 0..K {
            theta[i] += KNOBS[i].3 * g * signs[i];
        }
        let shown: Vec<String> = KNOBS
            .iter()
            .zip(theta)
            .map(|(k, v)| format!("{}={v:.3}", k.0))
            .collect();
        println!("step {} result {g:+.1} {}", k + 1, shown.join(","));
    }
}
