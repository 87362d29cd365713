//! `carcassonne-cli render FILE --out board.svg|board.png [--move N]`: the
//! board of a saved game (after move N of its main line, by default the last)
//! as a picture, SVG or PNG by the extension of `--out` (`io::picture`).

use super::args::Args;
use crate::io::error::read_text;
use crate::io::picture::{PictureKind, write_board_picture};
use crate::io::save::parse_save;
use std::path::Path;

/// Runs the subcommand.
pub fn run(args: &Args) -> Result<(), String> {
    let file = args
        .positional
        .first()
        .ok_or("render: which file? (carcassonne-cli render FILE --out board.svg)")?
        .clone();
    let out = args
        .value("out")
        .ok_or("render: --out FILE.svg or --out FILE.png is needed")?
        .to_string();
    let at: Option<usize> = match args.value("move") {
        None => None,
        Some(v) => Some(
            v.parse()
                .map_err(|_| format!("--move: cannot read {v:?} as a move number"))?,
        ),
    };
    args.reject_unknown()?;
    // Refuse a wrong extension before the game is read and replayed.
    PictureKind::of_path(Path::new(&out)).map_err(|e| e.to_string())?;
    let text = read_text(Path::new(&file)).map_err(|e| e.to_string())?;
    let loaded = parse_save(&file, &text).map_err(|e| e.to_string())?;
    let line = loaded.tree.main_line();
    let n = at.unwrap_or(line.len());
    if n > line.len() {
        return Err(format!("--move {n}: the game has {} moves", line.len()));
    }
    let node = if n == 0 {
        crate::engine::record::tree::ROOT
    } else {
        line[n - 1]
    };
    let game = loaded.tree.game_at(node).map_err(|e| e.to_string())?;
    write_board_picture(Path::new(&out), game.state(), &loaded.seats, n)
        .map_err(|e| e.to_string())?;
    crate::outln!("wrote {out} (after move {n})");
    Ok(())
}
