//! Text big enough to read: no text style under 13 points at the normal scale.

use egui::{FontFamily, FontId, TextStyle};

/// The smallest text the app draws, in points at a scale of 100%.
pub const SMALLEST: f32 = 13.0;

/// Sets every text style (both themes) to a readable size; egui's own
/// small text is 9 points and its body 12.5.
pub fn readable(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(SMALLEST, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(14.5, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(14.5, FontFamily::Proportional),
            ),
            (
                TextStyle::Heading,
                FontId::new(20.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(13.5, FontFamily::Monospace),
            ),
        ]
        .into();
    });
}
