//! What the tuning examples (`screen`, `spsa`, `tune`) share: a one-move
//! look-ahead with given constants, and one seat-assigned base game between
//! two players. Each example uses part of it.
#![allow(dead_code)]

use carcassonne_studio::ai::eval::{Weights, margin, potentials_with};
use carcassonne_studio::ai::{Player, RankedMove, all_moves, private_copy};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::model::scoring::ScoreTime;
use carcassonne_studio::engine::model::tile::TileSet;
use carcassonne_studio::engine::{FeatureKind, GameKind, Options, Setup, State};
use std::sync::Arc;

/// A one-move look-ahead with the given constants of the evaluation.
pub struct OnePly {
    pub rng: Rng,
    pub w: Weights,
}

impl Player for OnePly {
    fn name(&self) -> &'static str {
        "oneply"
    }
    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        let base = private_copy(st, &mut self.rng);
        let me = base.current();
        let mut out: Vec<RankedMove> = all_moves(&base)
            .into_iter()
            .map(|mv| {
                let mut s = base.clone();
                s.apply_unchecked(&mv);
                RankedMove {
                    mv,
                    value: margin(&potentials_with(&s, &self.w), s.players(), me),
                    visits: 0,
                }
            })
            .collect();
        out.sort_by(|a, b| b.value.total_cmp(&a.value));
        out
    }
}

/// Plays the two-player base game (farmers on) of `deal`, A in seat
/// `a_seat`, to the end; returns A's and B's scores.
pub fn play_base_game(
    ts: &Arc<TileSet>,
    deal: u64,
    a_seat: usize,
    a: &mut dyn Player,
    b: &mut dyn Player,
) -> (u32, u32) {
    play_base_game_tallied(ts, deal, a_seat, a, b, &mut Tally::default())
}

/// Points by where they came from: `[seat A, seat B][feature kind]
/// [during play, at the end]`, summed over the games played into it.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub points: [[[u64; 2]; 4]; 2],
}

impl Tally {
    /// The kinds of the base game, in the order of `points`.
    pub const KINDS: [&str; 4] = ["city", "road", "monastery", "field"];

    fn add(&mut self, st: &State, a_seat: usize) {
        for e in &st.last_events {
            let k = match e.kind {
                FeatureKind::City => 0,
                FeatureKind::Road => 1,
                FeatureKind::Monastery => 2,
                FeatureKind::Field => 3,
                _ => continue,
            };
            let t = usize::from(e.time == ScoreTime::End);
            for p in e.winner_list() {
                let who = usize::from(p != a_seat);
                self.points[who][k][t] += u64::from(e.value);
            }
        }
    }

    /// One line per kind: A's and B's points during play and at the end.
    pub fn lines(&self) -> Vec<String> {
        Tally::KINDS
            .iter()
            .enumerate()
            .map(|(k, name)| {
                let [a, b] = [self.points[0][k], self.points[1][k]];
                format!(
                    "{name:>9}: A {:>5} play {:>5} end | B {:>5} play {:>5} end",
                    a[0], a[1], b[0], b[1]
                )
            })
            .collect()
    }
}

/// [`play_base_game`], adding every scoring to `tally`.
pub fn play_base_game_tallied(
    ts: &Arc<TileSet>,
    deal: u64,
    a_seat: usize,
    a: &mut dyn Player,
    b: &mut dyn Player,
    tally: &mut Tally,
) -> (u32, u32) {
    let setup = Setup {
        game: GameKind::Base,
        players: 2,
        options: Options::default(),
        seed: deal,
    };
    let mut st = State::new(ts.clone(), &setup);
    while !st.is_over() {
        let mv = if st.current() == a_seat {
            a.choose(&st)
        } else {
            b.choose(&st)
        };
        let Some(mv) = mv else { break };
        // A player that offers an illegal move is a bug to see, not a game to score.
        st.apply(&mv).expect("a legal move");
        tally.add(&st, a_seat);
    }
    (st.score(a_seat), st.score(1 - a_seat))
}
