//! The evaluation of positions one placement apart from a common parent
//! (a search judges every move of a position): most features are out of
//! the placement's reach and worth the same in every such position, so each
//! is valued once and read back by the others.
//!
//! A placement at cell `c` changes a city's or road's value only if it joins
//! it (its sums change), fills one of its open cells or borders one (that
//! cell's pattern, so its fitting tiles, change): the open cells, listed in
//! the parent, say which. A monastery reads the ring of cells around it and
//! their neighbours, all within two cells of it. A field reads the cities it
//! touches: unless it was joined, its value is rebuilt from their
//! completion chances, each read back when the placement left that city
//! alone. The unplaced tiles are the same in every child that discarded
//! nothing: the parent's stack. The values read back are thus the very
//! numbers a fresh evaluation computes, in the same order, so search
//! results do not change.

use super::{
    Ctx, Draws, FieldWorth, MAX_OPEN, Weights, Worth, potentials_in, potentials_with, scores, worth,
};
use crate::engine::model::features::Node;
use crate::engine::model::geometry::Cell;
use crate::engine::{FeatureKind, MAX_PLAYERS, Placement, Rotation, State};

/// A feature of the parent: one with followers, or a city a farmed field
/// touches.
#[derive(Clone)]
struct Entry {
    root: u16,
    kind: FeatureKind,
    /// The root's sums in the parent: a child whose feature has other sums
    /// joined it to something or closed a port.
    segments: u16,
    open: u16,
    /// The bounding box of its tiles: min x, min y, max x, max y.
    reach: [i32; 4],
    /// Cities and roads: the open cells (`Ctx::open_cells` in the parent),
    /// `all_cells` when the list was not cut at `MAX_OPEN`.
    cells: [Cell; MAX_OPEN],
    ncells: u8,
    all_cells: bool,
    /// Farmed fields: one node of each city touched, in the order
    /// `State::for_each_city_touched` lists them (the parent's roots).
    cities: Vec<u16>,
    /// The parent's open cells its value reads, by frontier index (a
    /// city's or road's own, a field's cities'), when all are known and
    /// indexed below 128; None: the tests above decide.
    deps: Option<[u64; 2]>,
    /// Its worth, once a child computed it.
    worth: Option<Worth>,
    /// A city's completion chance, once a child computed it.
    completion: Option<f64>,
}

impl Entry {
    /// True when the placement at `moved` that made the child, whose root
    /// node of this feature is `node`, left it and all its value reads as
    /// in the parent.
    /// `near` holds the parent's open cells the placement fills or borders.
    fn left_alone(&self, node: &Node, moved: Cell, near: Option<[u64; 2]>) -> bool {
        if node.kind != self.kind || node.segments != self.segments || node.open != self.open {
            return false;
        }
        if let (Some(d), Some(b)) = (self.deps, near) {
            return d[0] & b[0] == 0 && d[1] & b[1] == 0;
        }
        match self.kind {
            FeatureKind::City | FeatureKind::Road if self.all_cells => self.cells
                [..self.ncells as usize]
                .iter()
                .all(|c| (c.x - moved.x).abs() + (c.y - moved.y).abs() > 1),
            // A field's own test is of its cities (`Features::worth`).
            _ => !near_box(self.reach, moved),
        }
    }
}

/// The parent's features that the evaluation reads, by root.
///
/// Invariant: an entry's `worth` and `completion`, once set, are what
/// [`worth`] and `Ctx::completion` give the parent's feature of that root
/// under the parent's stack as the unplaced tiles (computed in a child
/// that left it alone), and its `cells` are the parent's open cells.
/// `fresh` and `fresh_done` hold what [`worth`] and `Ctx::completion` gave
/// features of the children of the placement `placed` (the parent's tile
/// at one cell and rotation): whatever follower the children add, they
/// have the same board and the same feature nodes (a follower joins
/// nothing), and the same unplaced tiles, so the same numbers.
pub(super) struct Features {
    entries: Vec<Entry>,
    /// The parent's frontier cells (None: more than 128, no `deps`).
    frontier: Option<Vec<Cell>>,
    /// The child being judged: its placement's cell, and the parent's open
    /// cells (by frontier index) it fills or borders.
    moved: Cell,
    near: Option<[u64; 2]>,
    /// The placement whose children `fresh` and `fresh_done` are of (None:
    /// not yet, or the draw changed).
    placed: Option<(Cell, Rotation)>,
    /// Worths computed in the children of `placed`, by the child's root.
    fresh: Vec<(u16, Worth)>,
    /// Completion chances computed in them, by the child's root.
    fresh_done: Vec<(u16, f64)>,
    /// Scratch of the merger threats: the open cells of the contested
    /// features a child changed (kept for its allocation).
    pub(super) threat_cells: Vec<([Cell; MAX_OPEN], u8)>,
    /// By node id (of the parent's nodes): 1 + the index of the entry whose
    /// root it is, 0 for none (a search asks for dozens a position).
    slot: Vec<u8>,
    /// Worths and completions read back (for the tests).
    #[cfg(test)]
    reads: usize,
    /// Worths and completions read back from another child of the same
    /// placement (for the tests).
    #[cfg(test)]
    fresh_reads: usize,
}

impl Features {
    /// Sets the child being judged (one placement after the parent).
    fn judge(&mut self, moved: Cell, rot: Rotation) {
        if self.placed != Some((moved, rot)) {
            self.placed = Some((moved, rot));
            self.fresh.clear();
            self.fresh_done.clear();
        }
        if self.moved == moved && self.near.is_some() {
            return;
        }
        self.moved = moved;
        self.near = self.frontier.as_ref().map(|f| {
            let mut b = [0u64; 2];
            for (i, c) in f.iter().enumerate() {
                if (c.x - moved.x).abs() + (c.y - moved.y).abs() <= 1 {
                    b[i / 64] |= 1 << (i % 64);
                }
            }
            b
        });
    }

    fn find(&self, root: u16) -> Option<usize> {
        let k = *self.slot.get(root as usize)?;
        (k != 0).then(|| k as usize - 1)
    }

    /// Forgets what was computed under the unplaced tiles of the last
    /// parent: for the same parent with another tile drawn (a chance node's
    /// guesses), whose features, followers and board are the same.
    fn redraw(&mut self) {
        for e in &mut self.entries {
            e.worth = None;
            e.completion = None;
        }
        self.placed = None;
        self.fresh.clear();
        self.fresh_done.clear();
    }

    /// The feature's worth in a child placed at `moved`: read back when the
    /// child left it alone (kept for the other children if it is the
    /// parent's feature unchanged), or when another child of the same
    /// placement computed it, else computed. `node` is the child's node
    /// of `root` (the caller has it).
    pub(super) fn worth(&mut self, cx: &mut Ctx<'_>, root: u16, node: &Node, moved: Cell) -> Worth {
        if let Some(i) = self.find(root) {
            let e = &mut self.entries[i];
            if e.left_alone(node, moved, self.near) {
                #[cfg(test)]
                {
                    self.reads += usize::from(e.worth.is_some());
                }
                return *e.worth.get_or_insert_with(|| worth(cx, root));
            }
        }
        if let Some(&(_, v)) = self.fresh.iter().find(|(r, _)| *r == root) {
            #[cfg(test)]
            {
                self.fresh_reads += 1;
            }
            return v;
        }
        let v = self.worth_changed(cx, root, moved);
        self.fresh.push((root, v));
        v
    }

    /// The worth of a feature the placement changed (or a new one).
    fn worth_changed(&mut self, cx: &mut Ctx<'_>, root: u16, moved: Cell) -> Worth {
        let node = cx.st.features().node(root);
        let Some(i) = self.find(root) else {
            return worth(cx, root);
        };
        let e = &self.entries[i];
        if e.kind != FeatureKind::Field
            || !cx.st.options().farmers
            || node.kind != e.kind
            || node.segments != e.segments
            || node.open != e.open
        {
            return worth(cx, root);
        }
        // A field not joined: the cities it touches decide (as `worth`).
        let w = cx.w;
        let feats = cx.st.features();
        let mut seen = [0u16; 64];
        let mut n = 0;
        let mut field = FieldWorth::default();
        for k in 0..self.entries[i].cities.len() {
            let r = feats.root(self.entries[i].cities[k]);
            if seen[..n].contains(&r) {
                continue;
            }
            if n == seen.len() {
                return worth(cx, root);
            }
            seen[n] = r;
            n += 1;
            let p = self.completion(cx, r, moved);
            field.city(w, p, || feats.node(r).open == 0);
        }
        field.worth()
    }

    /// A city's completion chance in a child placed at `moved`.
    fn completion(&mut self, cx: &mut Ctx<'_>, root: u16, moved: Cell) -> f64 {
        let node = cx.st.features().node(root);
        match self.find(root) {
            Some(i) if self.entries[i].left_alone(node, moved, self.near) => {
                #[cfg(test)]
                {
                    self.reads += usize::from(self.entries[i].completion.is_some());
                }
                *self.entries[i]
                    .completion
                    .get_or_insert_with(|| cx.completion(root))
            }
            _ => {
                if let Some(&(_, p)) = self.fresh_done.iter().find(|(r, _)| *r == root) {
                    #[cfg(test)]
                    {
                        self.fresh_reads += 1;
                    }
                    return p;
                }
                let p = cx.completion(root);
                self.fresh_done.push((root, p));
                p
            }
        }
    }

    /// The entry of a city or road in a child placed at `moved` whose open
    /// cells the placement left alone, for [`Features::kept_cells`]. None:
    /// the caller lists them.
    pub(super) fn kept(&self, st: &State, root: u16, moved: Cell) -> Option<u8> {
        let node = st.features().node(root);
        let i = self.find(root)?;
        let e = &self.entries[i];
        (e.all_cells && e.left_alone(node, moved, self.near)).then_some(i as u8)
    }

    /// A kept entry's open cells: the parent's, as `Ctx::open_cells` lists
    /// them, and (when known) the same cells as a bit set by the parent's
    /// frontier index.
    pub(super) fn kept_cells(&self, kept: u8) -> (&[Cell], Option<[u64; 2]>) {
        let e = &self.entries[kept as usize];
        (&e.cells[..e.ncells as usize], e.deps)
    }
}

/// Sets `deps` of the cities and roads whose open cells are all listed (by
/// the parent's frontier index), then of the fields all of whose cities
/// have theirs. Monasteries keep the box test: their ring may hold cells
/// beside no tile, off the frontier.
fn dependencies(parent: &State, entries: &mut [Entry]) {
    let board = parent.board();
    for e in entries.iter_mut() {
        if !matches!(e.kind, FeatureKind::City | FeatureKind::Road) || !e.all_cells {
            continue;
        }
        let mut d = [0u64; 2];
        let mut ok = true;
        for c in &e.cells[..e.ncells as usize] {
            match board.open_index(*c) {
                Some(i) if i < 128 => d[i / 64] |= 1 << (i % 64),
                _ => ok = false,
            }
        }
        e.deps = ok.then_some(d);
    }
    for i in 0..entries.len() {
        if entries[i].kind != FeatureKind::Field || !parent.options().farmers {
            continue;
        }
        let mut d = [0u64; 2];
        let mut ok = true;
        for &c in &entries[i].cities {
            match entries.iter().find(|e| e.root == c).and_then(|e| e.deps) {
                Some(x) => d = [d[0] | x[0], d[1] | x[1]],
                None => ok = false,
            }
        }
        entries[i].deps = ok.then_some(d);
    }
}

/// True when a cell lies within two cells (in x and in y) of a box.
fn near_box(b: [i32; 4], c: Cell) -> bool {
    c.x >= b[0] - 2 && c.y >= b[1] - 2 && c.x <= b[2] + 2 && c.y <= b[3] + 2
}

/// The box of a feature's tiles.
fn reach(st: &State, root: u16) -> [i32; 4] {
    let placed = st.board().placed();
    let mut b = [i32::MAX, i32::MAX, i32::MIN, i32::MIN];
    st.features().for_each_member(root, |_, m| {
        let c = placed[m.tile as usize].cell;
        b = [b[0].min(c.x), b[1].min(c.y), b[2].max(c.x), b[3].max(c.y)];
    });
    b
}

/// The shared part of the evaluations of one position's children: made from
/// the parent (the position where the player to move holds the tile), then
/// asked for each child with [`potentials_after`].
pub struct Siblings {
    /// False where the shortcut is not made for (The City's walls and
    /// rounds): every child is evaluated in full.
    enabled: bool,
    w: Weights,
    /// Unplaced tiles of a child that discarded nothing: the parent's stack.
    unplaced: usize,
    draws: Option<Draws>,
    features: Features,
}

impl Siblings {
    /// The shared part for the children of `parent`, judged with `w`.
    pub fn new(parent: &State, w: &Weights) -> Siblings {
        let enabled = parent.city().is_none() && !parent.is_over();
        let mut entries: Vec<Entry> = Vec::new();
        if enabled {
            let feats = parent.features();
            let farmers = parent.options().farmers;
            let add = |root: u16, entries: &mut Vec<Entry>| {
                if entries.iter().any(|e| e.root == root) {
                    return;
                }
                let node = feats.node(root);
                let mut e = Entry {
                    root,
                    kind: node.kind,
                    segments: node.segments,
                    open: node.open,
                    reach: reach(parent, root),
                    cells: [Cell::new(0, 0); MAX_OPEN],
                    ncells: 0,
                    all_cells: false,
                    cities: Vec::new(),
                    deps: None,
                    worth: None,
                    completion: None,
                };
                if matches!(node.kind, FeatureKind::City | FeatureKind::Road) {
                    let n = super::open_cells(parent, root, &mut e.cells);
                    e.ncells = n as u8;
                    e.all_cells = n < MAX_OPEN;
                }
                entries.push(e);
            };
            for f in parent.followers() {
                add(feats.root(f.node), &mut entries);
            }
            // The cities farmed fields touch, and the box of everything a
            // field reads.
            for i in 0..entries.len() {
                if entries[i].kind != FeatureKind::Field || !farmers {
                    continue;
                }
                let mut cities = Vec::new();
                parent.for_each_city_touched(entries[i].root, |c| cities.push(c));
                for &c in &cities {
                    add(c, &mut entries);
                    let (r, b) = (entries[i].reach, reach(parent, c));
                    entries[i].reach = [
                        r[0].min(b[0]),
                        r[1].min(b[1]),
                        r[2].max(b[2]),
                        r[3].max(b[3]),
                    ];
                }
                entries[i].cities = cities;
            }
        }
        // Entries past u8's reach are left out (the evaluation computes them).
        entries.truncate(u8::MAX as usize);
        let frontier: Option<Vec<Cell>> = (enabled && parent.board().frontier().len() <= 128)
            .then(|| parent.board().frontier().iter().map(|o| o.cell).collect());
        if frontier.is_some() {
            dependencies(parent, &mut entries);
        }
        let mut slot = vec![0u8; if enabled { parent.features().len() } else { 0 }];
        for (i, e) in entries.iter().enumerate() {
            slot[e.root as usize] = i as u8 + 1;
        }
        Siblings {
            enabled,
            w: *w,
            unplaced: parent.stack().len(),
            draws: None,
            features: Features {
                entries,
                frontier,
                moved: Cell::new(0, 0),
                near: None,
                placed: None,
                fresh: Vec::new(),
                fresh_done: Vec::new(),
                threat_cells: Vec::new(),
                slot,
                #[cfg(test)]
                reads: 0,
                #[cfg(test)]
                fresh_reads: 0,
            },
        }
    }
}

impl Siblings {
    /// Makes the shared part ready for the same parent with another tile
    /// drawn (a chance node tries each type): the features, followers and
    /// board it lists stay, the values computed under the last draw go.
    pub fn redraw(&mut self) {
        self.draws = None;
        self.features.redraw();
    }
}

/// [`potentials_with`] for a child of the parent `sib` was made from, after
/// the placement `placed` of the parent's drawn tile: the same numbers, with
/// the features the placement left alone valued once for all the children,
/// and those it changed once for all its followers' choices.
pub fn potentials_after(
    st: &State,
    w: &Weights,
    sib: &mut Siblings,
    placed: &Placement,
) -> [f64; MAX_PLAYERS] {
    let moved = placed.cell;
    if st.is_over() {
        return scores(st);
    }
    let unplaced = st.stack().len() + usize::from(st.drawn().is_some());
    if !sib.enabled || unplaced != sib.unplaced || *w != sib.w {
        return potentials_with(st, w);
    }
    sib.features.judge(moved, placed.rot);
    let draws = sib.draws.get_or_insert_with(|| Draws::new(st));
    let mut cx = Ctx::new(st, w, draws);
    potentials_in(&mut cx, Some((&mut sib.features, moved)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::model::rng::Rng;
    use crate::engine::rules::random_move;
    use crate::engine::{GameKind, Move, Options, Setup};
    use crate::io::tileset::{base, base_with_city_gates};

    /// Every move of `st` judged through `sib` and fresh: the numbers must
    /// be the same to the bit.
    fn judge_all(st: &State, w: &Weights, sib: &mut Siblings) {
        for mv in crate::ai::all_moves(st) {
            let mut s = st.clone();
            s.apply_unchecked(&mv);
            let Move::Place(p) = mv else { continue };
            let a = potentials_after(&s, w, sib, &p);
            let b = potentials_with(&s, w);
            for i in 0..MAX_PLAYERS {
                assert_eq!(a[i].to_bits(), b[i].to_bits(), "turn {}", st.turn());
            }
        }
    }

    /// Every move of positions from random games judged through one
    /// `Siblings` per position and fresh: the numbers must be the same to
    /// the bit, and the shortcut must have been taken. The same after each
    /// of a few other tiles drawn in the position, through the same
    /// `Siblings` redrawn (as a chance node shares it).
    fn agrees(options: Options, players: u8, w: &Weights) -> usize {
        let mut reads = 0;
        let mut fresh_reads = 0;
        for seed in 0..6 {
            let setup = Setup {
                game: GameKind::Base,
                players,
                options,
                seed,
            };
            let ts = if options.city_gates {
                base_with_city_gates()
            } else {
                base()
            };
            let mut st = State::new(ts, &setup);
            st.set_record_detail(false);
            let mut rng = Rng::new(seed + 50);
            while let Some(m) = random_move(&st, &mut rng) {
                if st.turn() % 3 == 1 {
                    let mut sib = Siblings::new(&st, w);
                    for mv in crate::ai::all_moves(&st) {
                        let mut s = st.clone();
                        s.apply_unchecked(&mv);
                        let Move::Place(p) = mv else { continue };
                        let a = potentials_after(&s, w, &mut sib, &p);
                        let b = potentials_with(&s, w);
                        for i in 0..MAX_PLAYERS {
                            assert_eq!(
                                a[i].to_bits(),
                                b[i].to_bits(),
                                "seed {seed} turn {}",
                                st.turn()
                            );
                        }
                    }
                    reads += sib.features.reads;
                    fresh_reads += sib.features.fresh_reads;
                    let mut shared = Siblings::new(&st, w);
                    for (t, _) in crate::ai::chance::draws(&st).into_iter().take(4) {
                        shared.redraw();
                        judge_all(&crate::ai::chance::with_drawn(&st, t), w, &mut shared);
                    }
                    reads += shared.features.reads;
                    fresh_reads += shared.features.fresh_reads;
                }
                st.apply_unchecked(&m);
            }
        }
        // Another child of the same placement (a follower elsewhere) read
        // what the first computed.
        assert!(
            fresh_reads > 100,
            "{fresh_reads} read from a sibling placement"
        );
        reads
    }

    #[test]
    fn shared_values_are_those_of_a_fresh_evaluation() {
        // Hard's constants (mergers and completed cities priced), medium's,
        // field mergers and contests on, the end scoring blended in, City
        // Gates, four players without farmers.
        let fields = Weights {
            field_join: 0.25,
            field_contest: 0.3,
            ended_blend: 0.2,
            ..Weights::DEEP
        };
        let gates = Options {
            city_gates: true,
            ..Options::default()
        };
        let no_farmers = Options {
            farmers: false,
            ..Options::default()
        };
        assert!(agrees(Options::default(), 2, &Weights::DEEP) > 1000);
        assert!(agrees(Options::default(), 2, &Weights::MEDIUM) > 1000);
        assert!(agrees(Options::default(), 3, &fields) > 1000);
        assert!(agrees(gates, 2, &Weights::DEEP) > 1000);
        assert!(agrees(no_farmers, 4, &Weights::DEEP) > 1000);
    }
}
