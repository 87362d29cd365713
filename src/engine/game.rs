//! The game state: board, features, followers, supplies, scores, the stack;
//! legal moves, applying a move, scoring during play and at the end.

use super::board::{Board, PlacedTile, on_table};
use super::features::{Features, MAX_PLAYERS};
use super::geometry::{Cell, Place, Rotation, Side};
use super::rng::Rng;
use super::scoring::{Rule, ScoreEvent, ScoreTime};
use super::the_city::{CityState, Edge, WallEnd};
use super::tile::{EdgeKind, FeatureKind, GameKind, NONE, TileSet};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// Followers each player has in supply at the start (the 8th is the score marker).
pub const FOLLOWERS: u8 = 7;

/// Rule options of a game (RULES.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// R-B5: farmers may be placed and fields score.
    pub farmers: bool,
    /// Section 3: The City Gates tiles are in the game.
    pub city_gates: bool,
    /// R-B2 option: a completed 2-tile city scores 2.
    pub two_tile_city: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            farmers: true,
            city_gates: false,
            two_tile_city: false,
        }
    }
}

/// What a new game needs: which game, how many players, options and the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub game: GameKind,
    pub players: u8,
    #[serde(default)]
    pub options: Options,
    pub seed: u64,
}

/// A tile placement with an optional follower on one of the tile's features.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub cell: Cell,
    pub rot: Rotation,
    /// Local feature index of the tile type, or None for no follower.
    pub follower: Option<u8>,
}

/// A move: what a player decides on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Placement),
    /// The City: place the city gate on an edge of the city (R-C9).
    Gate(Edge),
    /// The City: place a wall piece at an end of the wall, maybe with a guard (R-C10, R-C11).
    Wall {
        edge: Edge,
        guard: bool,
    },
    /// The City: place a tower at an end of the wall, or none (R-C12).
    Tower(Option<WallEnd>),
}

/// A follower on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedFollower {
    pub player: u8,
    /// Feature node it stands on.
    pub node: u16,
    pub cell: Cell,
    /// Feature index on the tile.
    pub local: u8,
}

/// Why a move is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NoTileDrawn,
    CellTaken(Cell),
    OffTheTable(Cell),
    NoNeighbour(Cell),
    /// A side of the tile faces a neighbour that shows something it may not face.
    Mismatch {
        cell: Cell,
        side: Side,
        mine: EdgeKind,
        theirs: EdgeKind,
    },
    NoSuchFeature(u8),
    NoFollowerLeft,
    FarmersOff,
    FeatureTaken {
        kind: FeatureKind,
    },
    NotForFollowers(FeatureKind),
    /// R-C6: no follower on a street or market this placement completes.
    CompletedByPlacement(FeatureKind),
    /// No tile outside the wall, nor one that takes the wall off the outline or encloses it (R-C4).
    BeyondTheWall(Cell),
    /// The move is not the kind of decision the game waits for.
    WrongPhase,
    /// The gate goes on an edge between the city and the open outside (R-C7).
    NotOnOutline(Edge),
    /// A wall piece goes at one of the two ends of the wall, along the outline (R-C7).
    NotAtWallEnd(Edge),
    /// R-C11: a guard already stands directly opposite.
    GuardOpposite,
    /// R-C12: no tower left, or nothing to score at that end.
    NoTowerThere,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is over"),
            MoveError::NoTileDrawn => write!(f, "no tile is drawn"),
            MoveError::CellTaken(c) => write!(f, "cell {c} already has a tile"),
            MoveError::OffTheTable(c) => write!(f, "cell {c} is off the table"),
            MoveError::NoNeighbour(c) => write!(
                f,
                "cell {c} touches no placed tile by a side (corners do not count)"
            ),
            MoveError::Mismatch {
                cell,
                side,
                mine,
                theirs,
            } => write!(
                f,
                "at {cell} the tile's {} side shows {} but faces {} (sides must match: city-city, road-road, field-field{})",
                side.name(),
                mine.name(),
                theirs.name(),
                if *mine == EdgeKind::Gate || *theirs == EdgeKind::Gate {
                    "; a gate may face a road, a field or a gate, never a city: R-G1"
                } else {
                    ""
                }
            ),
            MoveError::NoSuchFeature(i) => write!(f, "the tile has no feature {i}"),
            MoveError::NoFollowerLeft => write!(f, "no follower left in supply"),
            MoveError::FarmersOff => {
                write!(
                    f,
                    "farmers are off in this game: no follower on a field (R-B5)"
                )
            }
            MoveError::FeatureTaken { kind } => write!(
                f,
                "that {} already has a follower on it, as connected on the board",
                kind.name()
            ),
            MoveError::NotForFollowers(k) => write!(f, "no follower may stand on a {}", k.name()),
            MoveError::CompletedByPlacement(k) => write!(
                f,
                "this tile completes that {}: no follower may go on it (R-C6)",
                k.name()
            ),
            MoveError::BeyondTheWall(c) => write!(
                f,
                "no tile on {c}: it lies outside the wall, or its tile would take the wall off the city's outline or enclose it (R-C4)"
            ),
            MoveError::WrongPhase => write!(f, "that is not the decision the game waits for"),
            MoveError::NotOnOutline(e) => write!(
                f,
                "the gate goes between a tile and an empty cell of the open outside, not at {} side {} (R-C7)",
                e.cell,
                e.side.name()
            ),
            MoveError::NotAtWallEnd(e) => write!(
                f,
                "a wall piece goes next to an end of the wall along the city's outline, not at {} side {} (R-C7)",
                e.cell,
                e.side.name()
            ),
            MoveError::GuardOpposite => write!(
                f,
                "a guard already stands on the wall piece directly opposite (R-C11)"
            ),
            MoveError::NoTowerThere => write!(
                f,
                "no tower there: none left, or no wall piece since the last tower or the gate at that end (R-C12)"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// Everything about a game at one moment. Cloning it is cheap enough for search.
#[derive(Clone, Debug)]
pub struct State {
    pub(crate) ts: Arc<TileSet>,
    pub(crate) options: Options,
    pub(crate) players: u8,
    pub(crate) board: Board,
    pub(crate) features: Features,
    pub(crate) followers: Vec<PlacedFollower>,
    pub(crate) supply: [u8; MAX_PLAYERS],
    pub(crate) score: [u32; MAX_PLAYERS],
    /// Monks on the board: their cells and monastery nodes (a monastery scores
    /// during play only with a monk on it, so completion checks look here).
    pub(crate) monks: Vec<(Cell, u16)>,
    pub(crate) current: u8,
    /// Remaining tiles; the next one drawn is the last.
    pub(crate) stack: Vec<u8>,
    pub(crate) drawn: Option<u8>,
    pub(crate) discards: Vec<u8>,
    pub(crate) over: bool,
    pub(crate) turn: u32,
    pub(crate) record_detail: bool,
    /// The City's walls, stacks and rounds (None in the base game).
    pub(crate) city: Option<Box<CityState>>,
    /// Scoring events of the last move (and the end scoring, if it ended the game).
    pub last_events: Vec<ScoreEvent>,
    /// Tiles discarded since the last move (R-B1), in order.
    pub last_discards: Vec<u8>,
}

impl State {
    /// A new game: the start tile at the origin, the rest shuffled by the seed.
    pub fn new(ts: Arc<TileSet>, setup: &Setup) -> State {
        let mut stack: Vec<u8> = Vec::with_capacity(ts.total_tiles());
        for (i, t) in ts.tiles.iter().enumerate() {
            for _ in 0..t.count {
                stack.push(i as u8);
            }
        }
        let start = ts.start;
        let ts_game = ts.game;
        if let Some(s) = start
            && ts_game != GameKind::City
            && let Some(pos) = stack.iter().position(|t| *t == s)
        {
            stack.remove(pos);
        }
        Rng::new(setup.seed).shuffle(&mut stack);
        let most = if ts_game == GameKind::City {
            4
        } else {
            MAX_PLAYERS as u8
        };
        let mut st = State::empty(ts, setup.options, setup.players.clamp(1, most));
        if let Some(c) = st.city.as_deref_mut() {
            c.stack_left = super::the_city::split_stacks(stack.len());
        }
        st.stack = stack;
        if let Some(s) = start
            && ts_game != GameKind::City
        {
            st.put_tile(Cell::new(0, 0), s, Rotation(0));
        }
        st.draw();
        st
    }

    /// A state with nothing placed and nothing in the stack.
    pub fn empty(ts: Arc<TileSet>, options: Options, players: u8) -> State {
        let base = ts.pattern_base;
        let ts_game = ts.game;
        State {
            ts,
            options,
            players,
            board: Board::new(base),
            features: Features::new(),
            followers: Vec::with_capacity(MAX_PLAYERS * FOLLOWERS as usize),
            monks: Vec::new(),
            supply: [FOLLOWERS; MAX_PLAYERS],
            score: [0; MAX_PLAYERS],
            current: 0,
            stack: Vec::new(),
            drawn: None,
            discards: Vec::new(),
            over: false,
            turn: 0,
            record_detail: true,
            city: (ts_game == GameKind::City).then(|| Box::new(CityState::new(players, 0))),
            last_events: Vec::new(),
            last_discards: Vec::new(),
        }
    }

    /// Turns off tile lists in score events (search does not read them).
    pub fn set_record_detail(&mut self, on: bool) {
        self.record_detail = on;
    }

    // ----- Read access -----

    /// The tile set in play.
    pub fn tileset(&self) -> &Arc<TileSet> {
        &self.ts
    }
    /// The rule options.
    pub fn options(&self) -> Options {
        self.options
    }
    /// Number of players.
    pub fn players(&self) -> usize {
        self.players as usize
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The feature union-find.
    pub fn features(&self) -> &Features {
        &self.features
    }
    /// Followers on the board.
    pub fn followers(&self) -> &[PlacedFollower] {
        &self.followers
    }
    /// Followers in a player's supply.
    pub fn supply(&self, p: usize) -> u8 {
        self.supply[p]
    }
    /// A player's score.
    pub fn score(&self, p: usize) -> u32 {
        self.score[p]
    }
    /// All scores.
    pub fn scores(&self) -> &[u32] {
        &self.score[..self.players as usize]
    }
    /// The player to move.
    pub fn current(&self) -> usize {
        self.current as usize
    }
    /// The drawn tile type, if the game goes on.
    pub fn drawn(&self) -> Option<u8> {
        self.drawn
    }
    /// Remaining tiles in draw order reversed (the last is drawn next). Players
    /// may count these but not know their order: computer players must not read it.
    pub fn stack(&self) -> &[u8] {
        &self.stack
    }
    /// Tiles discarded because they fitted nowhere (R-B1).
    pub fn discards(&self) -> &[u8] {
        &self.discards
    }
    /// True once the end scoring is done.
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// Moves made so far.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// How many tiles of each type remain (stack only; not the drawn tile).
    pub fn remaining_counts(&self) -> Vec<u8> {
        let mut v = vec![0u8; self.ts.tiles.len()];
        for t in &self.stack {
            v[*t as usize] += 1;
        }
        v
    }

    /// Replaces the order of the remaining stack (the hidden information), e.g. a
    /// computer player's guess of it.
    pub fn set_stack(&mut self, stack: Vec<u8>) {
        self.stack = stack;
    }

    /// Sets the drawn tile directly (search sampling a draw).
    pub fn set_drawn(&mut self, t: Option<u8>) {
        self.drawn = t;
    }

    /// Shuffles the remaining stack with the given generator.
    pub fn shuffle_stack(&mut self, rng: &mut Rng) {
        rng.shuffle(&mut self.stack);
    }

    // ----- Legality -----

    /// Every legal placement of the drawn tile: (cell, rotation), distinct rotations only.
    pub fn legal_placements(&self) -> Vec<(Cell, Rotation)> {
        let mut v = Vec::new();
        if let Some(t) = self.drawn {
            self.for_each_placement(t, |c, r| v.push((c, r)));
        }
        v.sort();
        v
    }

    /// Calls `f` for every legal (cell, rotation) of a tile type, distinct rotations only.
    #[inline]
    pub fn for_each_placement(&self, tile: u8, mut f: impl FnMut(Cell, Rotation)) {
        let blocked = self.walled_off();
        for oc in self.board.frontier() {
            if !blocked.is_empty() && blocked.contains(&oc.cell) {
                continue;
            }
            let mut mask = self.ts.fitting_rotations(tile, oc.pattern);
            while mask != 0 {
                let r = mask.trailing_zeros() as u8;
                mask &= mask - 1;
                f(oc.cell, Rotation(r));
            }
        }
    }

    /// Number of legal placements of a tile type.
    pub fn placement_count(&self, tile: u8) -> usize {
        let blocked = self.walled_off();
        self.board
            .frontier()
            .iter()
            .filter(|oc| blocked.is_empty() || !blocked.contains(&oc.cell))
            .map(|oc| rotations_in(self.ts.fitting_rotations(tile, oc.pattern)) as usize)
            .sum()
    }

    /// True if a tile type fits somewhere.
    pub fn fits_somewhere(&self, tile: u8) -> bool {
        let row = self.ts.fits_row(tile);
        if self.city.is_none() {
            return self
                .board
                .frontier()
                .iter()
                .any(|oc| row[oc.pattern as usize] != 0);
        }
        let blocked = self.walled_off();
        self.board.frontier().iter().any(|oc| {
            row[oc.pattern as usize] != 0 && (blocked.is_empty() || !blocked.contains(&oc.cell))
        })
    }

    /// Frontier cells the wall closes to tiles (The City once the gate is
    /// placed; empty otherwise, without work).
    #[inline]
    fn walled_off(&self) -> Vec<Cell> {
        match &self.city {
            Some(c) if c.gate.is_some() => self.city_blocked_cells(),
            _ => Vec::new(),
        }
    }

    /// Sets supplies, scores, the player to move and the turn counter (positions).
    pub(crate) fn set_position_counters(
        &mut self,
        supplies: &[u8],
        scores: &[u32],
        to_move: u8,
        turn: u32,
    ) {
        for p in 0..self.players as usize {
            self.supply[p] = supplies.get(p).copied().unwrap_or(0);
            self.score[p] = scores.get(p).copied().unwrap_or(0);
        }
        self.current = to_move;
        self.turn = turn;
    }

    /// Sets the discard list (positions).
    pub(crate) fn set_discards(&mut self, d: Vec<u8>) {
        self.discards = d;
    }

    /// Starts play from a built position: the given drawn tile, or the next from
    /// the stack; a drawn tile that fits nowhere is discarded (R-B1).
    pub(crate) fn start_with_drawn(&mut self, drawn: Option<u8>) {
        self.last_discards.clear();
        if let Some(d) = drawn {
            if self.fits_somewhere(d) {
                self.drawn = Some(d);
                return;
            }
            self.discards.push(d);
            self.last_discards.push(d);
        }
        self.draw();
    }

    /// Checks that a tile type may lie on a cell in a rotation, and says why not.
    pub fn check_placement(&self, tile: u8, cell: Cell, rot: Rotation) -> Result<(), MoveError> {
        if !on_table(cell) {
            return Err(MoveError::OffTheTable(cell));
        }
        if self.board.is_filled(cell) {
            return Err(MoveError::CellTaken(cell));
        }
        let t = &self.ts.tiles[tile as usize];
        let mut touching = false;
        for s in Side::ALL {
            if let Some(n) = self.board.at(cell.step(s)) {
                touching = true;
                let theirs = self.ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
                let mine = t.edge_at(rot, s);
                if !mine.matches(theirs) {
                    return Err(MoveError::Mismatch {
                        cell,
                        side: s,
                        mine,
                        theirs,
                    });
                }
            }
        }
        // On an empty board the first tile goes to the origin (R-C1, empty scenarios).
        let first_tile = self.board.placed().is_empty() && cell == Cell::new(0, 0);
        if !touching && !first_tile {
            return Err(MoveError::NoNeighbour(cell));
        }
        if !self.city_cell_ok(cell) {
            return Err(MoveError::BeyondTheWall(cell));
        }
        Ok(())
    }

    /// Local features of the drawn tile on which the current player may deploy a
    /// follower after placing it at `cell` in `rot` (which must be legal).
    pub fn deployments(&self, tile: u8, cell: Cell, rot: Rotation) -> Vec<u8> {
        let mut v = Vec::new();
        if self.supply[self.current as usize] == 0 {
            return v;
        }
        let t = &self.ts.tiles[tile as usize];
        if self.city.is_some() {
            // The City: occupancy as connected, and R-C6.
            for i in 0..t.features.len() as u8 {
                if self.city_deploy_check(tile, cell, rot, i).is_ok() {
                    v.push(i);
                }
            }
            return v;
        }
        let taken = self.taken_features(tile, cell, rot);
        for (i, def) in t.features.iter().enumerate() {
            if taken & (1 << i) == 0 && (def.kind != FeatureKind::Field || self.options.farmers) {
                v.push(i as u8);
            }
        }
        v
    }

    /// The local features of `tile` at `cell` in `rot` (bit set) whose feature, as
    /// connected on the board, already has a follower: one pass over the ports
    /// facing neighbours for all features at once (what `deploy_check` finds
    /// one feature at a time).
    #[inline]
    fn taken_features(&self, tile: u8, cell: Cell, rot: Rotation) -> u32 {
        let t = &self.ts.tiles[tile as usize];
        let mut taken = 0u32;
        for &(mine, theirs) in self.facing_ports(tile, cell, rot).as_slice() {
            if taken & (1 << mine) != 0 {
                continue;
            }
            let gf = self.features.feature(theirs);
            if gf.kind == t.features[mine as usize].kind && gf.followers.iter().any(|c| *c > 0) {
                taken |= 1 << mine;
            }
        }
        taken
    }

    /// Where a tile laid at `cell` turned `rot` would meet its neighbours:
    /// each place where one of its features faces a feature of a placed
    /// tile, as (its local feature, the neighbour's node). Whether the two
    /// join is the caller's rule (same kind; R-C3 for markets).
    #[inline]
    pub(crate) fn facing_ports(&self, tile: u8, cell: Cell, rot: Rotation) -> FacingPorts {
        let o = &self.ts.tiles[tile as usize].oriented[rot.0 as usize];
        let mut out = FacingPorts::default();
        for s in Side::ALL {
            let Some(n) = self.board.at(cell.step(s)) else {
                continue;
            };
            let no = &self.ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
            for pos in 0..3 {
                let p = Place::new(s, pos);
                let mine = o.port[p.0 as usize];
                let theirs = no.port[p.facing().0 as usize];
                if mine != NONE && theirs != NONE {
                    out.pairs[out.len as usize] = (mine, n.node_base + theirs as u16);
                    out.len += 1;
                }
            }
        }
        out
    }

    fn deploy_check(
        &self,
        tile: u8,
        cell: Cell,
        rot: Rotation,
        local: u8,
        kind: FeatureKind,
    ) -> Result<(), MoveError> {
        if self.city.is_some() {
            return self.city_deploy_check(tile, cell, rot, local);
        }
        match kind {
            FeatureKind::Field if !self.options.farmers => return Err(MoveError::FarmersOff),
            FeatureKind::City
            | FeatureKind::Road
            | FeatureKind::Field
            | FeatureKind::Monastery
            | FeatureKind::Street
            | FeatureKind::Market
            | FeatureKind::Residential => {}
            FeatureKind::Wall => return Err(MoveError::NotForFollowers(kind)),
        }
        if self.taken_features(tile, cell, rot) & (1 << local) != 0 {
            return Err(MoveError::FeatureTaken { kind });
        }
        Ok(())
    }

    /// Checks a whole move and says why it is not legal.
    pub fn check_move(&self, m: &Move) -> Result<(), MoveError> {
        if self.over {
            return Err(MoveError::GameOver);
        }
        match m {
            Move::Place(p) => {
                let tile = self.drawn.ok_or(MoveError::NoTileDrawn)?;
                self.check_placement(tile, p.cell, p.rot)?;
                if let Some(f) = p.follower {
                    let t = &self.ts.tiles[tile as usize];
                    let def = t
                        .features
                        .get(f as usize)
                        .ok_or(MoveError::NoSuchFeature(f))?;
                    if self.supply[self.current as usize] == 0 {
                        return Err(MoveError::NoFollowerLeft);
                    }
                    self.deploy_check(tile, p.cell, p.rot, f, def.kind)?;
                }
                if self.city.as_ref().is_some_and(|c| c.round.is_some()) {
                    return Err(MoveError::WrongPhase);
                }
                Ok(())
            }
            Move::Gate(_) | Move::Wall { .. } | Move::Tower(_) => self.check_city_move(m),
        }
    }

    // ----- Doing -----

    /// Applies a move after checking it.
    pub fn apply(&mut self, m: &Move) -> Result<(), MoveError> {
        self.check_move(m)?;
        self.apply_unchecked(m);
        Ok(())
    }

    /// Applies a move known to be legal (from the legal-move generators).
    pub fn apply_unchecked(&mut self, m: &Move) {
        self.last_events.clear();
        self.last_discards.clear();
        match *m {
            Move::Place(p) => {
                let Some(tile) = self.drawn.take() else {
                    return;
                };
                let idx = self.put_tile(p.cell, tile, p.rot);
                let node_base = self.board.placed()[idx].node_base;
                if let Some(f) = p.follower {
                    self.deploy(self.current, node_base + f as u16, p.cell, f);
                }
                if self.city.is_some() {
                    self.turn += 1;
                    let scored = self.city_score_after_placement(idx);
                    if !self.city_after_placement(scored) {
                        self.current = (self.current + 1) % self.players;
                        self.draw();
                    }
                    return;
                }
                self.score_after_placement(idx);
            }
            Move::Gate(_) | Move::Wall { .. } | Move::Tower(_) => {
                self.turn += 1;
                self.apply_city_move(m);
                return;
            }
        }
        self.turn += 1;
        self.current = (self.current + 1) % self.players;
        self.draw();
    }

    /// Puts a tile on the board and joins its features to its neighbours'.
    /// Returns its placement index. No legality check.
    pub(crate) fn put_tile(&mut self, cell: Cell, tile: u8, rot: Rotation) -> usize {
        let idx = self.board.placed().len();
        let node_base = self.features.len() as u16;
        let t = &self.ts.tiles[tile as usize];
        for (i, def) in t.features.iter().enumerate() {
            let kinds = def.market.map_or(0, |k| k.bit());
            self.features.add(
                idx as u8,
                i as u8,
                def.kind,
                def.port_count(),
                def.shields as u16,
                kinds,
            );
        }
        let placed = PlacedTile {
            cell,
            tile,
            rot,
            node_base,
        };
        self.board.place(&self.ts, placed);
        let o = &t.oriented[rot.0 as usize];
        for s in Side::ALL {
            let Some(n) = self.board.at(cell.step(s)).copied() else {
                continue;
            };
            let no = &self.ts.tiles[n.tile as usize].oriented[n.rot.0 as usize];
            for pos in 0..3 {
                let p = Place::new(s, pos);
                let mine = o.port[p.0 as usize];
                let theirs = no.port[p.facing().0 as usize];
                if mine != NONE {
                    self.features.close_port(node_base + mine as u16);
                }
                if theirs != NONE {
                    self.features.close_port(n.node_base + theirs as u16);
                }
                if mine != NONE && theirs != NONE {
                    let a = node_base + mine as u16;
                    let b = n.node_base + theirs as u16;
                    if connects(self.features.node(a).kind, self.features.node(b).kind) {
                        self.features.union(a, b);
                    }
                }
            }
        }
        idx
    }

    /// Puts a follower of `player` on a node, from supply.
    pub(crate) fn deploy(&mut self, player: u8, node: u16, cell: Cell, local: u8) {
        self.supply[player as usize] -= 1;
        let r = self.features.find(node);
        self.features.node_mut(r).followers[player as usize] += 1;
        self.followers.push(PlacedFollower {
            player,
            node,
            cell,
            local,
        });
        if self.features.node(node).kind == FeatureKind::Monastery {
            self.monks.push((cell, node));
        }
    }

    fn score_after_placement(&mut self, idx: usize) {
        let placed = self.board.placed()[idx];
        let t = &self.ts.tiles[placed.tile as usize];
        let nf = t.features.len();
        // Up to 16 features of the tile and 4 neighbours' ends.
        let mut roots = [0u16; 20];
        let mut n = 0;
        for i in 0..nf {
            let kind = t.features[i].kind;
            if !matches!(kind, FeatureKind::City | FeatureKind::Road) {
                continue;
            }
            let r = self.features.find(placed.node_base + i as u16);
            if !roots[..n].contains(&r) {
                roots[n] = r;
                n += 1;
            }
        }
        // R-G4: a neighbour's road end that this tile closed without joining it
        // (it faces one of this tile's gates, which are no ports) may be complete
        // now too. Only a gate side closes without joining.
        for s in Side::ALL {
            if t.edge_at(placed.rot, s) != EdgeKind::Gate {
                continue;
            }
            let Some(nb) = self.board.at(placed.cell.step(s)).copied() else {
                continue;
            };
            let facing = Place::new(s, 1).facing();
            let g =
                self.ts.tiles[nb.tile as usize].oriented[nb.rot.0 as usize].port[facing.0 as usize];
            if g == NONE
                || t.oriented[placed.rot.0 as usize].port[Place::new(s, 1).0 as usize] != NONE
            {
                continue;
            }
            let node = nb.node_base + g as u16;
            if !matches!(
                self.features.node(node).kind,
                FeatureKind::City | FeatureKind::Road
            ) {
                continue;
            }
            let r = self.features.find(node);
            if !roots[..n].contains(&r) {
                roots[n] = r;
                n += 1;
            }
        }
        for &r in &roots[..n] {
            let node = *self.features.node(r);
            if node.open == 0 {
                self.score_feature(r, ScoreTime::Play);
            }
        }
        // Monasteries in the 3x3 block around the new tile. Only one with a monk
        // can score, so look among the monks (a few) rather than at 9 cells;
        // row by row, west to east, as the block is read.
        let mut monks = [(0i32, 0i32, 0u16); 9];
        let mut nm = 0;
        for &(c, node) in &self.monks {
            let (dx, dy) = (c.x - placed.cell.x, c.y - placed.cell.y);
            if (-1..=1).contains(&dx) && (-1..=1).contains(&dy) && nm < monks.len() {
                monks[nm] = (dy, dx, node);
                nm += 1;
            }
        }
        monks[..nm].sort_unstable();
        for &(dy, dx, m) in &monks[..nm] {
            let c = Cell::new(placed.cell.x + dx, placed.cell.y + dy);
            if self.board.filled_around(c) == 9 {
                self.score_feature(m, ScoreTime::Play);
            }
        }
    }

    /// The monastery node of the tile on a cell, if it has one.
    pub fn monastery_node(&self, c: Cell) -> Option<u16> {
        let p = self.board.at(c)?;
        let m = self.ts.tiles[p.tile as usize].monastery?;
        Some(p.node_base + m as u16)
    }

    /// The value a feature would score now, its rule and counts, without scoring it.
    /// `end` asks for the end-of-game value of an incomplete feature.
    pub fn feature_value(&self, root: u16, time: ScoreTime) -> FeatureValue {
        let node = *self.features.node(root);
        let mut v = FeatureValue {
            rule: Rule::RoadComplete,
            value: 0,
            tile_count: 0,
            shields: node.shields,
            cities: 0,
            complete: false,
        };
        match node.kind {
            FeatureKind::City => {
                let tiles = self.features.tile_count(root);
                v.tile_count = tiles;
                v.complete = node.open == 0;
                let fixed = if node.segments == 1 {
                    let p = self.board.placed()[node.tile as usize];
                    self.ts.tiles[p.tile as usize].features[node.local as usize].fixed_points
                } else {
                    None
                };
                if v.complete
                    && let Some(fp) = fixed
                {
                    v.rule = Rule::FourGates;
                    v.value = fp as u32;
                } else if v.complete && !(self.options.two_tile_city && tiles == 2) {
                    v.rule = Rule::CityComplete;
                    v.value = 2 * tiles as u32 + 2 * node.shields as u32;
                } else if v.complete {
                    v.rule = Rule::TwoTileCity;
                    v.value = tiles as u32 + node.shields as u32;
                } else {
                    v.rule = Rule::CityIncomplete;
                    v.value = tiles as u32 + node.shields as u32;
                }
            }
            FeatureKind::Road => {
                let tiles = self.features.tile_count(root);
                v.tile_count = tiles;
                v.complete = node.open == 0;
                v.rule = if v.complete {
                    Rule::RoadComplete
                } else {
                    Rule::RoadIncomplete
                };
                v.value = tiles as u32;
            }
            FeatureKind::Monastery => {
                let cell = self.board.placed()[node.tile as usize].cell;
                let filled = self.board.filled_around(cell);
                v.tile_count = filled as u16;
                v.complete = filled == 9;
                if v.complete {
                    v.rule = Rule::MonasteryComplete;
                    v.value = 9;
                } else {
                    v.rule = Rule::MonasteryIncomplete;
                    v.value = filled as u32;
                }
            }
            FeatureKind::Field => {
                v.tile_count = self.features.tile_count(root);
                v.rule = Rule::Field;
                v.cities = self.completed_city_count(root);
                v.value = 3 * v.cities as u32;
                let _ = time;
            }
            FeatureKind::Street => {
                v.tile_count = self.features.tile_count(root);
                v.complete = node.open == 0;
                v.rule = Rule::Street;
                v.value = super::the_city::scoring::street_value(v.tile_count);
            }
            FeatureKind::Market => {
                v.tile_count = self.features.tile_count(root);
                v.complete = node.open == 0;
                v.rule = Rule::Market;
                v.cities = node.market_kinds.count_ones() as u16;
                v.value = super::the_city::scoring::market_value(v.tile_count, node.market_kinds);
            }
            FeatureKind::Residential => {
                v.tile_count = self.features.tile_count(root);
                v.complete = node.open == 0;
                v.rule = Rule::Residence;
                v.cities = self.markets_bordering(root).len() as u16;
                v.value = 2 * v.cities as u32;
            }
            FeatureKind::Wall => {}
        }
        v
    }

    /// The roots of the completed cities a field touches (R-B4), each once.
    pub fn completed_cities_touched(&self, field_root: u16) -> Vec<u16> {
        self.cities_touched(field_root)
            .into_iter()
            .filter(|c| self.features.node(*c).open == 0)
            .collect()
    }

    /// The number of completed cities a field touches (R-B4), each once, as
    /// `completed_cities_touched(..).len()` without allocating.
    pub fn completed_city_count(&self, field_root: u16) -> u16 {
        let mut seen = [0u16; 128];
        let mut n = 0usize;
        let mut more: Vec<u16> = Vec::new();
        self.features.for_each_member(field_root, |_, m| {
            let p = self.board.placed()[m.tile as usize];
            let def = &self.ts.tiles[p.tile as usize].features[m.local as usize];
            for c in &def.touches {
                let r = self.features.root(p.node_base + *c as u16);
                if self.features.node(r).open != 0 || seen[..n].contains(&r) || more.contains(&r) {
                    continue;
                }
                if n < seen.len() {
                    seen[n] = r;
                    n += 1;
                } else {
                    more.push(r);
                }
            }
        });
        (n + more.len()) as u16
    }

    /// The roots of all cities a field touches, each once.
    pub fn cities_touched(&self, field_root: u16) -> Vec<u16> {
        let mut cities: Vec<u16> = Vec::new();
        self.features.for_each_member(field_root, |_, m| {
            let p = self.board.placed()[m.tile as usize];
            let def = &self.ts.tiles[p.tile as usize].features[m.local as usize];
            for c in &def.touches {
                let r = self.features.root(p.node_base + *c as u16);
                if !cities.contains(&r) {
                    cities.push(r);
                }
            }
        });
        cities
    }

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
            self.gate_ends(root)
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
            node: root,
        });
        if time == ScoreTime::Play {
            self.return_followers(root);
        }
    }

    /// City Gates: a city's gates, where it is closed (R-G3), or a road's
    /// ends that meet a gate (R-G4). Asked only to explain a score.
    fn gate_ends(&self, root: u16) -> u16 {
        if !self.options.city_gates {
            return 0;
        }
        let kind = self.features.node(root).kind;
        let mut n = 0u16;
        self.features.for_each_member(root, |idx, m| {
            let pt = &self.board.placed()[m.tile as usize];
            let local = idx - pt.node_base;
            let t = &self.ts.tiles[pt.tile as usize];
            match kind {
                FeatureKind::City => {
                    n += t.features[local as usize].gates.count_ones() as u16;
                }
                FeatureKind::Road => {
                    for s in Side::ALL {
                        if t.port_at(pt.rot, Place::new(s, 1)) != Some(local as u8) {
                            continue;
                        }
                        if let Some(nb) = self.board.at(pt.cell.step(s)) {
                            let nt = &self.ts.tiles[nb.tile as usize];
                            if nt.edge_at(nb.rot, s.opposite()) == EdgeKind::Gate {
                                n += 1;
                            }
                        }
                    }
                }
                _ => {}
            }
        });
        n
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

    /// Draws the next tile; tiles that fit nowhere are discarded (R-B1). Ends the
    /// game when the stack runs out.
    pub(crate) fn draw(&mut self) {
        while let Some(t) = self.stack.pop() {
            if let Some(c) = self.city.as_deref_mut()
                && let Some(i) = c.stack_left.iter().position(|n| *n > 0)
            {
                c.stack_left[i] -= 1;
                c.cur_stack = i as u8 + 1;
            }
            if self.fits_somewhere(t) {
                self.drawn = Some(t);
                return;
            }
            self.discards.push(t);
            self.last_discards.push(t);
        }
        self.drawn = None;
        self.finish();
    }

    /// The end scoring: incomplete cities, roads, monasteries, then fields.
    pub(crate) fn finish(&mut self) {
        if self.over {
            return;
        }
        self.over = true;
        if self.city.is_some() {
            self.city_finish();
            return;
        }
        // The features with followers, in node order (as a scan of all roots
        // would list them), found from the few followers rather than all nodes.
        let mut roots: Vec<u16> = self
            .followers
            .iter()
            .map(|f| self.features.root(f.node))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        for kind in [FeatureKind::City, FeatureKind::Road, FeatureKind::Monastery] {
            for &r in &roots {
                if self.features.node(r).kind == kind {
                    self.score_feature(r, ScoreTime::End);
                }
            }
        }
        if self.options.farmers {
            for &r in &roots {
                if self.features.node(r).kind == FeatureKind::Field {
                    self.score_feature(r, ScoreTime::End);
                }
            }
        }
    }

    /// The scores and events if the game ended now (the end scoring on a copy).
    pub fn end_now(&self) -> (Vec<u32>, Vec<ScoreEvent>) {
        let mut s = self.clone();
        s.last_events.clear();
        s.record_detail = true;
        s.drawn = None;
        s.finish();
        (s.scores().to_vec(), s.last_events)
    }

    /// As [`State::end_now`] for a state the caller owns and no longer needs:
    /// the end scoring without another copy (the analysis previews every legal
    /// move this way). Keeps the state's record-detail setting.
    pub fn into_end_now(mut self) -> (Vec<u32>, Vec<ScoreEvent>) {
        self.last_events.clear();
        self.drawn = None;
        self.finish();
        (self.scores().to_vec(), self.last_events)
    }
}

/// The (local feature, neighbour node) pairs of [`State::facing_ports`]: at
/// most 12, one per border place, kept on the stack for move generation.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FacingPorts {
    pairs: [(u8, u16); 12],
    len: u8,
}

impl FacingPorts {
    /// The pairs found.
    pub(crate) fn as_slice(&self) -> &[(u8, u16)] {
        &self.pairs[..self.len as usize]
    }
}

/// What a feature is worth and by which rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureValue {
    pub rule: Rule,
    pub value: u32,
    pub tile_count: u16,
    pub shields: u16,
    pub cities: u16,
    pub complete: bool,
}

/// Whether two features facing each other across a side join (R-C3 for markets).
pub fn connects(a: FeatureKind, b: FeatureKind) -> bool {
    a == b && a != FeatureKind::Monastery
}

/// Number of rotations in a 4-bit rotation mask. A table look-up: the default
/// x86-64 target has no popcount instruction, and this is the inner loop of
/// random play.
const ROTATIONS_IN: [u8; 16] = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

#[inline]
fn rotations_in(mask: u8) -> u32 {
    ROTATIONS_IN[(mask & 15) as usize] as u32
}

/// Picks a uniformly random legal move, follower choice included (none counts as one).
pub fn random_move(st: &State, rng: &mut Rng) -> Option<Move> {
    if st.city.is_some() {
        return random_city_move(st, rng);
    }
    let tile = st.drawn()?;
    let row = st.ts.fits_row(tile);
    let frontier = st.board.frontier();
    let n: u32 = frontier
        .iter()
        .map(|oc| rotations_in(row[oc.pattern as usize]))
        .sum();
    if n == 0 {
        return None;
    }
    let mut k = rng.below(n);
    let mut chosen = (Cell::new(0, 0), 0u8);
    for oc in frontier {
        let mask = row[oc.pattern as usize];
        let c = rotations_in(mask);
        if k < c {
            let mut m = mask;
            for _ in 0..k {
                m &= m - 1;
            }
            chosen = (oc.cell, m.trailing_zeros() as u8);
            break;
        }
        k -= c;
    }
    let (cell, r) = chosen;
    let rot = Rotation(r);
    let mut deps = [0u8; 16];
    let mut nd = 0;
    if st.supply[st.current as usize] > 0 {
        let t = &st.ts.tiles[tile as usize];
        let taken = st.taken_features(tile, cell, rot);
        for (i, def) in t.features.iter().enumerate() {
            if nd < deps.len()
                && taken & (1 << i) == 0
                && (def.kind != FeatureKind::Field || st.options.farmers)
            {
                deps[nd] = i as u8;
                nd += 1;
            }
        }
    }
    let pick = rng.below(nd as u32 + 1) as usize;
    Some(Move::Place(Placement {
        cell,
        rot,
        follower: (pick < nd).then(|| deps[pick]),
    }))
}

/// A uniformly random legal decision in The City: a placement (then a
/// follower choice, none counting as one), or a wall-round decision.
fn random_city_move(st: &State, rng: &mut Rng) -> Option<Move> {
    match st.phase() {
        super::the_city::Phase::Over => None,
        super::the_city::Phase::Place { .. } => {
            let tile = st.drawn()?;
            let places = st.legal_placements();
            if places.is_empty() {
                return None;
            }
            let (cell, rot) = places[rng.below(places.len() as u32) as usize];
            let deps = st.deployments(tile, cell, rot);
            let pick = rng.below(deps.len() as u32 + 1) as usize;
            Some(Move::Place(Placement {
                cell,
                rot,
                follower: deps.get(pick).copied(),
            }))
        }
        _ => {
            let v = st.legal_moves();
            if v.is_empty() {
                return None;
            }
            Some(v[rng.below(v.len() as u32) as usize])
        }
    }
}
