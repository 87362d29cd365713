//! What the evaluation makes of one held feature: its expected final
//! value, the chance its followers come back, and its end value now (for
//! [`Weights::ended_blend`]), all from one walk of it.

use super::{Ctx, Weights};
use crate::engine::FeatureKind;

/// What the evaluation makes of one held feature (see [`worth`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Worth {
    /// Its expected final value for its majority holder(s).
    pub(super) value: f64,
    /// The chance its followers come back (for the follower-in-supply term).
    pub(super) back: f64,
    /// What the end scoring would pay its majority now (`State::feature_value`
    /// at `ScoreTime::End`), for [`Weights::ended_blend`]: counted in the
    /// same walk as `value`, which reads the same sums, so the blend costs
    /// no second walk (a field's cities above all). With the blend off it
    /// is not read, and left 0 where counting it would cost (fields, The
    /// City's features).
    pub(super) end: f64,
}

/// A farmed field's [`Worth`], summed over the cities it touches (the
/// evaluation's walk and the sibling cache's share it, so both give the
/// same numbers to the bit).
#[derive(Default)]
pub(super) struct FieldWorth {
    value: f64,
    /// Completed cities touched: the rules pay 3 for each (R-B3).
    done: f64,
}

impl FieldWorth {
    /// Adds a city touched whose completion chance is `p`; `complete`
    /// is asked only for the blend, as search judges fields by the
    /// million.
    #[inline]
    pub(super) fn city(&mut self, w: &Weights, p: f64, complete: impl FnOnce() -> bool) {
        self.value += w.field_city * p;
        if p >= 1.0 {
            self.value += w.field_done;
        }
        if w.ended_blend > 0.0 && complete() {
            self.done += 1.0;
        }
    }

    /// The field's worth: nothing comes back from a field before the end.
    pub(super) fn worth(self) -> Worth {
        Worth {
            value: self.value,
            back: 0.0,
            end: 3.0 * self.done,
        }
    }
}

/// A feature's [`Worth`]: its expected final value, the chance its
/// followers come back and its end value now.
pub(super) fn worth(cx: &mut Ctx<'_>, root: u16) -> Worth {
    let st = cx.st;
    let w = cx.w;
    let feats = st.features();
    let node = feats.node(root);
    match node.kind {
        FeatureKind::City => {
            let fv_now = st.feature_value(root, crate::engine::model::scoring::ScoreTime::End);
            let p = cx.completion(root);
            let now = fv_now.value as f64;
            let done = 2.0 * now;
            Worth {
                value: p * done + (1.0 - p) * now,
                back: p,
                end: now,
            }
        }
        FeatureKind::Road => {
            // The rules pay a road its tiles, open or completed.
            let t = feats.tile_count(root) as f64;
            let p = cx.completion(root);
            Worth {
                value: t + w.road_open * node.open as f64 * (1.0 - p),
                back: p,
                end: t,
            }
        }
        FeatureKind::Monastery => {
            let cell = st.board().placed()[node.tile as usize].cell;
            let mut v = 1.0;
            let mut all = 1.0;
            // Its own tile and the filled cells around it: its end value.
            let mut filled = 1.0;
            for c in cell.ring() {
                if st.board().is_filled(c) {
                    v += 1.0;
                    filled += 1.0;
                } else {
                    let q = cx.cell_chance(c);
                    v += q;
                    all *= q;
                }
            }
            Worth {
                value: v,
                back: all,
                end: filled,
            }
        }
        FeatureKind::Field if st.options().farmers => {
            let mut field = FieldWorth::default();
            st.for_each_city_touched(root, |c| {
                let p = cx.completion(c);
                field.city(w, p, || feats.node(c).open == 0);
            });
            field.worth()
        }
        // The City: streets and markets score only when completed (R-C14
        // removes followers from incomplete ones); residential areas score
        // 2 a bordering market at the end, whatever their state.
        FeatureKind::Street => {
            let t = feats.tile_count(root) as f64;
            let p = cx.completion(root);
            Worth {
                value: p * if t >= 4.0 { 2.0 * t } else { t },
                back: p,
                end: end_value(cx, root),
            }
        }
        FeatureKind::Market => {
            let t = feats.tile_count(root) as f64;
            let kinds = node.market_kinds.count_ones() as f64;
            let p = cx.completion(root);
            Worth {
                value: p * t * kinds,
                back: p,
                end: end_value(cx, root),
            }
        }
        FeatureKind::Residential => {
            let v = st.feature_value(root, crate::engine::model::scoring::ScoreTime::End);
            Worth {
                value: v.value as f64,
                back: 0.0,
                end: v.value as f64,
            }
        }
        _ => Worth {
            value: 0.0,
            back: 0.0,
            end: end_value(cx, root),
        },
    }
}

/// A feature's end value now for the kinds [`worth`] does not count it
/// for (The City's streets and markets, a field without farmers): asked
/// of the rules, and only with the blend on (0 otherwise, never read).
fn end_value(cx: &Ctx<'_>, root: u16) -> f64 {
    if cx.w.ended_blend <= 0.0 {
        return 0.0;
    }
    cx.st
        .feature_value(root, crate::engine::model::scoring::ScoreTime::End)
        .value as f64
}
