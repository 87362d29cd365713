//! Majority scoring, shared by every game: the players with the most
//! followers on a feature score its value, tied players each in full, and
//! during play the followers go home (RULES.md section 2, step 3).

use super::city_gates;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::geometry::Cell;
use crate::engine::model::scoring::{ScoreEvent, ScoreTime};
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::State;

impl State {
    /// Scores a feature for its majority holders, returns its followers, records the event.
    pub(crate) fn score_feature(&mut self, root: u16, time: ScoreTime) {
        let node = *self.features.node(root);
        let followers = node.followers;
        let most = *followers.iter().max().unwrap_or(&0);
        if most == 0 {
            return;
        }
        let fv = self.feature_value(root, time);
        let mut winners = 0u8;
        for (p, count) in followers.iter().enumerate().take(self.players as usize) {
            if *count == most {
                winners |= 1 << p;
                self.score[p] += fv.value;
            }
        }
        let anchor = self.board.placed()[node.tile as usize].cell;
        let tiles = if self.record_detail {
            let mut cells: Vec<Cell> = if node.kind == FeatureKind::Monastery {
                anchor.ring().filter(|c| self.board.is_filled(*c)).collect()
            } else {
                // In placement order, as `tiles_of`, without its sort.
                let bits = self.features.tile_bits(root);
                let mut cells = Vec::with_capacity(fv.tile_count as usize);
                for (w, word) in bits.iter().enumerate() {
                    let mut b = *word;
                    while b != 0 {
                        let i = w * 64 + b.trailing_zeros() as usize;
                        b &= b - 1;
                        cells.push(self.board.placed()[i].cell);
                    }
                }
                cells
            };
            if node.kind == FeatureKind::Monastery {
                cells.insert(0, anchor);
            }
            cells
        } else {
            Vec::new()
        };
        let gates = if self.record_detail {
            city_gates::gate_ends(self, root)
        } else {
            0
        };
        self.last_events.push(ScoreEvent {
            gates,
            kind: node.kind,
            rule: fv.rule,
            time,
            tiles,
            tile_count: fv.tile_count,
            shields: fv.shields,
            cities: fv.cities,
            complete: fv.complete,
            followers,
            value: fv.value,
            winners,
            anchor,
            place: if self.record_detail {
                self.shared_place(node.tile, node.local)
            } else {
                None
            },
            node: root,
        });
        if time == ScoreTime::Play {
            self.return_followers(root);
        }
    }

    /// The place label of feature `local` of the tile laid `tile`-th, if
    /// that tile holds another feature of its kind (see
    /// [`ScoreEvent::place`]).
    pub(crate) fn shared_place(&self, tile: u8, local: u8) -> Option<&'static str> {
        let p = self.board.placed()[tile as usize];
        let name =
            self.ts.tiles[p.tile as usize].shared_places[local as usize][p.rot.0 as usize & 3];
        (!name.is_empty()).then_some(name)
    }

    fn return_followers(&mut self, root: u16) {
        let mut i = 0;
        while i < self.followers.len() {
            let f = self.followers[i];
            if self.features.find(f.node) == root {
                self.supply[f.player as usize] += 1;
                self.followers.swap_remove(i);
            } else {
                i += 1;
            }
        }
        if self.features.node(root).kind == FeatureKind::Monastery {
            self.monks.retain(|m| m.1 != root);
        }
        self.features.node_mut(root).followers = [0; MAX_PLAYERS];
    }
}
