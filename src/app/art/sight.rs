//! Colour vision: how a colour looks to a person with a red-green or a
//! blue-yellow deficiency, and how far apart two colours look, so the
//! default player colours can be checked for every eye (tests below).

/// A colour vision deficiency, at full severity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Deficiency {
    /// The three deficiencies the palette is checked against.
    pub const ALL: [Deficiency; 3] = [
        Deficiency::Protanopia,
        Deficiency::Deuteranopia,
        Deficiency::Tritanopia,
    ];

    /// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Deficiency::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Deficiency::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

fn linear(c: u8) -> f64 {
    let c = c as f64 / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// The colour (sRGB) in linear RGB as seen with `d` (None: normal sight).
pub fn seen(rgb: (u8, u8, u8), d: Option<Deficiency>) -> [f64; 3] {
    let l = [linear(rgb.0), linear(rgb.1), linear(rgb.2)];
    let Some(d) = d else { return l };
    let m = d.matrix();
    let mut out = [0.0; 3];
    for (i, row) in m.iter().enumerate() {
        out[i] = (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0);
    }
    out
}

/// CIE L*a*b* (D65) of a linear RGB colour.
pub fn lab(l: [f64; 3]) -> [f64; 3] {
    let x = 0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2];
    let y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    let z = 0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2];
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// How different two colours look with `d`: ΔE76, the distance in L*a*b*
/// (about 2.3 is just noticeable; 20 is plainly another colour).
pub fn distance(a: (u8, u8, u8), b: (u8, u8, u8), d: Option<Deficiency>) -> f64 {
    let (x, y) = (lab(seen(a, d)), lab(seen(b, d)));
    ((x[0] - y[0]).powi(2) + (x[1] - y[1]).powi(2) + (x[2] - y[2]).powi(2)).sqrt()
}

/// The WCAG contrast ratio of two colours (1 to 21): how far apart their
/// lightness is, whatever their hue; 3 is enough for large marks.
pub fn contrast_ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let lum = |c: (u8, u8, u8)| {
        let l = seen(c, None);
        0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// The closest pair among `colours` for any eye: its distance, the
/// deficiency (None: normal sight) and the two colours' indices.
pub fn closest_pair(colours: &[(u8, u8, u8)]) -> (f64, Option<Deficiency>, usize, usize) {
    let mut worst = (f64::INFINITY, None, 0, 0);
    let eyes = std::iter::once(None).chain(Deficiency::ALL.into_iter().map(Some));
    for d in eyes {
        for i in 0..colours.len() {
            for j in i + 1..colours.len() {
                let e = distance(colours[i], colours[j], d);
                if e < worst.0 {
                    worst = (e, d, i, j);
                }
            }
        }
    }
    worst
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::save::SEAT_COLOURS;

    /// The least difference two players' colours may show for any eye.
    const MIN_DISTANCE: f64 = 20.0;

    #[test]
    fn the_default_player_colours_differ_for_every_eye() {
        // Checks: under normal sight and simulated protanopia, deuteranopia
        // and tritanopia every pair of default seat colours stays at least
        // ΔE76 20 apart.
        let (e, d, i, j) = closest_pair(&SEAT_COLOURS);
        assert!(
            e >= MIN_DISTANCE,
            "seats {} and {} are only ΔE {e:.1} apart with {d:?}",
            i + 1,
            j + 1
        );
    }

    #[test]
    fn the_simulation_merges_red_and_green() {
        // Checks: the check can fail: the classic red and green look alike
        // to a deuteranope though they differ plainly to normal sight.
        let (red, green) = ((200, 40, 40), (40, 150, 60));
        assert!(distance(red, green, None) > 60.0);
        assert!(distance(red, green, Some(Deficiency::Deuteranopia)) < MIN_DISTANCE);
        // Tritanopia leaves red and green apart but merges blue and green.
        assert!(distance(red, green, Some(Deficiency::Tritanopia)) > MIN_DISTANCE);
    }

    #[test]
    fn contrast_runs_from_one_to_twenty_one() {
        // Checks: black on white is 21:1, a colour on itself 1:1.
        let c = contrast_ratio((0, 0, 0), (255, 255, 255));
        assert!((c - 21.0).abs() < 0.01, "{c}");
        assert!((contrast_ratio((90, 120, 30), (90, 120, 30)) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn white_stays_white() {
        // Checks: the matrices keep greys grey (each row sums to 1).
        for d in Deficiency::ALL {
            let g = lab(seen((128, 128, 128), Some(d)));
            assert!(g[1].abs() < 0.5 && g[2].abs() < 0.5, "{d:?}: {g:?}");
            let w = lab(seen((255, 255, 255), Some(d)));
            assert!((w[0] - 100.0).abs() < 1.0, "{d:?}: {w:?}");
        }
    }
}
