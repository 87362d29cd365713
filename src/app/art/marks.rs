//! The colours of what the board marks over the tiles (cells where the tile
//! fits, lit features, the pending tile's outline) for each theme, and how
//! much stronger they are drawn with Settings → High contrast.
//!
//! Every mark is told apart from what lies under it by lightness, not by
//! hue: yellow and white on the dark table, dark on the light one; never a
//! red/green pair (tests below check each one for every eye).

use egui::Color32;

/// The board's mark colours and stroke widths for one theme and contrast.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Marks {
    /// The outline of a cell where the drawn tile fits.
    pub legal: Color32,
    /// The fill of a cell where the drawn tile fits.
    pub legal_fill: Color32,
    /// The outline of a lit cell (a feature shown, the keyboard's cursor).
    pub lit: Color32,
    /// The fill of a lit cell.
    pub lit_fill: Color32,
    /// A dark line drawn just inside a lit outline: the yellow alone is too
    /// close to a city's sand colour for a tritanope (the test below found it).
    pub lit_edge: Color32,
    /// How much wider than normal every mark is drawn.
    pub width: f32,
}

/// The marks for the dark or the light theme, normal or high contrast.
pub fn marks(dark: bool, high_contrast: bool) -> Marks {
    let (legal, legal_fill) = match (dark, high_contrast) {
        (true, false) => (
            Color32::from_rgba_unmultiplied(255, 255, 255, 150),
            Color32::from_rgba_unmultiplied(255, 255, 255, 40),
        ),
        (true, true) => (Color32::WHITE, Color32::from_white_alpha(70)),
        // White marks vanish on the light theme's pale table: dark ones there.
        (false, false) => (
            Color32::from_rgba_unmultiplied(30, 60, 20, 200),
            Color32::from_rgba_unmultiplied(30, 60, 20, 45),
        ),
        (false, true) => (Color32::BLACK, Color32::from_black_alpha(60)),
    };
    Marks {
        legal,
        legal_fill,
        lit: Color32::from_rgb(255, 210, 0),
        lit_fill: Color32::from_rgba_unmultiplied(
            255,
            230,
            60,
            if high_contrast { 110 } else { 70 },
        ),
        lit_edge: if high_contrast {
            Color32::BLACK
        } else {
            Color32::from_rgb(60, 40, 0)
        },
        width: if high_contrast { 2.0 } else { 1.0 },
    }
}

/// Where this frame's contrast choice is kept for the boards to read.
fn key() -> egui::Id {
    egui::Id::unique("high-contrast")
}

/// Tells the boards drawn this frame whether high contrast is on (the app
/// calls it each frame from its settings).
pub fn set_high_contrast(ctx: &egui::Context, on: bool) {
    ctx.data_mut(|d| d.insert_temp(key(), on));
}

/// The marks for the theme and contrast `ui` is drawn in.
pub fn for_ui(ui: &egui::Ui) -> Marks {
    let on = ui
        .ctx()
        .data(|d| d.get_temp::<bool>(key()))
        .unwrap_or(false);
    marks(ui.visuals().dark_mode, on)
}

/// `top` (with its alpha) laid over the opaque `under`, as sRGB bytes.
pub fn over(top: Color32, under: Color32) -> (u8, u8, u8) {
    let a = top.a() as f32 / 255.0;
    // Color32 is premultiplied: its channels already carry the alpha.
    let mix = |t: u8, u: u8| (t as f32 + u as f32 * (1.0 - a)).round().clamp(0.0, 255.0) as u8;
    (
        mix(top.r(), under.r()),
        mix(top.g(), under.g()),
        mix(top.b(), under.b()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::art::palette;
    use crate::app::art::sight::{Deficiency, contrast_ratio, distance};

    fn rgb(c: Color32) -> (u8, u8, u8) {
        (c.r(), c.g(), c.b())
    }

    /// Every eye: normal sight and the three deficiencies.
    fn eyes() -> Vec<Option<Deficiency>> {
        std::iter::once(None)
            .chain(Deficiency::ALL.into_iter().map(Some))
            .collect()
    }

    /// The least ΔE76 a mark must differ from what lies under it.
    const MIN_SEEN: f64 = 20.0;

    #[test]
    fn legal_cells_stand_out_on_either_table_for_every_eye() {
        // Checks: in the dark and the light theme, normal and high
        // contrast, a legal cell's outline differs from both tones of the
        // table by ΔE76 ≥ 20 with normal sight and with simulated
        // protanopia, deuteranopia and tritanopia, and by a lightness
        // contrast of at least 3:1 (so not by hue alone).
        for dark in [true, false] {
            let (a, b) = palette::table(dark);
            for hc in [false, true] {
                let m = marks(dark, hc);
                for under in [a, b] {
                    let line = over(m.legal, under);
                    for d in eyes() {
                        let e = distance(line, rgb(under), d);
                        assert!(e >= MIN_SEEN, "dark {dark} hc {hc} {d:?}: ΔE {e:.1}");
                    }
                    let c = contrast_ratio(line, rgb(under));
                    assert!(c >= 3.0, "dark {dark} hc {hc}: contrast {c:.2}");
                }
            }
        }
    }

    #[test]
    fn lit_cells_stand_out_on_the_tiles_for_every_eye() {
        // Checks: on every ground a tile shows (fields, cities, roads,
        // streets, cloisters) and on the tables, for every eye, the lit
        // outline's yellow or its dark edge differs by ΔE76 ≥ 20, and the
        // two differ from each other; the yellow is neither red nor green.
        let grounds = [
            palette::FIELD,
            palette::CITY,
            palette::ROAD,
            palette::STREET,
            palette::CLOISTER,
            palette::table(true).0,
        ];
        for hc in [false, true] {
            let m = marks(true, hc);
            for g in grounds.into_iter().chain([palette::table(false).0]) {
                for d in eyes() {
                    let e =
                        distance(rgb(m.lit), rgb(g), d).max(distance(rgb(m.lit_edge), rgb(g), d));
                    assert!(e >= MIN_SEEN, "{g:?} {d:?}: ΔE {e:.1}");
                    let pair = distance(rgb(m.lit), rgb(m.lit_edge), d);
                    assert!(pair >= MIN_SEEN, "{d:?}: the edge ΔE {pair:.1}");
                }
            }
            let (r, g, b) = rgb(m.lit);
            assert!(
                r > 200 && g > 180 && b < 80,
                "yellow, neither red nor green"
            );
        }
    }

    #[test]
    fn high_contrast_is_stronger() {
        // Checks: with high contrast every mark is at least as far from the
        // table as without, the lines are wider, and a lit outline's dark
        // edge is darker still.
        for dark in [true, false] {
            let table = palette::table(dark).0;
            let (n, h) = (marks(dark, false), marks(dark, true));
            let seen = |c: Color32| contrast_ratio(over(c, table), rgb(table));
            assert!(seen(h.legal) >= seen(n.legal));
            assert!(seen(h.legal_fill) >= seen(n.legal_fill));
            assert!(h.width > n.width);
            let dark = |c: Color32| contrast_ratio(rgb(h.lit), rgb(c));
            assert!(dark(h.lit_edge) >= dark(n.lit_edge), "a darker edge");
        }
    }

    #[test]
    fn over_blends_premultiplied_colours() {
        // Checks: opaque covers, transparent leaves, half white on black is grey.
        assert_eq!(over(Color32::WHITE, Color32::BLACK), (255, 255, 255));
        assert_eq!(over(Color32::TRANSPARENT, Color32::BLACK), (0, 0, 0));
        let (r, _, _) = over(Color32::from_white_alpha(128), Color32::BLACK);
        assert!((120..=135).contains(&r), "{r}");
    }
}
