//! Draws the default seat colours as each eye sees them (normal sight,
//! protanopia, deuteranopia, tritanopia; `app::art::sight`), every swatch
//! with its seat's sign, to docs/palette-sight.svg:
//! `cargo run --example palette_sight`.

use carcassonne_studio::app::art::sight::{Deficiency, distance, seen};
use carcassonne_studio::io::save::SEAT_COLOURS;
use std::fmt::Write;

/// A linear RGB channel back in sRGB.
fn srgb(l: f64) -> u8 {
    let c = if l <= 0.0031308 {
        12.92 * l
    } else {
        1.055 * l.powf(1.0 / 2.4) - 0.055
    };
    (c * 255.0).round().clamp(0.0, 255.0) as u8
}

/// The seat's sign in the swatch centred at (x, y), as the followers carry it.
fn sign(seat: usize, x: f64, y: f64, ink: &str) -> String {
    match seat % 5 {
        0 => format!(r#"<circle cx="{x}" cy="{y}" r="7" fill="{ink}"/>"#),
        1 => format!(
            r#"<rect x="{}" y="{}" width="24" height="7" fill="{ink}"/>"#,
            x - 12.0,
            y - 3.5
        ),
        2 => format!(
            r#"<circle cx="{x}" cy="{y}" r="9" fill="none" stroke="{ink}" stroke-width="4"/>"#
        ),
        3 => format!(
            r#"<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{ink}" stroke-width="4"/>"#,
            x - 9.0,
            y - 9.0,
            x + 9.0,
            y + 9.0,
            x + 9.0,
            y - 9.0,
            x - 9.0,
            y + 9.0
        ),
        _ => format!(
            r#"<path d="M{} {}L{} {}L{} {}Z" fill="{ink}"/>"#,
            x,
            y - 10.0,
            x + 10.0,
            y + 8.0,
            x - 10.0,
            y + 8.0
        ),
    }
}

fn main() -> std::io::Result<()> {
    let eyes: [(Option<Deficiency>, &str); 4] = [
        (None, "normal sight"),
        (Some(Deficiency::Protanopia), "protanopia"),
        (Some(Deficiency::Deuteranopia), "deuteranopia"),
        (Some(Deficiency::Tritanopia), "tritanopia"),
    ];
    let (w, row) = (620.0, 70.0);
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{}" font-family="sans-serif" font-size="14">"#,
        row * 4.0 + 20.0
    );
    let _ = write!(
        svg,
        r##"<rect width="100%" height="100%" fill="#f4f1ea"/>"##
    );
    for (r, (d, name)) in eyes.iter().enumerate() {
        let y = 10.0 + r as f64 * row;
        let least = SEAT_COLOURS
            .iter()
            .enumerate()
            .flat_map(|(i, a)| SEAT_COLOURS[i + 1..].iter().map(move |b| (*a, *b)))
            .map(|(a, b)| distance(a, b, *d))
            .fold(f64::INFINITY, f64::min);
        let _ = write!(
            svg,
            r##"<text x="10" y="{}">{name}</text><text x="10" y="{}" fill="#555">least ΔE {least:.0}</text>"##,
            y + 26.0,
            y + 46.0
        );
        for (i, c) in SEAT_COLOURS.iter().enumerate() {
            let l = seen(*c, *d);
            let (r8, g8, b8) = (srgb(l[0]), srgb(l[1]), srgb(l[2]));
            let x = 150.0 + i as f64 * 92.0;
            let light = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2] > 0.3;
            let ink = if light { "#000" } else { "#fff" };
            let _ = write!(
                svg,
                r##"<rect x="{x}" y="{}" width="80" height="56" rx="6" fill="#{r8:02x}{g8:02x}{b8:02x}"/>"##,
                y + 2.0
            );
            svg.push_str(&sign(i, x + 40.0, y + 30.0, ink));
        }
    }
    svg.push_str("</svg>\n");
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/palette-sight.svg");
    std::fs::write(&out, svg)?;
    println!("wrote {}", out.display());
    Ok(())
}
