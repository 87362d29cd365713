//! Counts in words: "1 follower", "2 followers", the tiles still to draw.

/// A number with its noun in the right number: "1 point", "3 points".
pub fn count<N: Into<u64>>(n: N, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The one count of tiles left, said the same everywhere: the tiles still
/// face down, the tile in hand not counted.
pub fn tiles_to_draw(n: usize) -> String {
    format!("Tiles to draw: {n}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_and_many() {
        // Checks: singular for exactly one, plural for none and several.
        assert_eq!(count(1u32, "follower", "followers"), "1 follower");
        assert_eq!(count(0u8, "follower", "followers"), "0 followers");
        assert_eq!(count(2u32, "city", "cities"), "2 cities");
    }
}
