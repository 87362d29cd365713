//! Every game and every edited scenario kept in the data folder, and the
//! list of recent ones the app shows.
//!
//! Each game started gets its own file in `games/` (a plain save file, see
//! docs/file-formats.md), each scenario edited its own in `scenarios/`;
//! `recent.ron` lists them with what the Recent games list shows (date,
//! game, players, scores, turn, finished), plus the files recently opened
//! or saved elsewhere. The index is only a summary: if it is lost or
//! broken it is rebuilt from the files, so no game goes missing with it.
//! Nothing here deletes a game unless the player asks.

use super::atomic;
use super::error::{FileError, read_text};
use super::save::{LoadedGame, Seat};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The format version of `recent.ron`.
pub const RECENT_FORMAT: u32 = 1;

/// How many recent games (and scenarios) the app lists.
pub const SHOWN: usize = 20;

/// How many recent files (opened or saved elsewhere) are remembered.
pub const RECENT_FILES: usize = 10;

/// One kept game, as the Recent games list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameEntry {
    /// The file's name inside `games/`.
    pub file: String,
    /// Seconds since 1970 (UTC) when the game was started and last saved.
    pub started: u64,
    pub updated: u64,
    /// The game's name: "Carcassonne", "The City", ...
    pub game: String,
    pub players: Vec<String>,
    pub scores: Vec<u32>,
    /// Moves made so far.
    pub turn: u32,
    pub finished: bool,
    /// Where it came from: "new game", a scenario's title, a file opened.
    #[serde(default)]
    pub from: String,
}

/// One kept scenario from the editor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioEntry {
    /// The file's name inside `scenarios/`.
    pub file: String,
    pub started: u64,
    pub updated: u64,
    pub title: String,
    pub game: String,
    /// Tiles on its board.
    pub tiles: u32,
}

/// The file `recent.ron`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RecentFile {
    pub format: u32,
    #[serde(default)]
    pub games: Vec<GameEntry>,
    #[serde(default)]
    pub scenarios: Vec<ScenarioEntry>,
    /// Files opened or saved outside the data folder, latest first.
    #[serde(default)]
    pub files: Vec<PathBuf>,
}

/// What went wrong with a file at start-up, for the dialog that tells the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The file that could not be read.
    pub file: PathBuf,
    /// Where it was moved aside to (`NAME.broken-DATE.ron`), if it could be.
    pub kept_as: Option<PathBuf>,
    /// Why it could not be read: the file, where in it, and what (boxed to
    /// keep the `Result`s that carry a `Broken` small).
    pub why: Box<FileError>,
    /// The previous version (`NAME.bak`), when there is one to offer.
    pub backup: Option<PathBuf>,
}

/// The games and scenarios kept in a data folder.
#[derive(Clone, Debug)]
pub struct Library {
    root: PathBuf,
    index: RecentFile,
}

/// Seconds since 1970, UTC.
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// A time as `YYYY-MM-DD HH:MM` (UTC), as the Recent games list shows it.
pub fn date_text(secs: u64) -> String {
    let (y, mo, d, h, mi, _) = civil(secs);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}")
}

/// A time as `YYYYMMDD-HHMMSS` (UTC), for file names.
pub fn stamp(secs: u64) -> String {
    let (y, mo, d, h, mi, s) = civil(secs);
    format!("{y:04}{mo:02}{d:02}-{h:02}{mi:02}{s:02}")
}

/// Year, month, day, hour, minute, second of a Unix time (UTC), by the
/// days-to-civil algorithm (no time-zone database needed).
fn civil(secs: u64) -> (i64, u32, u32, u32, u32, u32) {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (
        y,
        m,
        d,
        (rem / 3600) as u32,
        (rem % 3600 / 60) as u32,
        (rem % 60) as u32,
    )
}

/// Moves a file that cannot be read out of the way, as
/// `NAME.broken-DATE.ron` beside it, so that nothing overwrites it and the
/// player (or a bug report) still has it. Returns where it went.
pub fn move_aside(path: &Path) -> Result<PathBuf, FileError> {
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let ext = path
        .extension()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "ron".into());
    let date = stamp(now());
    let mut target = path.with_file_name(format!("{stem}.broken-{date}.{ext}"));
    let mut n = 1;
    while target.exists() {
        n += 1;
        target = path.with_file_name(format!("{stem}.broken-{date}-{n}.{ext}"));
    }
    std::fs::rename(path, &target).map_err(|e| {
        FileError::new(
            &path.display().to_string(),
            super::FileProblem::CannotMoveAside(e.to_string()),
        )
    })?;
    Ok(target)
}

/// Moves a broken file aside and describes it for the start-up dialog.
pub fn broken(path: &Path, why: &FileError) -> Broken {
    let kept_as = move_aside(path).ok();
    let bak = atomic::backup_path(path);
    Broken {
        file: path.to_path_buf(),
        kept_as,
        why: Box::new(why.clone()),
        backup: bak.exists().then_some(bak),
    }
}

/// The game's name as the lists show it.
pub fn game_name(game: crate::engine::GameKind, city_gates: bool) -> String {
    match (game, city_gates) {
        (crate::engine::GameKind::City, _) => "The City".into(),
        (_, true) => "Carcassonne with The City Gates".into(),
        _ => "Carcassonne".into(),
    }
}

/// What the list shows of a game: from a loaded save or a session.
pub fn summarise(
    file: &str,
    game: &crate::engine::Game,
    setup: &crate::engine::Setup,
    seats: &[Seat],
    from: &str,
) -> GameEntry {
    let st = game.state();
    GameEntry {
        file: file.to_string(),
        started: now(),
        updated: now(),
        game: game_name(setup.game, setup.options.city_gates),
        players: seats.iter().map(|s| s.name.clone()).collect(),
        scores: st.scores().to_vec(),
        turn: u32::try_from(game.moves().len()).unwrap_or(u32::MAX),
        finished: st.is_over(),
        from: from.to_string(),
    }
}

impl Library {
    /// The library in a data folder, reading `recent.ron`. A missing index
    /// is rebuilt from the files; a broken or newer one is moved aside,
    /// rebuilt, and returned as a problem to tell the player about.
    pub fn open(root: &Path) -> (Library, Option<Broken>) {
        let mut lib = Library {
            root: root.to_path_buf(),
            index: RecentFile {
                format: RECENT_FORMAT,
                ..Default::default()
            },
        };
        let path = lib.index_path();
        let mut problem = None;
        if path.exists() {
            match read_text(&path).and_then(|t| parse_index(&path.display().to_string(), &t)) {
                Ok(ix) => lib.index = ix,
                Err(e) => problem = Some(broken(&path, &e)),
            }
        }
        lib.adopt_unlisted();
        (lib, problem)
    }

    /// The data folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    fn index_path(&self) -> PathBuf {
        self.root.join("recent.ron")
    }

    /// The folder of kept games.
    pub fn games_dir(&self) -> PathBuf {
        self.root.join("games")
    }

    /// The folder of kept scenarios.
    pub fn scenarios_dir(&self) -> PathBuf {
        self.root.join("scenarios")
    }

    /// Lists games and scenarios whose files are in the folders but not in
    /// the index (an index lost or broken, a crash between the two writes).
    fn adopt_unlisted(&mut self) {
        for (dir, is_game) in [(self.games_dir(), true), (self.scenarios_dir(), false)] {
            let Ok(rd) = std::fs::read_dir(&dir) else {
                continue;
            };
            let mut names: Vec<String> = rd
                .filter_map(|e| e.ok())
                .filter_map(|e| e.file_name().into_string().ok())
                .filter(|n| n.ends_with(".ron") && !n.starts_with('.') && !n.contains(".broken-"))
                .collect();
            names.sort();
            for name in names {
                let listed = if is_game {
                    self.index.games.iter().any(|g| g.file == name)
                } else {
                    self.index.scenarios.iter().any(|s| s.file == name)
                };
                if listed {
                    continue;
                }
                let path = dir.join(&name);
                let modified = std::fs::metadata(&path)
                    .and_then(|m| m.modified())
                    .ok()
                    .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                    .map(|d| d.as_secs())
                    .unwrap_or(0);
                let text = read_text(&path).unwrap_or_default();
                if is_game {
                    let mut e = match super::save::parse_save(&name, &text) {
                        Ok(l) => summarise(
                            &name,
                            &l.game,
                            &l.setup,
                            &l.seats,
                            "found in the data folder",
                        ),
                        // Listed all the same, so the player sees it and can delete it;
                        // opening it explains what is wrong.
                        Err(_) => GameEntry {
                            file: name.clone(),
                            started: modified,
                            updated: modified,
                            game: "(unreadable)".into(),
                            players: Vec::new(),
                            scores: Vec::new(),
                            turn: 0,
                            finished: false,
                            from: "found in the data folder".into(),
                        },
                    };
                    e.started = modified;
                    e.updated = modified;
                    self.index.games.push(e);
                } else {
                    let title = ron::from_str::<super::scenario::ScenarioFile>(&text)
                        .map(|s| s.title)
                        .unwrap_or_else(|_| "(unreadable)".into());
                    self.index.scenarios.push(ScenarioEntry {
                        file: name,
                        started: modified,
                        updated: modified,
                        title,
                        game: String::new(),
                        tiles: 0,
                    });
                }
            }
        }
    }

    /// A new, unused file name in `games/` for a game starting now.
    pub fn new_game_file(&self) -> PathBuf {
        unique(&self.games_dir(), "game")
    }

    /// A new, unused file name in `scenarios/` for a scenario edited from now.
    pub fn new_scenario_file(&self) -> PathBuf {
        unique(&self.scenarios_dir(), "scenario")
    }

    /// Writes a game's file and lists it (keeping its start date). Both
    /// writes are atomic; the game's file comes first, so a failure between
    /// the two costs only the summary, which the next start rebuilds.
    pub fn keep_game(
        &mut self,
        path: &Path,
        text: &str,
        mut e: GameEntry,
    ) -> Result<(), FileError> {
        atomic::write(path, text.as_bytes())?;
        e.file = file_name(path);
        if let Some(old) = self.index.games.iter_mut().find(|g| g.file == e.file) {
            e.started = old.started;
            e.from = if e.from.is_empty() {
                old.from.clone()
            } else {
                e.from
            };
            *old = e;
        } else {
            self.index.games.push(e);
        }
        self.write_index()
    }

    /// Writes a scenario's file and lists it.
    pub fn keep_scenario(
        &mut self,
        path: &Path,
        text: &str,
        mut e: ScenarioEntry,
    ) -> Result<(), FileError> {
        atomic::write(path, text.as_bytes())?;
        e.file = file_name(path);
        if let Some(old) = self.index.scenarios.iter_mut().find(|s| s.file == e.file) {
            e.started = old.started;
            *old = e;
        } else {
            self.index.scenarios.push(e);
        }
        self.write_index()
    }

    /// The last [`SHOWN`] games, latest first.
    pub fn recent_games(&self) -> Vec<GameEntry> {
        let mut v = self.index.games.clone();
        v.sort_by(|a, b| b.updated.cmp(&a.updated).then(b.file.cmp(&a.file)));
        v.truncate(SHOWN);
        v
    }

    /// The last [`SHOWN`] scenarios, latest first.
    pub fn recent_scenarios(&self) -> Vec<ScenarioEntry> {
        let mut v = self.index.scenarios.clone();
        v.sort_by(|a, b| b.updated.cmp(&a.updated).then(b.file.cmp(&a.file)));
        v.truncate(SHOWN);
        v
    }

    /// Every game listed (not only the last [`SHOWN`]).
    pub fn all_games(&self) -> &[GameEntry] {
        &self.index.games
    }

    /// The path of a listed game's file.
    pub fn game_path(&self, e: &GameEntry) -> PathBuf {
        self.games_dir().join(&e.file)
    }

    /// The path of a listed scenario's file.
    pub fn scenario_path(&self, e: &ScenarioEntry) -> PathBuf {
        self.scenarios_dir().join(&e.file)
    }

    /// Deletes a game the player chose to delete: its file, its backup, its entry.
    pub fn delete_game(&mut self, file: &str) -> Result<(), FileError> {
        let p = self.games_dir().join(file);
        remove(&p)?;
        self.index.games.retain(|g| g.file != file);
        self.write_index()
    }

    /// Deletes a kept scenario the player chose to delete.
    pub fn delete_scenario(&mut self, file: &str) -> Result<(), FileError> {
        let p = self.scenarios_dir().join(file);
        remove(&p)?;
        self.index.scenarios.retain(|s| s.file != file);
        self.write_index()
    }

    /// Drops a game from the list whose file was moved aside (broken).
    pub fn forget_game(&mut self, file: &str) -> Result<(), FileError> {
        self.index.games.retain(|g| g.file != file);
        self.write_index()
    }

    /// Remembers a file opened or saved outside the data folder.
    pub fn add_recent_file(&mut self, path: &Path) -> Result<(), FileError> {
        let p = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.index.files.retain(|f| f != &p);
        self.index.files.insert(0, p);
        self.index.files.truncate(RECENT_FILES);
        self.write_index()
    }

    /// Files recently opened or saved, latest first.
    pub fn recent_files(&self) -> &[PathBuf] {
        &self.index.files
    }

    fn write_index(&self) -> Result<(), FileError> {
        let text = ron::ser::to_string_pretty(&self.index, super::save::pretty())
            .map_err(|e| FileError::new("recent.ron", e.to_string()))?;
        atomic::write(&self.index_path(), text.as_bytes())
    }
}

/// Reads `recent.ron`, refusing one from a newer program.
pub fn parse_index(file: &str, text: &str) -> Result<RecentFile, FileError> {
    let ix: RecentFile = ron::from_str(text).map_err(|e| FileError::from_ron(file, &e))?;
    if ix.format != RECENT_FORMAT {
        return Err(FileError::new(
            file,
            super::save::version_problem(super::FileKind::RecentFiles, ix.format, RECENT_FORMAT),
        ));
    }
    Ok(ix)
}

/// Summary of a loaded save, for listing a game opened from a file.
pub fn summarise_loaded(file: &str, l: &LoadedGame, from: &str) -> GameEntry {
    summarise(file, &l.game, &l.setup, &l.seats, from)
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn unique(dir: &Path, kind: &str) -> PathBuf {
    let s = stamp(now());
    let mut p = dir.join(format!("{kind}-{s}.ron"));
    let mut n = 1;
    while p.exists() {
        n += 1;
        p = dir.join(format!("{kind}-{s}-{n}.ron"));
    }
    p
}

fn remove(p: &Path) -> Result<(), FileError> {
    match std::fs::remove_file(p) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => {
            return Err(FileError::new(
                &p.display().to_string(),
                super::FileProblem::CannotDelete(e.to_string()),
            ));
        }
    }
    let _ = std::fs::remove_file(atomic::backup_path(p));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc() {
        // Checks: the days-to-civil conversion on known instants.
        assert_eq!(date_text(0), "1970-01-01 00:00");
        assert_eq!(stamp(951_782_400), "20000229-000000");
        assert_eq!(date_text(1_798_761_599), "2026-12-31 23:59");
    }
}
