//! The search budget shared by all of a search's threads: a stop flag, a
//! deadline and an optional count of sweeps (the reproducible unit).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// When a search must stop.
pub struct Budget {
    deadline: Instant,
    iterations: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
    used: AtomicU64,
    /// Latched once anything ran out, so every thread stops at its next check.
    out: AtomicBool,
}

impl Budget {
    /// A budget of `think` from now, or of `iterations` sweeps if given.
    pub fn new(think: Duration, iterations: Option<u64>, stop: Option<Arc<AtomicBool>>) -> Budget {
        Budget {
            deadline: Instant::now() + think,
            iterations,
            stop,
            used: AtomicU64::new(0),
            out: AtomicBool::new(false),
        }
    }

    /// Takes one sweep (one decision node's moves judged) from the budget;
    /// false when the budget is spent and the caller must give up.
    pub fn take(&self) -> bool {
        if self.out.load(Ordering::Relaxed) {
            return false;
        }
        let spent = self
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
            || match self.iterations {
                Some(k) => self.used.fetch_add(1, Ordering::Relaxed) >= k,
                None => {
                    self.used.fetch_add(1, Ordering::Relaxed);
                    Instant::now() >= self.deadline
                }
            };
        if spent {
            self.out.store(true, Ordering::Relaxed);
        }
        !spent
    }

    /// True once the budget ran out.
    pub fn is_out(&self) -> bool {
        self.out.load(Ordering::Relaxed)
    }

    /// Sweeps taken so far (for reports and speed figures).
    pub fn used(&self) -> u64 {
        self.used.load(Ordering::Relaxed)
    }
}
