//! A game is a start plus moves: undo any number of moves, redo them, and save and load it.

use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::rules::random_move;
use carcassonne_studio::engine::{Game, GameKind, Options, Setup, State};
use carcassonne_studio::io::save::{Seat, parse_save, save_game, save_to_string};
use carcassonne_studio::io::tileset::base;

fn played(seed: u64, n: usize) -> (Game, Setup) {
    let setup = Setup {
        game: GameKind::Base,
        players: 3,
        options: Options::default(),
        seed,
    };
    let mut g = Game::new(State::new(base(), &setup));
    let mut rng = Rng::new(seed);
    for _ in 0..n {
        let Some(m) = random_move(g.state(), &mut rng) else {
            break;
        };
        g.play(m).unwrap();
    }
    (g, setup)
}

#[test]
fn undo_any_number_of_moves_then_redo_them_gives_the_same_game() {
    let (mut g, _) = played(11, 71);
    assert!(g.state().is_over());
    let end = g.state().to_position();
    let end_scores = g.state().scores().to_vec();
    let (at30, _) = played(11, 30);
    g.undo_to(30);
    assert_eq!(g.state().to_position(), at30.state().to_position());
    while g.undo() {}
    assert_eq!(g.moves().len(), 0);
    assert_eq!(g.state().to_position(), g.initial().to_position());
    while g.redo() {}
    assert_eq!(g.state().to_position(), end);
    assert_eq!(g.state().scores(), end_scores.as_slice());
}

#[test]
fn a_new_move_after_undo_clears_the_redo_list() {
    let (mut g, _) = played(5, 10);
    g.undo();
    assert!(g.can_redo());
    let mut rng = Rng::new(99);
    let m = random_move(g.state(), &mut rng).unwrap();
    g.play(m).unwrap();
    assert!(!g.can_redo());
}

#[test]
fn the_log_records_each_move_with_its_scores() {
    let (g, _) = played(3, 71);
    assert_eq!(g.log().len(), g.moves().len());
    let last = g.log().last().unwrap();
    assert_eq!(last.scores, g.state().scores());
    // The sum of all scored points equals the final scores.
    let mut totals = vec![0u32; 3];
    for r in g.log() {
        for e in &r.events {
            for p in e.winner_list() {
                totals[p] += e.value;
            }
        }
    }
    assert_eq!(totals, g.state().scores());
}

#[test]
fn a_saved_game_loads_as_the_same_game() {
    let (g, setup) = played(21, 40);
    let text = save_to_string(&save_game(&g, &setup, &Seat::defaults(3), None));
    let loaded = parse_save("g.ron", &text).unwrap();
    assert_eq!(loaded.game.state().to_position(), g.state().to_position());
    assert_eq!(loaded.game.moves(), g.moves());
    assert_eq!(loaded.seats, Seat::defaults(3));
}
