//! Colours of the board art: grounds, walls, roads, roofs and The City's buildings.

use egui::Color32;

/// Fields.
pub const FIELD: Color32 = Color32::from_rgb(126, 168, 84);
/// City ground.
pub const CITY: Color32 = Color32::from_rgb(214, 184, 132);
/// City walls.
pub const WALL: Color32 = Color32::from_rgb(112, 80, 50);
/// Road surface.
pub const ROAD: Color32 = Color32::from_rgb(240, 234, 216);
/// Road edges.
pub const ROAD_EDGE: Color32 = Color32::from_rgb(92, 82, 66);
/// Streets of The City.
pub const STREET: Color32 = Color32::from_rgb(190, 190, 196);
/// Monastery walls.
pub const CHAPEL: Color32 = Color32::from_rgb(232, 222, 198);
/// Roofs.
pub const ROOF: Color32 = Color32::from_rgb(172, 72, 52);
/// Shields.
pub const SHIELD: Color32 = Color32::from_rgb(38, 70, 160);
/// Markets of The City.
pub const MARKET: Color32 = Color32::from_rgb(222, 200, 96);
/// Residential areas of The City.
pub const RESIDENTIAL: Color32 = Color32::from_rgb(190, 150, 150);
/// Fish market stalls' ground.
pub const FISH: Color32 = Color32::from_rgb(120, 170, 200);
/// Grain market ground.
pub const GRAIN: Color32 = Color32::from_rgb(226, 196, 90);
/// Livestock market ground.
pub const LIVESTOCK: Color32 = Color32::from_rgb(176, 140, 96);
/// House walls on residential areas.
pub const HOUSE: Color32 = Color32::from_rgb(236, 226, 206);
/// Public buildings.
pub const PUBLIC: Color32 = Color32::from_rgb(240, 240, 244);
/// Historic buildings.
pub const HISTORIC: Color32 = Color32::from_rgb(200, 160, 40);
/// Tile borders.
pub const EDGE: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 60);
/// Darker field tone for texture strokes (furrows, grass).
pub const FIELD_DARK: Color32 = Color32::from_rgb(104, 146, 68);
/// Lighter field tone for texture strokes.
pub const FIELD_LIGHT: Color32 = Color32::from_rgb(146, 186, 100);
/// Tree crowns.
pub const TREE: Color32 = Color32::from_rgb(62, 112, 52);
/// Town paving inside cities, between the roofs.
pub const CITY_DARK: Color32 = Color32::from_rgb(190, 160, 110);
/// The lighter centre line of roads.
pub const ROAD_CENTRE: Color32 = Color32::from_rgb(252, 248, 236);
/// Battlements on top of city walls.
pub const BATTLEMENT: Color32 = Color32::from_rgb(150, 116, 80);
/// Shield field, second tincture.
pub const SHIELD_GOLD: Color32 = Color32::from_rgb(230, 190, 60);
/// Cloister grass of a monastery.
pub const CLOISTER: Color32 = Color32::from_rgb(150, 190, 110);

/// A player's follower colour: the one place every drawing of a follower
/// takes it from, so a colour-blind palette can be swapped in here.
pub fn player_colour(colours: &[Color32], player: usize) -> Color32 {
    colours.get(player).copied().unwrap_or(Color32::GRAY)
}

/// The table under the board: two tones of a cloth, per theme.
pub fn table(dark: bool) -> (Color32, Color32) {
    if dark {
        (Color32::from_rgb(40, 46, 40), Color32::from_rgb(28, 32, 30))
    } else {
        (
            Color32::from_rgb(226, 214, 190),
            Color32::from_rgb(206, 192, 166),
        )
    }
}

/// The soft shadow under placed tiles.
pub fn tile_shadow(dark: bool) -> Color32 {
    if dark {
        Color32::from_black_alpha(110)
    } else {
        Color32::from_black_alpha(60)
    }
}

/// A player's colour as text on `background`: the colour itself if it
/// reads there (contrast at least 4.5 : 1, WCAG's level for text), else
/// the colour moved towards white (on a dark background) or black until it
/// does, so the fifth seat's near-black reads on the dark theme and yellow
/// on the light one, and stays that player's hue.
pub fn legible(colour: Color32, background: Color32) -> Color32 {
    let towards = if luminance(background) < 0.5 {
        Color32::WHITE
    } else {
        Color32::BLACK
    };
    // Ten steps of a tenth: the last is the extreme itself, which reads
    // on any background not of the middle grey no panel has.
    (0..=10)
        .map(|k| lerp(colour, towards, k as f32 / 10.0))
        .find(|c| contrast(*c, background) >= 4.5)
        .unwrap_or(towards)
}

/// The colour a fraction `t` of the way from `a` to `b`, channel by channel.
fn lerp(a: Color32, b: Color32, t: f32) -> Color32 {
    let mix = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgb(mix(a.r(), b.r()), mix(a.g(), b.g()), mix(a.b(), b.b()))
}

/// WCAG's contrast ratio of two colours (1 to 21).
fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// WCAG's relative luminance of an sRGB colour (0 to 1).
fn luminance(c: Color32) -> f32 {
    let lin = |v: u8| {
        let s = v as f32 / 255.0;
        if s <= 0.04045 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::save::SEAT_COLOURS;

    /// Every seat's default colour, as a player's name in the panels of
    /// either theme, reads at 4.5 : 1 or better (the fifth seat's
    /// near-black was invisible on the dark theme), and a colour that
    /// reads already is left as it is.
    #[test]
    fn a_players_colour_reads_as_text_in_either_theme() {
        for dark in [true, false] {
            let bg = crate::app::shell::look::visuals(dark, false).panel_fill;
            for (r, g, b) in SEAT_COLOURS {
                let c = Color32::from_rgb(r, g, b);
                let t = legible(c, bg);
                assert!(contrast(t, bg) >= 4.5, "{c:?} on {bg:?} gives {t:?}");
                if contrast(c, bg) >= 4.5 {
                    assert_eq!(t, c);
                }
            }
        }
    }
}
