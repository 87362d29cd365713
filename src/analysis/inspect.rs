//! The feature inspector: one board feature (or all of them) with its tiles,
//! followers, who would win it, and what it is worth.

use crate::engine::model::geometry::Cell;
use crate::engine::model::scoring::{Rule, ScoreTime};
use crate::engine::model::tile::FeatureKind;
use crate::engine::{MAX_PLAYERS, State};
use crate::wording::MAJORITY_RULE;
use serde::Serialize;

/// A city a field touches (R-B4).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CityRef {
    pub node: u16,
    pub anchor: Cell,
    pub tiles: Vec<Cell>,
    pub shields: u16,
    pub complete: bool,
}

/// The cities a field touches, completed ones (which pay, R-B3) and open ones.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FieldCities {
    pub completed: Vec<CityRef>,
    pub open: Vec<CityRef>,
}

/// A market a residential area borders (R-C15).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MarketRef {
    pub node: u16,
    pub anchor: Cell,
    pub tiles: Vec<Cell>,
    /// Different kinds of goods in it.
    pub kinds: u16,
    pub complete: bool,
}

/// A guard on the wall and the row (or column) it watches (R-C16).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GuardInfo {
    pub player: usize,
    /// The tile whose side the wall piece lies on, and that side.
    pub cell: Cell,
    pub side: crate::engine::Side,
    /// The tiles it watches, from its own inward to the first empty cell or the far wall.
    pub row: Vec<Cell>,
    pub public: u16,
    pub historic: u16,
    /// What it scores if the game ended now: 2 per public, 3 per historic building.
    pub value: u32,
}

/// Everything about one board feature.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FeatureInfo {
    /// The feature's root node.
    pub node: u16,
    pub kind: FeatureKind,
    /// A cell of the feature and the place label there (the root's tile).
    pub anchor: Cell,
    pub label: String,
    /// Distinct tiles, in placement order (a monastery: itself, then its filled neighbours).
    pub tiles: Vec<Cell>,
    /// Distinct tiles (a monastery: filled cells of its 3x3 area).
    pub tile_count: u16,
    pub shields: u16,
    /// How open it is: a city's sides or a road's ends facing an empty cell,
    /// a field's half sides facing one, a monastery's empty surrounding cells.
    pub open: u16,
    /// No open side left (a monastery: all 8 neighbours filled). Fields are never complete.
    pub complete: bool,
    /// Followers on it per player.
    pub followers: Vec<u8>,
    /// Players (0-based) with the most followers, who would score it (majority);
    /// empty when nobody has a follower on it.
    pub winners: Vec<usize>,
    /// More than one winner: each scores in full.
    pub tie: bool,
    /// What it is worth now: if complete, the value it scored when completed
    /// (if anybody stood on it); else what it pays in the end scoring.
    pub value_now: u32,
    /// The rule of `value_now`.
    pub rule_id: &'static str,
    pub rule_text: &'static str,
    /// The rule itself, for screens that say its text in another language
    /// (not part of the command line's output).
    #[serde(skip)]
    pub rule: Rule,
    /// True if it was scored during play already (a completed city, road or monastery).
    pub scored_already: bool,
    /// What it pays each winner in the end scoring if the game ended now
    /// (0 for a completed city, road or monastery: it was scored when completed).
    pub end_value: u32,
    /// For an unfinished city, road or monastery: what it would score if completed
    /// at its present size.
    pub if_completed: Option<u32>,
    /// Fields only: the cities it touches.
    pub cities: Option<FieldCities>,
    /// The City's residential areas only: the markets it borders (R-C15).
    pub markets: Option<Vec<MarketRef>>,
    /// The majority rule (RULES.md section 1).
    pub majority_rule: &'static str,
}

fn cells_of(st: &State, root: u16) -> Vec<Cell> {
    st.features()
        .tiles_of(root)
        .iter()
        .map(|i| st.board().placed()[*i as usize].cell)
        .collect()
}

fn city_ref(st: &State, root: u16) -> CityRef {
    let n = st.features().node(root);
    CityRef {
        node: root,
        anchor: st.board().placed()[n.tile as usize].cell,
        tiles: cells_of(st, root),
        shields: n.shields,
        complete: n.open == 0,
    }
}

/// The feature containing a node (any node of it).
pub fn inspect_node(st: &State, node: u16) -> FeatureInfo {
    let players = st.players().min(MAX_PLAYERS);
    let root = st.features().root(node);
    let n = *st.features().node(root);
    let placed = st.board().placed()[n.tile as usize];
    let tt = &st.tileset().tiles[placed.tile as usize];
    let label = tt.feature_label(placed.rot, n.local);
    let v = st.feature_value(root, ScoreTime::End);
    let (tiles, open) = if n.kind == FeatureKind::Monastery {
        let mut t = vec![placed.cell];
        t.extend(placed.cell.ring().filter(|c| st.board().is_filled(*c)));
        (t, 9 - st.board().filled_around(placed.cell) as u16)
    } else {
        (cells_of(st, root), n.open)
    };
    let complete = match n.kind {
        FeatureKind::Field | FeatureKind::Residential => false,
        _ => v.complete,
    };
    let followers = n.followers[..players].to_vec();
    let most = followers.iter().copied().max().unwrap_or(0);
    let winners: Vec<usize> = if most == 0 {
        Vec::new()
    } else {
        (0..players).filter(|p| followers[*p] == most).collect()
    };
    let during_play = matches!(
        n.kind,
        FeatureKind::City | FeatureKind::Road | FeatureKind::Monastery
    );
    let scored_already = complete && during_play;
    let end_value = match n.kind {
        FeatureKind::Field if !st.options().farmers => 0,
        _ if scored_already => 0,
        _ => v.value,
    };
    let completes = during_play || matches!(n.kind, FeatureKind::Street | FeatureKind::Market);
    let if_completed = if complete || !completes {
        None
    } else {
        Some(match n.kind {
            // R-B2a: the old rule's flat 2, shields or not.
            FeatureKind::City if st.options().two_tile_city && v.tile_count == 2 => 2,
            FeatureKind::Street | FeatureKind::Market => v.completed_value,
            FeatureKind::City => 2 * v.tile_count as u32 + 2 * v.shields as u32,
            FeatureKind::Monastery => 9,
            _ => v.tile_count as u32,
        })
    };
    let cities = (n.kind == FeatureKind::Field).then(|| {
        let mut completed = Vec::new();
        let mut open = Vec::new();
        for c in st.cities_touched(root) {
            let r = city_ref(st, c);
            if r.complete {
                completed.push(r);
            } else {
                open.push(r);
            }
        }
        FieldCities { completed, open }
    });
    let markets = (n.kind == FeatureKind::Residential).then(|| {
        st.markets_bordering(root)
            .into_iter()
            .map(|m| {
                let mv = st.feature_value(m, ScoreTime::End);
                MarketRef {
                    node: m,
                    anchor: st.board().placed()[st.features().node(m).tile as usize].cell,
                    tiles: cells_of(st, m),
                    kinds: mv.cities,
                    complete: mv.complete,
                }
            })
            .collect()
    });
    FeatureInfo {
        node: root,
        kind: n.kind,
        anchor: placed.cell,
        label,
        tiles,
        tile_count: v.tile_count,
        shields: n.shields,
        open,
        complete,
        tie: winners.len() > 1,
        followers,
        winners,
        value_now: v.value,
        rule_id: v.rule.id(),
        rule_text: crate::wording::rule_text(v.rule),
        rule: v.rule,
        scored_already,
        end_value,
        if_completed,
        cities,
        markets,
        majority_rule: MAJORITY_RULE,
    }
}

/// The feature at a cell and place label ("N", "Es", "C" for a monastery), as files name them.
pub fn inspect_at(st: &State, cell: Cell, label: &str) -> Result<FeatureInfo, String> {
    let node = st.feature_at(cell, label).map_err(|e| e.to_string())?;
    Ok(inspect_node(st, node))
}

/// Every feature on the board, each once: by kind (city, road, field,
/// monastery), then by anchor cell (row, then column).
pub fn all_features(st: &State) -> Vec<FeatureInfo> {
    let mut v: Vec<FeatureInfo> = st.features().roots().map(|r| inspect_node(st, r)).collect();
    v.sort_by(|a, b| {
        a.kind
            .cmp(&b.kind)
            .then((a.anchor.y, a.anchor.x).cmp(&(b.anchor.y, b.anchor.x)))
            .then(a.node.cmp(&b.node))
    });
    v
}

/// The City: every guard on the wall with the row it watches and what it
/// would score now, in wall order (anticlockwise arm, then clockwise).
pub fn guards(st: &State) -> Vec<GuardInfo> {
    let Some(city) = st.city() else {
        return Vec::new();
    };
    city.pieces()
        .filter_map(|w| {
            let player = w.guard? as usize;
            let (public, historic) = st.guard_buildings(w.edge);
            Some(GuardInfo {
                player,
                cell: w.edge.cell,
                side: w.edge.side,
                row: st.guard_line(w.edge),
                public,
                historic,
                value: 2 * public as u32 + 3 * historic as u32,
            })
        })
        .collect()
}
