//! Wall rounds (R-C8 to R-C13): who places what in which order, and doing it.

use super::join::Roots;
use crate::engine::model::geometry::Place;
use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
use crate::engine::model::tile::{FeatureKind, NONE};
use crate::engine::state::city::{CityState, EndReason, Round, Step, Tower, WallPiece};
use crate::engine::state::{Move, State};

/// The decisions of a wall round, in order (R-C9, R-C10), the tower last (R-C12).
///
/// R-C9a: the first round (the one that places the gate) follows R-C9
/// whichever stack is in use. R-C10: later rounds are 1 piece each on stack
/// 2 and 2 on stack 3 (passes round the table), doubled with 2 players.
pub fn round_steps(players: u8, tile_player: u8, first: bool, stack: u8) -> Vec<(u8, Step)> {
    let n = players.max(1);
    let seat = |i: u8| (tile_player + i) % n;
    let mut v = Vec::new();
    if first {
        v.push((tile_player, Step::Gate));
        if n == 2 {
            v.extend([
                (seat(1), Step::Wall),
                (seat(0), Step::Wall),
                (seat(1), Step::Wall),
            ]);
        } else {
            v.extend((1..n).map(|i| (seat(i), Step::Wall)));
        }
    } else {
        let mut passes = if stack >= 3 { 2 } else { 1 };
        if n == 2 {
            passes *= 2;
        }
        for _ in 0..passes {
            v.extend((0..n).map(|i| (seat(i), Step::Wall)));
        }
    }
    v.push((tile_player, Step::Tower));
    v
}

/// Wall pieces a tower at `end` would score: those on that arm since its
/// last tower, or since the gate (R-C12).
pub fn tower_value(city: &CityState, end: WallEnd) -> u32 {
    let len = match end {
        WallEnd::Cw => city.cw.len(),
        WallEnd::Ccw => city.ccw.len(),
    } as u32;
    let last = city
        .towers
        .iter()
        .filter(|t| t.end == end)
        .map(|t| t.at as u32)
        .max()
        .unwrap_or(0);
    len.saturating_sub(last)
}

impl State {
    fn city_mut(&mut self) -> &mut CityState {
        self.city.as_deref_mut().expect("a City game")
    }

    /// After a placement: starts a wall round if R-C8 calls for one.
    /// Returns true if a round started (the turn goes on).
    pub(crate) fn city_after_placement(&mut self, scored: bool) -> bool {
        let players = self.players;
        let tp = self.current;
        let city = self.city_mut();
        if !scored || city.cur_stack < 2 || city.end.is_some() {
            return false;
        }
        let first = city.gate.is_none();
        if !first && city.wall_supply == 0 {
            return false;
        }
        let steps = round_steps(players, tp, first, city.cur_stack);
        city.round = Some(Round {
            tile_player: tp,
            steps,
            next: 0,
        });
        city.rounds += 1;
        self.city_settle_round();
        true
    }

    /// Skips decisions nobody can make (no wall pieces left, a ring, no tower
    /// to place) and sets the player to decide; ends the round when done.
    fn city_settle_round(&mut self) {
        loop {
            let city = self.city.as_deref().expect("a City game");
            let Some(r) = &city.round else {
                return;
            };
            let Some((p, step)) = r.current() else {
                self.city_end_round();
                return;
            };
            let skip = match step {
                Step::Gate => false,
                Step::Wall => city.wall_supply == 0 || self.wall_is_ring(),
                Step::Tower => {
                    let c = city;
                    c.towers_left[p as usize] == 0
                        || (tower_value(c, WallEnd::Cw) == 0 && tower_value(c, WallEnd::Ccw) == 0)
                }
            };
            if skip {
                if let Some(r) = self.city_mut().round.as_mut() {
                    r.next += 1;
                }
                continue;
            }
            self.current = p;
            return;
        }
    }

    /// The round is over: the game ends (R-C14 b, c, d) or the next player draws.
    fn city_end_round(&mut self) {
        let ring = self.wall_is_ring();
        let nearly_closed = self.wall_gap_at_most(5);
        let city = self.city_mut();
        let tp = city.round.take().map_or(0, |r| r.tile_player);
        let reason = if ring {
            Some(EndReason::Ring)
        } else if city.wall_supply == 0 {
            Some(EndReason::LastWallPiece)
        } else if city.gate.is_some() && nearly_closed {
            Some(EndReason::WallNearlyClosed)
        } else {
            None
        };
        if let Some(r) = reason {
            city.end = Some(r);
            self.drawn = None;
            self.finish();
            return;
        }
        self.current = (tp + 1) % self.players;
        self.draw();
    }

    /// Applies a wall-round move known to be legal.
    pub(crate) fn apply_city_move(&mut self, m: &Move) {
        match *m {
            Move::Gate(e) => {
                let city = self.city_mut();
                city.gate = Some(e);
                self.city_close_edge(e, ScoreTime::Play);
            }
            Move::Wall { edge, guard } => {
                let player = self.current;
                let cw = self.wall_candidate(WallEnd::Cw) == Some(edge);
                if guard {
                    self.supply[player as usize] -= 1;
                }
                let city = self.city_mut();
                let piece = WallPiece {
                    edge,
                    guard: guard.then_some(player),
                };
                if cw {
                    city.cw.push(piece);
                } else {
                    city.ccw.push(piece);
                }
                city.wall_supply -= 1;
                self.city_close_edge(edge, ScoreTime::Play);
            }
            Move::Tower(end) => {
                if let Some(end) = end {
                    let player = self.current;
                    let city = self.city_mut();
                    let value = tower_value(city, end);
                    let at = match end {
                        WallEnd::Cw => city.cw.len(),
                        WallEnd::Ccw => city.ccw.len(),
                    } as u8;
                    city.towers_left[player as usize] -= 1;
                    city.towers.push(Tower { player, end, at });
                    let anchor = city.end_edge(end).map(|e| e.cell).unwrap_or_default();
                    self.score[player as usize] += value;
                    let mut followers = [0u8; crate::engine::model::features::MAX_PLAYERS];
                    followers[player as usize] = 1;
                    self.last_events.push(ScoreEvent {
                        gates: 0,
                        kind: FeatureKind::Wall,
                        rule: Rule::Tower,
                        time: ScoreTime::Play,
                        tiles: vec![anchor],
                        tile_count: value as u16,
                        shields: 0,
                        cities: 0,
                        complete: true,
                        followers,
                        value,
                        winners: 1 << player,
                        anchor,
                        place: None,
                        node: 0,
                    });
                }
            }
            Move::Place(_) => return,
        }
        if let Some(r) = self.city_mut().round.as_mut() {
            r.next += 1;
        }
        self.city_settle_round();
    }

    /// A wall piece (or the gate) now faces the tile side of `e`: the street
    /// ends and market halves there are closed, and streets and markets that
    /// this completes are scored, without a new wall round (R-C13).
    pub(crate) fn city_close_edge(&mut self, e: Edge, time: ScoreTime) {
        for &r in self.city_close_ports(e).as_slice() {
            let n = *self.features.node(r);
            if n.open == 0 && matches!(n.kind, FeatureKind::Street | FeatureKind::Market) {
                self.score_feature(r, time);
            }
        }
    }

    /// Closes the ports on the tile side of `e`; returns the features
    /// concerned (at most three: one a port of the side).
    pub(crate) fn city_close_ports(&mut self, e: Edge) -> Roots<3> {
        let mut roots = Roots::default();
        let Some(p) = self.board.at(e.cell).copied() else {
            return roots;
        };
        let o = &self.ts.tiles[p.tile as usize].oriented[p.rot.0 as usize];
        let ports: [u8; 3] =
            std::array::from_fn(|pos| o.port[Place::new(e.side, pos as u8).0 as usize]);
        for f in ports {
            if f == NONE {
                continue;
            }
            let node = p.node_base + f as u16;
            self.features.close_port(node);
            let r = self.features.find(node);
            if !roots.contains(r) {
                roots.push(r);
            }
        }
        roots
    }
}
