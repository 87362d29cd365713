//! Never lose a game, never crash on a file (issue 13): the atomic writer
//! against a disk that fails mid-write, the command line against closed
//! and full outputs, and a seeded mutation test that feeds the shipped
//! files, with numeric extremes and huge strings put in, through every
//! path a file takes (reading, validation, adjudication, analysis).

use carcassonne_studio::cli::probe::{Probed, probe, probe_bytes};
use carcassonne_studio::io::atomic::{TempFile, backup_path, write, write_through};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("never-lose-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A temporary file on a disk that fills up after `room` bytes.
struct FillsUp {
    inner: std::fs::File,
    room: usize,
}

impl Write for FillsUp {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.room == 0 {
            return Err(io::Error::new(
                io::ErrorKind::StorageFull,
                "No space left on device",
            ));
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        self.inner.write(&buf[..n])
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl TempFile for FillsUp {
    fn sync(&mut self) -> io::Result<()> {
        self.inner.sync_all()
    }
}

#[test]
fn a_save_onto_a_disk_that_fills_mid_write_keeps_the_previous_file() {
    // Checks: a 20 KB save re-saved onto a disk with 4 KB left (the case of
    // the issue) leaves the old save byte for byte, no partial file, and an
    // error naming the file and "No space left".
    let d = dir("full");
    let p = d.join("game.ron");
    let old = "(format: 1, old save)".repeat(1000);
    write(&p, old.as_bytes()).unwrap();
    let new = "(format: 1, new save)".repeat(1000);
    let e = write_through(&p, new.as_bytes(), &mut |tmp: &Path| {
        let inner = std::fs::File::create_new(tmp)?;
        Ok(Box::new(FillsUp { inner, room: 4096 }) as Box<dyn TempFile>)
    })
    .unwrap_err();
    assert_eq!(
        std::fs::read_to_string(&p).unwrap(),
        old,
        "the old save is intact"
    );
    let msg = e.to_string();
    assert!(
        msg.contains("game.ron") && msg.contains("No space left"),
        "{msg}"
    );
    let names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        vec!["game.ron".to_string()],
        "no partial file is left"
    );
}

#[test]
fn a_failed_fsync_also_keeps_the_previous_file() {
    // Checks: when the data cannot be flushed to the disk, nothing is renamed.
    struct NoSync(std::fs::File);
    impl Write for NoSync {
        fn write(&mut self, b: &[u8]) -> io::Result<usize> {
            self.0.write(b)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    impl TempFile for NoSync {
        fn sync(&mut self) -> io::Result<()> {
            Err(io::Error::other("Input/output error"))
        }
    }
    let d = dir("nosync");
    let p = d.join("scenario.ron");
    write(&p, b"old").unwrap();
    let e = write_through(&p, b"new", &mut |tmp: &Path| {
        Ok(Box::new(NoSync(std::fs::File::create_new(tmp)?)) as Box<dyn TempFile>)
    })
    .unwrap_err();
    assert_eq!(std::fs::read(&p).unwrap(), b"old");
    assert!(e.to_string().contains("Input/output error"), "{e}");
    assert!(
        !backup_path(&p).exists(),
        "no backup of a save that did not happen"
    );
}

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_carcassonne-cli"))
}

#[test]
#[cfg(target_os = "linux")]
fn validate_into_a_full_device_says_so_and_exits_1() {
    // Checks: `validate FILE > /dev/full` is an error message and exit 1, not a panic.
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = cli()
        .args(["validate", "assets/scenarios/01-fields-h-tile.ron"])
        .stdout(full)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("cannot write the output"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn selfplay_into_a_closed_pipe_stops_quietly() {
    // Checks: `selfplay ... | head -1`: the reader goes away after one line
    // and the program stops with status 0 and nothing on stderr.
    let mut child = cli()
        .args(["selfplay", "--games", "200", "--seed", "3"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    let _ = io::Read::read(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(0), "{err}");
}

/// The shipped files: scenarios, test fixtures, and the RON examples of the docs.
fn corpus() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for folder in ["assets/scenarios", "tests/fixtures"] {
        let mut names: Vec<PathBuf> = std::fs::read_dir(folder)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        names.sort();
        for p in names {
            v.push((
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            ));
        }
    }
    let mut docs: Vec<PathBuf> = std::fs::read_dir("docs")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    for p in docs {
        let text = std::fs::read_to_string(&p).unwrap();
        for (i, block) in text.split("```ron").skip(1).enumerate() {
            let body = block.split("```").next().unwrap_or_default();
            v.push((
                format!("{} example {}", p.display(), i + 1),
                body.to_string(),
            ));
        }
    }
    v
}

/// Byte ranges of the numbers and of the string contents in RON text.
/// A byte range in a file's text.
type Span = (usize, usize);

fn literals(text: &str) -> (Vec<Span>, Vec<Span>) {
    let b = text.as_bytes();
    let (mut nums, mut strs) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'"' {
            let start = i + 1;
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            strs.push((start, i.min(b.len())));
            i += 1;
        } else if (c.is_ascii_digit()
            || (c == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == b'.') {
                i += 1;
            }
            nums.push((start, i));
        } else {
            i += 1;
        }
    }
    (nums, strs)
}

/// The field a literal at byte `at` belongs to: the name before the last `:`.
fn field(text: &str, at: usize) -> String {
    let before = &text[..at];
    let Some(colon) = before.rfind(':') else {
        return String::new();
    };
    before[..colon]
        .trim_end()
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect::<String>()
        .chars()
        .rev()
        .collect()
}

/// Fields whose checks at the file boundary are the rules branch's work
/// (position validation: cells outside the board, players, to_move and
/// follower players out of range, overflowing scores, wall_supply). Their
/// mutants run in `mutated_position_fields_never_panic`, ignored until that
/// branch lands.
const RULES_BRANCH_FIELDS: &[&str] = &[
    "x",
    "y",
    "player",
    "players",
    "to_move",
    "scores",
    "wall_supply",
];

/// The numbers put in place of a file's numbers.
const EXTREMES: &[&str] = &[
    "-2147483648",
    "2147483647",
    "-9223372036854775808",
    "9223372036854775807",
    "18446744073709551615",
    "4294967295",
    "255",
    "256",
    "65535",
    "1e308",
    "-1",
    "0",
];

/// A small seeded generator (xorshift), so the mutants are the same every run.
struct Seeded(u64);
impl Seeded {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// The mutants of one file: every number in turn with a seeded extreme,
/// plus every number with each extreme for small files, and huge strings.
fn mutants(text: &str, rng: &mut Seeded, budget: usize) -> Vec<(String, String)> {
    let (nums, strs) = literals(text);
    let mut out = Vec::new();
    let splice =
        |(s, e): (usize, usize), with: &str| format!("{}{}{}", &text[..s], with, &text[e..]);
    let all = nums.len() * EXTREMES.len();
    if all <= budget {
        for &n in &nums {
            for x in EXTREMES {
                out.push((
                    format!("{} {}..{} = {x}", field(text, n.0), n.0, n.1),
                    splice(n, x),
                ));
            }
        }
    } else {
        for &n in &nums {
            let x = EXTREMES[rng.below(EXTREMES.len())];
            out.push((
                format!("{} {}..{} = {x}", field(text, n.0), n.0, n.1),
                splice(n, x),
            ));
        }
        for _ in 0..budget.saturating_sub(nums.len()) {
            let n = nums[rng.below(nums.len())];
            let x = EXTREMES[rng.below(EXTREMES.len())];
            out.push((
                format!("{} {}..{} = {x}", field(text, n.0), n.0, n.1),
                splice(n, x),
            ));
        }
    }
    let huge = "x".repeat(200_000);
    for (k, &s) in strs.iter().enumerate() {
        if k % 3 == 0 || strs.len() < 12 {
            out.push((format!("string {}..{} huge", s.0, s.1), splice(s, &huge)));
        }
    }
    // Two numbers at once: extremes meeting in one sum.
    for _ in 0..nums.len().min(40) {
        let (a, b) = (nums[rng.below(nums.len())], nums[rng.below(nums.len())]);
        if a.1 <= b.0 {
            let x = EXTREMES[rng.below(6)];
            let t = format!("{}{x}{}{x}{}", &text[..a.0], &text[a.1..b.0], &text[b.1..]);
            let what = format!(
                "{} {}..{} and {} {}..{} = {x}",
                field(text, a.0),
                a.0,
                a.1,
                field(text, b.0),
                b.0,
                b.1
            );
            out.push((what, t));
        }
    }
    out
}

/// True for a mutant that touches one of [`RULES_BRANCH_FIELDS`].
fn rules_branch(what: &str) -> bool {
    what.split(' ').any(|w| RULES_BRANCH_FIELDS.contains(&w))
}

/// Runs the mutants chosen by `keep` through `probe`; the panics, described.
fn panics(budget: usize, keep: fn(&str) -> bool) -> (usize, Vec<String>) {
    let mut rng = Seeded(0x5eed_cafe_f00d_0013);
    let prev = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut count = 0;
    let mut found = Vec::new();
    for (name, text) in corpus() {
        for (what, m) in mutants(&text, &mut rng, budget) {
            if !keep(&what) {
                continue;
            }
            count += 1;
            let r = std::panic::catch_unwind(|| probe(&name, &m));
            if let Err(p) = r {
                let msg = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                found.push(format!("{name} {what}: {msg}"));
            }
        }
    }
    std::panic::set_hook(prev);
    (count, found)
}

#[test]
fn the_shipped_files_still_read_and_their_checks_hold() {
    // Checks: the corpus itself is sound (the mutants start from good files).
    let c = corpus();
    assert!(c.len() >= 18, "{} files", c.len());
    for (name, text) in c {
        if name.contains("example") {
            continue;
        }
        match probe(&name, &text) {
            Probed::Position { questions } => assert!(questions.is_ok(), "{name}: {questions:?}"),
            other => panic!("{name}: {other:?}"),
        }
    }
}

#[test]
fn mutated_files_never_panic() {
    // Checks: no mutant of a shipped file (numeric extremes, huge strings)
    // panics in reading, validation, adjudication or analysis; each is a
    // value or an error. Debug builds check arithmetic overflow, so this is
    // where `to_move: 255` or a score near u32::MAX would show.
    let t = std::time::Instant::now();
    let (count, found) = panics(60, |w| !rules_branch(w));
    eprintln!(
        "mutation: {count} mutants, {} panics, {:.1} s",
        found.len(),
        t.elapsed().as_secs_f64()
    );
    assert!(count > 500, "{count} mutants");
    assert!(
        found.is_empty(),
        "{} panics:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_fuzz_harness_takes_any_bytes() {
    // Checks: the fuzz target's entry point refuses bytes that are not text
    // or not a file, without panicking (the fuzzer itself needs nightly).
    assert!(matches!(probe_bytes(&[0xff, 0xfe, 0]), Probed::Refused(_)));
    assert!(matches!(probe_bytes(b"(format: 1"), Probed::Refused(_)));
    assert!(matches!(probe_bytes(b""), Probed::Refused(_)));
}

#[test]
fn mutated_position_fields_never_panic() {
    // Checks: the mutants of the position's own fields (see
    // RULES_BRANCH_FIELDS) are refused at the boundary, not a panic in
    // board.rs (`i32::abs` of i32::MIN) or a u8 sum (`to_move: 255`).
    let (count, found) = panics(60, rules_branch);
    eprintln!(
        "mutation (position fields): {count} mutants, {} panics",
        found.len()
    );
    assert!(
        found.is_empty(),
        "{} panics:\n{}",
        found.len(),
        found.join("\n")
    );
}
