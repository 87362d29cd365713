//! Hard as it was before the deep search (the issue-20 yardstick `hard-v1`),
//! frozen: its two-ply expectimax (and the tree search beside it) and
//! `Weights::HARD`, unchanged, so every later hard is measured against the
//! same opponent. Do not improve this file; improve [`super::hard`].
//!
//! It keeps the old chance-node slip on purpose (`set_drawn` after the move
//! already popped a guessed tile; see `super::chance::with_drawn`): that is
//! how it played when it was measured.
//!
//! Two searches share the evaluation of [`super::eval`], with hard's own
//! constants in the base game ([`Weights::HARD`]: a one-ply player with them
//! beats medium in 88% of games), and never see the real stack order (they
//! work on [`super::private_copy`]):
//!
//! - The default, a Star-style expectimax two plies deep: each of my moves is
//!   valued by the expectation over every tile type the opponent may draw
//!   (weighted by its count) of the position after the opponent's best
//!   one-ply reply. It beat the tree search at the same think time in our
//!   tournaments (docs/ai.md).
//! - A Monte Carlo tree search over determinizations: each iteration deals a
//!   fresh guess of the hidden order (a shuffle of the counted remaining
//!   tiles) and walks a tree whose decision nodes alternate with chance nodes
//!   keyed by the tile that guess draws, so statistics of a reply to one tile
//!   never mix with those of another. New nodes are judged by the evaluation
//!   rather than a random playout (random Carcassonne play says little about
//!   a position); one-ply values order and seed the choices at a node
//!   (progressive bias and widening).
//!
//! Rewards are a player's expected-point lead squashed to [0, 1], a stand-in
//! for the chance of winning that still prefers winning by more.

use super::eval::{Weights, margin, potentials_with};
use super::{Config, Player, RankedMove, all_moves, private_copy};
use crate::engine::model::rng::Rng;
use crate::engine::{GameKind, MAX_PLAYERS, Move, State};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Search settings; the defaults are what the product plays.
#[derive(Clone, Copy, Debug)]
pub struct Params {
    /// Exploration weight of UCB (rewards live in [0, 1]).
    pub explore: f64,
    /// Points of lead that make a reward of about 0.73.
    pub scale: f64,
    /// Weight of the one-ply prior, in virtual visits.
    pub prior_visits: f64,
    /// Points a player to move is about to gain with the drawn tile. Without
    /// it, a position just after one's own move looks better than the same
    /// position a reply later, and the search would favour the less explored.
    pub tempo: f64,
    /// Judge a new node by the position after its mover's best one-ply move
    /// (a greedy reply) instead of the position itself: dearer, but every leaf
    /// then accounts for the reply the opponent would surely find.
    pub reply_leaf: bool,
    /// Use the two-ply expectimax instead of the tree search.
    pub expectimax: bool,
    /// Children considered at a node: `widen_base + widen * sqrt(visits)`.
    pub widen_base: f64,
    /// Growth of the children considered with the square root of the visits.
    pub widen: f64,
    /// The evaluation hard judges positions (its own and the opponent's
    /// replies) by in the base game (with or without The City Gates):
    /// [`Weights::HARD`], tuned by self-play.
    pub eval: Weights,
    /// The evaluation for The City, whose streets and markets score nothing
    /// unfinished: [`Weights::CITY_HARD`] (hard's base-game constants lost
    /// there; this one counts guards).
    pub eval_city: Weights,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            explore: 0.15,
            scale: 10.0,
            prior_visits: 3.0,
            tempo: 2.5,
            reply_leaf: true,
            expectimax: true,
            widen_base: 2.0,
            widen: 2.0,
            eval: Weights::HARD,
            eval_city: Weights::CITY_HARD,
        }
    }
}

/// No tile drawn after a move (the game ended): the chance key of that outcome.
const NO_TILE: u8 = u8::MAX;

struct Edge {
    mv: Move,
    /// One-ply reward of the move for the mover.
    prior: f64,
    visits: u32,
    /// Sum of the mover's rewards.
    sum: f64,
    /// Chance outcomes: the next drawn tile and the node it leads to.
    next: Vec<(u8, u32)>,
}

struct Node {
    player: u8,
    visits: u32,
    expanded: bool,
    /// Sorted by prior, best first.
    edges: Vec<Edge>,
}

impl Node {
    fn new(player: usize) -> Node {
        Node {
            player: player as u8,
            visits: 0,
            expanded: false,
            edges: Vec::new(),
        }
    }
}

/// The frozen hard player (`hard-v1`).
pub struct HardV1 {
    rng: Rng,
    think: Duration,
    iterations: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    /// The search settings (public so that tuning runs can change them).
    pub params: Params,
    /// Iterations of the last search (for reports).
    pub last_iterations: u64,
}

impl HardV1 {
    /// A hard player from a configuration.
    pub fn new(cfg: &Config) -> HardV1 {
        HardV1 {
            rng: Rng::new(cfg.seed ^ 0x4A7D),
            think: Duration::from_millis(cfg.think_ms),
            iterations: cfg.iterations,
            stop: cfg.stop.clone(),
            params: Params::default(),
            last_iterations: 0,
        }
    }

    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// Every player's reward for a position: its lead over the best other player,
/// squashed to [0, 1].
fn rewards(st: &State, params: &Params) -> [f64; MAX_PLAYERS] {
    let w = match st.tileset().game {
        GameKind::City => &params.eval_city,
        _ => &params.eval,
    };
    let mut pot = potentials_with(st, w);
    if !st.is_over() {
        pot[st.current()] += params.tempo;
    }
    let n = st.players();
    let mut r = [0.5; MAX_PLAYERS];
    for (p, v) in r.iter_mut().enumerate().take(n) {
        *v = squash(margin(&pot, n, p), params.scale);
    }
    r
}

fn squash(x: f64, scale: f64) -> f64 {
    1.0 / (1.0 + (-x / scale).exp())
}

struct Search<'a> {
    nodes: Vec<Node>,
    params: Params,
    root: &'a State,
}

impl Search<'_> {
    /// Lists a node's moves with their one-ply rewards, best first.
    /// Returns every player's reward after the mover's best move by that
    /// evaluation (None if there is no move).
    fn expand(&mut self, id: usize, st: &State) -> Option<[f64; MAX_PLAYERS]> {
        let me = st.current();
        let mut best: Option<[f64; MAX_PLAYERS]> = None;
        let mut edges: Vec<Edge> = all_moves(st)
            .into_iter()
            .map(|mv| {
                let mut s = st.clone();
                s.apply_unchecked(&mv);
                let r = rewards(&s, &self.params);
                if best.is_none_or(|b| r[me] > b[me]) {
                    best = Some(r);
                }
                Edge {
                    mv,
                    prior: r[me],
                    visits: 0,
                    sum: 0.0,
                    next: Vec::new(),
                }
            })
            .collect();
        edges.sort_by(|a, b| b.prior.total_cmp(&a.prior));
        let n = &mut self.nodes[id];
        n.edges = edges;
        n.expanded = true;
        best
    }

    fn select(&self, id: usize) -> usize {
        let p = &self.params;
        let n = &self.nodes[id];
        let width = (p.widen_base + p.widen * (n.visits as f64).sqrt()) as usize;
        let k = n.edges.len().min(width.max(1));
        let ln = ((n.visits + 1) as f64).ln();
        let mut best = 0;
        let mut best_v = f64::NEG_INFINITY;
        for (i, e) in n.edges[..k].iter().enumerate() {
            let v = e.visits as f64 + p.prior_visits;
            let q = (e.sum + e.prior * p.prior_visits) / v;
            let u = q + p.explore * (ln / v).sqrt();
            if u > best_v {
                best_v = u;
                best = i;
            }
        }
        best
    }

    /// One iteration on a fresh determinization.
    fn iterate(&mut self, rng: &mut Rng, path: &mut Vec<(u32, u32)>) {
        let mut s = self.root.clone();
        s.shuffle_stack(rng);
        path.clear();
        let mut id = 0usize;
        let r = loop {
            if s.is_over() {
                break rewards(&s, &self.params);
            }
            if !self.nodes[id].expanded {
                let fresh = self.nodes[id].visits == 0 && id != 0;
                if fresh && !self.params.reply_leaf {
                    break rewards(&s, &self.params);
                }
                match self.expand(id, &s) {
                    None => break rewards(&s, &self.params),
                    Some(r) if fresh => break r,
                    Some(_) => {}
                }
            }
            let e = self.select(id);
            path.push((id as u32, e as u32));
            let mv = self.nodes[id].edges[e].mv;
            s.apply_unchecked(&mv);
            let key = s.drawn().unwrap_or(NO_TILE);
            let found = self.nodes[id].edges[e]
                .next
                .iter()
                .find(|(t, _)| *t == key)
                .map(|(_, c)| *c as usize);
            id = match found {
                Some(c) => c,
                None => {
                    let c = self.nodes.len();
                    self.nodes.push(Node::new(s.current()));
                    self.nodes[id].edges[e].next.push((key, c as u32));
                    c
                }
            };
        };
        self.nodes[id].visits += 1;
        for &(nid, e) in path.iter() {
            let n = &mut self.nodes[nid as usize];
            n.visits += 1;
            let pl = n.player as usize;
            let edge = &mut n.edges[e as usize];
            edge.visits += 1;
            edge.sum += r[pl];
        }
    }
}

impl HardV1 {
    /// Searches the position and returns every root move with its visits and
    /// mean reward, most visited first.
    fn search(&mut self, st: &State) -> Vec<RankedMove> {
        if self.params.expectimax {
            return self.expectimax(st);
        }
        let start = Instant::now();
        let root = private_copy(st, &mut self.rng);
        let mut search = Search {
            nodes: vec![Node::new(root.current())],
            params: self.params,
            root: &root,
        };
        self.last_iterations = 0;
        if root.is_over() || root.drawn().is_none() {
            return Vec::new();
        }
        search.expand(0, &root);
        let mut rng = Rng::new(self.rng.next_u64());
        let mut path = Vec::with_capacity(128);
        if search.nodes[0].edges.len() > 1 {
            loop {
                if self.stopped() {
                    break;
                }
                match self.iterations {
                    Some(k) if self.last_iterations >= k => break,
                    None if self.last_iterations.is_multiple_of(8)
                        && start.elapsed() >= self.think =>
                    {
                        break;
                    }
                    _ => {}
                }
                search.iterate(&mut rng, &mut path);
                self.last_iterations += 1;
            }
        }
        let pv = self.params.prior_visits;
        let mut out: Vec<RankedMove> = search.nodes[0]
            .edges
            .iter()
            .map(|e| RankedMove {
                mv: e.mv,
                value: (e.sum + e.prior * pv) / (e.visits as f64 + pv),
                visits: e.visits,
            })
            .collect();
        // Most visited first (the robust choice), then the better mean.
        out.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
        out
    }
}

impl HardV1 {
    /// True when the budget is spent: the stop flag, the iteration budget or
    /// the clock (read every few iterations: it is not free).
    fn out_of_budget(&self, start: Instant, done: u64) -> bool {
        if self.stopped() {
            return true;
        }
        match self.iterations {
            Some(k) => done >= k,
            None => done.is_multiple_of(4) && start.elapsed() >= self.think,
        }
    }

    /// Star-style expectimax two plies deep: each of my moves, best one-ply
    /// first, is valued by the expectation over every tile type the opponent
    /// may draw (weighted by its count) of the position after the opponent's
    /// best reply to that tile. One iteration is one (move, tile type) pair;
    /// moves whose expectation is unfinished when the budget runs out keep
    /// their one-ply rank below the finished ones.
    fn expectimax(&mut self, st: &State) -> Vec<RankedMove> {
        let start = Instant::now();
        self.last_iterations = 0;
        let root = private_copy(st, &mut self.rng);
        let me = root.current();
        let params = self.params;
        let mut moves: Vec<(Move, f64)> = all_moves(&root)
            .into_iter()
            .map(|mv| {
                let mut s = root.clone();
                s.apply_unchecked(&mv);
                (mv, rewards(&s, &params)[me])
            })
            .collect();
        moves.sort_by(|a, b| b.1.total_cmp(&a.1));
        let counts = root.remaining_counts();
        let total: u32 = counts.iter().map(|c| *c as u32).sum();
        let draws: Vec<(u8, f64)> = counts
            .iter()
            .enumerate()
            .filter(|(_, c)| **c > 0)
            .map(|(t, c)| (t as u8, *c as f64 / total.max(1) as f64))
            .collect();
        let mut done: Vec<RankedMove> = Vec::new();
        let mut rest: Vec<RankedMove> = Vec::new();
        let mut out_of_time = moves.len() <= 1;
        for (mv, prior) in moves {
            if out_of_time {
                rest.push(RankedMove {
                    mv,
                    value: prior,
                    visits: 0,
                });
                continue;
            }
            let mut after = root.clone();
            after.apply_unchecked(&mv);
            let mut value = 0.0;
            let mut complete = true;
            if after.is_over() || draws.is_empty() {
                value = rewards(&after, &params)[me];
            } else {
                for &(t, p) in &draws {
                    if self.out_of_budget(start, self.last_iterations) {
                        complete = false;
                        break;
                    }
                    self.last_iterations += 1;
                    let mut s = after.clone();
                    s.set_drawn(Some(t));
                    value += p * best_reply(&s, &params)[me];
                }
            }
            if complete {
                done.push(RankedMove {
                    mv,
                    value,
                    visits: draws.len() as u32,
                });
            } else {
                out_of_time = true;
                rest.push(RankedMove {
                    mv,
                    value: prior,
                    visits: 0,
                });
            }
        }
        done.sort_by(|a, b| b.value.total_cmp(&a.value));
        done.extend(rest);
        done
    }
}

/// Every player's reward after the player to move makes its best one-ply move
/// (or as things stand, if the drawn tile fits nowhere).
fn best_reply(st: &State, params: &Params) -> [f64; MAX_PLAYERS] {
    let mover = st.current();
    let mut best: Option<[f64; MAX_PLAYERS]> = None;
    for mv in all_moves(st) {
        let mut s = st.clone();
        s.apply_unchecked(&mv);
        let r = rewards(&s, params);
        if best.is_none_or(|b| r[mover] > b[mover]) {
            best = Some(r);
        }
    }
    best.unwrap_or_else(|| rewards(st, params))
}

impl Player for HardV1 {
    fn name(&self) -> &'static str {
        "hard-v1"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        self.search(st)
    }
}
