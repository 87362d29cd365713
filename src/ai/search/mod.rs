//! Hard's deep search: an anytime, iteratively deepened expectimax over the
//! hidden draw, judged at the leaves by hard's tuned evaluation.
//!
//! Depth 1 is hard-v1's search (each of my moves valued by the expectation,
//! over the opponent's tile type, of the position after his best one-ply
//! reply). Each further depth adds a decision (my tile and my reply, then
//! his again, ...) for the `root_beam` best moves of the depth before, so
//! the answer keeps improving while time is left. Moves finished at the
//! deepest depth rank first, by that value; the rest keep their previous
//! rank. With few tiles left the search enumerates every remaining draw and
//! runs to the end of the game, where the leaves are the final scores
//! ([`node`]).
//!
//! Root-parallel: at each depth the threads take root moves from a shared
//! counter and search them independently under one [`Budget`], so the stop
//! flag ends all of them at their next sweep. With one thread and an
//! iteration budget the result is reproducible.

pub mod budget;
pub mod node;

use crate::ai::RankedMove;
use crate::ai::chance::unplaced_counts;
use crate::ai::hard::Params;
use crate::engine::{MAX_PLAYERS, Move, State};
use budget::Budget;
use node::{Walker, decider, prior};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Every player's reward, in [0, 1].
pub type Rewards = [f64; MAX_PLAYERS];

/// A root move's state in the search.
#[derive(Clone, Copy)]
struct Entry {
    mv: Move,
    /// Deepest depth finished (0: only the one-ply prior).
    depth: u32,
    value: f64,
    /// Sweeps spent on it (shown as visits).
    sweeps: u32,
}

/// What a search found.
pub struct Outcome {
    /// Every root move, best first.
    pub ranked: Vec<RankedMove>,
    /// Deepest depth finished for the best move.
    pub depth: u32,
    /// Sweeps made (decision nodes judged).
    pub sweeps: u64,
}

/// Searches `root` (the player's private copy) until the budget is spent or
/// the search is exact.
pub fn search(
    root: &State,
    params: &Params,
    budget: &Budget,
    threads: usize,
    seed: u64,
) -> Outcome {
    let me = decider(root);
    let mut entries: Vec<Entry> = prior(root, params)
        .into_iter()
        .map(|(mv, r)| Entry {
            mv,
            depth: 0,
            value: r[me],
            sweeps: 0,
        })
        .collect();
    let tiles_left = unplaced_counts(root).iter().map(|c| *c as u32).sum::<u32>();
    let endgame = tiles_left <= params.endgame_tiles;
    let walker = Walker {
        params,
        budget,
        endgame,
        seed,
    };
    let mut reached = 0;
    if entries.len() > 1 {
        for depth in 1..=params.max_depth {
            // Depth 1 for every move (best prior first); deeper for the best
            // of the depth before.
            let width = if depth == 1 || endgame {
                entries.len()
            } else {
                params.root_beam.max(2).min(entries.len())
            };
            let jobs: Vec<usize> = (0..width).collect();
            let results = run_depth(root, &entries, &jobs, &walker, depth, threads);
            for (i, r) in results {
                let e = &mut entries[i];
                if let Some((v, sweeps)) = r {
                    // Depth 1 is exact over the draw; deeper values rest
                    // on sampled draws, so they may only move it part way.
                    e.value = if depth == 1 || endgame || params.deep_blend >= 1.0 {
                        v[me]
                    } else {
                        e.value + params.deep_blend * (v[me] - e.value)
                    };
                    e.depth = depth;
                    e.sweeps = e.sweeps.saturating_add(sweeps);
                }
            }
            if entries[0].depth == depth {
                reached = depth;
            }
            sort(&mut entries);
            // Every leaf is a finished game once the depth covers every
            // remaining tile: nothing deeper to learn.
            if budget.is_out() || depth > tiles_left {
                break;
            }
        }
    }
    Outcome {
        ranked: entries
            .iter()
            .map(|e| RankedMove {
                mv: e.mv,
                value: e.value,
                visits: e.sweeps,
            })
            .collect(),
        depth: reached,
        sweeps: budget.used(),
    }
}

/// Deepest finished first, then the better value (stable for equal ones).
fn sort(entries: &mut [Entry]) {
    entries.sort_by(|a, b| b.depth.cmp(&a.depth).then(b.value.total_cmp(&a.value)));
}

type JobResult = (usize, Option<(Rewards, u32)>);

/// Searches the listed root moves at one depth, on `threads` threads.
fn run_depth(
    root: &State,
    entries: &[Entry],
    jobs: &[usize],
    walker: &Walker<'_>,
    depth: u32,
    threads: usize,
) -> Vec<JobResult> {
    let one = |i: usize| -> JobResult {
        let before = walker.budget.used();
        let mut s = root.clone();
        s.apply_unchecked(&entries[i].mv);
        let v = walker.chance(&s, depth, 0, true);
        let sweeps = walker.budget.used().saturating_sub(before) as u32;
        (i, v.map(|v| (v, sweeps)))
    };
    if threads <= 1 {
        let mut out = Vec::with_capacity(jobs.len());
        for &i in jobs {
            let r = one(i);
            let stop = r.1.is_none();
            out.push(r);
            if stop {
                break;
            }
        }
        return out;
    }
    let next = AtomicUsize::new(0);
    let out = Mutex::new(Vec::with_capacity(jobs.len()));
    std::thread::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&i) = jobs.get(k) else { break };
                    let r = one(i);
                    let stop = r.1.is_none();
                    if let Ok(mut o) = out.lock() {
                        o.push(r);
                    }
                    if stop {
                        break;
                    }
                }
            });
        }
    });
    out.into_inner().unwrap_or_default()
}
