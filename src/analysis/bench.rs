//! A fixed mid-game position for benchmarks of the analysis.

use crate::engine::model::rng::Rng;
use crate::engine::rules::random_move;
use crate::engine::{GameKind, Options, Setup, State};

/// The benchmark's seed: after [`MOVES`] random moves the player to move still
/// has followers, so every placement has follower options (random play often
/// uses up all seven by then, which would leave a list without them).
pub const SEED: u64 = 5;
/// Random moves played before the benchmark position.
pub const MOVES: usize = 35;

/// A base game (2 players, default options) after `moves` random moves, all
/// fixed by `seed`: the same position on every machine.
pub fn midgame(seed: u64, moves: usize) -> State {
    let ts = crate::io::tileset::base();
    let setup = Setup {
        game: GameKind::Base,
        players: 2,
        options: Options::default(),
        seed,
    };
    let mut st = State::new(ts, &setup);
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        match random_move(&st, &mut rng) {
            Some(m) => st.apply_unchecked(&m),
            None => break,
        }
    }
    st
}
