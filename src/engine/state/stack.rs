//! The tiles still to draw, and the order they come in.

use crate::engine::model::rng::Rng;

/// Tiles a stack holds in place, without an allocation of its own: more
/// than the largest tile set of the three games (95 after the start tile).
const INLINE: usize = 128;

/// The tiles still to draw, the next one last. A new game's order is not
/// made up front: `unshuffled` holds the generator of its Fisher-Yates
/// shuffle (from the back, `Rng::shuffle`), and each draw takes the step
/// the shuffle would have taken for that place, so the tiles come in
/// exactly the order the whole shuffle gives (a step fixes the last place
/// and only touches places before it) while a new game costs no shuffle.
/// With no generator (`set_stack`, `shuffle_stack`, a built position) the
/// order is the list's as it stands.
///
/// The list lives in the state (`inline`), so a copy of a state (search
/// copies one for every move it tries) copies 128 bytes rather than
/// allocating; a tile set too large for it uses `heap` instead.
///
/// Invariants: the live tiles are the first `len` entries of `heap` if it
/// is not empty, else of `inline` (then `len <= INLINE`); the draw order
/// is [`Stack::draw_order`].
#[derive(Clone, Debug)]
pub(crate) struct Stack {
    inline: [u8; INLINE],
    heap: Vec<u8>,
    len: usize,
    unshuffled: Option<Rng>,
}

impl Stack {
    /// A stack drawn from the back of `tiles`, in that order.
    pub(crate) fn new(tiles: Vec<u8>) -> Stack {
        Stack::with(tiles, None)
    }

    /// A stack of `tiles` to be shuffled by `rng` as it is drawn.
    pub(crate) fn unshuffled(tiles: &[u8], rng: Rng) -> Stack {
        Stack::with(tiles, Some(rng))
    }

    /// In place if the tiles fit there, else in a list of their own
    /// (kept, if the caller gave one).
    fn with(tiles: impl AsRef<[u8]> + Into<Vec<u8>>, unshuffled: Option<Rng>) -> Stack {
        let len = tiles.as_ref().len();
        let mut inline = [0; INLINE];
        let heap = if let Some(room) = inline.get_mut(..len) {
            room.copy_from_slice(tiles.as_ref());
            Vec::new()
        } else {
            tiles.into()
        };
        Stack {
            inline,
            heap,
            len,
            unshuffled,
        }
    }

    /// The live list, by the invariant.
    #[inline]
    fn tiles_mut(&mut self) -> &mut [u8] {
        let len = self.len;
        if self.heap.is_empty() {
            &mut self.inline[..len]
        } else {
            &mut self.heap[..len]
        }
    }

    /// The tiles still to draw, in no particular order while the shuffle
    /// is still to come (see [`Stack::draw_order`]).
    #[inline]
    pub(crate) fn as_slice(&self) -> &[u8] {
        if self.heap.is_empty() {
            &self.inline[..self.len]
        } else {
            &self.heap[..self.len]
        }
    }

    /// The tiles still to draw in the order they will come, the next one last.
    pub(crate) fn draw_order(&self) -> Vec<u8> {
        let mut v = self.as_slice().to_vec();
        if let Some(rng) = &self.unshuffled {
            rng.clone().shuffle(&mut v);
        }
        v
    }

    /// Draws the next tile.
    #[inline]
    pub(crate) fn pop(&mut self) -> Option<u8> {
        let last = self.len.checked_sub(1)?;
        let step = match self.unshuffled.as_mut() {
            // The shuffle's step for this place (`Rng::shuffle`); it takes
            // none for the first place.
            Some(rng) if last > 0 => Some(rng.below(last as u32 + 1) as usize),
            _ => None,
        };
        let tiles = self.tiles_mut();
        if let Some(j) = step {
            tiles.swap(last, j);
        }
        let t = tiles[last];
        self.len = last;
        Some(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Draws everything, the next tile first.
    fn drain(mut s: Stack) -> Vec<u8> {
        std::iter::from_fn(|| s.pop()).collect()
    }

    #[test]
    fn a_stack_shuffled_as_drawn_comes_in_the_whole_shuffles_order() {
        // The draws of a new game must be the order a shuffle made up
        // front would give, for a list inline and one too large for it.
        for n in [0usize, 1, 2, 71, 95, INLINE, INLINE + 1, 300] {
            let tiles: Vec<u8> = (0..n).map(|i| (i * 7 % 251) as u8).collect();
            let mut eager = tiles.clone();
            Rng::new(n as u64 + 5).shuffle(&mut eager);
            eager.reverse();
            let lazy = Stack::unshuffled(&tiles, Rng::new(n as u64 + 5));
            assert_eq!(
                lazy.draw_order().iter().rev().copied().collect::<Vec<_>>(),
                eager,
                "{n}"
            );
            assert_eq!(drain(lazy), eager, "{n} tiles");
        }
    }

    #[test]
    fn a_stack_in_order_comes_from_its_end() {
        for n in [3usize, INLINE + 4] {
            let tiles: Vec<u8> = (0..n).map(|i| i as u8).collect();
            let s = Stack::new(tiles.clone());
            assert_eq!(s.as_slice(), &tiles[..]);
            assert_eq!(drain(s), tiles.iter().rev().copied().collect::<Vec<_>>());
        }
    }
}
