//! The engine's own random number generator.
//!
//! Saved games store a seed, not the tile order, so the shuffle must give the
//! same order on every machine and with every version of every dependency:
//! xoshiro256** seeded through SplitMix64, with Lemire's unbiased bounded
//! integers, written out here rather than borrowed from a crate whose
//! algorithms may change between releases.

use serde::{Deserialize, Serialize};

/// A small, fast, portable generator (xoshiro256**).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng {
    s: [u64; 4],
}

fn splitmix64(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut x = seed;
        Rng {
            s: [
                splitmix64(&mut x),
                splitmix64(&mut x),
                splitmix64(&mut x),
                splitmix64(&mut x),
            ],
        }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..n` (n > 0), without modulo bias.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let mut m = (self.next_u64() >> 32) * n as u64;
        if (m as u32) < n {
            let t = n.wrapping_neg() % n;
            while (m as u32) < t {
                m = (self.next_u64() >> 32) * n as u64;
            }
        }
        (m >> 32) as u32
    }

    /// A uniform float in `[0, 1)`.
    #[inline]
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Shuffles a slice (Fisher-Yates, from the back).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            v.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_fixed_by_the_seed() {
        // Pinned values: if these change, every saved game changes meaning.
        let mut r = Rng::new(42);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        let mut again = Rng::new(42);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        let mut v: Vec<u32> = (0..10).collect();
        Rng::new(7).shuffle(&mut v);
        assert_eq!(v, PINNED_SHUFFLE_OF_10_WITH_SEED_7);
    }

    // Taken from the first run of this implementation; it must never change.
    const PINNED_SHUFFLE_OF_10_WITH_SEED_7: [u32; 10] = [1, 8, 3, 0, 4, 5, 9, 6, 2, 7];

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut r = Rng::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[r.below(7) as usize] += 1;
        }
        assert!(seen.iter().all(|c| *c > 800 && *c < 1200), "{seen:?}");
    }
}
