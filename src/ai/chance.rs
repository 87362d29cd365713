//! Chance nodes over the hidden draw: which tile types may come next, with
//! what weight, and the position after a guessed draw.
//!
//! After `apply_unchecked` the engine has already popped the next tile of
//! the (private, shuffled) stack into `drawn`. A search that wants to try
//! another tile type there must put that guess back first, or the evaluation
//! counts the tried type once too many and the popped one once too few.

use crate::engine::State;

/// Tiles not yet placed, by type: the stack plus the drawn tile.
pub fn unplaced_counts(st: &State) -> Vec<u8> {
    let mut c = st.remaining_counts();
    if let Some(t) = st.drawn()
        && let Some(n) = c.get_mut(t as usize)
    {
        *n = n.saturating_add(1);
    }
    c
}

/// Each tile type the player to move may hold, weighted by its share of the
/// unplaced tiles (stack plus drawn), in type order.
pub fn draws(st: &State) -> Vec<(u8, f64)> {
    let counts = unplaced_counts(st);
    let total: u32 = counts.iter().map(|c| *c as u32).sum();
    counts
        .iter()
        .enumerate()
        .filter(|(_, c)| **c > 0)
        .map(|(t, c)| (t as u8, *c as f64 / total.max(1) as f64))
        .collect()
}

/// The position with tile type `t` drawn instead of the one the private stack
/// happened to give: the popped tile goes back into the stack and one `t`
/// comes out of it, so the unplaced tiles stay the same multiset.
pub fn with_drawn(st: &State, t: u8) -> State {
    let mut s = st.clone();
    if s.drawn() == Some(t) {
        return s;
    }
    let mut stack = s.stack().to_vec();
    if let Some(pos) = stack.iter().rposition(|x| *x == t) {
        stack.swap_remove(pos);
    }
    if let Some(p) = s.drawn() {
        stack.push(p);
    }
    s.set_stack(stack);
    s.set_drawn(Some(t));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::all_moves;
    use crate::engine::{GameKind, Options, Setup};
    use crate::io::tileset::base;

    #[test]
    fn a_guessed_draw_keeps_the_unplaced_tiles() {
        // The expectimax slip of issue 20: after a move, trying tile type t as
        // the opponent's draw must not change which tiles are left to come.
        let setup = Setup {
            game: GameKind::Base,
            players: 2,
            options: Options::default(),
            seed: 8,
        };
        let mut st = State::new(base(), &setup);
        let mv = all_moves(&st)[0];
        st.apply_unchecked(&mv);
        let before = unplaced_counts(&st);
        let popped = st.drawn().expect("the game goes on");
        let mut tried = 0;
        for (t, _) in draws(&st) {
            if t == popped {
                continue;
            }
            let s = with_drawn(&st, t);
            assert_eq!(s.drawn(), Some(t));
            assert_eq!(unplaced_counts(&s), before, "after guessing type {t}");
            assert_eq!(s.stack().len(), st.stack().len());
            tried += 1;
        }
        assert!(tried > 5, "several other types were tried");
    }
}
