//! The one way this program writes a file: never leave a half-written one.
//!
//! The new text goes to a temporary file in the same folder (so the final
//! rename stays on one filesystem and is atomic), is flushed to the disk
//! (fsync), and only then renamed over the old file. The old file's text is
//! kept beside it as `NAME.bak` (e.g. `game.ron.bak`). A failure at any step
//! (a full disk, a folder that cannot be written) leaves the old file as it
//! was, removes the temporary file, and is reported with the path and the
//! step that failed.

use super::error::FileError;
use super::problem::{FileProblem, WriteStep};
use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the atomic writer puts the new text before the rename: a real file,
/// or in tests one that fails part way.
pub trait TempFile: Write {
    /// Flushes the written bytes to the disk (fsync for a real file).
    fn sync(&mut self) -> io::Result<()>;
}

impl TempFile for File {
    fn sync(&mut self) -> io::Result<()> {
        self.sync_all()
    }
}

/// Opens the temporary file at a path (it does not exist yet).
pub type OpenTemp<'a> = &'a mut dyn FnMut(&Path) -> io::Result<Box<dyn TempFile>>;

/// Writes `bytes` to `path` atomically, keeping the previous version as `NAME.bak`.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_through(path, bytes, &mut |p: &Path| {
        File::create_new(p).map(|f| Box::new(f) as Box<dyn TempFile>)
    })
}

/// The path of the copy of the previous version: `NAME.bak` beside `NAME`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".bak");
    path.with_file_name(name)
}

/// [`write`] through a chosen temporary file, so tests can make it fail.
pub fn write_through(path: &Path, bytes: &[u8], open: OpenTemp<'_>) -> Result<(), FileError> {
    let shown = path.display().to_string();
    let fail = |step: WriteStep, e: io::Error| {
        FileError::new(
            &shown,
            FileProblem::CannotWrite {
                step,
                reason: e.to_string(),
            },
        )
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir).map_err(|e| fail(WriteStep::CreateFolder, e))?;
    let tmp = temp_path(path);
    let written = (|| -> io::Result<()> {
        let mut f = open(&tmp)?;
        f.write_all(bytes)?;
        f.flush()?;
        f.sync()
    })();
    if let Err(e) = written {
        // The old file was never touched; only the partial new one goes.
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(WriteStep::WriteNew, e));
    }
    if path.exists() {
        keep_backup(path);
    }
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(WriteStep::Replace, e));
    }
    sync_dir(&dir);
    Ok(())
}

/// A temporary name in the same folder that no other writer uses.
fn temp_path(path: &Path) -> PathBuf {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let n = COUNT.fetch_add(1, Ordering::Relaxed);
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(".tmp-{}-{n}", std::process::id()));
    path.with_file_name(name)
}

/// Keeps the current version as `NAME.bak`. A hard link needs no disk space,
/// so it works on a full disk; a copy is the fallback where links are not
/// allowed. A backup that cannot be made does not stop the save: the new
/// version is already safely on disk, and the old one is not lost either
/// (the rename below has not happened yet if this fails half way).
fn keep_backup(path: &Path) {
    let bak = backup_path(path);
    let staged = temp_path(&bak);
    let staged_ok =
        std::fs::hard_link(path, &staged).is_ok() || std::fs::copy(path, &staged).is_ok();
    if !staged_ok || std::fs::rename(&staged, &bak).is_err() {
        let _ = std::fs::remove_file(&staged);
    }
}

/// Makes the rename itself durable (Unix: fsync the folder); best effort.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("atomic-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn writes_and_keeps_the_previous_version_as_bak() {
        // Checks: a second write replaces the text and keeps the first as NAME.bak.
        let d = dir("bak");
        let p = d.join("game.ron");
        write(&p, b"one").unwrap();
        assert!(!backup_path(&p).exists());
        write(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        assert_eq!(std::fs::read(backup_path(&p)).unwrap(), b"one");
        let left: Vec<_> = std::fs::read_dir(&d).unwrap().collect();
        assert_eq!(left.len(), 2, "no temporary file is left: {left:?}");
    }

    #[test]
    fn a_folder_that_cannot_be_made_is_an_error_naming_the_file() {
        // Checks: a path under a file (not a folder) fails with the path in the message.
        let d = dir("nofolder");
        let f = d.join("plain");
        std::fs::write(&f, b"x").unwrap();
        let e = write(&f.join("game.ron"), b"x").unwrap_err();
        assert!(e.to_string().contains("game.ron"), "{e}");
    }
}
