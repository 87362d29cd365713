//! A save file's study (format 3): comments, marks, picked tiles and
//! variations beside the main line's `moves`, and the computer's review.
//!
//! Move numbers count from 1 within their own line; a variation at move
//! `k` replaces the line's move `k` (it branches from the position before
//! it). Reading checks every variation's moves as loading checks the main line.

use super::error::FileError;
use super::problem::{FileProblem, StudyProblem};
use crate::engine::State;
use crate::engine::record::history::{Game, pick_drawn};
use crate::engine::record::moves::MoveRecord;
use crate::engine::record::tree::{Mark, NodeId, ROOT, Tree};
use serde::{Deserialize, Serialize};

/// The comment and mark on one move of a line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedNote {
    #[serde(rename = "move")]
    pub at: u32,
    #[serde(default)]
    pub mark: Option<Mark>,
    #[serde(default)]
    pub comment: String,
}

/// A tile drawn instead of the stack's at one move of a line (its tile id).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPick {
    #[serde(rename = "move")]
    pub at: u32,
    pub tile: String,
}

/// A variation: other moves in place of move `at` of its line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedVariation {
    #[serde(rename = "move")]
    pub at: u32,
    pub moves: Vec<MoveRecord>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<SavedNote>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<SavedPick>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<SavedVariation>,
}

/// The study part of a save: the main line's notes and picks, its variations,
/// and the review (all empty in files of versions 1 and 2).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct SavedStudy {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<SavedNote>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<SavedPick>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<SavedVariation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<crate::io::review::SavedReview>,
}

impl SavedStudy {
    /// True if there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.notes.is_empty()
            && self.picks.is_empty()
            && self.variations.is_empty()
            && self.review.is_none()
    }
}

/// One line as written: its moves and what hangs off them.
struct Line {
    moves: Vec<MoveRecord>,
    notes: Vec<SavedNote>,
    picks: Vec<SavedPick>,
    variations: Vec<SavedVariation>,
}

/// A problem in the line at `at` (the variations' move numbers, outermost first).
fn study_error(file: &str, at: &[u32], problem: StudyProblem) -> FileError {
    FileError::new(
        file,
        FileProblem::Study {
            at: at.to_vec(),
            problem: Box::new(problem),
        },
    )
}

/// The tile picked at move `k` (1-based) of a line, checked against the tile set.
fn pick_at(
    file: &str,
    st: &State,
    picks: &[SavedPick],
    k: usize,
    at: &[u32],
) -> Result<Option<u8>, FileError> {
    let Some(p) = picks.iter().find(|p| p.at as usize == k) else {
        return Ok(None);
    };
    st.tileset().by_id(&p.tile).map(Some).ok_or_else(|| {
        study_error(
            file,
            at,
            StudyProblem::NoSuchTile {
                k,
                tile: p.tile.clone(),
            },
        )
    })
}

/// Plays a line's moves on `game` (at node `parent`), adding them to the tree;
/// returns the line's nodes.
fn play_line(
    file: &str,
    tree: &mut Tree,
    game: &mut Game,
    parent: NodeId,
    moves: &[MoveRecord],
    picks: &[SavedPick],
    at: &[u32],
) -> Result<Vec<NodeId>, FileError> {
    let mut ids = Vec::with_capacity(moves.len());
    let mut node = parent;
    for (i, rec) in moves.iter().enumerate() {
        let k = i + 1;
        let refused = |e| study_error(file, at, StudyProblem::Refused { k, e });
        let pick = pick_at(file, game.state(), picks, k, at)?;
        let mut before = game.state().clone();
        if let Some(t) = pick {
            pick_drawn(&mut before, t).map_err(refused)?;
        }
        let m = rec
            .to_move(&before)
            .map_err(|reason| study_error(file, at, StudyProblem::BadMove { k, reason }))?;
        game.play_picked(pick, m).map_err(refused)?;
        node = tree.attach(node, pick, m);
        ids.push(node);
    }
    Ok(ids)
}

fn apply_notes(
    file: &str,
    tree: &mut Tree,
    ids: &[NodeId],
    notes: &[SavedNote],
    at: &[u32],
) -> Result<(), FileError> {
    for n in notes {
        let node = (n.at as usize)
            .checked_sub(1)
            .and_then(|i| ids.get(i))
            .and_then(|id| tree.node_mut(*id))
            .ok_or_else(|| study_error(file, at, StudyProblem::NoteOff(n.at)))?;
        node.mark = n.mark;
        node.comment = n.comment.clone();
    }
    Ok(())
}

/// Adds a line's variations: each branches before move `at` of the line `ids`
/// (whose first move follows `parent`).
fn add_variations(
    file: &str,
    tree: &mut Tree,
    parent: NodeId,
    ids: &[NodeId],
    variations: &[SavedVariation],
    at: &[u32],
) -> Result<(), FileError> {
    for v in variations {
        let k = v.at as usize;
        let here: Vec<u32> = at.iter().copied().chain([v.at]).collect();
        let here = here.as_slice();
        if k == 0 || k > ids.len() {
            return Err(study_error(
                file,
                here,
                StudyProblem::LineTooShort(ids.len()),
            ));
        }
        if v.moves.is_empty() {
            return Err(study_error(file, here, StudyProblem::NoMoves));
        }
        let from = if k == 1 { parent } else { ids[k - 2] };
        let mut game = tree
            .game_at(from)
            .map_err(|e| study_error(file, here, StudyProblem::CannotReach(e)))?;
        let line = play_line(file, tree, &mut game, from, &v.moves, &v.picks, here)?;
        apply_notes(file, tree, &line, &v.notes, here)?;
        add_variations(file, tree, from, &line, &v.variations, here)?;
    }
    Ok(())
}

/// Replays a save's main line and study into a tree; the main line's game is
/// returned beside it.
pub fn read_tree(
    file: &str,
    initial: State,
    moves: &[MoveRecord],
    study: &SavedStudy,
) -> Result<(Game, Tree), FileError> {
    let mut tree = Tree::new(initial.clone());
    let mut game = Game::new(initial);
    let ids = play_line(file, &mut tree, &mut game, ROOT, moves, &study.picks, &[])?;
    apply_notes(file, &mut tree, &ids, &study.notes, &[])?;
    add_variations(file, &mut tree, ROOT, &ids, &study.variations, &[])?;
    Ok((game, tree))
}

/// Writes the line starting at `first` (played from `before`).
fn write_line(tree: &Tree, first: NodeId, mut before: State) -> Line {
    let mut line = Line {
        moves: Vec::new(),
        notes: Vec::new(),
        picks: Vec::new(),
        variations: Vec::new(),
    };
    let mut at = Some(first);
    while let Some(id) = at {
        let Some(node) = tree.node(id) else { break };
        let Some(mv) = node.mv else { break };
        let k = line.moves.len() as u32 + 1;
        // A node's later siblings are variations of its line, written at its move.
        if let Some(parent) = tree.parent(id)
            && tree.children(parent).first() == Some(&id)
        {
            for alt in &tree.children(parent)[1..] {
                let l = write_line(tree, *alt, before.clone());
                line.variations.push(SavedVariation {
                    at: k,
                    moves: l.moves,
                    notes: l.notes,
                    picks: l.picks,
                    variations: l.variations,
                });
            }
        }
        if let Some(t) = node.pick {
            if pick_drawn(&mut before, t).is_err() {
                break;
            }
            line.picks.push(SavedPick {
                at: k,
                tile: before.tileset().tiles[t as usize].id.clone(),
            });
        }
        if node.mark.is_some() || !node.comment.is_empty() {
            line.notes.push(SavedNote {
                at: k,
                mark: node.mark,
                comment: node.comment.clone(),
            });
        }
        line.moves.push(MoveRecord::from_move(&before, &mv));
        before.apply_unchecked(&mv);
        at = tree.children(id).first().copied();
    }
    line
}

/// The main line's moves and the study of a tree, as a save writes them.
pub fn write_tree(tree: &Tree) -> (Vec<MoveRecord>, SavedStudy) {
    let Some(&first) = tree.children(ROOT).first() else {
        return (Vec::new(), SavedStudy::default());
    };
    let l = write_line(tree, first, tree.initial().clone());
    (
        l.moves,
        SavedStudy {
            notes: l.notes,
            picks: l.picks,
            variations: l.variations,
            review: None,
        },
    )
}
