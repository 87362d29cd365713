//! Writing a file so that a crash never leaves half of it: the bytes go to a
//! temporary file in the same folder, are flushed to disk, and the
//! temporary file is renamed over the target, the previous version kept as
//! `NAME.bak`.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically, keeping the file it replaces as `NAME.bak`.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::other(format!("{} names no file", path.display())))?;
    let sibling = |suffix: &str| -> PathBuf {
        let mut n = name.to_os_string();
        n.push(suffix);
        path.with_file_name(n)
    };
    // Same folder: a rename across file systems would not be atomic.
    let tmp = sibling(&format!(".tmp{}", std::process::id()));
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    if path.exists() {
        std::fs::copy(path, sibling(".bak"))?;
    }
    std::fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_rewrite_keeps_the_previous_version_as_bak() {
        let dir = std::env::temp_dir().join(format!("atomic-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("game.ron");
        super::write(&p, b"one").unwrap();
        super::write(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        assert_eq!(std::fs::read(dir.join("game.ron.bak")).unwrap(), b"one");
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 2, "no temporary file is left behind");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
