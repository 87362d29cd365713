//! The legal-move list with previews (and the whole analysis) on a fixed
//! mid-game base position: 35 random moves from seed 5. Target: the move
//! list in at most 50 ms.
//!
//! `CARGO_TARGET_DIR=... cargo bench --no-default-features --bench analysis`

use carcassonne_studio::analysis::bench::{MOVES, SEED, midgame};
use carcassonne_studio::analysis::{AnalysisOptions, analyze, legal_moves};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn analysis(c: &mut Criterion) {
    let st = midgame(SEED, MOVES);
    c.bench_function("legal_moves_with_previews_midgame", |b| {
        b.iter(|| legal_moves(black_box(&st)))
    });
    c.bench_function("whole_analysis_midgame", |b| {
        b.iter(|| analyze(black_box(&st), &AnalysisOptions::default()))
    });
}

criterion_group!(benches, analysis);
criterion_main!(benches);
