//! The layout's invariants (docs/architecture.md), checked on the source
//! tree so that a change that breaks one fails here rather than in review.

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn src(sub: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join(sub), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap_or_default();
            (p, text)
        })
        .collect()
}

/// The engine knows no egui, files or threads, and uses nothing of the crate
/// outside itself; nothing in it iterates a hash map (determinism).
#[test]
fn the_engine_knows_no_gui_files_threads_or_other_rooms() {
    let banned = [
        "egui",
        "std::fs",
        "std::thread",
        "HashMap",
        "HashSet",
        "crate::app",
        "crate::ai",
        "crate::analysis",
        "crate::cli",
        "crate::editor",
        "crate::io",
        "crate::wording",
    ];
    let mut found = Vec::new();
    for (path, text) in src("src/engine") {
        for b in banned {
            if text.contains(b) {
                found.push(format!("{} uses {b}", path.display()));
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// Only the seam in engine/rules/mod.rs asks which game a state plays: the
/// state and the shared model hold no branch into The City's rules.
#[test]
fn only_the_rules_seam_branches_on_the_game() {
    let mut found = Vec::new();
    for sub in ["src/engine/state", "src/engine/model", "src/engine/record"] {
        for (path, text) in src(sub) {
            let code = text.lines().filter(|l| !l.trim_start().starts_with("//"));
            if code
                .into_iter()
                .any(|l| l.contains("rules::") || l.contains("city.is_some()"))
            {
                found.push(path.display().to_string());
            }
        }
    }
    assert!(found.is_empty(), "{found:#?}");
}

/// Small modules with one job each: no source file over 700 lines.
#[test]
fn no_source_file_is_over_700_lines() {
    let long: Vec<String> = src("src")
        .into_iter()
        .filter(|(_, t)| t.lines().count() > 700)
        .map(|(p, t)| format!("{}: {} lines", p.display(), t.lines().count()))
        .collect();
    assert!(long.is_empty(), "{long:#?}");
}

/// docs/architecture.md names every folder under src/, so the map matches
/// the tree.
#[test]
fn the_architecture_page_names_every_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = fs::read_to_string(root.join("docs/architecture.md")).unwrap_or_default();
    let mut dirs = Vec::new();
    let mut stack = vec![root.join("src")];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).into_iter().flatten().flatten() {
            if e.path().is_dir() {
                stack.push(e.path());
                let rel = e
                    .path()
                    .strip_prefix(root.join("src"))
                    .map(|p| p.to_path_buf());
                if let Ok(rel) = rel {
                    dirs.push(rel.to_string_lossy().replace('\\', "/"));
                }
            }
        }
    }
    let missing: Vec<&String> = dirs
        .iter()
        .filter(|d| {
            let last = d.rsplit('/').next().unwrap_or(d);
            !doc.contains(&format!("{d}/")) && !doc.contains(&format!("`{last}/`"))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "not in docs/architecture.md: {missing:?}"
    );
}

/// The rooms under src/ use each other in one direction only (the arrows of
/// docs/architecture.md): no two top-level folders, directly or through
/// others, use each other. A circle means neither can be read, tested or
/// changed alone.
#[test]
fn no_two_rooms_use_each_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut rooms: Vec<String> = fs::read_dir(&root)
        .expect("src/")
        .flatten()
        .filter(|e| e.path().is_dir() && e.file_name() != "bin")
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    rooms.sort();
    // uses[a] holds the rooms that a's files name as `crate::b`.
    let mut uses: Vec<Vec<usize>> = vec![Vec::new(); rooms.len()];
    for (a, room) in rooms.iter().enumerate() {
        for (_, text) in src(&format!("src/{room}")) {
            // A comment may point the reader at another room; only code uses it.
            let code: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect();
            for (b, other) in rooms.iter().enumerate() {
                let used = code
                    .iter()
                    .any(|l| l.contains(&format!("crate::{other}::")));
                if a != b && used && !uses[a].contains(&b) {
                    uses[a].push(b);
                }
            }
        }
    }
    // A room that reaches itself through the arrows is on a circle.
    let mut circles = Vec::new();
    for start in 0..rooms.len() {
        let mut seen = vec![false; rooms.len()];
        let mut todo = uses[start].clone();
        while let Some(r) = todo.pop() {
            if r == start {
                circles.push(rooms[start].clone());
                break;
            }
            if !seen[r] {
                seen[r] = true;
                todo.extend(uses[r].iter().copied());
            }
        }
    }
    assert!(circles.is_empty(), "rooms on a circle: {circles:?}");
}
