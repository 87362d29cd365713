//! Builders that let rules tests read like the rules: a position from tiles
//! and followers, and moves by board-frame labels.
#![allow(dead_code)]

use carcassonne_studio::engine::model::scoring::ScoreEvent;
use carcassonne_studio::engine::record::moves::MoveRecord;
use carcassonne_studio::engine::record::position::{
    Position, PositionFollower, PositionTile, Remaining,
};
use carcassonne_studio::engine::{GameKind, Options, State};
use carcassonne_studio::io::tileset::base;

/// A tile on the board: id, x, y, clockwise quarter turns.
pub type TileAt<'a> = (&'a str, i32, i32, u8);
/// A follower: player (0-based), x, y, the feature's place label in board frame.
pub type FollowerAt<'a> = (u8, i32, i32, &'a str);

/// A two-player position of `game` with `options`: the tiles and followers
/// given, no drawn tile, the rest of the set remaining (seed 0). Tests set
/// any other field by struct update.
pub fn layout(
    game: GameKind,
    options: Options,
    tiles: &[TileAt],
    followers: &[FollowerAt],
) -> Position {
    Position {
        game,
        options,
        players: 2,
        tiles: tiles
            .iter()
            .map(|(t, x, y, r)| PositionTile {
                tile: t.to_string(),
                x: *x,
                y: *y,
                rot: *r,
            })
            .collect(),
        followers: followers
            .iter()
            .map(|(p, x, y, on)| PositionFollower {
                player: *p,
                x: *x,
                y: *y,
                on: on.to_string(),
            })
            .collect(),
        scores: vec![],
        supplies: None,
        to_move: 0,
        drawn: None,
        remaining: Remaining::Rest,
        discards: vec![],
        seed: 0,
        city: None,
        turn: None,
        over: false,
    }
}

/// Draw order as the position's remaining tiles.
pub fn order(ids: &[&str]) -> Remaining {
    Remaining::Order(ids.iter().map(|s| s.to_string()).collect())
}

/// A base-game position: tiles (id, x, y, rot), followers (player, x, y, label),
/// the drawn tile and the remaining stack in draw order.
pub fn position(
    tiles: &[TileAt],
    followers: &[FollowerAt],
    drawn: &str,
    remaining: &[&str],
) -> Position {
    Position {
        drawn: (!drawn.is_empty()).then(|| drawn.to_string()),
        remaining: order(remaining),
        ..layout(GameKind::Base, Options::default(), tiles, followers)
    }
}

/// Builds a position's state, panicking with the engine's reason if it is refused.
pub fn build(p: &Position) -> State {
    State::from_position(&base(), p).unwrap_or_else(|e| panic!("position refused: {e}"))
}

/// Plays the drawn tile at (x, y) turned `rot`, with a follower on the labelled feature.
pub fn play(st: &mut State, x: i32, y: i32, rot: u8, follower: Option<&str>) -> Vec<ScoreEvent> {
    let rec = MoveRecord::Place {
        x,
        y,
        rot,
        follower: follower.map(|s| s.to_string()),
    };
    let m = rec.to_move(st).unwrap_or_else(|e| panic!("bad move: {e}"));
    st.apply(&m).unwrap_or_else(|e| panic!("illegal move: {e}"));
    st.last_events.clone()
}

/// The single event of a kind, panicking if there is not exactly one.
pub fn only<'a>(events: &'a [ScoreEvent], what: &str) -> &'a ScoreEvent {
    assert_eq!(
        events.len(),
        1,
        "expected one {what} event, got {events:#?}"
    );
    &events[0]
}

/// Plays one random game of `game` with `options` and `players` for each
/// seed of `seeds` (one move generator, `rng`, across them all), calling
/// `after` with the state after every move and the game's seed: the loop
/// the bookkeeping and property tests share.
pub fn random_games(
    game: GameKind,
    options: Options,
    players: u8,
    seeds: std::ops::Range<u64>,
    rng: &mut carcassonne_studio::engine::model::rng::Rng,
    mut after: impl FnMut(&State, u64),
) {
    let ts = carcassonne_studio::io::tileset::tileset_for(game, &options).expect("the tile set");
    for seed in seeds {
        let setup = carcassonne_studio::engine::Setup {
            game,
            players,
            options,
            seed,
        };
        let mut st = State::new(ts.clone(), &setup);
        while let Some(m) = carcassonne_studio::engine::random_move(&st, rng) {
            st.apply_unchecked(&m);
            after(&st, seed);
        }
    }
}
