//! Identical games: a few hundred fixed-seed games per kind of game, played
//! by the engine's uniform random mover (and the simulation's greedy City
//! player), hashed move by move. A change meant only to make the engine
//! faster must leave every hash as it is.
//!
//! When a rules fix changes games on purpose, run
//! `cargo test --no-default-features --test determinism -- --nocapture`
//! and copy each printed hash into its line of `PINNED` (one line per kind).

use carcassonne_studio::ai::greedy_city::greedy_city_move;
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{GameKind, Options, Setup, State, random_move};
use carcassonne_studio::io::tileset::tileset_for;

/// The kinds of game and their pinned hashes (taken from the engine with the
/// rules fixes of issue 19 and before the speed work of issue 14, and
/// unchanged by it).
const PINNED: [(&str, u64); 6] = [
    ("base-2p", 0x6b3a_19c1_598d_4cbf),
    ("base-4p-no-farmers", 0x1abd_5d8b_f0cd_ef3f),
    ("city-gates-3p", 0x147d_3292_8f69_0dc2),
    ("city-2p-random", 0x6598_768a_ae9f_dbbd),
    ("city-3p-random", 0xcab8_0f3d_acae_f1a9),
    ("city-2p-greedy", 0xb431_5b36_2dd8_26fe),
];

/// FNV-1a over bytes: fixed by its definition, unlike the standard hasher.
struct Fnv(u64);

impl Fnv {
    fn bytes(&mut self, b: &[u8]) {
        for x in b {
            self.0 ^= *x as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The hash of `games` games of one kind: every move, and every game's
/// scores, discards and turns.
fn play(kind: &str, games: u64) -> u64 {
    let (game, players, options, greedy) = match kind {
        "base-2p" => (GameKind::Base, 2, Options::default(), false),
        "base-4p-no-farmers" => (
            GameKind::Base,
            4,
            Options {
                farmers: false,
                ..Options::default()
            },
            false,
        ),
        "city-gates-3p" => (
            GameKind::Base,
            3,
            Options {
                city_gates: true,
                ..Options::default()
            },
            false,
        ),
        "city-2p-random" => (GameKind::City, 2, Options::default(), false),
        "city-3p-random" => (GameKind::City, 3, Options::default(), false),
        "city-2p-greedy" => (GameKind::City, 2, Options::default(), true),
        _ => unreachable!("a kind of game in PINNED"),
    };
    let ts = tileset_for(game, &options).expect("the built-in tile sets load");
    let mut rng = Rng::new(0xD17E);
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    for g in 0..games {
        let setup = Setup {
            game,
            players,
            options,
            seed: 1000 + g,
        };
        let mut st = State::new(ts.clone(), &setup);
        loop {
            let m = if greedy {
                greedy_city_move(&st, &mut rng)
            } else {
                random_move(&st, &mut rng)
            };
            let Some(m) = m else { break };
            h.bytes(format!("{m:?}").as_bytes());
            st.apply_unchecked(&m);
        }
        h.bytes(format!("{:?} {:?} {}", st.scores(), st.discards(), st.turn()).as_bytes());
    }
    h.0
}

#[test]
fn fixed_seeds_play_the_pinned_games() {
    let mut wrong = Vec::new();
    for (kind, pinned) in PINNED {
        let games = if kind.starts_with("city-2p-greedy") {
            60
        } else {
            200
        };
        let got = play(kind, games);
        println!("    (\"{kind}\", {got:#018x}),");
        if got != pinned {
            wrong.push(kind);
        }
    }
    assert!(wrong.is_empty(), "games changed: {wrong:?}");
}
