//! The board as a picture file for a teaching sheet or a forum post: SVG
//! drawn from the tile data, or PNG rasterised from that same SVG (resvg),
//! chosen by the file's extension and written through the atomic writer.

pub mod svg;

use super::error::FileError;
use super::save::Seat;
use crate::engine::State;
use std::path::Path;

/// Pixels per SVG unit in a PNG: twice the SVG's size, crisp on a forum.
pub const PNG_SCALE: f32 = 2.0;

/// The kinds of picture a board is written as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    /// Scalable vector graphics, text.
    Svg,
    /// A raster image, PNG.
    Png,
}

impl PictureKind {
    /// The kind a file name asks for by its extension (`.svg` or `.png`,
    /// either case); Err names the file when it is neither.
    pub fn of_path(path: &Path) -> Result<PictureKind, FileError> {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("svg") => Ok(PictureKind::Svg),
            Some("png") => Ok(PictureKind::Png),
            _ => Err(FileError::new(
                &path.display().to_string(),
                crate::io::FileProblem::PictureName,
            )),
        }
    }
}

/// The fonts the PNG's caption is drawn with: the system's, read once.
fn fonts() -> std::sync::Arc<resvg::usvg::fontdb::Database> {
    static FONTS: std::sync::OnceLock<std::sync::Arc<resvg::usvg::fontdb::Database>> =
        std::sync::OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = resvg::usvg::fontdb::Database::new();
            db.load_system_fonts();
            std::sync::Arc::new(db)
        })
        .clone()
}

/// An SVG document rasterised as PNG bytes at `scale` pixels per unit.
pub fn svg_to_png(svg: &str, scale: f32) -> Result<Vec<u8>, String> {
    let opt = resvg::usvg::Options {
        fontdb: fonts(),
        ..Default::default()
    };
    let tree = resvg::usvg::Tree::from_str(svg, &opt)
        .map_err(|e| format!("the board's SVG does not read back: {e}"))?;
    let size =
        tree.size().to_int_size().scale_by(scale).ok_or_else(|| {
            format!("a picture {scale} times the board's size is too large to draw")
        })?;
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| format!("cannot draw a {}x{} picture", size.width(), size.height()))?;
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| format!("cannot encode the picture as PNG: {e}"))
}

/// The bytes of the board picture of `kind`.
pub fn board_picture(
    st: &State,
    seats: &[Seat],
    after: usize,
    kind: PictureKind,
) -> Result<Vec<u8>, String> {
    let svg = svg::svg(st, seats, after);
    match kind {
        PictureKind::Svg => Ok(svg.into_bytes()),
        PictureKind::Png => svg_to_png(&svg, PNG_SCALE),
    }
}

/// Writes the board after move `after` to `path`, SVG or PNG by its extension.
pub fn write_board_picture(
    path: &Path,
    st: &State,
    seats: &[Seat],
    after: usize,
) -> Result<PictureKind, FileError> {
    let kind = PictureKind::of_path(path)?;
    let bytes = board_picture(st, seats, after, kind)
        .map_err(|e| FileError::new(&path.display().to_string(), e))?;
    super::atomic::write(path, &bytes)?;
    Ok(kind)
}
