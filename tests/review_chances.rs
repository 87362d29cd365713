//! The review's chance to win belongs to the right player: a player far
//! ahead near the end is shown with the higher chance, whoever is to move
//! (a leader at 10–0 was once reported shown with the lower chance).

mod common;

use carcassonne_studio::ai::review::review;
use carcassonne_studio::engine::record::position::Position;
use carcassonne_studio::engine::{Game, State};
use carcassonne_studio::io::tileset::base;
use common::position;

/// A lopsided two-player game: Red leads `lead`–0 with few tiles left;
/// each player makes one move.
fn lopsided(lead: u32) -> Game {
    let pos = Position {
        scores: vec![lead, 0],
        ..position(
            &[("D", 0, 0, 0), ("U", 1, 0, 0), ("U", -1, 0, 0)],
            &[],
            "V",
            &["U", "V", "E", "B"],
        )
    };
    let st = State::from_position(&base(), &pos).unwrap();
    let mut g = Game::new(st);
    for _ in 0..2 {
        let m = g.state().legal_moves()[0];
        g.play(m).unwrap();
    }
    g
}

#[test]
fn the_leader_has_the_higher_chance_whoever_is_to_move() {
    for lead in [10, 40] {
        let g = lopsided(lead);
        let r = review(&g, 0, Some(400), None, &mut |_, _| {}).expect("not stopped");
        assert_eq!(r.moves.len(), 2);
        for m in &r.moves {
            assert_eq!(m.chances.len(), 2);
            assert!(
                m.chances[0] > m.chances[1],
                "lead {lead}, move {} by player {}: chances {:?}",
                m.at,
                m.player + 1,
                m.chances
            );
        }
        // Move 1 is Red's, move 2 Blue's: each is valued for its mover.
        assert_eq!((r.moves[0].player, r.moves[1].player), (0, 1));
    }
}
