//! The City's tile art: houses, market stalls coloured by kind, public halls, historic towers.

use super::drawing::{Map, fade};
use super::geometry::{CENTRE, feature_spot, place_segment};
use super::palette;
use crate::engine::model::geometry::{Place, Rotation};
use crate::engine::model::tile::{FeatureKind, MarketKind, TileType};
use egui::{Color32, Pos2, Rect, Shape, Stroke, pos2, vec2};

/// The ground colour of a market by its kind.
pub fn market_colour(kind: Option<MarketKind>) -> Color32 {
    match kind {
        Some(MarketKind::Fish) => palette::FISH,
        Some(MarketKind::Grain) => palette::GRAIN,
        Some(MarketKind::Livestock) => palette::LIVESTOCK,
        None => palette::MARKET,
    }
}

/// A small house (walls and a roof) centred at `c`, `size` pixels wide.
fn house(c: Pos2, size: f32, roof: Color32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let edge = Stroke::new((size * 0.08).max(0.5), fade(palette::ROAD_EDGE, alpha));
    vec![
        Shape::rect_filled(
            Rect::from_min_max(c + vec2(-h * 0.8, -h * 0.1), c + vec2(h * 0.8, h)),
            0.0,
            fade(palette::HOUSE, alpha),
        ),
        Shape::convex_polygon(
            vec![
                c + vec2(-h, -h * 0.05),
                c + vec2(0.0, -h),
                c + vec2(h, -h * 0.05),
            ],
            fade(roof, alpha),
            edge,
        ),
    ]
}

/// A market stall: a striped awning over a counter, coloured by kind.
fn stall(c: Pos2, size: f32, kind: Option<MarketKind>, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let stripe = match kind {
        Some(MarketKind::Fish) => Color32::from_rgb(30, 90, 170),
        Some(MarketKind::Grain) => Color32::from_rgb(200, 120, 20),
        Some(MarketKind::Livestock) => Color32::from_rgb(120, 60, 30),
        None => palette::ROOF,
    };
    let mut v = vec![Shape::rect_filled(
        Rect::from_min_max(c + vec2(-h, 0.0), c + vec2(h, h * 0.7)),
        0.0,
        fade(palette::CHAPEL, alpha),
    )];
    for k in 0..4 {
        let x0 = -h + k as f32 * h * 0.5;
        let col = if k % 2 == 0 { stripe } else { Color32::WHITE };
        v.push(Shape::convex_polygon(
            vec![
                c + vec2(x0, -h * 0.1),
                c + vec2(x0 + h * 0.5, -h * 0.1),
                c + vec2(x0 + h * 0.5, -h * 0.7),
                c + vec2(x0, -h * 0.7),
            ],
            fade(col, alpha),
            Stroke::NONE,
        ));
    }
    v.extend(wares(c + vec2(0.0, h * 1.05), size, kind, alpha));
    v
}

/// What a market sells, laid out in front of its stall: fish, sheaves of
/// grain or livestock, so the kind reads without its colour.
fn wares(c: Pos2, size: f32, kind: Option<MarketKind>, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let ink = Stroke::new(
        (size * 0.06).max(0.6),
        fade(Color32::from_rgb(50, 40, 34), alpha),
    );
    let mut v = Vec::new();
    for k in [-0.6f32, 0.0, 0.6] {
        let p = c + vec2(k * h, 0.0);
        match kind {
            Some(MarketKind::Fish) => {
                // A fish: a body and a tail.
                v.push(Shape::ellipse_filled(
                    p,
                    vec2(h * 0.3, h * 0.13),
                    fade(Color32::from_rgb(200, 215, 230), alpha),
                ));
                v.push(Shape::convex_polygon(
                    vec![
                        p + vec2(h * 0.25, 0.0),
                        p + vec2(h * 0.42, -h * 0.13),
                        p + vec2(h * 0.42, h * 0.13),
                    ],
                    fade(Color32::from_rgb(160, 180, 200), alpha),
                    Stroke::NONE,
                ));
            }
            Some(MarketKind::Grain) => {
                // A sheaf: stalks fanning out from a band.
                for d in [-0.15f32, 0.0, 0.15] {
                    v.push(Shape::line_segment(
                        [p + vec2(0.0, h * 0.2), p + vec2(d * h, -h * 0.25)],
                        Stroke::new(
                            (size * 0.07).max(0.6),
                            fade(Color32::from_rgb(200, 150, 40), alpha),
                        ),
                    ));
                }
                v.push(Shape::line_segment(
                    [p - vec2(h * 0.08, 0.0), p + vec2(h * 0.08, 0.0)],
                    ink,
                ));
            }
            Some(MarketKind::Livestock) => {
                // A sheep: a woolly body and a dark head.
                v.push(Shape::circle_filled(
                    p,
                    h * 0.17,
                    fade(Color32::from_rgb(245, 242, 232), alpha),
                ));
                v.push(Shape::circle_filled(
                    p + vec2(h * 0.18, -h * 0.05),
                    h * 0.08,
                    fade(Color32::from_rgb(50, 40, 34), alpha),
                ));
            }
            None => {}
        }
    }
    v
}

/// A public building: a white hall with columns and a pediment.
fn public_building(c: Pos2, size: f32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let edge = Stroke::new((size * 0.08).max(0.5), fade(palette::ROAD_EDGE, alpha));
    let mut v = vec![
        Shape::convex_polygon(
            vec![
                c + vec2(-h, -h * 0.3),
                c + vec2(0.0, -h),
                c + vec2(h, -h * 0.3),
            ],
            fade(palette::PUBLIC, alpha),
            edge,
        ),
        Shape::rect_filled(
            Rect::from_min_max(c + vec2(-h, -h * 0.3), c + vec2(h, h)),
            0.0,
            fade(palette::PUBLIC, alpha),
        ),
    ];
    for k in [-0.6f32, 0.0, 0.6] {
        v.push(Shape::line_segment(
            [c + vec2(k * h, -h * 0.2), c + vec2(k * h, h * 0.9)],
            edge,
        ));
    }
    v
}

/// A historic building: a golden tower with a pointed roof.
fn historic_building(c: Pos2, size: f32, alpha: f32) -> Vec<Shape> {
    let h = size * 0.5;
    let edge = Stroke::new((size * 0.07).max(0.6), fade(palette::ROAD_EDGE, alpha));
    vec![
        Shape::rect_filled(
            Rect::from_min_max(c + vec2(-h * 0.45, -h * 0.3), c + vec2(h * 0.45, h)),
            0.0,
            fade(palette::HISTORIC, alpha),
        ),
        Shape::rect_stroke(
            Rect::from_min_max(c + vec2(-h * 0.45, -h * 0.3), c + vec2(h * 0.45, h)),
            0.0,
            edge,
            egui::StrokeKind::Inside,
        ),
        Shape::convex_polygon(
            vec![
                c + vec2(-h * 0.6, -h * 0.3),
                c + vec2(0.0, -h * 1.2),
                c + vec2(h * 0.6, -h * 0.3),
            ],
            fade(palette::ROOF, alpha),
            edge,
        ),
    ]
}

/// The City's symbols: houses on residential areas, stalls on markets, and
/// the tile's public and historic buildings.
pub(super) fn city_symbols(tt: &TileType, rot: Rotation, m: Map, alpha: f32) -> Vec<Shape> {
    let mut out = Vec::new();
    let o = &tt.oriented[rot.0 as usize];
    let size = m.w(0.14);
    for (local, def) in tt.features.iter().enumerate() {
        let local = local as u8;
        match def.kind {
            FeatureKind::Residential => {
                // A house on each side the area reaches, in from the border.
                let mut spots: Vec<Pos2> = Vec::new();
                for i in 0..12u8 {
                    if o.owner[i as usize] == local && Place(i).pos() == 1 {
                        let (a, b) = place_segment(Place(i));
                        spots.push(a.lerp(b, 0.5).lerp(CENTRE, 0.22));
                    }
                }
                if spots.is_empty() {
                    spots.push(feature_spot(tt, rot, local));
                }
                for p in spots {
                    out.extend(house(m.p(p), size, palette::ROOF, alpha));
                }
            }
            FeatureKind::Market => {
                let p = feature_spot(tt, rot, local);
                out.extend(stall(
                    m.p(p + vec2(0.0, -0.12)),
                    size * 1.2,
                    def.market,
                    alpha,
                ));
            }
            _ => {}
        }
    }
    // Buildings stand in free corners of the tile.
    let corners = [
        pos2(0.2, 0.2),
        pos2(0.8, 0.2),
        pos2(0.8, 0.8),
        pos2(0.2, 0.8),
    ];
    let mut k = 0;
    if tt.historic.is_some() {
        out.extend(historic_building(m.p(CENTRE), m.w(0.26), alpha));
    }
    for _ in 0..tt.public_buildings {
        out.extend(public_building(m.p(corners[k % 4]), m.w(0.17), alpha));
        k += 2;
    }
    out
}
