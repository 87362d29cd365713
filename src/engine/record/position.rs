//! Positions built directly (for scenarios, disputes and the editor) rather
//! than played: placed tiles, followers, supplies, scores, the stack.
//!
//! Positions name things in board frame as files do: tiles by id, followers
//! by the place label of their feature ("N", "Es", "C" for a monastery).

use crate::engine::model::board::on_table;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::outline::{Edge, WallEnd};
use crate::engine::model::rng::Rng;
use crate::engine::model::tile::{FeatureKind, GameKind, TileSet};
use crate::engine::state::city::{
    EndReason, Round, STACKS, Step, TOWERS, Tower, WALL_PIECES, WallPiece, split_stacks,
};
use crate::engine::state::{FOLLOWERS, Options, State};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

/// A tile in a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionTile {
    pub tile: String,
    pub x: i32,
    pub y: i32,
    #[serde(default)]
    pub rot: u8,
}

/// A follower in a position: player index (0-based), cell and the place label of its feature.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionFollower {
    pub player: u8,
    pub x: i32,
    pub y: i32,
    pub on: String,
}

/// The tiles not yet drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Remaining {
    /// Every tile of the set not placed, drawn or discarded, shuffled by the seed.
    #[default]
    Rest,
    /// Counts per tile id, shuffled by the seed.
    Counts(BTreeMap<String, u8>),
    /// An exact order, the first drawn first.
    Order(Vec<String>),
}

/// A wall piece (or the gate) in a position: side `side` of the tile at (x, y).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionWall {
    pub x: i32,
    pub y: i32,
    pub side: Side,
    /// The player whose guard stands on it (not on the gate).
    #[serde(default)]
    pub guard: Option<u8>,
}

impl PositionWall {
    fn edge(&self) -> Edge {
        Edge::new(Cell::new(self.x, self.y), self.side)
    }
}

/// A wall round in progress (format 2): who caused it, its decisions in
/// order, and how many are made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionRound {
    /// The player whose tile caused the round (0-based).
    pub tile_player: u8,
    /// Every decision of the round in order: (player, Gate | Wall | Tower).
    pub steps: Vec<(u8, Step)>,
    /// How many of them are made; the next one is pending.
    pub next: usize,
}

/// The City's part of a position: stacks, wall, guards and towers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(default)]
pub struct PositionCity {
    /// Tiles left in stacks 1, 2 and 3; missing: the remaining tiles split
    /// from the last drawn (stack 3 up to 20, stack 2 up to 25, stack 1 the rest).
    pub stacks: Option<[u8; 3]>,
    /// The stack the drawn tile came from; missing: the lowest stack with tiles left.
    pub stack: Option<u8>,
    pub gate: Option<PositionWall>,
    /// Wall pieces at the clockwise end, from the gate outwards.
    pub cw: Vec<PositionWall>,
    /// Wall pieces at the anticlockwise end, from the gate outwards.
    pub ccw: Vec<PositionWall>,
    /// Wall pieces left; missing: 70 less those placed.
    pub wall_supply: Option<u8>,
    /// Towers left per player; missing: 12 shared evenly less those placed.
    pub towers_left: Option<Vec<u8>>,
    pub towers: Vec<Tower>,
    /// Format 2: the wall round in progress, if a gate, wall or tower
    /// decision is pending.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round: Option<PositionRound>,
    /// Format 2: wall rounds played so far; missing: 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// Format 2: how the game ended (R-C14), for a finished game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<EndReason>,
    /// Format 2: the wall completed along the rest of the outline at the end.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub closing: Vec<PositionWall>,
}

/// A whole position, as scenario files write it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Position {
    #[serde(default)]
    pub game: GameKind,
    #[serde(default)]
    pub options: Options,
    pub players: u8,
    pub tiles: Vec<PositionTile>,
    #[serde(default)]
    pub followers: Vec<PositionFollower>,
    /// Scores per player (missing ones are 0).
    #[serde(default)]
    pub scores: Vec<u32>,
    /// Followers in supply per player; missing: 7 less those on the board.
    #[serde(default)]
    pub supplies: Option<Vec<u8>>,
    /// The player to move (0-based).
    #[serde(default)]
    pub to_move: u8,
    /// The drawn tile; missing: drawn from the remaining tiles.
    #[serde(default)]
    pub drawn: Option<String>,
    #[serde(default)]
    pub remaining: Remaining,
    #[serde(default)]
    pub discards: Vec<String>,
    /// Shuffles remaining tiles given as counts or as the rest.
    #[serde(default)]
    pub seed: u64,
    /// The City: walls, guards, towers and stacks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<PositionCity>,
    /// Format 2: moves made so far; missing: the placed tiles less the start tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// Format 2: the game is over and its end scoring is in the scores.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub over: bool,
}

/// Highest score a position may give a player: far beyond any game (a
/// base game rarely passes 200), far below where adding points could overflow.
pub const MAX_SCORE: u32 = 1_000_000;

/// Why a position is impossible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The cell concerned, if one.
    pub cell: Option<Cell>,
    pub problem: String,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cell {
            Some(c) => write!(f, "at {c}: {}", self.problem),
            None => write!(f, "{}", self.problem),
        }
    }
}

impl std::error::Error for PositionError {}

fn perr(cell: Option<Cell>, problem: impl Into<String>) -> PositionError {
    PositionError {
        cell,
        problem: problem.into(),
    }
}

/// Everything wrong with a position, for free-mode editing that keeps saying what is off.
pub fn problems(ts: &Arc<TileSet>, pos: &Position) -> Vec<PositionError> {
    let mut out = Vec::new();
    build(ts, pos, &mut out);
    out
}

impl State {
    /// Builds a state from a position; refuses an impossible one with the first reason.
    pub fn from_position(ts: &Arc<TileSet>, pos: &Position) -> Result<State, PositionError> {
        let mut errs = Vec::new();
        match build(ts, pos, &mut errs) {
            Some(st) if errs.is_empty() => Ok(st),
            _ => Err(errs
                .into_iter()
                .next()
                .unwrap_or_else(|| perr(None, "the position could not be built"))),
        }
    }

    /// The feature node at a cell and place label ("N", "Es", "C" for a
    /// monastery), as files and questions name features.
    pub fn feature_at(&self, cell: Cell, label: &str) -> Result<u16, String> {
        let p = self
            .board()
            .at(cell)
            .ok_or_else(|| format!("no tile at {cell}"))?;
        let tt = &self.tileset().tiles[p.tile as usize];
        let local = tt
            .feature_by_label(p.rot, label)
            .ok_or_else(|| format!("tile {} at {cell} has no feature at {label:?}", tt.id))?;
        Ok(p.node_base + local as u16)
    }

    /// The position this state is in (the stack as an exact order).
    pub fn to_position(&self) -> Position {
        let ts = self.tileset();
        let tiles = self
            .board()
            .placed()
            .iter()
            .map(|p| PositionTile {
                tile: ts.tiles[p.tile as usize].id.clone(),
                x: p.cell.x,
                y: p.cell.y,
                rot: p.rot.0,
            })
            .collect();
        let followers = self
            .followers()
            .iter()
            .map(|f| {
                let p = self.board().at(f.cell).copied();
                let on = p.map_or_else(String::new, |p| {
                    ts.tiles[p.tile as usize].feature_label(p.rot, f.local)
                });
                PositionFollower {
                    player: f.player,
                    x: f.cell.x,
                    y: f.cell.y,
                    on,
                }
            })
            .collect();
        let n = self.players();
        Position {
            game: ts.game,
            options: self.options(),
            players: n as u8,
            tiles,
            followers,
            scores: self.scores().to_vec(),
            supplies: Some((0..n).map(|p| self.supply(p)).collect()),
            to_move: self.current() as u8,
            drawn: self.drawn().map(|t| ts.tiles[t as usize].id.clone()),
            remaining: Remaining::Order(
                self.stack()
                    .iter()
                    .rev()
                    .map(|t| ts.tiles[*t as usize].id.clone())
                    .collect(),
            ),
            discards: self
                .discards()
                .iter()
                .map(|t| ts.tiles[*t as usize].id.clone())
                .collect(),
            seed: 0,
            turn: Some(self.turn()),
            over: self.is_over(),
            city: self.city().map(|c| {
                let wall = |p: &WallPiece| PositionWall {
                    x: p.edge.cell.x,
                    y: p.edge.cell.y,
                    side: p.edge.side,
                    guard: p.guard,
                };
                PositionCity {
                    stacks: Some(c.stack_left),
                    stack: Some(c.cur_stack),
                    gate: c.gate.map(|g| PositionWall {
                        x: g.cell.x,
                        y: g.cell.y,
                        side: g.side,
                        guard: None,
                    }),
                    cw: c.cw.iter().map(wall).collect(),
                    ccw: c.ccw.iter().map(wall).collect(),
                    wall_supply: Some(c.wall_supply),
                    towers_left: Some(c.towers_left[..n.min(4)].to_vec()),
                    towers: c.towers.clone(),
                    round: c.round.as_ref().map(|r| PositionRound {
                        tile_player: r.tile_player,
                        steps: r.steps.clone(),
                        next: r.next,
                    }),
                    rounds: Some(c.rounds),
                    end: c.end,
                    closing: c
                        .closing
                        .iter()
                        .map(|e| PositionWall {
                            x: e.cell.x,
                            y: e.cell.y,
                            side: e.side,
                            guard: None,
                        })
                        .collect(),
                }
            }),
        }
    }
}

fn build(ts: &Arc<TileSet>, pos: &Position, errs: &mut Vec<PositionError>) -> Option<State> {
    if pos.game != ts.game {
        errs.push(perr(
            None,
            "the position is for another game than the tile set",
        ));
        return None;
    }
    let max_players = if pos.game == GameKind::City {
        4
    } else {
        MAX_PLAYERS as u8
    };
    if !(2..=max_players).contains(&pos.players) {
        errs.push(perr(
            None,
            format!(
                "{} players: this game takes 2 to {max_players}",
                pos.players
            ),
        ));
        return None;
    }
    if pos.to_move >= pos.players {
        errs.push(perr(
            None,
            format!(
                "player {} is to move but there are {} players",
                pos.to_move + 1,
                pos.players
            ),
        ));
    }
    if pos.scores.len() > pos.players as usize {
        errs.push(perr(None, "more scores than players"));
    }
    for (p, sc) in pos.scores.iter().enumerate() {
        if *sc > MAX_SCORE {
            errs.push(perr(
                None,
                format!(
                    "player {} has {sc} points: more than the {MAX_SCORE} a position may give",
                    p + 1
                ),
            ));
        }
    }
    if pos.tiles.len() > 250 {
        errs.push(perr(None, "more than 250 tiles on the board"));
        return None;
    }
    let mut st = State::empty(ts.clone(), pos.options, pos.players);
    let mut used = vec![0u32; ts.tiles.len()];
    let id_of = |id: &str, errs: &mut Vec<PositionError>, cell: Option<Cell>| -> Option<u8> {
        let t = ts.by_id(id);
        if t.is_none() {
            errs.push(perr(cell, format!("unknown tile {id:?}")));
        }
        t
    };
    for pt in &pos.tiles {
        let cell = Cell::new(pt.x, pt.y);
        let Some(t) = id_of(&pt.tile, errs, Some(cell)) else {
            continue;
        };
        if pt.rot > 3 {
            errs.push(perr(
                Some(cell),
                format!("rotation {} (0 to 3 quarter turns)", pt.rot),
            ));
            continue;
        }
        if !on_table(cell) {
            errs.push(perr(Some(cell), "off the table"));
            continue;
        }
        if st.board().is_filled(cell) {
            errs.push(perr(Some(cell), "two tiles on one cell"));
            continue;
        }
        used[t as usize] += 1;
        st.put_tile(cell, t, Rotation(pt.rot));
    }
    // Every touching pair of sides must match.
    for p in st.board().placed() {
        let mine_t = &ts.tiles[p.tile as usize];
        for s in [Side::E, Side::S] {
            if let Some(n) = st.board().at(p.cell.step(s)) {
                let mine = mine_t.edge_at(p.rot, s);
                let theirs = ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
                if !mine.matches(theirs) {
                    errs.push(perr(
                        Some(p.cell),
                        format!(
                            "the {} side shows {} but the tile at {} shows {}",
                            s.name(),
                            mine.name(),
                            n.cell,
                            theirs.name()
                        ),
                    ));
                }
            }
        }
    }
    // All tiles form one connected landscape.
    let placed = st.board().placed().to_vec();
    if let Some(first) = placed.first() {
        let mut seen = vec![false; placed.len()];
        let mut todo = vec![first.cell];
        seen[0] = true;
        while let Some(c) = todo.pop() {
            for s in Side::ALL {
                if let Some(i) = st.board().index_at(c.step(s))
                    && !seen[i]
                {
                    seen[i] = true;
                    todo.push(placed[i].cell);
                }
            }
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            errs.push(perr(
                Some(placed[i].cell),
                "this tile does not touch the rest of the landscape by a side",
            ));
        }
    }
    // Followers.
    let mut on_board = [0u8; MAX_PLAYERS];
    for f in &pos.followers {
        let cell = Cell::new(f.x, f.y);
        if f.player >= pos.players {
            errs.push(perr(
                Some(cell),
                format!(
                    "a follower of player {}, who is not in the game",
                    f.player + 1
                ),
            ));
            continue;
        }
        let Some(p) = st.board().at(cell).copied() else {
            errs.push(perr(Some(cell), "a follower on a cell without a tile"));
            continue;
        };
        let tt = &ts.tiles[p.tile as usize];
        let Some(local) = tt.feature_by_label(p.rot, &f.on) else {
            errs.push(perr(
                Some(cell),
                format!(
                    "a follower on {:?}, but tile {} has no feature there",
                    f.on, tt.id
                ),
            ));
            continue;
        };
        let kind = tt.features[local as usize].kind;
        if kind == FeatureKind::Field && !pos.options.farmers {
            errs.push(perr(Some(cell), "a farmer, but farmers are off (R-B5)"));
        }
        on_board[f.player as usize] += 1;
        if on_board[f.player as usize] > FOLLOWERS {
            errs.push(perr(
                Some(cell),
                format!(
                    "player {} has more than {FOLLOWERS} followers on the board",
                    f.player + 1
                ),
            ));
            continue;
        }
        st.deploy(f.player, p.node_base + local as u16, cell, local);
    }
    // The City: the wall, its guards and towers.
    if let Some(pc) = &pos.city {
        if pos.game != GameKind::City {
            errs.push(perr(None, "walls, guards and towers belong to The City"));
        } else {
            city_walls(&mut st, pc, pos.players, &mut on_board, errs);
        }
    }
    // A completed city, road or monastery with followers would have been scored.
    let fl = st.followers().to_vec();
    for f in &fl {
        let r = st.features().root(f.node);
        let node = *st.features().node(r);
        let done = match node.kind {
            FeatureKind::City | FeatureKind::Road | FeatureKind::Street | FeatureKind::Market => {
                node.open == 0
            }
            FeatureKind::Monastery => st.board().filled_around(f.cell) == 9,
            _ => false,
        };
        // At the end, followers stay where the end scoring found them.
        if done && !pos.over {
            errs.push(perr(
                Some(f.cell),
                format!(
                    "a {} stands on a completed {}, which would have been scored and returned",
                    node.kind.follower_name(),
                    node.kind.name()
                ),
            ));
        }
    }
    // Supplies and scores.
    let supplies: Vec<u8> = match &pos.supplies {
        Some(s) => {
            if s.len() != pos.players as usize {
                errs.push(perr(None, "supplies must list one number per player"));
            }
            (0..pos.players as usize)
                .map(|p| s.get(p).copied().unwrap_or(0))
                .collect()
        }
        None => (0..pos.players as usize)
            .map(|p| FOLLOWERS.saturating_sub(on_board[p]))
            .collect(),
    };
    for p in 0..pos.players as usize {
        if supplies[p] as u32 + on_board[p] as u32 > FOLLOWERS as u32 {
            errs.push(perr(
                None,
                format!(
                    "player {} has {} followers in supply and {} on the board: more than the {FOLLOWERS} a player owns",
                    p + 1,
                    supplies[p],
                    on_board[p]
                ),
            ));
        }
    }
    st.set_position_counters(
        &supplies,
        &pos.scores,
        pos.to_move.min(pos.players - 1),
        // Moves made: as given, or every placed tile but the start tile
        // (discards are not moves).
        pos.turn.unwrap_or(
            (pos.tiles.len() - usize::from(ts.start.is_some() && !pos.tiles.is_empty())) as u32,
        ),
    );
    // Drawn, discards and the stack.
    let drawn = pos.drawn.as_ref().and_then(|d| id_of(d, errs, None));
    if let Some(d) = drawn {
        used[d as usize] += 1;
    }
    let mut discards = Vec::new();
    for d in &pos.discards {
        if let Some(t) = id_of(d, errs, None) {
            used[t as usize] += 1;
            discards.push(t);
        }
    }
    let mut stack: Vec<u8> = Vec::new();
    match &pos.remaining {
        Remaining::Rest => {
            for (i, t) in ts.tiles.iter().enumerate() {
                for _ in used[i]..t.count as u32 {
                    stack.push(i as u8);
                }
            }
            Rng::new(pos.seed).shuffle(&mut stack);
        }
        Remaining::Counts(m) => {
            for (id, n) in m {
                if let Some(t) = id_of(id, errs, None) {
                    used[t as usize] += *n as u32;
                    stack.extend(std::iter::repeat_n(t, *n as usize));
                }
            }
            Rng::new(pos.seed).shuffle(&mut stack);
        }
        Remaining::Order(v) => {
            for id in v.iter().rev() {
                if let Some(t) = id_of(id, errs, None) {
                    used[t as usize] += 1;
                    stack.push(t);
                }
            }
        }
    }
    for (i, t) in ts.tiles.iter().enumerate() {
        if used[i] > t.count as u32 {
            errs.push(perr(
                None,
                format!(
                    "{} tiles {} are placed, drawn, discarded or remaining, but the set has {}",
                    used[i], t.id, t.count
                ),
            ));
        }
    }
    if let Some(c) = st.city.as_deref_mut() {
        let pc = pos.city.clone().unwrap_or_default();
        c.stack_left = pc.stacks.unwrap_or_else(|| split_stacks(stack.len()));
        for (i, (n, most)) in c.stack_left.iter().zip(STACKS).enumerate() {
            if *n > most {
                errs.push(perr(
                    None,
                    format!(
                        "stack {} holds {n} tiles but has {most} at the start (section 4.1)",
                        i + 1
                    ),
                ));
            }
        }
        if c.stack_left.iter().map(|n| *n as usize).sum::<usize>() != stack.len() {
            errs.push(perr(
                None,
                format!(
                    "the stacks hold {} tiles but {} remain",
                    c.stack_left.iter().map(|n| *n as usize).sum::<usize>(),
                    stack.len()
                ),
            ));
        }
        if let Some(k) = pc.stack
            && !(1..=3).contains(&k)
        {
            errs.push(perr(
                None,
                format!("stack {k} is in use, but there are stacks 1 to 3"),
            ));
        }
        c.cur_stack = pc
            .stack
            .unwrap_or_else(|| {
                c.stack_left
                    .iter()
                    .position(|n| *n > 0)
                    .map_or(3, |i| i as u8 + 1)
            })
            .clamp(1, 3);
        c.rounds = pc.rounds.unwrap_or(0);
    }
    st.set_stack(stack);
    st.set_discards(discards);
    let round = pos.city.as_ref().and_then(|c| c.round.as_ref());
    if pos.over {
        // The end scoring is done and in the scores: mark the game over
        // without scoring again.
        if drawn.is_some() || round.is_some() {
            errs.push(perr(
                None,
                "a game that is over has no drawn tile and no wall round",
            ));
        }
        let end = pos.city.as_ref().and_then(|c| c.end);
        let closing = pos
            .city
            .as_ref()
            .map(|c| c.closing.clone())
            .unwrap_or_default();
        set_over(&mut st, end, &closing, errs);
    } else if let Some(r) = round {
        if drawn.is_some() {
            errs.push(perr(None, "during a wall round no tile is drawn"));
        }
        let pending = r.steps.get(r.next).copied();
        let Some((player, step)) = pending else {
            errs.push(perr(None, "the wall round has no decision left to make"));
            return Some(st);
        };
        if r.tile_player >= pos.players || r.steps.iter().any(|(p, _)| *p >= pos.players) {
            errs.push(perr(
                None,
                "the wall round names a player who is not in the game",
            ));
            return Some(st);
        }
        if player != pos.to_move {
            errs.push(perr(
                None,
                format!(
                    "player {} is to move but the wall round waits for player {}",
                    pos.to_move + 1,
                    player + 1
                ),
            ));
        }
        let gate = pos.city.as_ref().is_some_and(|c| c.gate.is_some());
        if (step == Step::Gate) == gate {
            errs.push(perr(
                None,
                if gate {
                    "the wall round waits for the gate, but the gate is placed"
                } else {
                    "the wall round waits for a wall piece or tower, but there is no gate"
                },
            ));
        }
        if let Some(c) = st.city.as_deref_mut() {
            c.round = Some(Round {
                tile_player: r.tile_player,
                steps: r.steps.clone(),
                next: r.next,
            });
        }
    } else {
        st.start_with_drawn(drawn);
    }
    Some(st)
}

/// Marks a built game as over, its end scoring done: The City's closing
/// wall closes the ports it faces (without scoring again).
fn set_over(
    st: &mut State,
    end: Option<EndReason>,
    closing: &[PositionWall],
    errs: &mut Vec<PositionError>,
) {
    st.over = true;
    st.drawn = None;
    let mut edges = Vec::with_capacity(closing.len());
    for w in closing {
        let e = w.edge();
        if !on_table(e.cell) || !st.board().is_filled(e.cell) {
            errs.push(perr(Some(e.cell), "a closing wall piece beside no tile"));
            return;
        }
        st.city_close_ports(e);
        edges.push(e);
    }
    if let Some(c) = st.city.as_deref_mut() {
        c.end = end;
        c.closing = edges;
    }
}

/// Puts a position's gate, wall pieces (checked to follow the outline from the
/// gate, R-C7), guards and towers on a City state.
fn city_walls(
    st: &mut State,
    pc: &PositionCity,
    players: u8,
    on_board: &mut [u8; MAX_PLAYERS],
    errs: &mut Vec<PositionError>,
) {
    let n = players.clamp(1, 4) as usize;
    if let Some(v) = &pc.towers_left
        && v.len() != n
    {
        errs.push(perr(
            None,
            format!(
                "towers_left must list one number per player ({n}), not {}",
                v.len()
            ),
        ));
    }
    let Some(gate) = &pc.gate else {
        if !pc.cw.is_empty() || !pc.ccw.is_empty() || !pc.towers.is_empty() {
            errs.push(perr(None, "wall pieces or towers but no gate"));
        }
        return;
    };
    for w in std::iter::once(gate)
        .chain(&pc.cw)
        .chain(&pc.ccw)
        .chain(&pc.closing)
    {
        let cell = Cell::new(w.x, w.y);
        if !on_table(cell) {
            errs.push(perr(Some(cell), "a wall piece off the table"));
            return;
        }
    }
    let outside = st.outside(None);
    let g = gate.edge();
    if !st.board().is_filled(g.cell) || !outside.contains(g.outside()) {
        errs.push(perr(
            Some(g.cell),
            "the gate must lie between a tile and an empty cell of the open outside (R-C7)",
        ));
        return;
    }
    let mut placed = 0u8;
    {
        let c = st.city.as_deref_mut().expect("a City state");
        c.gate = Some(g);
    }
    st.city_close_ports(g);
    for (arm, list) in [(WallEnd::Cw, &pc.cw), (WallEnd::Ccw, &pc.ccw)] {
        for w in list {
            let e = w.edge();
            if st.wall_candidate(arm) != Some(e) {
                errs.push(perr(
                    Some(e.cell),
                    format!(
                        "wall piece on side {} does not continue the wall along the outline (R-C7)",
                        e.side.name()
                    ),
                ));
                return;
            }
            if let Some(p) = w.guard {
                if p >= players {
                    errs.push(perr(Some(e.cell), "a guard of a player not in the game"));
                    continue;
                }
                on_board[p as usize] += 1;
            }
            let piece = WallPiece {
                edge: e,
                guard: w.guard,
            };
            let c = st.city.as_deref_mut().expect("a City state");
            match arm {
                WallEnd::Cw => c.cw.push(piece),
                WallEnd::Ccw => c.ccw.push(piece),
            }
            placed += 1;
            st.city_close_ports(e);
        }
    }
    let share = TOWERS / n as u8;
    // u32: a file may say 255, and 255 + the pieces placed overflows a u8.
    let supply = pc
        .wall_supply
        .map_or(WALL_PIECES.saturating_sub(placed) as u32, u32::from);
    if supply + placed as u32 > WALL_PIECES as u32 {
        errs.push(perr(
            None,
            format!(
                "{supply} wall pieces in supply and {placed} on the board: more than the {WALL_PIECES} in the box"
            ),
        ));
    }
    for t in &pc.towers {
        let arm = match t.end {
            WallEnd::Cw => pc.cw.len(),
            WallEnd::Ccw => pc.ccw.len(),
        };
        if t.player >= players {
            errs.push(perr(
                None,
                format!("a tower of player {}, who is not in the game", t.player + 1),
            ));
        } else if t.at == 0 || t.at as usize > arm {
            errs.push(perr(
                None,
                format!(
                    "a tower after wall piece {} of an arm of {arm} (R-C12)",
                    t.at
                ),
            ));
        }
    }
    let c = st.city.as_deref_mut().expect("a City state");
    c.wall_supply = supply.min(WALL_PIECES as u32) as u8;
    c.towers = pc.towers.clone();
    for p in 0..n {
        let used = pc.towers.iter().filter(|t| t.player as usize == p).count() as u8;
        c.towers_left[p] = match &pc.towers_left {
            Some(v) => v.get(p).copied().unwrap_or(0),
            None => share.saturating_sub(used),
        };
        if c.towers_left[p] as u32 + used as u32 > share as u32 {
            errs.push(perr(
                None,
                format!(
                    "player {} has {} towers left and {used} placed: more than the {share} each",
                    p + 1,
                    c.towers_left[p]
                ),
            ));
        }
    }
}
