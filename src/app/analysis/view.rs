//! The analysis sidebar's state: one analysis per position, kept until the position changes.
//!
//! The analysis (`crate::analysis::analyze`) is computed once per position;
//! the computer's values come from a background thread with a short budget
//! and are filled in when ready. Pointing at the board asks "why not here?",
//! Alt+click inspects a feature.

use crate::ai::{Config, RankedMove, player_with};
use crate::analysis::{self, Analysis, AnalysisOptions, FeatureInfo, WhyNot};
use crate::app::session::Session;
use crate::engine::model::tile::{FeatureKind, TileSet};
use crate::engine::{Cell, Move, Rotation, State};
use crate::io::save::Level;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// What a position's analysis is cached under: the game (`Session::id`),
/// moves made, the last move (so an undo followed by another move is a new
/// position) and the draw count chosen for the open spots' chances.
pub type Key = (u64, usize, Option<Move>, u32);

/// The hard player's ranking being computed on a background thread.
pub(super) struct AiJob {
    rx: Receiver<Vec<RankedMove>>,
    stop: Arc<AtomicBool>,
    key: Key,
}

/// A move shown on the board without being made: tile, cell, rotation, follower.
pub type Ghost = (u8, Cell, Rotation, Option<u8>);

/// The sidebar's state.
pub struct AnalysisView {
    /// The draw count for "a fitting tile comes within n draws".
    pub draws: u32,
    /// The hard player's thinking budget for the move values, in milliseconds.
    pub think_ms: u64,
    /// Whether the hard player values the moves at all (it takes a core
    /// while it thinks, and a student may want to find the move alone).
    pub computer_values: bool,
    /// Search threads for the values (the settings' value).
    pub threads: usize,
    pub(super) key: Option<Key>,
    pub(super) data: Option<Analysis>,
    pub(super) ai: Option<AiJob>,
    /// The computer's values are in for the cached position.
    pub ai_done: bool,
    /// How many times the analysis was computed (it must not be every frame).
    pub computed: u64,
    /// The feature being inspected (any node of it).
    pub inspected: Option<u16>,
    pub(super) inspected_info: Option<FeatureInfo>,
    /// The last empty cell pointed at where the drawn tile does not fit.
    pub(super) why: Option<WhyNot>,
    pub(super) why_at: Option<(Key, Cell)>,
    /// The move hovered in the list this frame, to show on the board.
    pub hovered_move: Option<Ghost>,
}

impl Default for AnalysisView {
    fn default() -> Self {
        AnalysisView {
            draws: 3,
            think_ms: 1000,
            computer_values: true,
            threads: crate::ai::default_threads(),
            key: None,
            data: None,
            ai: None,
            ai_done: false,
            computed: 0,
            inspected: None,
            inspected_info: None,
            why: None,
            why_at: None,
            hovered_move: None,
        }
    }
}

impl Drop for AnalysisView {
    fn drop(&mut self) {
        self.cancel_ai();
    }
}

pub(super) fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// The feature's name in the current language.
pub(super) fn kind_name(k: FeatureKind) -> String {
    crate::i18n::words::feature_name(k)
}

impl AnalysisView {
    /// The key of the session's position.
    pub fn key_of(&self, s: &Session) -> Key {
        let m = s.game.moves();
        (s.id, m.len(), m.last().copied(), self.draws)
    }

    /// The cached analysis, if any.
    pub fn data(&self) -> Option<&Analysis> {
        self.data.as_ref()
    }

    /// Stops the computer's evaluation, if one runs.
    pub fn cancel_ai(&mut self) {
        if let Some(j) = self.ai.take() {
            j.stop.store(true, Ordering::Relaxed);
        }
    }

    /// True while the computer weighs the moves.
    pub fn ai_running(&self) -> bool {
        self.ai.is_some()
    }

    /// Brings the analysis up to date with the position: recomputed only when
    /// the position changed; starts (`run_ai`) or collects the computer's values.
    pub fn update(&mut self, s: &Session, run_ai: bool, repaint: impl Fn() + Send + 'static) {
        let key = self.key_of(s);
        let st = s.state();
        if self.key.as_ref() != Some(&key) {
            self.cancel_ai();
            let forward = self
                .key
                .as_ref()
                .is_some_and(|k| k.0 == key.0 && k.1 < key.1);
            self.data = Some(analysis::analyze(
                st,
                &AnalysisOptions {
                    draws: Some(self.draws),
                },
            ));
            self.computed += 1;
            self.ai_done = false;
            self.why = None;
            self.why_at = None;
            // Nodes only grow as the game goes on; after an undo the inspected
            // feature may not exist any more.
            if !forward {
                self.inspected = None;
            }
            self.key = Some(key);
            self.refresh_inspected(st);
        }
        if let Some(j) = &self.ai {
            match j.rx.try_recv() {
                Ok(ranked) => {
                    if j.key == key
                        && let Some(d) = &mut self.data
                    {
                        d.moves.fill_ai_values(&ranked);
                        self.ai_done = true;
                    }
                    self.ai = None;
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    self.ai = None;
                    self.ai_done = true;
                }
            }
        }
        let has_moves = self
            .data
            .as_ref()
            .is_some_and(|d| !d.moves.moves.is_empty());
        if !run_ai || !self.computer_values {
            self.cancel_ai();
        } else if self.ai.is_none() && !self.ai_done && has_moves {
            let (tx, rx) = channel();
            let stop = Arc::new(AtomicBool::new(false));
            let cfg = Config {
                think_ms: self.think_ms,
                threads: self.threads.max(1),
                stop: Some(stop.clone()),
                ..Config::new(0x5EED ^ key.1 as u64)
            };
            let state = st.clone();
            let spawned = std::thread::Builder::new()
                .name("analysis-values".into())
                .spawn(move || {
                    let ranked = player_with(Level::Hard, &cfg).rank(&state);
                    let _ = tx.send(ranked);
                    repaint();
                });
            if spawned.is_ok() {
                self.ai = Some(AiJob { rx, stop, key });
            }
        }
    }

    fn refresh_inspected(&mut self, st: &State) {
        self.inspected_info = self.inspected.map(|n| analysis::inspect_node(st, n));
    }

    /// Inspects the feature of a node (None: stop inspecting).
    pub fn inspect(&mut self, st: &State, node: Option<u16>) {
        self.inspected = node;
        self.refresh_inspected(st);
    }

    /// The cells to light on the board for the inspected feature.
    pub fn highlight(&self) -> Vec<Cell> {
        self.inspected_info
            .as_ref()
            .map(|f| f.tiles.clone())
            .unwrap_or_default()
    }

    /// Notes the cell under the pointer: an empty cell beside the board where
    /// the drawn tile does not fit gets its "why not" verdicts.
    pub fn point_at(&mut self, s: &mut Session, cell: Option<Cell>) {
        let Some(c) = cell else { return };
        let key = self.key_of(s);
        if self.why_at == Some((key, c)) {
            return;
        }
        self.why_at = Some((key, c));
        let legal = s.legal().contains_key(&c);
        let st = s.state();
        if legal || st.board().at(c).is_some() || st.drawn().is_none() || st.is_over() {
            return;
        }
        let beside = crate::engine::model::geometry::Side::ALL
            .into_iter()
            .any(|d| st.board().at(c.step(d)).is_some());
        if beside {
            self.why = Some(analysis::why_not(st, c, None));
        }
    }

    /// The "why not" verdict for the last empty cell pointed at, for a tooltip.
    pub fn why_text(&self, cell: Cell, ts: &TileSet) -> Option<String> {
        let w = self.why.as_ref().filter(|w| w.cell == cell)?;
        Some(crate::i18n::refusals::why_lines(w, ts).join("\n"))
    }
}
