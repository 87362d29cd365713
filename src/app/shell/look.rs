//! How the whole window looks, from the settings: the dark or light theme
//! and, with High contrast, plain black or white text and outlines.

use egui::{Color32, Stroke, Visuals};

/// The window's visuals for the theme and the contrast chosen.
pub fn visuals(dark: bool, high_contrast: bool) -> Visuals {
    let mut v = if dark {
        Visuals::dark()
    } else {
        Visuals::light()
    };
    if high_contrast {
        let ink = if dark { Color32::WHITE } else { Color32::BLACK };
        v.override_text_color = Some(ink);
        let w = &mut v.widgets;
        for s in [
            &mut w.noninteractive,
            &mut w.inactive,
            &mut w.hovered,
            &mut w.active,
            &mut w.open,
        ] {
            s.bg_stroke = Stroke::new(s.bg_stroke.width.max(1.5), ink);
        }
        v.selection.stroke = Stroke::new(2.0, ink);
        v.window_stroke = Stroke::new(1.5, ink);
    }
    v
}

/// Sets this frame's theme and contrast on `ctx` (the visuals only when
/// they changed) and tells the boards about the contrast.
pub fn apply(ctx: &egui::Context, dark: bool, high_contrast: bool) {
    let theme = if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    };
    ctx.set_theme(theme);
    let v = visuals(dark, high_contrast);
    if ctx.style_of(theme).visuals != v {
        ctx.set_visuals_of(theme, v);
    }
    crate::app::art::marks::set_high_contrast(ctx, high_contrast);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn high_contrast_writes_in_black_or_white() {
        // Checks: normal visuals keep egui's text colours; high contrast
        // writes white on dark and black on light, with outlines to match.
        assert_eq!(visuals(true, false).override_text_color, None);
        assert_eq!(
            visuals(true, true).override_text_color,
            Some(Color32::WHITE)
        );
        let light = visuals(false, true);
        assert_eq!(light.override_text_color, Some(Color32::BLACK));
        assert_eq!(light.widgets.inactive.bg_stroke.color, Color32::BLACK);
        assert!(!light.dark_mode && visuals(true, true).dark_mode);
    }
}
