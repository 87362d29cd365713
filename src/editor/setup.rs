//! Editing the table around the board: seed, scores, supplies, players,
//! the player to move, the drawn tile, what remains and what was discarded.

use super::{EditError, Editor};
use crate::engine::Options;
use crate::engine::record::position::Remaining;

impl Editor {
    /// Sets the seed that shuffles remaining tiles given as the rest or as counts.
    pub fn set_seed(&mut self, seed: u64) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.seed = seed;
            Ok(())
        })
    }

    /// Sets a player's score.
    pub fn set_score(&mut self, player: u8, points: u32) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            let n = p.players as usize;
            if player as usize >= n {
                return Err(EditError::NoPlayer(player));
            }
            p.scores.resize(n, 0);
            p.scores[player as usize] = points;
            Ok(())
        })
    }

    /// Sets the followers in a player's supply (None: 7 less those on the board, for everyone).
    pub fn set_supply(&mut self, player: u8, supply: Option<u8>) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            let n = p.players as usize;
            match supply {
                None => p.supplies = None,
                Some(v) => {
                    let on_board = |q: usize| {
                        p.followers
                            .iter()
                            .filter(|f| f.player as usize == q)
                            .count() as u8
                    };
                    let mut all: Vec<u8> = p.supplies.clone().unwrap_or_else(|| {
                        (0..n).map(|q| 7u8.saturating_sub(on_board(q))).collect()
                    });
                    all.resize(n, 0);
                    *all.get_mut(player as usize)
                        .ok_or(EditError::NoPlayer(player))? = v;
                    p.supplies = Some(all);
                }
            }
            Ok(())
        })
    }

    /// Sets the number of players (2 to 5), dropping followers of removed players.
    pub fn set_players(&mut self, n: u8) -> Result<(), EditError> {
        self.edit(|s| {
            let p = &mut s.position;
            p.players = n;
            p.followers.retain(|f| f.player < n);
            p.scores.resize(n as usize, 0);
            if let Some(sup) = &mut p.supplies {
                sup.resize(n as usize, 7);
            }
            if p.to_move >= n {
                p.to_move = 0;
            }
            Ok(())
        })
    }

    /// Sets whose turn it is.
    pub fn set_to_move(&mut self, player: u8) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.to_move = player;
            Ok(())
        })
    }

    /// Sets the drawn tile (None: the next from the remaining tiles).
    pub fn set_drawn(&mut self, id: Option<&str>) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.drawn = id.map(|x| x.to_string());
            Ok(())
        })
    }

    /// Sets the remaining tiles: the rest of the set, counts, or an exact order.
    pub fn set_remaining(&mut self, r: Remaining) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.remaining = r;
            Ok(())
        })
    }

    /// Sets the discarded tiles (drawn earlier and fitting nowhere, R-B1).
    pub fn set_discards(&mut self, ids: Vec<String>) -> Result<(), EditError> {
        if let Some(bad) = ids.iter().find(|id| self.ts.by_id(id).is_none()) {
            return Err(EditError::UnknownTile(bad.clone()));
        }
        self.edit(|s| {
            s.position.discards = ids;
            Ok(())
        })
    }

    /// Sets the rule options.
    pub fn set_options(&mut self, o: Options) -> Result<(), EditError> {
        self.edit(|s| {
            s.position.options = o;
            Ok(())
        })
    }
}
