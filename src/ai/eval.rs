//! The shared position evaluation: what each player's position is worth in
//! points, counting not only the score but what the board promises.
//!
//! For every feature with followers on it, the majority holder(s) get its
//! expected final value: the value if completed times the chance the remaining
//! tiles complete it, plus the end-of-game value otherwise. The chance comes
//! from the open cells around the feature and how many of the remaining tiles
//! (counted, never their order) fit each of them. Fields pay 3 for each city
//! touched, weighted by the chance that city completes. Followers in supply,
//! and followers likely to come back, are worth what they can still earn.

use crate::engine::model::geometry::{Cell, Side};
use crate::engine::{FeatureKind, MAX_PLAYERS, State};
use std::sync::OnceLock;

mod ended;
pub mod siblings;
mod threats;
mod worth;

use worth::{FieldWorth, Worth, worth};

/// Tile-type counts are kept in a fixed array: no tile set has more types.
const MAX_TYPES: usize = 256;

/// Most open cells tracked for one feature; beyond that it will not complete.
const MAX_OPEN: usize = 16;

/// Open field ports at which a field is half as easy to contest as a
/// wide-open one (see [`Weights::field_contest`]).
const FIELD_REACH: f64 = 8.0;

/// The evaluation's constants. `Weights::default()` is the shared evaluation
/// medium plays by; hard may judge positions with its own (see `hard.rs`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A tile that fills one gap of a city or road often opens another: each
    /// open cell's chance is multiplied by this.
    pub gap: f64,
    /// Points a follower in supply can still earn with plenty of draws left.
    pub follower: f64,
    /// Own draws left below which a follower in supply is worth less.
    pub follower_horizon: f64,
    /// Each further follower in supply is worth this much of the previous.
    pub follower_decay: f64,
    /// Points a road's open end may still add.
    pub road_open: f64,
    /// Share of the remaining tiles that fit a cell with no neighbour yet.
    pub lonely_cell: f64,
    /// Points a farmer expects for each city its field touches, times the
    /// chance that city completes (the rules pay 3 for a completed one).
    pub field_city: f64,
    /// The City: how much of a guard's end score counts (what its row shows
    /// now, R-C16), 0 to leave guards out.
    pub guards: f64,
    /// The City: points a guard whose row still runs into an empty cell may
    /// yet gain as tiles fill it.
    pub guard_open: f64,
    /// Judge a follower's worth by its owner's own draws left (counted in
    /// turn order) instead of the average player's: a follower in hand is
    /// then worth nothing once its owner has no draw left.
    pub own_draws: bool,
    /// Points a farmer gets for each completed city its field touches on
    /// top of `field_city` (the rules pay 3; `field_city` is lower because
    /// it mostly prices unfinished cities), 0 for none.
    pub field_done: f64,
    /// Share of a possible merger counted: two open cities or roads held by
    /// different majorities that one empty cell could join (a threat to
    /// join or steal), weighted by the chance that cell is filled; 0 = off.
    pub join: f64,
    /// The same for two farmed fields held by different majorities.
    pub field_join: f64,
    /// Share of a farmed field's value that each player outside its
    /// majority, with a follower in supply and draws left, may still win
    /// by contesting it (a farmer of his own joined in later), times the
    /// share of its sides still open (`open / (open + FIELD_REACH)`); 0 = off.
    pub field_contest: f64,
    /// Share of a position's value taken from its scores if the game ended
    /// now (every held open feature and field scored as at the end)
    /// instead of the expected points (0: expected points alone; docs/ai.md,
    /// sessions 15-16; 0.2 in `DEEP`).
    pub ended_blend: f64,
}

impl Weights {
    /// The shared evaluation: what medium plays by.
    pub const SHARED: Weights = Weights {
        gap: 0.85,
        follower: 3.0,
        follower_horizon: 12.0,
        follower_decay: 0.85,
        road_open: 0.5,
        lonely_cell: 0.6,
        field_city: 3.0,
        guards: 0.0,
        guard_open: 0.0,
        own_draws: false,
        field_done: 0.0,
        join: 0.0,
        field_join: 0.0,
        field_contest: 0.0,
        ended_blend: 0.0,
    };

    /// Hard's evaluation in the base game, tuned by self-play of a one-move
    /// look-ahead with these constants against medium (docs/ai.md):
    /// unfinished cities are less likely to complete than the shared
    /// evaluation thinks, a follower kept in supply is worth more, and farms
    /// and open road ends less. Not for The City, where it loses.
    pub const HARD: Weights = Weights {
        gap: 0.5,
        follower: 6.0,
        follower_horizon: 12.0,
        follower_decay: 0.9,
        road_open: 0.0,
        lonely_cell: 0.6,
        field_city: 2.0,
        guards: 0.0,
        guard_open: 0.0,
        own_draws: false,
        field_done: 0.0,
        join: 0.0,
        field_join: 0.0,
        field_contest: 0.0,
        ended_blend: 0.0,
    };
}

impl Weights {
    /// Hard's evaluation in The City: the shared one, with 0.7 of what each
    /// guard's row shows now counted for its owner (R-C16) and a follower in
    /// supply worth 6 (followers are few, and a guard keeps one for good).
    /// A one-move look-ahead with these beat medium in 911.5 of 1000 games
    /// on fresh deals (docs/ai.md); guards counted in full without the
    /// dearer follower lost (0.399): it spent its followers on short rows.
    pub const CITY_HARD: Weights = Weights {
        follower: 6.0,
        guards: 0.7,
        ..Weights::SHARED
    };
}

impl Weights {
    /// Medium's evaluation: the shared one with dearer followers, cheaper
    /// farms and a little less hope for unfinished cities, so it keeps
    /// followers in supply (15.8 of 36 turns with none instead of 22.6, 0.28
    /// farmers in the first 24 turns instead of 1.78, one-ply vs easy 0.962
    /// instead of 0.793 over the same 300 games; docs/ai.md).
    pub const MEDIUM: Weights = Weights {
        gap: 0.75,
        follower: 4.5,
        follower_decay: 0.9,
        field_city: 2.0,
        ..Weights::SHARED
    };

    /// The deep search's evaluation: [`Weights::HARD`] with followers judged
    /// by their owner's own draws left (what the endgame needs), a farmer
    /// paid the rules' 3 for a completed city, and threats to join or steal
    /// cities and roads priced (one-ply against `HARD` + own draws: 0.580 of
    /// 1000 games; docs/ai.md). Field mergers (`field_join`) added a little
    /// more one-ply but made judging a position about twice as dear, so
    /// they stay off. A fifth of each position's value is its scores if
    /// the game ended now (`ended_blend`): against UCT at 300 ms a move,
    /// 57 / 0 / 3 and +44.9 a game on 60 games where without it hard
    /// scored 54 / 2 / 4 and +39.0 (docs/ai.md, session 16).
    pub const DEEP: Weights = Weights {
        own_draws: true,
        field_done: 1.0,
        join: 0.5,
        ended_blend: 0.2,
        ..Weights::HARD
    };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::SHARED
    }
}

/// What the tiles still to come say, for every position with the same
/// unplaced tiles and players: their counts by type and the memos that
/// depend on nothing else. The positions one placement apart from a common
/// parent share one (see [`siblings`]).
///
/// Invariant: `counts`, `remaining` and `turns_each` are those of the
/// position it was made from, and every memo entry is what the evaluation
/// computes from them (a pattern's fit count, a count's chance).
#[derive(Clone)]
struct Draws {
    counts: [u8; MAX_TYPES],
    types: usize,
    /// Tiles still to be placed, the drawn one included.
    remaining: f64,
    /// Draws each player still makes, roughly.
    turns_each: f64,
    /// `cell_chance` by number of fitting tiles, filled on demand (NaN = not yet).
    chance: [f64; CHANCE_MEMO],
    /// The same chances for every count, shared by all evaluations with
    /// this many tiles left and players (None: outside the table).
    chances: Option<&'static [f64; CHANCE_MEMO]>,
    /// Fitting counts already computed, by pattern: slot `fit_slot(p)`
    /// holds `(p + 1) << 32 | count` for the last pattern p counted there
    /// (0: none). Open cells with the same neighbours repeat (a city's
    /// gaps, a monastery's ring), and counting loops over every tile type.
    fits: [u64; FIT_MEMO],
}

/// The slot of a pattern in [`Draws::fits`] (a multiplicative hash).
fn fit_slot(pattern: u16) -> usize {
    (u32::from(pattern).wrapping_mul(0x9E37_79B1) >> (32 - FIT_BITS)) as usize
}

impl Draws {
    fn new(st: &State) -> Draws {
        let mut counts = [0u8; MAX_TYPES];
        for t in st.stack() {
            counts[*t as usize] = counts[*t as usize].saturating_add(1);
        }
        if let Some(t) = st.drawn() {
            counts[t as usize] = counts[t as usize].saturating_add(1);
        }
        let remaining = st.stack().len() as f64 + st.drawn().is_some() as u8 as f64;
        let types = st.tileset().tiles.len().min(MAX_TYPES);
        let turns_each = remaining / st.players().max(1) as f64;
        Draws {
            counts,
            types,
            remaining,
            turns_each,
            chance: [f64::NAN; CHANCE_MEMO],
            chances: chance_row(remaining, st.players().max(1)),
            fits: [0; FIT_MEMO],
        }
    }
}

/// Evaluation scratch for one position.
struct Ctx<'a> {
    st: &'a State,
    w: &'a Weights,
    /// The unplaced tiles and their memos (possibly shared with siblings).
    d: &'a mut Draws,
    /// Tiles still to be placed, the drawn one included (`d.remaining`).
    remaining: f64,
    /// Draws each player still makes, roughly (`d.turns_each`).
    turns_each: f64,
    /// Completion chances already computed in this evaluation: (root, chance).
    done: [(u16, f64); DONE_MEMO],
    done_len: usize,
}

const FIT_BITS: u32 = 6;
const FIT_MEMO: usize = 1 << FIT_BITS;

const CHANCE_MEMO: usize = 128;
const DONE_MEMO: usize = 32;

impl<'a> Ctx<'a> {
    fn new(st: &'a State, w: &'a Weights, d: &'a mut Draws) -> Ctx<'a> {
        Ctx {
            st,
            w,
            remaining: d.remaining,
            turns_each: d.turns_each,
            d,
            done: [(0, 0.0); DONE_MEMO],
            done_len: 0,
        }
    }

    /// How many remaining tiles could lie on an empty cell.
    fn fitting(&mut self, c: Cell) -> u32 {
        let Some(oc) = self.st.board().open_cell(c) else {
            // No neighbour yet: nearly anything will fit once one comes.
            return (self.remaining * self.w.lonely_cell) as u32;
        };
        let pattern = oc.pattern;
        let d = &mut *self.d;
        let slot = fit_slot(pattern);
        let tag = u64::from(pattern) + 1;
        if d.fits[slot] >> 32 == tag {
            return d.fits[slot] as u32;
        }
        // One contiguous row of the fit table (rotations of each type that
        // fit the pattern) rather than one look-up in each type's row.
        let row = self.st.tileset().fit_counts_row(pattern);
        let mut k = 0u32;
        for (c, fits) in d.counts[..d.types].iter().zip(row) {
            k += if *fits != 0 { *c as u32 } else { 0 };
        }
        d.fits[slot] = tag << 32 | u64::from(k);
        k
    }

    /// The chance an empty cell gets a fitting tile before the end: each of a
    /// player's own draws fits with probability k/R.
    fn cell_chance(&mut self, c: Cell) -> f64 {
        if self.remaining < 0.5 {
            return 0.0;
        }
        let k = self.fitting(c);
        if k == 0 {
            return 0.0;
        }
        let slot = (k as usize).min(CHANCE_MEMO - 1);
        let d = &mut *self.d;
        if d.chance[slot].is_nan() {
            d.chance[slot] = match d.chances {
                Some(row) => row[slot],
                None => fit_chance(k, d.remaining, d.turns_each),
            };
        }
        d.chance[slot]
    }

    /// The open cells a city or road continues into.
    fn open_cells(&self, root: u16, out: &mut [Cell; MAX_OPEN]) -> usize {
        open_cells(self.st, root, out)
    }

    /// The chance a city or road gets completed.
    fn completion(&mut self, root: u16) -> f64 {
        let node = self.st.features().node(root);
        if node.open == 0 {
            return 1.0;
        }
        if let Some(&(_, p)) = self.done[..self.done_len].iter().find(|(r, _)| *r == root) {
            return p;
        }
        let mut cells = [Cell::new(0, 0); MAX_OPEN];
        let n = self.open_cells(root, &mut cells);
        if n == 0 {
            return 0.0;
        }
        let mut p = 1.0;
        for c in &cells[..n] {
            // A tile that fills one gap often opens another.
            p *= self.cell_chance(*c) * self.w.gap;
        }
        if self.done_len < DONE_MEMO {
            self.done[self.done_len] = (root, p);
            self.done_len += 1;
        }
        p
    }

    /// The share of a follower's worth that the average draws left leave
    /// (1 with `follower_horizon` or more each).
    fn time_left(&self) -> f64 {
        (self.turns_each / self.w.follower_horizon).min(1.0)
    }

    /// What one of player `p`'s followers in supply can still earn: by the
    /// average draws left, or (`own_draws`) by `p`'s own.
    fn follower_value_of(&self, p: usize) -> f64 {
        self.w.follower * self.time_left_of(p)
    }

    /// [`Ctx::time_left`] for player `p`: by `p`'s own draws left with
    /// `own_draws`.
    fn time_left_of(&self, p: usize) -> f64 {
        if !self.w.own_draws {
            return self.time_left();
        }
        let n = self.st.players().max(1);
        let offset = (p + n - self.st.current() % n) % n;
        let r = self.remaining as usize;
        let own = if r > offset {
            (r - offset).div_ceil(n)
        } else {
            0
        };
        (own as f64 / self.w.follower_horizon).min(1.0)
    }
}

/// The open cells a city or road continues into (at most `MAX_OPEN`), in
/// the order of its members and their sides.
fn open_cells(st: &State, root: u16, out: &mut [Cell; MAX_OPEN]) -> usize {
    let ts = st.tileset();
    let placed = st.board().placed();
    let mut n = 0;
    st.features().for_each_member(root, |_, m| {
        let p = placed[m.tile as usize];
        let o = &ts.tiles[p.tile as usize].oriented[p.rot.0 as usize];
        // Cities and roads continue through a side's centre; The City's
        // markets through its halves: the sides with a port.
        let sides = o.port_sides.get(m.local as usize).copied().unwrap_or(0);
        for s in Side::ALL {
            if sides & (1 << s.index()) == 0 {
                continue;
            }
            let c = p.cell.step(s);
            if n < MAX_OPEN && !st.board().is_filled(c) && !out[..n].contains(&c) {
                out[n] = c;
                n += 1;
            }
        }
    });
    n
}

/// The chance that one of a player's `turns_each` draws out of `remaining`
/// tiles is one of the `k` that fit a cell: `1 - (1 - k/R)^turns`.
fn fit_chance(k: u32, remaining: f64, turns_each: f64) -> f64 {
    let miss = (1.0 - k as f64 / remaining).max(0.0);
    1.0 - miss.powf(turns_each.max(1.0))
}

/// Tiles left up to which [`chance_row`] keeps a table.
const TABLE_TILES: usize = CHANCE_MEMO;

/// [`fit_chance`] for every count of fitting tiles, with `remaining` tiles
/// left among `players`: computed once per process and shared, since the
/// power is the dearest step of judging a cell and search asks for the same
/// few rows millions of times. The same arithmetic as `fit_chance`, so the
/// values are bit for bit the same.
fn chance_row(remaining: f64, players: usize) -> Option<&'static [f64; CHANCE_MEMO]> {
    static ROWS: [OnceLock<[f64; CHANCE_MEMO]>; MAX_PLAYERS * TABLE_TILES] =
        [const { OnceLock::new() }; MAX_PLAYERS * TABLE_TILES];
    let r = remaining as usize;
    if !(1..=MAX_PLAYERS).contains(&players) || r >= TABLE_TILES || r as f64 != remaining {
        return None;
    }
    let cell = ROWS.get((players - 1) * TABLE_TILES + r)?;
    Some(cell.get_or_init(|| {
        let turns_each = remaining / players as f64;
        std::array::from_fn(|k| fit_chance(k as u32, remaining, turns_each))
    }))
}

/// Each player's expected final score as the position stands (index by player).
/// At a finished game these are the final scores.
pub fn potentials(st: &State) -> [f64; MAX_PLAYERS] {
    potentials_with(st, &Weights::default())
}

/// [`potentials`] with other constants.
pub fn potentials_with(st: &State, w: &Weights) -> [f64; MAX_PLAYERS] {
    if st.is_over() {
        return scores(st);
    }
    let mut draws = Draws::new(st);
    let mut cx = Ctx::new(st, w, &mut draws);
    potentials_in(&mut cx, None)
}

/// Every player's score (the start of every evaluation).
fn scores(st: &State) -> [f64; MAX_PLAYERS] {
    let mut out = [0.0; MAX_PLAYERS];
    for (p, o) in out.iter_mut().enumerate().take(st.players()) {
        *o = st.score(p) as f64;
    }
    out
}

/// The evaluation of a position that goes on; with `sib`, features that a
/// sibling already valued and this position's placement left alone are
/// read from it (the same numbers, see [`siblings`]).
fn potentials_in(
    cx: &mut Ctx<'_>,
    mut sib: Option<(&mut siblings::Features, Cell)>,
) -> [f64; MAX_PLAYERS] {
    let st = cx.st;
    let w = cx.w;
    let mut out = scores(st);
    let n = st.players();
    let mut fvs = [0.0; MAX_PLAYERS];
    for (p, f) in fvs.iter_mut().enumerate().take(n) {
        *f = cx.follower_value_of(p);
    }
    let farmers = st.options().farmers;
    let feats = st.features();
    // Each feature once, in the order of its first follower in the list
    // (on the stack for the at most 35 followers of a real game).
    let mut first = [0u16; 64];
    let mut nr = 0;
    let mut more: Vec<u16> = Vec::new();
    let mut seen = Roots::NONE;
    for f in st.followers() {
        let root = feats.root(f.node);
        if !seen.first_time(root, || first[..nr].contains(&root) || more.contains(&root)) {
            continue;
        }
        if nr < first.len() {
            first[nr] = root;
            nr += 1;
        } else {
            more.push(root);
        }
    }
    // Features a merger could change hands (only gathered when priced; on
    // the stack, as this runs for every position searched).
    let mut held = [threats::Held::NONE; threats::MAX_HELD];
    let mut nh = 0;
    let mut ended = ended::Ended::new(st, w);
    for &root in first[..nr].iter().chain(&more) {
        let node = feats.node(root);
        let Worth { value, back, end } = match sib.as_mut() {
            Some((cache, moved)) => cache.worth(cx, root, node, *moved),
            None => worth(cx, root),
        };
        let most = *node.followers.iter().take(n).max().unwrap_or(&0);
        if let Some(e) = ended.as_mut() {
            e.add(node, most, end);
        }
        for ((o, &k), fv) in out.iter_mut().zip(node.followers.iter()).zip(fvs).take(n) {
            if most > 0 && k == most {
                *o += value;
            }
            *o += back * fv * k as f64;
        }
        if w.field_contest > 0.0 && farmers && most > 0 && node.kind == FeatureKind::Field {
            add_field_contest(cx, node, most, value, &mut out);
        }
        if nh < held.len() && threats::priced(w, node.kind, farmers) {
            held[nh] = threats::Held {
                root,
                kind: node.kind,
                value,
                followers: node.followers,
            };
            nh += 1;
        }
    }
    if nh > 1 {
        threats::add_joins(cx, &held[..nh], &mut out, sib);
    }
    if w.guards > 0.0 {
        add_guards(st, w, &mut out);
    }
    for (p, o) in out.iter_mut().enumerate().take(n) {
        // The last followers in supply matter most: without one, no new feature.
        let mut each = fvs[p];
        for _ in 0..st.supply(p) {
            *o += each;
            each *= w.follower_decay;
        }
    }
    if let Some(e) = &ended {
        e.blend_into(&mut out);
    }
    out
}

/// Credits each player outside a farmed field's majority who could still
/// join it with a farmer of his own ([`Weights::field_contest`]): a tie
/// would pay him the field too, so the holder's lead is worth less while
/// the field is open and the others have followers and time.
fn add_field_contest(
    cx: &Ctx<'_>,
    node: &crate::engine::model::features::Node,
    most: u8,
    value: f64,
    out: &mut [f64; MAX_PLAYERS],
) {
    let open = f64::from(node.open);
    let reach = open / (open + FIELD_REACH);
    let stake = cx.w.field_contest * value * reach;
    for (p, o) in out.iter_mut().enumerate().take(cx.st.players()) {
        if node.followers[p] < most && cx.st.supply(p) > 0 {
            *o += stake * cx.time_left_of(p);
        }
    }
}

/// The features already met in one walk of the followers, by root: a bit
/// for each node id below `Roots::BITS` (a real board has fewer nodes), so
/// that a follower's feature is looked up once rather than in the list.
///
/// Invariant: a root's bit is set exactly when `first_time` has returned
/// true for it; roots beyond the bits are answered by the caller's list.
struct Roots {
    bits: [u64; Roots::BITS / 64],
}

impl Roots {
    const BITS: usize = 1024;
    const NONE: Roots = Roots {
        bits: [0; Roots::BITS / 64],
    };

    /// True the first time `root` is asked for (`listed` says whether a
    /// root beyond the bits was met: the caller's list of them).
    fn first_time(&mut self, root: u16, listed: impl FnOnce() -> bool) -> bool {
        let r = root as usize;
        if r >= Roots::BITS {
            return !listed();
        }
        let (w, b) = (r / 64, 1u64 << (r % 64));
        let new = self.bits[w] & b == 0;
        self.bits[w] |= b;
        new
    }
}

/// The City: each guard's end score as its row stands (R-C16), and what a
/// row that still runs into an empty cell may add.
fn add_guards(st: &State, w: &Weights, out: &mut [f64; MAX_PLAYERS]) {
    let Some(city) = st.city() else { return };
    for piece in city.pieces() {
        let Some(p) = piece.guard else { continue };
        let (public, historic) = st.guard_buildings(piece.edge);
        let mut v = w.guards * (2.0 * public as f64 + 3.0 * historic as f64);
        let row = st.guard_line(piece.edge);
        if let Some(last) = row.last() {
            let next = last.step(piece.edge.side.opposite());
            if !st.board().is_filled(next)
                && !city.is_walled(crate::engine::rules::the_city::Edge::new(
                    *last,
                    piece.edge.side.opposite(),
                ))
            {
                v += w.guard_open;
            }
        }
        if let Some(o) = out.get_mut(p as usize) {
            *o += v;
        }
    }
}

/// Player `p`'s lead over the best other player, in expected points.
pub fn margin(pot: &[f64; MAX_PLAYERS], players: usize, p: usize) -> f64 {
    let best_other = (0..players)
        .filter(|q| *q != p)
        .map(|q| pot[q])
        .fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        pot[p] - best_other
    } else {
        pot[p]
    }
}

/// The value of a position for player `p`: its margin in expected points.
pub fn value_for(st: &State, p: usize) -> f64 {
    margin(&potentials(st), st.players(), p)
}

#[cfg(test)]
mod tests;
