//! The plain UCT yardstick (`--a uct` in tournaments; not offered in the app).
//!
//! What the field's public bots do: information-set Monte Carlo tree search
//! with UCB1 selection and uniformly random playouts to the end of the game.
//! Every iteration deals a fresh guess of the hidden order (a shuffle of the
//! counted remaining tiles, never the real stack), and decision nodes
//! alternate with chance nodes keyed by the tile that guess draws, so the
//! statistics of a reply to one tile never mix with those of another. The
//! reward is the game's result (win 1, tie 0.5, loss 0). No evaluation, no
//! prior: an independent baseline for hard, not a rival design.
//!
//! Root-parallel: each thread grows its own tree with its own shuffles, and
//! the root visit counts are added up; all threads obey one stop flag.

use super::{Config, Player, RankedMove, all_moves, private_copy};
use crate::engine::model::rng::Rng;
use crate::engine::rules::random_move;
use crate::engine::{MAX_PLAYERS, Move, State};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// UCB1's exploration weight for rewards in [0, 1].
const EXPLORE: f64 = 1.0;

/// Chance key when no tile is drawn (game over or a City wall round).
const NO_TILE: u8 = u8::MAX;

struct Edge {
    mv: Move,
    visits: u32,
    /// Sum of the mover's results.
    sum: f64,
    /// The nodes reached, by the next drawn tile.
    next: Vec<(u8, u32)>,
}

struct Node {
    /// The player deciding here.
    player: u8,
    visits: u32,
    /// Untried moves first in a random order; `edges` grows along it.
    moves: Vec<Move>,
    expanded: bool,
    edges: Vec<Edge>,
}

impl Node {
    fn new(player: usize) -> Node {
        Node {
            player: player as u8,
            visits: 0,
            moves: Vec::new(),
            expanded: false,
            edges: Vec::new(),
        }
    }
}

/// The player who decides in a position (The City's wall rounds ask others).
fn decider(st: &State) -> usize {
    st.phase().player().unwrap_or(st.current())
}

/// Every player's result of a finished (or abandoned) game.
fn results(st: &State) -> [f64; MAX_PLAYERS] {
    let n = st.players();
    let best = (0..n).map(|p| st.score(p)).max().unwrap_or(0);
    let winners = (0..n).filter(|p| st.score(*p) == best).count().max(1);
    let mut r = [0.0; MAX_PLAYERS];
    for (p, v) in r.iter_mut().enumerate().take(n) {
        if st.score(p) == best {
            *v = 1.0 / winners as f64;
        }
    }
    r
}

/// One thread's tree.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    fn iterate(&mut self, root: &State, rng: &mut Rng, path: &mut Vec<(u32, u32)>) {
        let mut s = root.clone();
        s.shuffle_stack(rng);
        path.clear();
        let mut id = 0usize;
        loop {
            if s.is_over() {
                break;
            }
            if !self.nodes[id].expanded {
                let mut moves = all_moves(&s);
                rng.shuffle(&mut moves);
                let n = &mut self.nodes[id];
                n.moves = moves;
                n.expanded = true;
            }
            let n = &self.nodes[id];
            if n.moves.is_empty() {
                break;
            }
            let (e, fresh) = if n.edges.len() < n.moves.len() {
                let e = n.edges.len();
                let mv = n.moves[e];
                self.nodes[id].edges.push(Edge {
                    mv,
                    visits: 0,
                    sum: 0.0,
                    next: Vec::new(),
                });
                (e, true)
            } else {
                (select(n), false)
            };
            path.push((id as u32, e as u32));
            let mv = self.nodes[id].edges[e].mv;
            s.apply_unchecked(&mv);
            if fresh {
                // A new leaf: play the rest of the game at random.
                while let Some(m) = random_move(&s, rng) {
                    s.apply_unchecked(&m);
                }
                break;
            }
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
                    self.nodes.push(Node::new(decider(&s)));
                    self.nodes[id].edges[e].next.push((key, c as u32));
                    c
                }
            };
        }
        let r = results(&s);
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

/// UCB1 over a fully expanded node's edges.
fn select(n: &Node) -> usize {
    let ln = (n.visits.max(1) as f64).ln();
    let mut best = 0;
    let mut best_v = f64::NEG_INFINITY;
    for (i, e) in n.edges.iter().enumerate() {
        let v = e.visits.max(1) as f64;
        let u = e.sum / v + EXPLORE * (ln / v).sqrt();
        if u > best_v {
            best_v = u;
            best = i;
        }
    }
    best
}

/// The UCT player.
pub struct Uct {
    rng: Rng,
    think: Duration,
    iterations: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    threads: usize,
}

impl Uct {
    /// A UCT player from a configuration (time or iterations, threads, stop).
    pub fn new(cfg: &Config) -> Uct {
        Uct {
            rng: Rng::new(cfg.seed ^ 0x0C7),
            think: Duration::from_millis(cfg.think_ms),
            iterations: cfg.iterations,
            stop: cfg.stop.clone(),
            threads: cfg.threads.max(1),
        }
    }
}

/// Grows one tree from `root` until the budget is spent; returns the root
/// edges' (visits, sum of results) in `moves` order.
fn grow(
    root: &State,
    moves: &[Move],
    seed: u64,
    until: Instant,
    iterations: Option<u64>,
    stop: Option<&AtomicBool>,
) -> Vec<(u32, f64)> {
    let mut tree = Tree {
        nodes: vec![Node::new(decider(root))],
    };
    // The root's move order is fixed, so the trees of all threads line up.
    tree.nodes[0].moves = moves.to_vec();
    tree.nodes[0].expanded = true;
    let mut rng = Rng::new(seed);
    let mut path = Vec::with_capacity(128);
    let mut done = 0u64;
    loop {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        match iterations {
            Some(k) if done >= k => break,
            None if done.is_multiple_of(4) && Instant::now() >= until => break,
            _ => {}
        }
        tree.iterate(root, &mut rng, &mut path);
        done += 1;
    }
    let mut out = vec![(0u32, 0.0f64); moves.len()];
    for e in &tree.nodes[0].edges {
        if let Some(i) = moves.iter().position(|m| *m == e.mv) {
            out[i] = (e.visits, e.sum);
        }
    }
    out
}

impl Player for Uct {
    fn name(&self) -> &'static str {
        "uct"
    }

    fn rank(&mut self, st: &State) -> Vec<RankedMove> {
        let until = Instant::now() + self.think;
        let root = private_copy(st, &mut self.rng);
        let moves = all_moves(&root);
        if moves.len() <= 1 {
            return moves
                .into_iter()
                .map(|mv| RankedMove {
                    mv,
                    value: 0.5,
                    visits: 0,
                })
                .collect();
        }
        let threads = self.threads;
        let per_thread = self.iterations.map(|k| k.div_ceil(threads as u64));
        let seeds: Vec<u64> = (0..threads).map(|_| self.rng.next_u64()).collect();
        let stop = self.stop.as_deref();
        let trees: Vec<Vec<(u32, f64)>> = if threads == 1 {
            vec![grow(&root, &moves, seeds[0], until, per_thread, stop)]
        } else {
            std::thread::scope(|sc| {
                let handles: Vec<_> = seeds
                    .iter()
                    .map(|&seed| {
                        let (root, moves) = (&root, &moves);
                        sc.spawn(move || grow(root, moves, seed, until, per_thread, stop))
                    })
                    .collect();
                handles.into_iter().filter_map(|h| h.join().ok()).collect()
            })
        };
        let mut out: Vec<RankedMove> = moves
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let (v, s) = trees
                    .iter()
                    .fold((0u32, 0.0), |(v, s), t| (v + t[i].0, s + t[i].1));
                RankedMove {
                    mv: *mv,
                    value: if v > 0 { s / v as f64 } else { 0.0 },
                    visits: v,
                }
            })
            .collect();
        // Most visited first (the robust choice), then the better mean.
        out.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
        out
    }
}
