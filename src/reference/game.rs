//! The reference's game: placed tiles in a map, followers as (tile, feature)
//! pairs, and every question answered from scratch by a flood fill over
//! places. No union-find, no sums kept between moves.

use super::tiles::{Place, RefTile, facing, may_face};
use crate::engine::model::tile::FeatureKind;
use crate::engine::{GameKind, Options};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// A cell (x east, y south).
pub type Xy = (i32, i32);
/// A tile feature on the board: (placement index, feature index of the tile).
pub type Node = (usize, usize);
/// A grid edge as (the tile's cell, its side 0 N .. 3 W).
pub type Side4 = (Xy, u8);

/// A plain multiplicative hash for cells: the map of laid tiles is asked
/// thousands of times a turn, and the default hasher guards against
/// attacks no game makes.
#[derive(Clone, Copy, Debug, Default)]
pub struct CellHash(u64);

impl std::hash::Hasher for CellHash {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0.rotate_left(5) ^ *b as u64).wrapping_mul(0x517C_C1B7_2722_0A95);
        }
    }
    fn write_i32(&mut self, i: i32) {
        self.0 = (self.0.rotate_left(5) ^ i as u32 as u64).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
}

/// Builds [`CellHash`]es.
pub type CellHasher = std::hash::BuildHasherDefault<CellHash>;

/// The cell beyond side `s` of `c`.
pub fn step(c: Xy, s: u8) -> Xy {
    match s % 4 {
        0 => (c.0, c.1 - 1),
        1 => (c.0 + 1, c.1),
        2 => (c.0, c.1 + 1),
        _ => (c.0 - 1, c.1),
    }
}

/// E-2: tiles lie less than 100 cells from the origin.
pub fn on_table(c: Xy) -> bool {
    c.0.abs() < 100 && c.1.abs() < 100
}

/// A tile on the board.
#[derive(Clone, Copy, Debug)]
pub struct Laid {
    pub xy: Xy,
    pub tile: usize,
    pub rot: u8,
}

/// One scoring, as the reference reports it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RefEvent {
    /// True in the end scoring.
    pub end: bool,
    pub kind: FeatureKind,
    /// The RULES.md id of the rule applied.
    pub rule: &'static str,
    /// Points per player.
    pub points: Vec<u32>,
    pub tile_count: u32,
    /// The cells concerned, sorted (empty for towers).
    pub cells: Vec<Xy>,
}

/// A wall round's decision kinds (R-C9, R-C10, R-C12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Gate,
    Wall,
    Tower,
}

/// A wall round in progress: the player whose tile caused it, the
/// decisions in order (player, decision), and the index of the next one.
pub type PendingRound = (usize, Vec<(usize, Decision)>, usize);

/// The City's wall and its round.
#[derive(Clone, Debug, Default)]
pub struct Wall {
    pub gate: Option<Side4>,
    /// Pieces at the clockwise end, from the gate out, with their guards.
    pub cw: Vec<(Side4, Option<usize>)>,
    pub ccw: Vec<(Side4, Option<usize>)>,
    pub supply: u32,
    pub towers_left: Vec<u32>,
    /// (player, clockwise end, arm length when placed).
    pub towers: Vec<(usize, bool, usize)>,
    /// (tile player, decisions, next).
    pub round: Option<PendingRound>,
    /// The wall completed at the end.
    pub closing: Vec<Side4>,
    /// The stack (1-3) of the last tile drawn.
    pub stack: u8,
    pub ended: bool,
}

/// A whole game as the reference sees it.
#[derive(Clone, Debug)]
pub struct RefGame {
    pub tiles: Vec<RefTile>,
    pub game: GameKind,
    pub options: Options,
    pub players: usize,
    pub laid: Vec<Laid>,
    pub at: HashMap<Xy, usize, CellHasher>,
    /// (player, node).
    pub followers: Vec<(usize, Node)>,
    pub supply: Vec<u32>,
    pub score: Vec<u32>,
    pub current: usize,
    /// Every tile in draw order, and how many are drawn.
    pub order: Vec<usize>,
    pub drawn_count: usize,
    pub drawn: Option<usize>,
    pub discards: usize,
    pub over: bool,
    pub wall: Option<Wall>,
}

impl RefGame {
    /// A new game: `start` at the origin (base game), then tiles drawn in `order`.
    pub fn new(
        tiles: Vec<RefTile>,
        game: GameKind,
        options: Options,
        players: usize,
        start: Option<usize>,
        order: Vec<usize>,
    ) -> RefGame {
        let wall = (game == GameKind::City).then(|| Wall {
            supply: 70,
            towers_left: vec![12 / players as u32; players],
            stack: 1,
            ..Wall::default()
        });
        let mut g = RefGame {
            tiles,
            game,
            options,
            players,
            laid: vec![],
            at: HashMap::default(),
            followers: vec![],
            supply: vec![7; players],
            score: vec![0; players],
            current: 0,
            order,
            drawn_count: 0,
            drawn: None,
            discards: 0,
            over: false,
            wall,
        };
        if let Some(s) = start {
            g.lay((0, 0), s, 0);
        }
        g.draw();
        g
    }

    /// Puts a tile down (no check).
    pub fn lay(&mut self, xy: Xy, tile: usize, rot: u8) {
        self.at.insert(xy, self.laid.len());
        self.laid.push(Laid { xy, tile, rot });
    }

    /// Takes the last tile laid off again.
    pub fn unlay(&mut self) {
        if let Some(l) = self.laid.pop() {
            self.at.remove(&l.xy);
        }
    }

    /// True if a tile lies on the cell.
    pub fn filled(&self, c: Xy) -> bool {
        self.at.contains_key(&c)
    }

    /// The node on the neighbour across board place `p` of the tile at `i`,
    /// facing it, if a tile lies there and a feature owns the facing place.
    pub fn across(&self, i: usize, p: Place) -> Option<Node> {
        let n = *self.at.get(&step(self.laid[i].xy, p / 3))?;
        let l = self.laid[n];
        self.tiles[l.tile].owner(l.rot, facing(p)).map(|f| (n, f))
    }

    /// Board places of a node.
    pub fn places(&self, n: Node) -> Vec<Place> {
        let l = self.laid[n.0];
        self.tiles[l.tile].places_at(l.rot, n.1)
    }

    /// The kind of a node.
    pub fn kind(&self, n: Node) -> FeatureKind {
        self.tiles[self.laid[n.0].tile].feats[n.1].kind
    }

    /// The feature containing `start`: a flood fill across sides, joining
    /// same kinds (R-C3: market with market, whatever the kinds).
    pub fn feature(&self, start: Node) -> BTreeSet<Node> {
        let kind = self.kind(start);
        let mut seen = BTreeSet::from([start]);
        let mut todo = vec![start];
        if kind == FeatureKind::Monastery {
            return seen;
        }
        while let Some(n) = todo.pop() {
            for p in self.places(n) {
                if let Some(m) = self.across(n.0, p)
                    && self.kind(m) == kind
                    && seen.insert(m)
                {
                    todo.push(m);
                }
            }
        }
        seen
    }

    /// True if a wall piece, the gate or the closing wall lies on the edge.
    pub fn walled(&self, e: Side4) -> bool {
        self.wall.as_ref().is_some_and(|w| {
            w.gate == Some(e)
                || w.cw.iter().chain(&w.ccw).any(|(x, _)| *x == e)
                || w.closing.contains(&e)
        })
    }

    /// Places of a feature still facing an empty cell that no wall closes.
    pub fn open_places(&self, nodes: &BTreeSet<Node>) -> usize {
        let mut n = 0;
        for node in nodes {
            let xy = self.laid[node.0].xy;
            for p in self.places(*node) {
                let s = p / 3;
                if !self.filled(step(xy, s)) && !self.walled((xy, s)) {
                    n += 1;
                }
            }
        }
        n
    }

    /// The distinct cells of a feature, sorted.
    pub fn cells(&self, nodes: &BTreeSet<Node>) -> Vec<Xy> {
        let set: BTreeSet<Xy> = nodes.iter().map(|n| self.laid[n.0].xy).collect();
        set.into_iter().collect()
    }

    /// Followers per player on a feature.
    pub fn holders(&self, nodes: &BTreeSet<Node>) -> Vec<u32> {
        let mut v = vec![0; self.players];
        for (p, n) in &self.followers {
            if nodes.contains(n) {
                v[*p] += 1;
            }
        }
        v
    }

    /// Every feature with followers on it, each once, with its holders.
    pub fn occupied(&self) -> Vec<(BTreeSet<Node>, Vec<u32>)> {
        let mut by_first: BTreeMap<Node, BTreeSet<Node>> = BTreeMap::new();
        for (_, n) in &self.followers {
            if by_first.values().any(|f| f.contains(n)) {
                continue;
            }
            let f = self.feature(*n);
            by_first.insert(*f.iter().next().unwrap_or(n), f);
        }
        by_first
            .into_values()
            .map(|f| {
                let h = self.holders(&f);
                (f, h)
            })
            .collect()
    }

    /// Majority (RULES 1): the most followers score in full, ties all.
    pub fn majority(&self, holders: &[u32], value: u32) -> Vec<u32> {
        let most = holders.iter().copied().max().unwrap_or(0);
        holders
            .iter()
            .map(|h| if most > 0 && *h == most { value } else { 0 })
            .collect()
    }

    /// Adds an event's points to the scores and records it.
    pub fn pay(&mut self, ev: RefEvent, events: &mut Vec<RefEvent>) {
        for (s, p) in self.score.iter_mut().zip(&ev.points) {
            *s += p;
        }
        events.push(ev);
    }

    /// Sends the followers on a feature home.
    pub fn return_followers(&mut self, nodes: &BTreeSet<Node>) {
        let mut back = vec![0; self.players];
        self.followers.retain(|(p, n)| {
            let on = nodes.contains(n);
            if on {
                back[*p] += 1;
            }
            !on
        });
        for (s, b) in self.supply.iter_mut().zip(back) {
            *s += b;
        }
    }

    /// Empty cells beside a tile (the origin on an empty board, E-7).
    pub fn candidate_cells(&self) -> BTreeSet<Xy> {
        if self.laid.is_empty() {
            return BTreeSet::from([(0, 0)]);
        }
        let mut v = BTreeSet::new();
        for l in &self.laid {
            for s in 0..4 {
                let c = step(l.xy, s);
                if !self.filled(c) && on_table(c) {
                    v.insert(c);
                }
            }
        }
        v
    }

    /// RULES 2 step 1 / R-C2: every side facing a tile matches it, and one does
    /// (or the board is empty and this is the origin).
    pub fn sides_match(&self, tile: usize, xy: Xy, rot: u8) -> bool {
        if self.laid.is_empty() {
            return xy == (0, 0);
        }
        let t = &self.tiles[tile];
        let mut touching = false;
        for s in 0..4u8 {
            if let Some(&i) = self.at.get(&step(xy, s)) {
                touching = true;
                let l = self.laid[i];
                let theirs = self.tiles[l.tile].shows_at(l.rot, (s + 2) % 4);
                if !may_face(t.shows_at(rot, s), theirs) {
                    return false;
                }
            }
        }
        touching
    }

    /// The follower choices of a placement: each feature of the tile on which
    /// a follower may stand after it (None, no follower, is always a choice).
    pub fn follower_choices(&mut self, tile: usize, xy: Xy, rot: u8) -> Vec<usize> {
        if self.supply[self.current] == 0 {
            return vec![];
        }
        self.lay(xy, tile, rot);
        let i = self.laid.len() - 1;
        let v = (0..self.tiles[tile].feats.len())
            .filter(|f| self.may_stand(i, *f))
            .collect();
        self.unlay();
        v
    }

    /// Draws until a tile fits somewhere (R-B1, R-C5); ends the game when none is left.
    pub fn draw(&mut self) {
        self.draw_into(&mut vec![]);
    }

    /// As [`RefGame::draw`], recording the end scoring's events.
    pub fn draw_into(&mut self, events: &mut Vec<RefEvent>) {
        while self.drawn_count < self.order.len() {
            let t = self.order[self.drawn_count];
            self.drawn_count += 1;
            if let Some(w) = self.wall.as_mut() {
                // Stacks of 30, 25, 20 in draw order (4.1).
                w.stack = match self.drawn_count {
                    0..=30 => 1,
                    31..=55 => 2,
                    _ => 3,
                };
            }
            self.drawn = Some(t);
            if self.fits_somewhere() {
                return;
            }
            self.discards += 1;
        }
        self.drawn = None;
        self.finish(events);
    }

    /// Every legal (cell, rotation) of the drawn tile.
    pub fn placements(&self) -> Vec<(Xy, u8)> {
        self.placements_until(usize::MAX)
    }

    /// True if the drawn tile has a legal placement.
    pub fn fits_somewhere(&self) -> bool {
        !self.placements_until(1).is_empty()
    }

    /// Legal placements of the drawn tile, stopping after `most`.
    fn placements_until(&self, most: usize) -> Vec<(Xy, u8)> {
        let Some(t) = self.drawn else {
            return vec![];
        };
        let mut v = vec![];
        for c in self.candidate_cells() {
            let rots: Vec<u8> = self.tiles[t]
                .moves
                .iter()
                .copied()
                .filter(|r| self.sides_match(t, c, *r))
                .collect();
            // The wall's verdict is the cell's, whatever the rotation.
            if rots.is_empty() || !self.wall_allows(c) {
                continue;
            }
            for r in rots {
                v.push((c, r));
                if v.len() >= most {
                    return v;
                }
            }
        }
        v
    }

    /// A feature's tile data.
    pub fn feat(&self, n: Node) -> &super::tiles::Feat {
        &self.tiles[self.laid[n.0].tile].feats[n.1]
    }
}
