//! Scoring in The City: streets and markets during play (section 4.4), the
//! follower restriction R-C6, and the end (R-C14 to R-C16): completing the
//! wall, removing followers from incomplete streets and markets, then
//! residential areas and guards.

use super::join::Roots;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::geometry::{Cell, Place, Rotation, Side};
use crate::engine::model::outline::{self, Edge};
use crate::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
use crate::engine::model::tile::{FeatureKind, NONE};
use crate::engine::state::city::EndReason;
use crate::engine::state::{FollowerAt, MoveError, State};

/// A completed street's value: 1 per tile for 1-3 tiles, 2 per tile for 4 or more.
pub fn street_value(tiles: u16) -> u32 {
    if tiles >= 4 {
        2 * tiles as u32
    } else {
        tiles as u32
    }
}

/// A completed market's value: tiles x different kinds (1-3).
pub fn market_value(tiles: u16, kinds: u8) -> u32 {
    tiles as u32 * kinds.count_ones()
}

impl State {
    /// R-C6 and the occupancy rule for The City: a follower may go on a
    /// street, market or residential area of the tile just placed if, as
    /// connected, it has no follower, and (streets and markets) this very
    /// placement does not complete it.
    pub(crate) fn city_deploy_check(
        &self,
        tile: u8,
        cell: Cell,
        rot: Rotation,
        local: u8,
    ) -> Result<(), MoveError> {
        let t = &self.ts.tiles[tile as usize];
        let kind = t.features[local as usize].kind;
        if !matches!(
            kind,
            FeatureKind::Street | FeatureKind::Market | FeatureKind::Residential
        ) {
            return Err(MoveError::NotForFollowers(kind));
        }
        let (_, roots, open) = self.city_join(tile, cell, rot, local);
        if roots
            .as_slice()
            .iter()
            .any(|r| self.features.node(*r).followers.iter().any(|c| *c > 0))
        {
            let holder = self
                .followers
                .iter()
                .find(|f| roots.contains(self.features.root(f.node)));
            return Err(MoveError::FeatureTaken {
                kind,
                cell,
                place: t.feature_label(rot, local),
                holder: holder.map(|f| FollowerAt {
                    player: f.player,
                    kind: self.features.node(f.node).kind,
                    cell: f.cell,
                }),
                rule: "RULES 4.3",
            });
        }
        if kind == FeatureKind::Residential {
            return Ok(());
        }
        if open <= 0 {
            return Err(MoveError::CompletedByPlacement(kind));
        }
        Ok(())
    }

    /// Points `player` would score at once from the streets and markets a
    /// placement completes (a quick look for simple computer players; tiles
    /// are counted per joined feature, so a feature passing one tile twice
    /// may count it twice).
    pub fn completion_gain(&self, tile: u8, cell: Cell, rot: Rotation, player: usize) -> u32 {
        let t = &self.ts.tiles[tile as usize];
        let mut seen: u16 = 0;
        let mut gain = 0;
        for (i, def) in t.features.iter().enumerate() {
            if seen & (1 << i) != 0
                || !matches!(def.kind, FeatureKind::Street | FeatureKind::Market)
            {
                continue;
            }
            let (locals, roots, open) = self.city_join(tile, cell, rot, i as u8);
            seen |= locals;
            if open > 0 {
                continue;
            }
            let mut followers = [0u8; MAX_PLAYERS];
            let mut tiles: u16 = 1;
            let mut kinds: u8 = 0;
            for (j, d) in t.features.iter().enumerate() {
                if locals & (1 << j) != 0 {
                    kinds |= d.market.map_or(0, |k| k.bit());
                }
            }
            for r in roots.as_slice() {
                let n = self.features.node(*r);
                for (f, c) in followers.iter_mut().zip(n.followers) {
                    *f += c;
                }
                kinds |= n.market_kinds;
                tiles += self.features.tile_count(*r);
            }
            let most = followers.iter().copied().max().unwrap_or(0);
            if most > 0 && followers[player] == most {
                gain += if def.kind == FeatureKind::Street {
                    street_value(tiles)
                } else {
                    market_value(tiles, kinds)
                };
            }
        }
        gain
    }

    /// Scores the streets and markets the new tile completed; true if anyone scored (R-C8).
    pub(crate) fn city_score_after_placement(&mut self, idx: usize) -> bool {
        let placed = self.board.placed()[idx];
        let nf = self.ts.tiles[placed.tile as usize].seeds.len();
        // At most 16 features of the tile's own and 12 across its sides.
        let mut roots: Roots<28> = Roots::default();
        for i in 0..nf {
            let kind = self.ts.tiles[placed.tile as usize].seeds[i].kind;
            if !matches!(kind, FeatureKind::Street | FeatureKind::Market) {
                continue;
            }
            let r = self.features.find(placed.node_base + i as u16);
            if !roots.contains(r) {
                roots.push(r);
            }
        }
        // A neighbour's market half facing a residential half of the new tile
        // is closed by it (R-C3): that can complete a market that is not
        // joined to the new tile.
        for side in Side::ALL {
            let Some(n) = self.board.at(placed.cell.step(side)).copied() else {
                continue;
            };
            let no = &self.ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
            for pos in 0..3 {
                let theirs = no.port[Place::new(side, pos).facing().0 as usize];
                if theirs == NONE {
                    continue;
                }
                let r = self.features.find(n.node_base + theirs as u16);
                let kind = self.features.node(r).kind;
                if matches!(kind, FeatureKind::Street | FeatureKind::Market) && !roots.contains(r) {
                    roots.push(r);
                }
            }
        }
        let before = self.last_events.len();
        for &r in roots.as_slice() {
            if self.features.node(r).open == 0 {
                self.score_feature(r, ScoreTime::Play);
            }
        }
        self.last_events[before..]
            .iter()
            .any(|e| e.value > 0 && e.winners != 0)
    }

    /// The markets (roots) a residential area borders (R-C15): on its tiles,
    /// as the tile data says, and across sides where its halves face market halves.
    pub fn markets_bordering(&self, root: u16) -> Vec<u16> {
        let mut v: Vec<u16> = Vec::new();
        self.features.for_each_member(root, |_, m| {
            let p = self.board.placed()[m.tile as usize];
            let tt = &self.ts.tiles[p.tile as usize];
            let def = &tt.features[m.local as usize];
            for t in &def.touches {
                let r = self.features.root(p.node_base + *t as u16);
                if !v.contains(&r) {
                    v.push(r);
                }
            }
            let o = &tt.oriented[p.rot.0 as usize];
            // Side by side, so that the neighbour is looked up once for
            // both halves (a side's centre is no half: skipped).
            for side in Side::ALL {
                let halves = [0, 2].map(|pos| o.owner[Place::new(side, pos).0 as usize] == m.local);
                if halves == [false; 2] {
                    continue;
                }
                let Some(n) = self.board.at(p.cell.step(side)) else {
                    continue;
                };
                let no = &self.ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
                for (pos, mine) in [(0, halves[0]), (2, halves[1])] {
                    let f = no.owner[Place::new(side, pos).facing().0 as usize];
                    if !mine || f == NONE {
                        continue;
                    }
                    let node = n.node_base + f as u16;
                    if self.features.node(node).kind == FeatureKind::Market {
                        let r = self.features.root(node);
                        if !v.contains(&r) {
                            v.push(r);
                        }
                    }
                }
            }
        });
        v
    }

    /// The tiles a guard on `e` watches: from its own tile inward along the
    /// row or column up to the first empty cell (or the far wall, beyond
    /// which every cell is empty).
    pub fn guard_line(&self, e: Edge) -> Vec<Cell> {
        let d = e.side.opposite();
        let mut v = Vec::new();
        let mut c = e.cell;
        while self.board.is_filled(c) && v.len() < 256 {
            v.push(c);
            if self
                .city()
                .is_some_and(|city| city.is_walled(Edge::new(c, d)))
            {
                break;
            }
            c = c.step(d);
        }
        v
    }

    /// Public and historic buildings a guard on `e` sees (R-C16).
    pub fn guard_buildings(&self, e: Edge) -> (u16, u16) {
        let (mut public, mut historic) = (0u16, 0u16);
        for c in self.guard_line(e) {
            if let Some(p) = self.board.at(c) {
                let t = &self.ts.tiles[p.tile as usize];
                public += t.public_buildings as u16;
                historic += t.historic.is_some() as u16;
            }
        }
        (public, historic)
    }

    /// The end of a game of The City (R-C14 onwards).
    pub(crate) fn city_finish(&mut self) {
        let city = self.city.as_deref_mut().expect("a City game");
        if city.end.is_none() {
            city.end = Some(EndReason::LastTile);
        }
        city.round = None;
        // Complete the wall along the rest of the outline (no guards, no towers).
        let f = |c: Cell| self.board.is_filled(c);
        let mut closing = Vec::new();
        if self.city().is_some_and(|c| c.gate.is_some()) {
            if !self.wall_is_ring() {
                closing = self.wall_gap();
            }
        } else if let Some(first) = self
            .board
            .placed()
            .iter()
            .map(|p| p.cell)
            .min_by_key(|c| (c.y, c.x))
        {
            // No wall yet: the whole outline, from the top tile's north side.
            let start = Edge::new(first, Side::N);
            let mut e = start;
            let cap = 4 * self.board.placed().len() + 8;
            loop {
                closing.push(e);
                e = outline::successor(&f, e);
                if e == start || closing.len() > cap {
                    break;
                }
            }
        }
        for e in &closing {
            self.city_close_edge(*e, ScoreTime::End);
        }
        if let Some(city) = self.city.as_deref_mut() {
            city.closing = closing;
        }
        // Followers on incomplete streets and markets go home scoring nothing.
        let mut i = 0;
        while i < self.followers.len() {
            let fo = self.followers[i];
            let r = self.features.find(fo.node);
            let n = *self.features.node(r);
            if matches!(n.kind, FeatureKind::Street | FeatureKind::Market) && n.open > 0 {
                self.supply[fo.player as usize] += 1;
                self.features.node_mut(r).followers[fo.player as usize] -= 1;
                self.followers.swap_remove(i);
            } else {
                i += 1;
            }
        }
        // Residential areas (R-C15).
        let roots: Vec<u16> = self
            .features
            .roots()
            .filter(|r| {
                let n = self.features.node(*r);
                n.kind == FeatureKind::Residential && n.followers.iter().any(|c| *c > 0)
            })
            .collect();
        for r in roots {
            self.score_feature(r, ScoreTime::End);
        }
        // Guards (R-C16): each on its own.
        let guards: Vec<(Edge, u8)> = self
            .city()
            .map(|c| {
                c.pieces()
                    .filter_map(|p| p.guard.map(|g| (p.edge, g)))
                    .collect()
            })
            .unwrap_or_default();
        for &(e, g) in &guards {
            let (public, historic) = self.guard_buildings(e);
            let value = 2 * public as u32 + 3 * historic as u32;
            self.score[g as usize] += value;
            let mut followers = [0u8; MAX_PLAYERS];
            followers[g as usize] = 1;
            let tiles = self.guard_line(e);
            self.last_events.push(ScoreEvent {
                gates: 0,
                kind: FeatureKind::Wall,
                rule: Rule::Guard,
                time: ScoreTime::End,
                tile_count: tiles.len() as u16,
                tiles,
                shields: public,
                cities: historic,
                complete: true,
                followers,
                value,
                winners: 1 << g,
                anchor: e.cell,
                // Two guards on one cell's walls: name the wall's side.
                place: guards
                    .iter()
                    .any(|(o, _)| o.cell == e.cell && o.side != e.side)
                    .then(|| e.side.name()),
                node: 0,
            });
        }
    }
}
