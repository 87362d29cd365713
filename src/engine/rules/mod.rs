//! The rules of each game, and the one seam through which a [`State`]
//! reaches them.
//!
//! Each game's rules implement [`GameRules`]: [`base::Base`] (the base game,
//! with [`city_gates`] as its option) and [`the_city::TheCity`]. The
//! methods of [`State`] here are the engine's public face for legality and
//! play; each asks [`State::rules`] which game it plays and hands over. No
//! other module branches on the game.

pub mod base;
pub mod city_gates;
mod majority;
pub mod the_city;

use crate::engine::model::features::Node;
use crate::engine::model::geometry::{Cell, Rotation};
use crate::engine::model::rng::Rng;
use crate::engine::model::scoring::{Rule, ScoreEvent, ScoreTime};
use crate::engine::model::tile::FeatureKind;
use crate::engine::state::city::Step;
use crate::engine::state::{Move, MoveError, Phase, Placement, State};
use base::Base;
use the_city::TheCity;

/// Which game's rules a state plays by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// The base game, with or without The City Gates (RULES.md sections 2, 3).
    Base,
    /// Carcassonne: The City (RULES.md section 4).
    TheCity,
}

/// What differs between the games: legality of tiles and followers, what a
/// move does, the end scoring, and a uniformly random move. The functions
/// take the state rather than `self` because a game's rules hold no data
/// of their own: everything is in the [`State`].
pub(crate) trait GameRules {
    /// Calls `f` for every legal (cell, rotation) of a tile type, distinct rotations only.
    fn for_each_placement(st: &State, tile: u8, f: impl FnMut(Cell, Rotation));
    /// Number of legal placements of a tile type.
    fn placement_count(st: &State, tile: u8) -> usize;
    /// True if a tile type fits somewhere (R-B1: otherwise it is discarded).
    fn fits_somewhere(st: &State, tile: u8) -> bool;
    /// Checks that a tile type may lie on a cell in a rotation, and says why not.
    fn check_placement(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Result<(), MoveError>;
    /// Local features on which the player to move may put a follower after the placement.
    fn deployments(st: &State, tile: u8, cell: Cell, rot: Rotation) -> Vec<u8>;
    /// Checks a follower on local feature `local` of a legal placement.
    fn check_follower(
        st: &State,
        tile: u8,
        cell: Cell,
        rot: Rotation,
        local: u8,
        kind: FeatureKind,
    ) -> Result<(), MoveError>;
    /// Checks a move that is not a placement (The City's wall rounds).
    fn check_other(st: &State, m: &Move) -> Result<(), MoveError>;
    /// True if a tile placement is the decision the game waits for.
    fn placing(st: &State) -> bool;
    /// Applies a move known to be legal.
    fn apply(st: &mut State, m: &Move);
    /// The end scoring (the state is already marked over).
    fn finish(st: &mut State);
    /// A uniformly random legal move, follower choice included (none counts as one).
    fn random_move(st: &State, rng: &mut Rng) -> Option<Move>;
}

/// Hands a call to the rules of the state's game.
macro_rules! by_rules {
    ($st:expr, $f:ident($($arg:expr),*)) => {
        match $st.rules() {
            Rules::Base => Base::$f($($arg),*),
            Rules::TheCity => TheCity::$f($($arg),*),
        }
    };
}

/// What a feature is worth and by which rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureValue {
    pub rule: Rule,
    pub value: u32,
    pub tile_count: u16,
    pub shields: u16,
    pub cities: u16,
    pub complete: bool,
    /// What it would score completed as it stands: for The City's streets
    /// and markets, which score nothing unless completed (4.6), the
    /// section 4.4 value; for every other feature, `value`.
    pub completed_value: u32,
}

impl FeatureValue {
    /// Worth nothing yet: the start of every valuation (the rule is set by it).
    pub(crate) fn nothing(node: &Node) -> FeatureValue {
        FeatureValue {
            rule: Rule::RoadComplete,
            value: 0,
            tile_count: 0,
            shields: node.shields,
            cities: 0,
            complete: false,
            completed_value: 0,
        }
    }
}

impl State {
    /// Which game's rules this state plays by.
    #[inline]
    pub fn rules(&self) -> Rules {
        if self.city.is_some() {
            Rules::TheCity
        } else {
            Rules::Base
        }
    }

    // ----- Legality -----

    /// Every legal placement of the drawn tile: (cell, rotation), distinct rotations only.
    pub fn legal_placements(&self) -> Vec<(Cell, Rotation)> {
        let mut v = Vec::new();
        if let Some(t) = self.drawn {
            self.for_each_placement(t, |c, r| v.push((c, r)));
        }
        v.sort();
        v
    }

    /// Calls `f` for every legal (cell, rotation) of a tile type, distinct rotations only.
    #[inline]
    pub fn for_each_placement(&self, tile: u8, f: impl FnMut(Cell, Rotation)) {
        by_rules!(self, for_each_placement(self, tile, f))
    }

    /// Number of legal placements of a tile type.
    pub fn placement_count(&self, tile: u8) -> usize {
        by_rules!(self, placement_count(self, tile))
    }

    /// True if a tile type fits somewhere.
    pub fn fits_somewhere(&self, tile: u8) -> bool {
        by_rules!(self, fits_somewhere(self, tile))
    }

    /// Checks that a tile type may lie on a cell in a rotation, and says why not.
    pub fn check_placement(&self, tile: u8, cell: Cell, rot: Rotation) -> Result<(), MoveError> {
        by_rules!(self, check_placement(self, tile, cell, rot))
    }

    /// Local features of the drawn tile on which the current player may deploy a
    /// follower after placing it at `cell` in `rot` (which must be legal).
    pub fn deployments(&self, tile: u8, cell: Cell, rot: Rotation) -> Vec<u8> {
        if self.supply[self.current as usize] == 0 {
            return Vec::new();
        }
        by_rules!(self, deployments(self, tile, cell, rot))
    }

    /// Checks a whole move and says why it is not legal.
    pub fn check_move(&self, m: &Move) -> Result<(), MoveError> {
        if self.over {
            return Err(MoveError::GameOver);
        }
        match m {
            Move::Place(p) => {
                let tile = self.drawn.ok_or(MoveError::NoTileDrawn)?;
                self.check_placement(tile, p.cell, p.rot)?;
                if let Some(f) = p.follower {
                    let t = &self.ts.tiles[tile as usize];
                    let def = t
                        .features
                        .get(f as usize)
                        .ok_or(MoveError::NoSuchFeature(f))?;
                    if self.supply[self.current as usize] == 0 {
                        return Err(MoveError::NoFollowerLeft);
                    }
                    by_rules!(self, check_follower(self, tile, p.cell, p.rot, f, def.kind))?;
                }
                if !by_rules!(self, placing(self)) {
                    return Err(MoveError::WrongPhase);
                }
                Ok(())
            }
            Move::Gate(_) | Move::Wall { .. } | Move::Tower(_) => {
                by_rules!(self, check_other(self, m))
            }
        }
    }

    /// The current phase: whose decision and of what kind.
    pub fn phase(&self) -> Phase {
        if self.over {
            return Phase::Over;
        }
        if let Some(city) = self.city()
            && let Some(r) = &city.round
            && let Some((p, step)) = r.current()
        {
            let player = p as usize;
            return match step {
                Step::Gate => Phase::Gate { player },
                Step::Wall => Phase::Wall { player },
                Step::Tower => Phase::Tower { player },
            };
        }
        if self.drawn.is_some() {
            Phase::Place {
                player: self.current as usize,
            }
        } else {
            Phase::Over
        }
    }

    /// Every legal decision now, whatever the phase.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        match self.phase() {
            Phase::Over => {}
            Phase::Place { .. } => {
                let Some(t) = self.drawn else {
                    return v;
                };
                for (cell, rot) in self.legal_placements() {
                    let p = Placement {
                        cell,
                        rot,
                        follower: None,
                    };
                    v.push(Move::Place(p));
                    for f in self.deployments(t, cell, rot) {
                        v.push(Move::Place(Placement {
                            follower: Some(f),
                            ..p
                        }));
                    }
                }
            }
            Phase::Gate { .. } | Phase::Wall { .. } | Phase::Tower { .. } => {
                v = self.wall_round_moves();
            }
        }
        v
    }

    // ----- Doing -----

    /// Applies a move after checking it.
    pub fn apply(&mut self, m: &Move) -> Result<(), MoveError> {
        self.check_move(m)?;
        self.apply_unchecked(m);
        Ok(())
    }

    /// Applies a move known to be legal (from the legal-move generators).
    pub fn apply_unchecked(&mut self, m: &Move) {
        self.last_events.clear();
        self.last_discards.clear();
        by_rules!(self, apply(self, m))
    }

    /// Draws the next tile; tiles that fit nowhere are discarded (R-B1). Ends the
    /// game when the stack runs out.
    pub(crate) fn draw(&mut self) {
        self.refresh_walled();
        while let Some(t) = self.stack.pop() {
            if let Some(c) = self.city.as_deref_mut() {
                c.count_draw();
            }
            if self.fits_somewhere(t) {
                self.drawn = Some(t);
                return;
            }
            self.discards.push(t);
            self.last_discards.push(t);
        }
        self.drawn = None;
        self.finish();
    }

    /// Starts play from a built position: the given drawn tile, or the next from
    /// the stack; a drawn tile that fits nowhere is discarded (R-B1).
    pub(crate) fn start_with_drawn(&mut self, drawn: Option<u8>) {
        self.last_discards.clear();
        self.refresh_walled();
        if let Some(d) = drawn {
            if self.fits_somewhere(d) {
                self.drawn = Some(d);
                return;
            }
            self.discards.push(d);
            self.last_discards.push(d);
        }
        self.draw();
    }

    /// Passes the turn to the next player, who draws.
    pub(crate) fn next_player_draws(&mut self) {
        // A comparison, not a remainder: a division costs more than the
        // rest of passing the turn.
        self.current = if self.current + 1 >= self.players {
            0
        } else {
            self.current + 1
        };
        self.draw();
    }

    // ----- Scoring -----

    /// The value a feature would score now, its rule and counts, without scoring it.
    /// `time` asks for the end-of-game value of an incomplete feature.
    pub fn feature_value(&self, root: u16, time: ScoreTime) -> FeatureValue {
        match self.features.node(root).kind {
            FeatureKind::Street | FeatureKind::Market | FeatureKind::Residential => {
                the_city::feature_value(self, root)
            }
            _ => base::feature_value(self, root, time),
        }
    }

    /// The end scoring of the state's game, once.
    pub(crate) fn finish(&mut self) {
        if self.over {
            return;
        }
        self.over = true;
        by_rules!(self, finish(self))
    }

    /// The scores and events if the game ended now (the end scoring on a copy).
    pub fn end_now(&self) -> (Vec<u32>, Vec<ScoreEvent>) {
        let mut s = self.clone();
        s.record_detail = true;
        s.into_end_now()
    }

    /// As [`State::end_now`] for a state the caller owns and no longer needs:
    /// the end scoring without another copy (the analysis previews every legal
    /// move this way). Keeps the state's record-detail setting.
    pub fn into_end_now(mut self) -> (Vec<u32>, Vec<ScoreEvent>) {
        self.last_events.clear();
        self.drawn = None;
        self.finish();
        (self.scores().to_vec(), self.last_events)
    }
}

/// Picks a uniformly random legal move, follower choice included (none counts as one).
pub fn random_move(st: &State, rng: &mut Rng) -> Option<Move> {
    by_rules!(st, random_move(st, rng))
}
