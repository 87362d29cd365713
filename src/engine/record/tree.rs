//! A study of a game: its moves as a tree. The main line is the game as
//! played; a variation branches at any move with another move (and maybe
//! another tile drawn). Each move may carry a comment and a mark.
//!
//! Nodes live in one arena and are addressed by index, so a view can hold
//! a cursor while the tree changes; a deleted node stays in the arena but
//! is unreachable (no node id ever changes meaning).

use crate::engine::record::history::Game;
use crate::engine::state::{Move, MoveError, State};
use serde::{Deserialize, Serialize};

/// A move's mark, as annotators write them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mark {
    /// `!`: a good move.
    Good,
    /// `?`: a mistake.
    Mistake,
    /// `??`: a blunder.
    Blunder,
    /// `!?`: interesting.
    Interesting,
}

impl Mark {
    /// Every mark, in the order the buttons show them.
    pub const ALL: [Mark; 4] = [Mark::Good, Mark::Mistake, Mark::Blunder, Mark::Interesting];

    /// The mark as written after a move.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Good => "!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
            Mark::Interesting => "!?",
        }
    }
}

/// Index of a node in a [`Tree`].
pub type NodeId = usize;

/// The node before the first move (the start position).
pub const ROOT: NodeId = 0;

/// One move of the tree and what the annotator said about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The move (None only at the root).
    pub mv: Option<Move>,
    /// The tile drawn for this move instead of the stack's (a "what if").
    pub pick: Option<u8>,
    pub comment: String,
    pub mark: Option<Mark>,
    parent: Option<NodeId>,
    /// The first child continues this node's line; the others are variations.
    children: Vec<NodeId>,
    removed: bool,
}

impl Node {
    fn new(parent: Option<NodeId>, pick: Option<u8>, mv: Option<Move>) -> Node {
        Node {
            mv,
            pick,
            comment: String::new(),
            mark: None,
            parent,
            children: Vec::new(),
            removed: false,
        }
    }
}

/// A game's moves as a tree over its start position.
#[derive(Clone, Debug)]
pub struct Tree {
    initial: State,
    nodes: Vec<Node>,
}

impl Tree {
    /// A tree with no moves yet.
    pub fn new(initial: State) -> Tree {
        Tree {
            initial,
            nodes: vec![Node::new(None, None, None)],
        }
    }

    /// A tree whose main line is a game's moves.
    pub fn from_game(game: &Game) -> Tree {
        let mut t = Tree::new(game.initial().clone());
        let mut at = ROOT;
        for (m, pick) in game.moves().iter().zip(game.picks()) {
            at = t.attach(at, *pick, *m);
        }
        t
    }

    /// The start position.
    pub fn initial(&self) -> &State {
        &self.initial
    }

    /// A node still in the tree.
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id).filter(|n| !n.removed)
    }

    /// A node still in the tree, to change its comment or mark.
    pub fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id).filter(|n| !n.removed)
    }

    /// The node's children: its line's next move first, then the variations.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.node(id).map(|n| n.children.as_slice()).unwrap_or(&[])
    }

    /// The node before this one.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.node(id).and_then(|n| n.parent)
    }

    /// The nodes from the first move to `id` (empty for the root).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut p = Vec::new();
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            p.push(at);
            at = parent;
        }
        p.reverse();
        p
    }

    /// The line through `id`: the path to it, then on by first children to the end.
    pub fn line_through(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = self.path(id);
        let mut at = id;
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = next;
        }
        line
    }

    /// The main line: from the root by first children.
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line_through(ROOT)
    }

    /// True if the node is on the main line.
    pub fn on_main_line(&self, id: NodeId) -> bool {
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            if self.children(parent).first() != Some(&at) {
                return false;
            }
            at = parent;
        }
        self.node(at).is_some()
    }

    /// The game along the path to `id`, with its log.
    pub fn game_at(&self, id: NodeId) -> Result<Game, MoveError> {
        let mut g = Game::new(self.initial.clone());
        for n in self.path(id) {
            let node = &self.nodes[n];
            if let Some(m) = node.mv {
                g.play_picked(node.pick, m)?;
            }
        }
        Ok(g)
    }

    /// Adds a move after `parent` (checked), drawing `pick` instead of the
    /// stack's tile if given. The same move already there is not repeated:
    /// its node is returned.
    pub fn add(&mut self, parent: NodeId, pick: Option<u8>, mv: Move) -> Result<NodeId, MoveError> {
        let mut g = self.game_at(parent)?;
        // A pick of the tile the stack gives anyway is no pick.
        let pick = pick.filter(|t| g.state().drawn() != Some(*t));
        if let Some(&same) = self
            .children(parent)
            .iter()
            .find(|c| self.nodes[**c].mv == Some(mv) && self.nodes[**c].pick == pick)
        {
            return Ok(same);
        }
        g.play_picked(pick, mv)?;
        Ok(self.attach(parent, pick, mv))
    }

    /// Adds a move after `parent` without checking it: for a caller that
    /// has just played it on the game at `parent`.
    pub fn attach(&mut self, parent: NodeId, pick: Option<u8>, mv: Move) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node::new(Some(parent), pick, Some(mv)));
        if let Some(p) = self.nodes.get_mut(parent) {
            p.children.push(id);
        }
        id
    }

    /// Makes the line through `id` the main line: at every branching on the
    /// way, its side comes first. False if the node is not in the tree.
    pub fn promote(&mut self, id: NodeId) -> bool {
        if self.node(id).is_none() {
            return false;
        }
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            let kids = &mut self.nodes[parent].children;
            if let Some(i) = kids.iter().position(|c| *c == at) {
                let c = kids.remove(i);
                kids.insert(0, c);
            }
            at = parent;
        }
        true
    }

    /// Deletes a node and everything after it; returns its parent (where a
    /// cursor on it should go), or None for the root or a node not in the tree.
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.parent(id)?;
        self.nodes[parent].children.retain(|c| *c != id);
        let mut stack = vec![id];
        while let Some(n) = stack.pop() {
            self.nodes[n].removed = true;
            stack.extend(self.nodes[n].children.iter().copied());
        }
        Some(parent)
    }

    /// The move number of a node (1 for the first move, 0 for the root).
    pub fn depth(&self, id: NodeId) -> usize {
        self.path(id).len()
    }

    /// Number of nodes in the tree, the root included.
    pub fn len(&self) -> usize {
        self.nodes.iter().filter(|n| !n.removed).count()
    }

    /// True if the tree has no move.
    pub fn is_empty(&self) -> bool {
        self.children(ROOT).is_empty()
    }

    /// True if the tree holds more than a game's moves: a variation, or a
    /// comment or a mark on a move.
    pub fn is_annotated(&self) -> bool {
        let main = self.main_line();
        self.len() > main.len() + 1
            || main
                .iter()
                .filter_map(|id| self.node(*id))
                .any(|n| n.mark.is_some() || !n.comment.trim().is_empty())
    }
}
