//! Hard: Monte Carlo tree search over sampled tile orders.
//!
//! Each iteration deals a fresh guess of the hidden order (a shuffle of the
//! counted remaining tiles: a determinization) and walks a tree whose decision
//! nodes alternate with chance nodes keyed by the tile that guess draws, so
//! statistics of a reply to one tile never mix with those of another tile.
//! A new node is judged by the shared evaluation rather than a random playout
//! (random Carcassonne play says little about a position), and the one-ply
//! evaluation of every move orders and seeds the choices at a node once it is
//! visited again (progressive bias and widening), which keeps the search on
//! moves worth thinking about. Rewards are a player's expected-point lead
//! squashed to [0, 1], a stand-in for the chance of winning that still
//! prefers winning by more.

use super::eval::{margin, potentials};
use super::{Config, Player, RankedMove, all_moves, private_copy};
use crate::engine::rng::Rng;
use crate::engine::{MAX_PLAYERS, Move, State};
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
    /// Children considered at a node: `widen_base + widen * sqrt(visits)`.
    pub widen_base: f64,
    pub widen: f64,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            explore: 0.15,
            scale: 10.0,
            prior_visits: 3.0,
            widen_base: 2.0,
            widen: 2.0,
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

/// The hard player.
pub struct Hard {
    rng: Rng,
    think: Duration,
    iterations: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    /// The search settings (public so that tuning runs can change them).
    pub params: Params,
    /// Iterations of the last search (for reports).
    pub last_iterations: u64,
}

impl Hard {
    /// A hard player from a configuration.
    pub fn new(cfg: &Config) -> Hard {
        Hard {
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
fn rewards(st: &State, scale: f64) -> [f64; MAX_PLAYERS] {
    let pot = potentials(st);
    let n = st.players();
    let mut r = [0.5; MAX_PLAYERS];
    for (p, v) in r.iter_mut().enumerate().take(n) {
        *v = squash(margin(&pot, n, p), scale);
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
    fn expand(&mut self, id: usize, st: &State) {
        let me = st.current();
        let scale = self.params.scale;
        let mut edges: Vec<Edge> = all_moves(st)
            .into_iter()
            .map(|mv| {
                let mut s = st.clone();
                s.apply_unchecked(&mv);
                let pot = potentials(&s);
                Edge {
                    mv,
                    prior: squash(margin(&pot, s.players(), me), scale),
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
                let n = s.players();
                let mut r = [0.5; MAX_PLAYERS];
                let pot = potentials(&s);
                for (p, v) in r.iter_mut().enumerate().take(n) {
                    *v = squash(margin(&pot, n, p), self.params.scale);
                }
                break r;
            }
            if !self.nodes[id].expanded {
                if self.nodes[id].visits == 0 && id != 0 {
                    break rewards(&s, self.params.scale);
                }
                self.expand(id, &s);
                if self.nodes[id].edges.is_empty() {
                    break rewards(&s, self.params.scale);
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

impl Hard {
    /// Searches the position and returns every root move with its visits and
    /// mean reward, most visited first.
    fn search(&mut self, st: &State) -> Vec<RankedMove> {
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

impl Player for Hard {
    fn name(&self) -> &'static str {
        "hard"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        self.search(st)
    }
}
