//! Computer players, run on a background thread so the window never waits.

use crate::ai::{Config, player_with};
use crate::engine::{Move, State};
use crate::io::save::Level;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// The computer's choice of move for the player to move in `state`, made by
/// the level's player from `crate::ai` (which sees only what a player may
/// know). `stop` makes a search return early when the game moved on;
/// `threads` is how many cores hard's search may use.
pub fn choose_move(
    state: &State,
    level: Level,
    seed: u64,
    threads: usize,
    stop: &Arc<AtomicBool>,
) -> Option<Move> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let cfg = Config {
        stop: Some(stop.clone()),
        threads: threads.max(1),
        ..Config::new(seed)
    };
    player_with(level, &cfg).choose(state)
}

/// A move being thought about on a background thread.
struct Job {
    rx: Receiver<Option<Move>>,
    stop: Arc<AtomicBool>,
    /// How many moves the game had when the job started: a reply for another
    /// position is stale.
    ply: usize,
}

/// Runs one computer decision at a time off the UI thread.
#[derive(Default)]
pub struct Computer {
    job: Option<Job>,
    /// Search threads for the next decision (the settings' value; 0 is read as 1).
    pub threads: usize,
}

/// What polling the computer gave.
pub enum Poll {
    /// Nothing running.
    Idle,
    /// Still thinking.
    Thinking,
    /// A move for the position with this many moves made (None: it found none).
    Done(usize, Option<Move>),
}

impl Computer {
    /// Starts thinking about `state`; `repaint` wakes the UI when done.
    pub fn start(
        &mut self,
        state: State,
        level: Level,
        seed: u64,
        ply: usize,
        repaint: impl Fn() + Send + 'static,
    ) {
        self.cancel();
        let (tx, rx) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let threads = self.threads;
        let spawned = std::thread::Builder::new()
            .name("computer-player".into())
            .spawn(move || {
                let m = choose_move(&state, level, seed, threads, &flag);
                let _ = tx.send(m);
                repaint();
            });
        if spawned.is_ok() {
            self.job = Some(Job { rx, stop, ply });
        }
    }

    /// True while a move is being thought about.
    pub fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    /// Asks a running search to stop and forgets it.
    pub fn cancel(&mut self) {
        if let Some(j) = self.job.take() {
            j.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Checks for a finished move without waiting.
    pub fn poll(&mut self) -> Poll {
        let Some(j) = &self.job else {
            return Poll::Idle;
        };
        match j.rx.try_recv() {
            Ok(m) => {
                let ply = j.ply;
                self.job = None;
                Poll::Done(ply, m)
            }
            Err(TryRecvError::Empty) => Poll::Thinking,
            Err(TryRecvError::Disconnected) => {
                let ply = j.ply;
                self.job = None;
                Poll::Done(ply, None)
            }
        }
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        self.cancel();
    }
}
