//! Threats to join or steal a feature: two open cities (or roads, or farmed
//! fields) held by different majorities that border the same empty cell,
//! so that one well-placed tile merges them and the merged feature goes to
//! whoever then has the most followers on it (ties all score).
//!
//! The evaluation otherwise judges each feature as if it stayed with its
//! holders; a small city next to a rival's big one with a shared gap is a
//! claim on the big one (a steal), and the big one's holder should fear it.
//! Each player is credited `weight x chance the cell gets a fitting tile x
//! what the merger would change for him`. Whether the tile really joins
//! both sides, and who draws it, is left to the weight (tuned by play).

use super::{Ctx, MAX_OPEN};
use crate::engine::model::geometry::Cell;
use crate::engine::{FeatureKind, MAX_PLAYERS};

/// Most features priced in one position (a real game has far fewer).
pub(super) const MAX_HELD: usize = 32;

/// Most (cell, feature) entries and feature pairs looked at.
const MAX_CELLS: usize = 192;
const MAX_PAIRS: usize = 32;

/// A feature with followers, as the evaluation valued it.
#[derive(Clone, Copy)]
pub(super) struct Held {
    /// Its root node.
    pub root: u16,
    /// City, road or field.
    pub kind: FeatureKind,
    /// Its expected final value for a majority holder.
    pub value: f64,
    /// Followers by player.
    pub followers: [u8; MAX_PLAYERS],
}

impl Held {
    /// An unused slot.
    pub const NONE: Held = Held {
        root: 0,
        kind: FeatureKind::Field,
        value: 0.0,
        followers: [0; MAX_PLAYERS],
    };
}

/// The weight of mergers of this kind (0: not priced).
fn weight(w: &super::Weights, kind: FeatureKind, farmers: bool) -> f64 {
    match kind {
        FeatureKind::City | FeatureKind::Road => w.join,
        FeatureKind::Field if farmers => w.field_join,
        _ => 0.0,
    }
}

/// True when mergers of this kind of feature are priced at all.
pub(super) fn priced(w: &super::Weights, kind: FeatureKind, farmers: bool) -> bool {
    weight(w, kind, farmers) != 0.0
}

/// Bit set of the players with the most followers (none if empty).
fn majority(f: &[u8; MAX_PLAYERS], n: usize) -> u8 {
    // One pass: the set restarts at each new most.
    let (mut most, mut set) = (0u8, 0u8);
    for (p, &k) in f.iter().enumerate().take(n) {
        if k > most {
            (most, set) = (k, 1 << p);
        } else if k == most && k > 0 {
            set |= 1 << p;
        }
    }
    set
}

/// Adds every player's share of the possible mergers among `held` to `out`
/// (with `sib`, the open cells of features the placement left alone are
/// the parent's, listed once).
pub(super) fn add_joins(
    cx: &mut Ctx<'_>,
    held: &[Held],
    out: &mut [f64; MAX_PLAYERS],
    mut sib: Option<(&mut super::siblings::Features, Cell)>,
) {
    let n = cx.st.players();
    let mut most = [0u8; MAX_HELD];
    for (m, h) in most.iter_mut().zip(held) {
        *m = majority(&h.followers, n);
    }
    // Only features some other feature of their kind could change hands
    // with; most positions have none, and then nothing below runs.
    let mut contested = [false; MAX_HELD];
    for (i, a) in held.iter().enumerate() {
        for (j, b) in held.iter().enumerate().skip(i + 1) {
            if a.kind == b.kind && most[i] != most[j] {
                contested[i] = true;
                contested[j] = true;
            }
        }
    }
    if !contested[..held.len()].contains(&true) {
        return;
    }
    if let Some((cache, moved)) = sib.as_mut()
        && add_shared_pairs(cx, held, &most, &contested, out, cache, *moved)
    {
        return;
    }
    // (cell, feature) for every open cell of every contested feature, as
    // one integer that sorts as the pair does, so that the features
    // sharing a cell sit together.
    let mut cells = Vec::new();
    let mut buf = [Cell::new(0, 0); MAX_OPEN];
    for (i, h) in held.iter().enumerate() {
        if !contested[i] {
            continue;
        }
        let k = cx.open_cells(h.root, &mut buf);
        for c in &buf[..k] {
            if cells.len() < MAX_CELLS {
                cells.push(cell_key(*c) << 8 | i as u64);
            }
        }
    }
    cells.sort_unstable();
    add_pairs(cx, held, &most, &cells, out);
}

/// Where a contested feature's open cells are: the parent's entry (the
/// placement left it alone) or the scratch list of those a child changed.
#[derive(Clone, Copy)]
enum Listed {
    /// The entry's index.
    Kept(u8),
    /// The index in the scratch list.
    Own(u8),
}

/// [`add_pairs`] for a child judged with its siblings, without sorting
/// every open cell: the features the placement left alone read their
/// parent's open cells, and two of them share a cell only if their bit
/// sets of the parent's frontier meet. Each pair of contested features
/// is tested once; its chance is the best of its shared cells', and the
/// pairs are added in the order `add_pairs` meets them (by their first
/// shared cell in the order of cells, then by feature), so the sums are
/// the same to the bit. False (nothing added) when the cells are more
/// than `add_pairs` takes, which then runs instead.
fn add_shared_pairs(
    cx: &mut Ctx<'_>,
    held: &[Held],
    most: &[u8; MAX_HELD],
    contested: &[bool; MAX_HELD],
    out: &mut [f64; MAX_PLAYERS],
    cache: &mut super::siblings::Features,
    moved: Cell,
) -> bool {
    let mut own = std::mem::take(&mut cache.threat_cells);
    own.clear();
    let mut listed = [Listed::Own(0); MAX_HELD];
    let mut total = 0;
    for (i, h) in held.iter().enumerate() {
        if !contested[i] {
            continue;
        }
        match cache.kept(cx.st, h.root, moved) {
            Some(k) => {
                total += cache.kept_cells(k).0.len();
                listed[i] = Listed::Kept(k);
            }
            None => {
                let mut buf = [Cell::new(0, 0); MAX_OPEN];
                let n = cx.open_cells(h.root, &mut buf);
                total += n;
                listed[i] = Listed::Own(own.len() as u8);
                own.push((buf, n as u8));
            }
        }
    }
    let mut fits = total <= MAX_CELLS;
    if fits {
        let cells_of = |i: usize| -> (&[Cell], Option<[u64; 2]>) {
            match listed[i] {
                Listed::Own(k) => {
                    let (c, n) = &own[k as usize];
                    (&c[..*n as usize], None)
                }
                Listed::Kept(k) => cache.kept_cells(k),
            }
        };
        // (first shared cell's key, a, b, best chance) for every pair.
        let mut pairs = [(0u64, 0u8, 0u8, 0.0f64); MAX_PAIRS];
        let mut np = 0;
        let mut shared = [Cell::new(0, 0); MAX_OPEN];
        'pairs: for a in 0..held.len() {
            if !contested[a] {
                continue;
            }
            for b in a + 1..held.len() {
                if !contested[b] || held[a].kind != held[b].kind || most[a] == most[b] {
                    continue;
                }
                let (ca, ba) = cells_of(a);
                let (cb, bb) = cells_of(b);
                if let (Some(x), Some(y)) = (ba, bb)
                    && x[0] & y[0] == 0
                    && x[1] & y[1] == 0
                {
                    continue;
                }
                let mut ns = 0;
                for c in ca {
                    if cb.contains(c) {
                        shared[ns] = *c;
                        ns += 1;
                    }
                }
                if ns == 0 {
                    continue;
                }
                let first = shared[..ns].iter().map(|c| cell_key(*c)).min().unwrap_or(0);
                if np == pairs.len() {
                    // More pairs than kept here: the sorted way.
                    fits = false;
                    break 'pairs;
                }
                let mut q = cx.cell_chance(shared[0]);
                for c in &shared[1..ns] {
                    q = q.max(cx.cell_chance(*c));
                }
                pairs[np] = (first, a as u8, b as u8, q);
                np += 1;
            }
        }
        if fits {
            let pairs = &mut pairs[..np];
            pairs.sort_unstable_by_key(|p| (p.0, p.1, p.2));
            add_gains(cx, held, pairs.iter().map(|p| (p.1, p.2, p.3)), out);
        }
    }
    cache.threat_cells = own;
    fits
}

/// Adds every player's share of the mergers of the contested features
/// whose (cell, feature) keys `cells` lists, sorted.
fn add_pairs(
    cx: &mut Ctx<'_>,
    held: &[Held],
    most: &[u8; MAX_HELD],
    cells: &[u64],
    out: &mut [f64; MAX_PLAYERS],
) {
    // Each pair once, by its likeliest shared cell.
    let mut pairs = [(0u8, 0u8, 0.0f64); MAX_PAIRS];
    let mut np = 0;
    let mut x = 0;
    while x < cells.len() {
        let key = cells[x] >> 8;
        let mut y = x + 1;
        while y < cells.len() && cells[y] >> 8 == key {
            y += 1;
        }
        for (k, &ca) in cells[x..y].iter().enumerate() {
            let a = ca as u8;
            for &cb in &cells[x + k + 1..y] {
                let b = cb as u8;
                let (ha, hb) = (&held[a as usize], &held[b as usize]);
                if a == b || ha.kind != hb.kind || most[a as usize] == most[b as usize] {
                    continue;
                }
                let q = cx.cell_chance(key_cell(key));
                match pairs[..np].iter_mut().find(|p| (p.0, p.1) == (a, b)) {
                    Some(p) => p.2 = p.2.max(q),
                    None if np < MAX_PAIRS => {
                        pairs[np] = (a, b, q);
                        np += 1;
                    }
                    None => {}
                }
            }
        }
        x = y;
    }
    add_gains(cx, held, pairs[..np].iter().copied(), out);
}

/// Adds what each pair of features (a, b, chance of its shared cell)
/// would change for every player, weighted, in the order given.
fn add_gains(
    cx: &Ctx<'_>,
    held: &[Held],
    pairs: impl Iterator<Item = (u8, u8, f64)>,
    out: &mut [f64; MAX_PLAYERS],
) {
    let n = cx.st.players();
    let farmers = cx.st.options().farmers;
    for (a, b, q) in pairs {
        let (ha, hb) = (&held[a as usize], &held[b as usize]);
        let wq = weight(cx.w, ha.kind, farmers) * q;
        let gain = merger_gain(ha, hb, n);
        for (o, g) in out.iter_mut().zip(gain).take(n) {
            *o += wq * g;
        }
    }
}

/// Offset that makes a coordinate non-negative in [`cell_key`]'s 24 bits
/// (tiles lie within `board::RADIUS` of the origin, far inside).
const COORD: i64 = 1 << 23;

/// A cell as an integer below 2^48 that orders as `Cell` does (x, then y).
fn cell_key(c: Cell) -> u64 {
    ((c.x as i64 + COORD) as u64) << 24 | (c.y as i64 + COORD) as u64
}

/// The cell of a [`cell_key`].
fn key_cell(k: u64) -> Cell {
    Cell::new(
        ((k >> 24) as i64 - COORD) as i32,
        ((k & 0xFF_FFFF) as i64 - COORD) as i32,
    )
}

/// What merging two features would change for each player: the merged one
/// (worth both values) goes to its majority, and each holder of a part
/// loses that part.
fn merger_gain(a: &Held, b: &Held, n: usize) -> [f64; MAX_PLAYERS] {
    let mut merged = [0u8; MAX_PLAYERS];
    for (m, (x, y)) in merged.iter_mut().zip(a.followers.iter().zip(&b.followers)) {
        *m = x.saturating_add(*y);
    }
    let (ma, mb, mm) = (
        majority(&a.followers, n),
        majority(&b.followers, n),
        majority(&merged, n),
    );
    let has = |m: u8, p: usize| f64::from(m >> p & 1);
    let mut gain = [0.0; MAX_PLAYERS];
    for (p, g) in gain.iter_mut().enumerate().take(n) {
        *g = has(mm, p) * (a.value + b.value) - has(ma, p) * a.value - has(mb, p) * b.value;
    }
    gain
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_keys_sort_as_cells_and_give_them_back() {
        // The pairs of mergers are found in the order of the sorted keys,
        // which must be the order of the cells (x, then y).
        let cells = [
            (-100, 3),
            (-100, -4),
            (0, 0),
            (7, -100),
            (100, 100),
            (-1, 99),
        ];
        for a in cells {
            let ca = Cell::new(a.0, a.1);
            assert_eq!(key_cell(cell_key(ca)), ca);
            for b in cells {
                let cb = Cell::new(b.0, b.1);
                assert_eq!(ca.cmp(&cb), cell_key(ca).cmp(&cell_key(cb)));
            }
        }
    }

    #[test]
    fn majority_is_every_player_with_the_most_followers() {
        // Ties all hold a feature (the rules), and no follower means no holder.
        assert_eq!(majority(&[1, 1, 0, 0, 0], 2), 0b11);
        assert_eq!(majority(&[2, 1, 0, 0, 0], 2), 0b01);
        assert_eq!(majority(&[0, 0, 0, 0, 0], 2), 0);
        // Players beyond the table's count are not seated.
        assert_eq!(majority(&[0, 1, 3, 0, 0], 2), 0b10);
    }

    fn city(value: f64, followers: [u8; MAX_PLAYERS]) -> Held {
        Held {
            root: 0,
            kind: FeatureKind::City,
            value,
            followers,
        }
    }

    #[test]
    fn a_merger_with_equal_followers_helps_the_smaller_holder() {
        // One knight each: the merged city is shared, so each holder gains
        // the other's part, and the holder of the small one gains more.
        let g = merger_gain(&city(4.0, [1, 0, 0, 0, 0]), &city(8.0, [0, 1, 0, 0, 0]), 2);
        assert_eq!((g[0], g[1]), (8.0, 4.0));
    }

    #[test]
    fn a_merger_with_more_followers_steals_the_other_feature() {
        // Two knights against one: the merged city is all player 0's.
        let g = merger_gain(&city(4.0, [2, 0, 0, 0, 0]), &city(8.0, [0, 1, 0, 0, 0]), 2);
        assert_eq!((g[0], g[1]), (8.0, -8.0));
    }
}
