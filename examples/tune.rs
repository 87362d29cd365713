//! Tuning harness for the evaluation's constants (docs/ai.md): a one-move
//! look-ahead ("one") or hard ("hard") with constants from `P` plays medium
//! (or easy: `OPP=easy`) over fresh deals, seats swapped.
//!
//! `P="guards=0.7,follower=6" CITY=1 cargo run --release --no-default-features
//! --example tune -- one 1000 9000` (mode, games, first deal seed
//! [, hard iterations, first game, step]). `BASEW=1` starts from hard's
//! base-game constants instead of the shared ones; `NOFARM=1` plays without
//! farmers; `CITY=1` plays The City. Prints the win rate (ties count half).
mod common;

use carcassonne_studio::ai::Level;
use carcassonne_studio::ai::eval::Weights;
use carcassonne_studio::ai::hard::Hard;
use carcassonne_studio::ai::{Config, Player, player};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Move, Options, Setup, State};
use common::OnePly;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mode = args[1].clone();
    let games: u64 = args[2].parse().unwrap();
    let seed: u64 = args[3].parse().unwrap();
    let iters: u64 = args.get(4).map(|s| s.parse().unwrap()).unwrap_or(240);
    let start_game: u64 = args.get(5).map(|s| s.parse().unwrap()).unwrap_or(0);
    let step: u64 = args.get(6).map(|s| s.parse().unwrap()).unwrap_or(1);
    let spec = std::env::var("P").unwrap_or_default();
    let mut w = if std::env::var("BASEW").is_ok() {
        Weights::HARD
    } else {
        Weights::default()
    };
    let mut cfg0 = Config::new(0);
    cfg0.iterations = Some(iters);
    let mut hp = Hard::new(&cfg0).params;
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').unwrap();
        let x: f64 = v.parse().unwrap();
        match k {
            "gap" => w.gap = x,
            "follower" => w.follower = x,
            "horizon" => w.follower_horizon = x,
            "decay" => w.follower_decay = x,
            "road_open" => w.road_open = x,
            "lonely" => w.lonely_cell = x,
            "field_city" => w.field_city = x,
            "guards" => w.guards = x,
            "guard_open" => w.guard_open = x,
            "scale" => hp.scale = x,
            "tempo" => hp.tempo = x,

            _ => panic!("unknown {k}"),
        }
    }
    hp.eval = w;
    let mut opts = Options::default();
    if std::env::var("NOFARM").is_ok() {
        opts.farmers = false;
    }
    let gk = if std::env::var("CITY").is_ok() {
        GameKind::City
    } else {
        GameKind::Base
    };
    let ts = carcassonne_studio::io::tileset::tileset_for(gk, &opts).unwrap();
    let (mut pts, mut n, mut marg, mut secs, mut mvs) = (0.0, 0u64, 0.0, 0.0, 0u64);
    let (mut maxs, mut over) = (0.0f64, 0u64);
    // A's follower economy: its turns with no follower in supply, and the
    // farmers it places in the first third of the game.
    let (mut empty_turns, mut early_farmers) = (0u64, 0u64);
    let mut i = start_game;
    while i < games {
        let deal = seed + i / 2;
        let a_seat = (i % 2) as usize;
        let mut pa: Box<dyn Player> = if mode == "one" {
            Box::new(OnePly {
                rng: Rng::new(deal * 7 + i),
                w,
            })
        } else {
            let mut c = Config::new(deal * 7 + i);
            c.iterations = Some(iters);
            let mut h = Hard::new(&c);
            h.params = hp;
            Box::new(h)
        };
        let opp = match std::env::var("OPP").as_deref() {
            Ok("easy") => Level::Easy,
            _ => Level::Medium,
        };
        let mut pb = player(opp, deal * 13 + i + 1);
        let setup = Setup {
            game: gk,
            players: 2,
            options: opts,
            seed: deal,
        };
        let mut st = State::new(ts.clone(), &setup);
        while !st.is_over() {
            let side = usize::from(st.phase().player().unwrap_or(st.current()) != a_seat);
            let t0 = Instant::now();
            let mv = if side == 0 {
                pa.choose(&st)
            } else {
                pb.choose(&st)
            };
            if side == 0 {
                let e = t0.elapsed().as_secs_f64();
                secs += e;
                if e > maxs {
                    maxs = e;
                }
                if e > 1.0 {
                    over += 1;
                }
                mvs += 1;
            }
            let Some(mv) = mv else { break };
            if side == 0 {
                empty_turns += u64::from(st.supply(a_seat) == 0);
                if let (Move::Place(p), Some(t)) = (&mv, st.drawn())
                    && let Some(f) = p.follower
                    && st.turn() < 24
                    && st.tileset().tiles[t as usize].features[f as usize].kind
                        == carcassonne_studio::engine::FeatureKind::Field
                {
                    early_farmers += 1;
                }
            }
            st.apply(&mv).unwrap();
        }
        let (a, b) = (st.score(a_seat) as f64, st.score(1 - a_seat) as f64);
        pts += if a > b {
            1.0
        } else if a == b {
            0.5
        } else {
            0.0
        };
        marg += a - b;
        n += 1;
        i += step;
    }
    println!("max ms {:.0} moves over 1 s {over}", maxs * 1000.0);
    println!(
        "A a game: {:.1} turns with an empty supply, {:.2} farmers in the first 24 turns",
        empty_turns as f64 / n.max(1) as f64,
        early_farmers as f64 / n.max(1) as f64
    );
    println!(
        "P={spec} mode={mode} games={n} rate={:.3} margin={:.2} ms/move={:.1} points={pts}",
        pts / n as f64,
        marg / n as f64,
        1000.0 * secs / mvs.max(1) as f64
    );
}
