//! The evaluation of positions one placement apart from a common parent
//! (a search judges every move of a position): most features are far from
//! the placement and worth the same in every such position, so each is
//! valued once and read back by the others.
//!
//! A placement at cell `c` can change a feature's value only through the
//! cells it reads: its tiles, the open cells beside them (filled, or their
//! neighbours' pattern changed) and, for a field, the cities it touches. All
//! of those lie within two cells (in x and in y) of the tiles of the feature,
//! or of the cities a field touches; a feature whose tiles all lie further
//! from `c` is the parent's feature unchanged (a tile at `c` joins only
//! features it touches, and then lies among their tiles). The unplaced
//! tiles are the same in every child that discarded nothing: the parent's
//! stack. The values read back are thus the very numbers a fresh
//! evaluation computes, so search results do not change.

use super::{Ctx, Draws, Weights, potentials_in, potentials_with, scores, worth};
use crate::engine::model::geometry::Cell;
use crate::engine::{FeatureKind, MAX_PLAYERS, State};

/// A feature of the parent with followers on it.
#[derive(Clone, Copy)]
struct Entry {
    root: u16,
    kind: FeatureKind,
    /// The root's sums in the parent: a child whose feature has other sums
    /// changed it (a belt to the distance test's braces).
    segments: u16,
    open: u16,
    /// The bounding box of every tile the value reads: min x, min y, max x, max y.
    reach: [i32; 4],
    /// Its (value, chance followers come back) once a child computed it.
    worth: Option<(f64, f64)>,
}

/// The parent's features with followers, by root.
///
/// Invariant: an entry's `worth`, once set, is what [`worth`] gives the
/// parent's feature of that root under the parent's stack as the unplaced
/// tiles (computed in a child that left it alone).
pub(super) struct Features {
    entries: Vec<Entry>,
}

impl Features {
    /// The feature's worth in a child placed at `moved`: read back when the
    /// child left it alone, else computed (and kept for the other children
    /// if it is the parent's feature unchanged).
    pub(super) fn worth(&mut self, cx: &mut Ctx<'_>, root: u16, moved: Cell) -> (f64, f64) {
        let node = cx.st.features().node(root);
        let Some(e) = self.entries.iter_mut().find(|e| e.root == root) else {
            return worth(cx, root);
        };
        if node.kind != e.kind
            || node.segments != e.segments
            || node.open != e.open
            || near(e.reach, moved)
        {
            return worth(cx, root);
        }
        *e.worth.get_or_insert_with(|| worth(cx, root))
    }
}

/// True when a cell lies within two cells (in x and in y) of a box.
fn near(b: [i32; 4], c: Cell) -> bool {
    c.x >= b[0] - 2 && c.y >= b[1] - 2 && c.x <= b[2] + 2 && c.y <= b[3] + 2
}

/// Widens a box to hold a cell.
fn grow(b: &mut [i32; 4], c: Cell) {
    *b = [b[0].min(c.x), b[1].min(c.y), b[2].max(c.x), b[3].max(c.y)];
}

/// The box of every tile a feature's value reads: its own tiles, and for a
/// field those of the cities it touches.
fn reach(st: &State, root: u16) -> [i32; 4] {
    let feats = st.features();
    let placed = st.board().placed();
    let mut b = [i32::MAX, i32::MAX, i32::MIN, i32::MIN];
    feats.for_each_member(root, |_, m| grow(&mut b, placed[m.tile as usize].cell));
    if feats.node(root).kind == FeatureKind::Field {
        st.for_each_city_touched(root, |c| {
            feats.for_each_member(c, |_, m| grow(&mut b, placed[m.tile as usize].cell));
        });
    }
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
            for f in parent.followers() {
                let root = feats.root(f.node);
                if entries.iter().any(|e| e.root == root) {
                    continue;
                }
                let node = feats.node(root);
                entries.push(Entry {
                    root,
                    kind: node.kind,
                    segments: node.segments,
                    open: node.open,
                    reach: reach(parent, root),
                    worth: None,
                });
            }
        }
        Siblings {
            enabled,
            w: *w,
            unplaced: parent.stack().len(),
            draws: None,
            features: Features { entries },
        }
    }
}

/// [`potentials_with`] for a child of the parent `sib` was made from, after
/// a placement at `moved`: the same numbers, with the features the placement
/// left alone valued once for all the children.
pub fn potentials_after(
    st: &State,
    w: &Weights,
    sib: &mut Siblings,
    moved: Cell,
) -> [f64; MAX_PLAYERS] {
    if st.is_over() {
        return scores(st);
    }
    let unplaced = st.stack().len() + usize::from(st.drawn().is_some());
    if !sib.enabled || unplaced != sib.unplaced || *w != sib.w {
        return potentials_with(st, w);
    }
    let draws = sib.draws.get_or_insert_with(|| Draws::new(st));
    let mut cx = Ctx::new(st, w, draws);
    potentials_in(&mut cx, Some((&mut sib.features, moved)))
}
