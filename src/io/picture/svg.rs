//! The board as SVG, drawn from the tile data: each side's city, road or
//! field, monasteries, followers in their seat's colour, the last tile
//! placed outlined.

use crate::engine::model::tile::EdgeKind;
use crate::engine::{Place, Side, State};
use crate::io::save::Seat;
use std::fmt::Write as _;

/// Side of one tile in the picture, in SVG units.
const T: i64 = 60;

/// The corners of a side, clockwise, in a tile's box from (0, 0) to (T, T).
fn corners(s: Side) -> ((i64, i64), (i64, i64)) {
    match s {
        Side::N => ((0, 0), (T, 0)),
        Side::E => ((T, 0), (T, T)),
        Side::S => ((T, T), (0, T)),
        Side::W => ((0, T), (0, 0)),
    }
}

/// The board as an SVG document.
pub fn svg(st: &State, seats: &[Seat], after: usize) -> String {
    let placed = st.board().placed();
    let (mut x0, mut y0, mut x1, mut y1) = (0i64, 0i64, 0i64, 0i64);
    for p in placed {
        x0 = x0.min(p.cell.x as i64);
        y0 = y0.min(p.cell.y as i64);
        x1 = x1.max(p.cell.x as i64);
        y1 = y1.max(p.cell.y as i64);
    }
    let (w, h) = ((x1 - x0 + 1) * T + 20, (y1 - y0 + 1) * T + 40);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#
    );
    let _ = writeln!(
        s,
        r##"<rect width="{w}" height="{h}" fill="#f3ecd8"/><text x="10" y="22" font-family="sans-serif" font-size="14">after move {after}</text>"##
    );
    let ts = st.tileset();
    for (i, p) in placed.iter().enumerate() {
        let Some(tt) = ts.tiles.get(p.tile as usize) else {
            continue;
        };
        let ox = (p.cell.x as i64 - x0) * T + 10;
        let oy = (p.cell.y as i64 - y0) * T + 30;
        let _ = writeln!(
            s,
            r##"<g class="tile" transform="translate({ox},{oy})"><title>{} at {}</title><rect width="{T}" height="{T}" fill="#8bbf5a" stroke="#5d7f3c"/>"##,
            tt.id, p.cell
        );
        let c = T / 2;
        for side in Side::ALL {
            let ((ax, ay), (bx, by)) = corners(side);
            let (mx, my) = ((ax + bx) / 2, (ay + by) / 2);
            match tt.edge_at(p.rot, side) {
                EdgeKind::City | EdgeKind::Gate => {
                    // A wedge from the side toward the centre; the wedges of
                    // one city spanning several sides meet there.
                    let owner = tt.owner_at(p.rot, Place::new(side, 1));
                    let sides = owner
                        .and_then(|f| tt.features.get(f as usize))
                        .map(|f| f.places.count_ones() / 3)
                        .unwrap_or(1);
                    let (px, py) = if sides > 1 {
                        (c, c)
                    } else {
                        ((mx * 3 + c * 2) / 5, (my * 3 + c * 2) / 5)
                    };
                    let _ = writeln!(
                        s,
                        r##"<polygon points="{ax},{ay} {bx},{by} {px},{py}" fill="#b5835a"/>"##
                    );
                }
                EdgeKind::Road | EdgeKind::Street => {
                    let _ = writeln!(
                        s,
                        r##"<line x1="{mx}" y1="{my}" x2="{c}" y2="{c}" stroke="#f4efe2" stroke-width="5"/>"##
                    );
                }
                EdgeKind::Field | EdgeKind::Plain => {}
            }
        }
        if tt.monastery.is_some() {
            let _ = writeln!(
                s,
                r##"<rect x="{}" y="{}" width="16" height="16" fill="#c0392b"/>"##,
                c - 8,
                c - 8
            );
        }
        if i + 1 == placed.len() && after > 0 {
            let _ = writeln!(
                s,
                r##"<rect class="last" width="{T}" height="{T}" fill="none" stroke="#ffd21f" stroke-width="3"/>"##
            );
        }
        s.push_str("</g>\n");
    }
    for f in st.followers() {
        let (r, g, b) = seats
            .get(f.player as usize)
            .map(|x| x.colour)
            .unwrap_or((60, 60, 60));
        // Spread followers of one tile around its centre by feature.
        let dx = (f.local as i64 % 3 - 1) * 14;
        let dy = (f.local as i64 / 3 % 3 - 1) * 14;
        let cx = (f.cell.x as i64 - x0) * T + 10 + T / 2 + dx;
        let cy = (f.cell.y as i64 - y0) * T + 30 + T / 2 + dy;
        let _ = writeln!(
            s,
            r##"<circle class="follower" cx="{cx}" cy="{cy}" r="7" fill="rgb({r},{g},{b})" stroke="#222"/>"##
        );
    }
    s.push_str("</svg>\n");
    s
}
