//! The engine agrees with the reference model (src/reference/) at every turn
//! of many games: legal moves as sets, every score event, the scores and
//! supplies after every move and the end scoring (issue 19). Random play,
//! the greedy players and the medium player, in each game and option set.

use carcassonne_studio::engine::{GameKind, Options};
use carcassonne_studio::reference::crosscheck::{Config, Policy, run};

fn check(game: GameKind, options: Options, policy: Policy, games: u64, seed: u64) {
    let o = run(&Config {
        game,
        options,
        players: 0,
        seed,
        games,
        policy,
    })
    .expect("the tile sets load");
    assert_eq!(o.games, games);
    if let Some(d) = &o.first {
        panic!(
            "{} of {games} games disagree; first: seed {}, {} players, after {} moves: {}",
            o.disagreements, d.setup.seed, d.setup.players, d.turn, d.what
        );
    }
}

fn gates() -> Options {
    Options {
        city_gates: true,
        ..Options::default()
    }
}

#[test]
fn base_game_engine_and_reference_agree() {
    check(GameKind::Base, Options::default(), Policy::Random, 1000, 1);
    check(GameKind::Base, Options::default(), Policy::Greedy, 100, 2);
    check(GameKind::Base, Options::default(), Policy::Medium, 5, 3);
    let no_farmers_two_tile = Options {
        farmers: false,
        two_tile_city: true,
        ..Options::default()
    };
    check(GameKind::Base, no_farmers_two_tile, Policy::Random, 200, 4);
}

#[test]
fn city_gates_engine_and_reference_agree() {
    check(GameKind::Base, gates(), Policy::Random, 800, 5);
    check(GameKind::Base, gates(), Policy::Greedy, 100, 6);
    let two_tile = Options {
        two_tile_city: true,
        ..gates()
    };
    check(GameKind::Base, two_tile, Policy::Random, 200, 7);
}

#[test]
fn the_city_engine_and_reference_agree() {
    check(GameKind::City, Options::default(), Policy::Random, 400, 8);
    check(GameKind::City, Options::default(), Policy::Greedy, 200, 9);
    check(GameKind::City, Options::default(), Policy::Medium, 5, 10);
}
