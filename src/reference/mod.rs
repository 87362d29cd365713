//! A second, deliberately naive implementation of the rules of all three
//! games (base, base with The City Gates, The City), to check the engine.
//!
//! Written from `shared/RULES.md`, the readings of docs/rulings.md and
//! docs/the-city.md, and the tile-set files' data; it shares no code with
//! the engine's rules: no union-find, no incremental state, no caches.
//! Features are flood fills over places ([`game`]), legal moves are brute
//! force over cells x rotations x features, values come from RULES.md's
//! tables ([`base`], [`city`]). It is slow on purpose: each question is
//! answered from scratch. [`crosscheck`] plays games with the engine and
//! compares the two at every turn.

pub mod base;
pub mod city;
pub mod crosscheck;
pub mod game;
pub mod tiles;

use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::model::tile::FeatureKind;
use crate::engine::{Cell, GameKind, Move, Placement, Rotation, Side};
use game::{Decision, RefEvent, RefGame, Side4};

fn to_edge(e: Side4) -> Edge {
    Edge::new(Cell::new(e.0.0, e.0.1), Side::from_index(e.1 as usize))
}

fn from_edge(e: Edge) -> Side4 {
    ((e.cell.x, e.cell.y), e.side.index() as u8)
}

impl RefGame {
    /// The decision pending now, if a wall round waits for one.
    pub fn pending(&self) -> Option<(usize, Decision)> {
        let (_, steps, next) = self.wall.as_ref()?.round.as_ref()?;
        steps.get(*next).copied()
    }

    /// Every legal move now, follower and guard choices included.
    pub fn legal_moves(&mut self) -> Vec<Move> {
        if self.over {
            return vec![];
        }
        let mut v = vec![];
        match self.pending() {
            Some((_, Decision::Gate)) => {
                v.extend(
                    self.gate_edges()
                        .into_iter()
                        .map(|e| Move::Gate(to_edge(e))),
                );
            }
            Some((p, Decision::Wall)) => {
                for (e, _) in self.wall_candidates() {
                    v.push(Move::Wall {
                        edge: to_edge(e),
                        guard: false,
                    });
                    if self.supply[p] > 0 && self.opposite_guard(e).is_none() {
                        v.push(Move::Wall {
                            edge: to_edge(e),
                            guard: true,
                        });
                    }
                }
            }
            Some((p, Decision::Tower)) => {
                v.push(Move::Tower(None));
                let left = self.wall.as_ref().map_or(0, |w| w.towers_left[p]);
                for (cw, end) in [(true, WallEnd::Cw), (false, WallEnd::Ccw)] {
                    if left > 0 && self.tower_value(cw) > 0 {
                        v.push(Move::Tower(Some(end)));
                    }
                }
            }
            None => {
                let Some(t) = self.drawn else { return v };
                for (xy, rot) in self.placements() {
                    let p = Placement {
                        cell: Cell::new(xy.0, xy.1),
                        rot: Rotation(rot),
                        follower: None,
                    };
                    v.push(Move::Place(p));
                    for f in self.follower_choices(t, xy, rot) {
                        v.push(Move::Place(Placement {
                            follower: Some(f as u8),
                            ..p
                        }));
                    }
                }
            }
        }
        v
    }

    /// Makes a move (assumed legal); returns the scorings it caused.
    pub fn apply(&mut self, m: &Move) -> Vec<RefEvent> {
        let mut ev = vec![];
        match *m {
            Move::Place(p) => {
                let Some(t) = self.drawn.take() else {
                    return ev;
                };
                self.lay((p.cell.x, p.cell.y), t, p.rot.0);
                if let Some(f) = p.follower {
                    self.supply[self.current] -= 1;
                    self.followers
                        .push((self.current, (self.laid.len() - 1, f as usize)));
                }
                if self.game == GameKind::City {
                    let paid = self.city_score(false, &mut ev);
                    if !(paid && self.start_round(&mut ev)) {
                        self.current = (self.current + 1) % self.players;
                        self.draw_into(&mut ev);
                    }
                } else {
                    self.base_score_play(&mut ev);
                    self.current = (self.current + 1) % self.players;
                    self.draw_into(&mut ev);
                }
            }
            Move::Gate(e) => {
                if let Some(w) = self.wall.as_mut() {
                    w.gate = Some(from_edge(e));
                }
                self.after_decision(&mut ev);
            }
            Move::Wall { edge, guard } => {
                let e = from_edge(edge);
                let cw = self.wall_candidates().first().is_some_and(|c| c.0 == e);
                let player = self.current;
                if guard {
                    self.supply[player] -= 1;
                }
                if let Some(w) = self.wall.as_mut() {
                    let piece = (e, guard.then_some(player));
                    if cw {
                        w.cw.push(piece);
                    } else {
                        w.ccw.push(piece);
                    }
                    w.supply -= 1;
                }
                self.after_decision(&mut ev);
            }
            Move::Tower(end) => {
                if let Some(end) = end {
                    let cw = end == WallEnd::Cw;
                    let value = self.tower_value(cw);
                    let player = self.current;
                    if let Some(w) = self.wall.as_mut() {
                        let at = if cw { w.cw.len() } else { w.ccw.len() };
                        w.towers.push((player, cw, at));
                        w.towers_left[player] -= 1;
                    }
                    let mut points = vec![0; self.players];
                    points[player] = value;
                    self.pay(
                        RefEvent {
                            end: false,
                            kind: FeatureKind::Wall,
                            rule: "R-C12",
                            points,
                            tile_count: value,
                            cells: vec![],
                        },
                        &mut ev,
                    );
                }
                self.next_decision(&mut ev);
            }
        }
        ev
    }

    /// R-C13: a gate or wall piece closes what it faces; then the next decision.
    fn after_decision(&mut self, ev: &mut Vec<RefEvent>) {
        self.city_score(false, ev);
        self.next_decision(ev);
    }

    fn next_decision(&mut self, ev: &mut Vec<RefEvent>) {
        if let Some(r) = self.wall.as_mut().and_then(|w| w.round.as_mut()) {
            r.2 += 1;
        }
        self.settle(ev);
    }

    /// The end scoring, once.
    pub fn finish(&mut self, events: &mut Vec<RefEvent>) {
        if self.over {
            return;
        }
        self.over = true;
        self.drawn = None;
        if self.game == GameKind::City {
            self.city_finish(events);
        } else {
            self.base_finish(events);
        }
    }
}
