//! The reference's City (RULES 4 and the readings of docs/the-city.md):
//! the outline walked cell by cell, the open outside by flood fill, the
//! wall, its rounds, guards, towers and the end.

use super::game::{Decision, Node, RefEvent, RefGame, Side4, Xy, step};
use crate::engine::model::tile::FeatureKind;
use std::collections::BTreeSet;

/// The empty cells reachable from the open outside, over the tiles' box.
pub struct Outside {
    x0: i32,
    y0: i32,
    w: usize,
    h: usize,
    reach: Vec<bool>,
}

impl RefGame {
    /// Empty cells reachable from the open outside, `extra` counted as filled:
    /// a flood fill from the border of the tiles' box grown by one (cells
    /// beyond the box are outside).
    pub fn outside(&self, extra: Option<Xy>) -> Outside {
        let cells: Vec<Xy> = self.laid.iter().map(|l| l.xy).chain(extra).collect();
        let x0 = cells.iter().map(|c| c.0).min().unwrap_or(0) - 1;
        let x1 = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
        let y0 = cells.iter().map(|c| c.1).min().unwrap_or(0) - 1;
        let y1 = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
        let (w, h) = ((x1 - x0 + 1) as usize, (y1 - y0 + 1) as usize);
        let at = |c: Xy| (c.1 - y0) as usize * w + (c.0 - x0) as usize;
        let mut full = vec![false; w * h];
        for c in &cells {
            full[at(*c)] = true;
        }
        let mut reach = vec![false; w * h];
        let mut todo = vec![];
        for x in x0..=x1 {
            for y in y0..=y1 {
                if (x == x0 || x == x1 || y == y0 || y == y1) && !full[at((x, y))] {
                    reach[at((x, y))] = true;
                    todo.push((x, y));
                }
            }
        }
        while let Some(c) = todo.pop() {
            for s in 0..4 {
                let n = step(c, s);
                if n.0 >= x0 && n.0 <= x1 && n.1 >= y0 && n.1 <= y1 {
                    let i = at(n);
                    if !full[i] && !reach[i] {
                        reach[i] = true;
                        todo.push(n);
                    }
                }
            }
        }
        Outside {
            x0,
            y0,
            w,
            h,
            reach,
        }
    }

    /// True if the empty cell is reachable from the open outside.
    pub fn is_outside(o: &Outside, c: Xy) -> bool {
        let (x, y) = (c.0 - o.x0, c.1 - o.y0);
        x < 0
            || y < 0
            || x as usize >= o.w
            || y as usize >= o.h
            || o.reach[y as usize * o.w + x as usize]
    }

    /// The outline edge after `e` walking clockwise (the city on the right),
    /// keeping the empty cell on the left as long as it goes on (R-C7a).
    pub fn next_edge(&self, e: Side4, extra: Option<Xy>) -> Side4 {
        let full = |c: Xy| self.filled(c) || Some(c) == extra;
        let ((cell, s), d) = (e, (e.1 + 1) % 4);
        let ahead_out = step(step(cell, s), d);
        let ahead = step(cell, d);
        if full(ahead_out) {
            (ahead_out, (s + 3) % 4)
        } else if full(ahead) {
            (ahead, s)
        } else {
            (cell, d)
        }
    }

    /// The outline edge before `e` (walking anticlockwise).
    pub fn prev_edge(&self, e: Side4) -> Side4 {
        let ((cell, s), d) = (e, (e.1 + 3) % 4);
        let back_out = step(step(cell, s), d);
        let back = step(cell, d);
        if self.filled(back_out) {
            (back_out, (s + 1) % 4)
        } else if self.filled(back) {
            (back, s)
        } else {
            (cell, d)
        }
    }

    /// The wall in order along the outline: anticlockwise arm, gate, clockwise arm.
    pub fn chain(&self) -> Vec<Side4> {
        let Some(w) = &self.wall else { return vec![] };
        let mut v: Vec<Side4> = w.ccw.iter().rev().map(|p| p.0).collect();
        v.extend(w.gate);
        v.extend(w.cw.iter().map(|p| p.0));
        v
    }

    /// R-C4, R-C4a: no tile outside a wall piece; none that cuts a piece's
    /// outside off the open outside or takes the wall off the outline.
    pub fn wall_allows(&self, c: Xy) -> bool {
        let Some(w) = &self.wall else { return true };
        if w.gate.is_none() {
            return true;
        }
        let chain = self.chain();
        if chain.iter().any(|(cell, s)| step(*cell, *s) == c) {
            return false;
        }
        let after = self.outside(Some(c));
        if !chain
            .iter()
            .all(|(cell, s)| Self::is_outside(&after, step(*cell, *s)))
        {
            return false;
        }
        chain
            .windows(2)
            .all(|p| self.next_edge(p[0], Some(c)) == p[1])
    }

    /// The ends of the wall: (clockwise end, anticlockwise end).
    fn wall_ends(&self) -> Option<(Side4, Side4)> {
        let w = self.wall.as_ref()?;
        let g = w.gate?;
        Some((
            w.cw.last().map_or(g, |p| p.0),
            w.ccw.last().map_or(g, |p| p.0),
        ))
    }

    /// True when the wall is a ring (R-C14d).
    pub fn ring(&self) -> bool {
        self.wall_ends()
            .is_some_and(|(cw, ccw)| self.next_edge(cw, None) == ccw)
    }

    /// The edges a wall piece may go on: the next along the outline at each end (R-C7).
    pub fn wall_candidates(&self) -> Vec<(Side4, bool)> {
        let Some((cw, ccw)) = self.wall_ends() else {
            return vec![];
        };
        if self.ring() {
            return vec![];
        }
        let a = self.next_edge(cw, None);
        let b = self.prev_edge(ccw);
        if a == b {
            vec![(a, true)]
        } else {
            vec![(a, true), (b, false)]
        }
    }

    /// The unwalled outline between the ends (R-C14c), clockwise from the cw end.
    pub fn gap(&self) -> Vec<Side4> {
        let Some((cw, ccw)) = self.wall_ends() else {
            return vec![];
        };
        let mut v = vec![];
        let mut e = self.next_edge(cw, None);
        while e != ccw && v.len() < 4 * self.laid.len() + 8 {
            v.push(e);
            e = self.next_edge(e, None);
        }
        v
    }

    /// The gate goes on any tile side facing an empty cell of the open outside (R-C7).
    pub fn gate_edges(&self) -> Vec<Side4> {
        let out = self.outside(None);
        let mut v = vec![];
        for l in &self.laid {
            for s in 0..4 {
                let o = step(l.xy, s);
                if !self.filled(o) && Self::is_outside(&out, o) {
                    v.push((l.xy, s));
                }
            }
        }
        v
    }

    /// R-C11, R-C11a: the first wall piece looking inward across tiles only.
    pub fn opposite_guard(&self, e: Side4) -> Option<usize> {
        let w = self.wall.as_ref()?;
        let d = (e.1 + 2) % 4;
        let mut c = e.0;
        while self.filled(c) {
            if let Some(p) = w.cw.iter().chain(&w.ccw).find(|p| p.0 == (c, d)) {
                return p.1;
            }
            c = step(c, d);
        }
        None
    }

    /// Wall pieces a tower at an end would score (R-C12).
    pub fn tower_value(&self, cw: bool) -> u32 {
        let Some(w) = &self.wall else { return 0 };
        let len = if cw { w.cw.len() } else { w.ccw.len() };
        let last = w
            .towers
            .iter()
            .filter(|t| t.1 == cw)
            .map(|t| t.2)
            .max()
            .unwrap_or(0);
        len.saturating_sub(last) as u32
    }

    /// Scores every completed street and market with followers (4.4, R-C13);
    /// during play their followers go home. True if someone got points (R-C8).
    pub fn city_score(&mut self, end: bool, events: &mut Vec<RefEvent>) -> bool {
        let mut paid = false;
        for (nodes, holders) in self.occupied() {
            let kind = self.kind(*nodes.iter().next().unwrap_or(&(0, 0)));
            if !matches!(kind, FeatureKind::Street | FeatureKind::Market)
                || self.open_places(&nodes) > 0
            {
                continue;
            }
            let cells = self.cells(&nodes);
            let tiles = cells.len() as u32;
            let (rule, value) = if kind == FeatureKind::Street {
                ("§4.4 street", if tiles >= 4 { 2 * tiles } else { tiles })
            } else {
                let kinds: BTreeSet<_> =
                    nodes.iter().filter_map(|n| self.feat(*n).market).collect();
                ("§4.4 market", tiles * kinds.len() as u32)
            };
            let points = self.majority(&holders, value);
            paid |= points.iter().any(|p| *p > 0);
            self.pay(
                RefEvent {
                    end,
                    kind,
                    rule,
                    points,
                    tile_count: tiles,
                    cells,
                },
                events,
            );
            if !end {
                self.return_followers(&nodes);
            }
        }
        paid
    }

    /// R-C8 to R-C10: the wall round a scoring placement starts, if any.
    pub fn start_round(&mut self, events: &mut Vec<RefEvent>) -> bool {
        let n = self.players;
        let tp = self.current;
        let Some(w) = self.wall.as_mut() else {
            return false;
        };
        if w.stack < 2 {
            return false;
        }
        let first = w.gate.is_none();
        if !first && w.supply == 0 {
            return false;
        }
        let seat = |i: usize| (tp + i) % n;
        let mut steps = vec![];
        if first {
            steps.push((tp, Decision::Gate));
            if n == 2 {
                steps.extend([
                    (seat(1), Decision::Wall),
                    (seat(0), Decision::Wall),
                    (seat(1), Decision::Wall),
                ]);
            } else {
                steps.extend((1..n).map(|i| (seat(i), Decision::Wall)));
            }
        } else {
            let passes = if w.stack >= 3 { 2 } else { 1 } * if n == 2 { 2 } else { 1 };
            for _ in 0..passes {
                steps.extend((0..n).map(|i| (seat(i), Decision::Wall)));
            }
        }
        steps.push((tp, Decision::Tower));
        w.round = Some((tp, steps, 0));
        self.settle(events);
        true
    }

    /// Skips decisions nobody can make; ends the round when none is left.
    pub fn settle(&mut self, events: &mut Vec<RefEvent>) {
        loop {
            let Some(w) = &self.wall else { return };
            let Some((_, steps, next)) = &w.round else {
                return;
            };
            let Some(&(p, d)) = steps.get(*next) else {
                self.end_round(events);
                return;
            };
            let skip = match d {
                Decision::Gate => false,
                Decision::Wall => w.supply == 0 || self.ring(),
                Decision::Tower => {
                    w.towers_left[p] == 0
                        || (self.tower_value(true) == 0 && self.tower_value(false) == 0)
                }
            };
            if !skip {
                self.current = p;
                return;
            }
            if let Some(r) = self.wall.as_mut().and_then(|w| w.round.as_mut()) {
                r.2 += 1;
            }
        }
    }

    /// After the round: the game ends (R-C14 d, b, c) or the next player draws.
    fn end_round(&mut self, events: &mut Vec<RefEvent>) {
        let ring = self.ring();
        let gap = self.gap().len();
        let Some(w) = self.wall.as_mut() else { return };
        let tp = w.round.take().map_or(0, |r| r.0);
        if ring || w.supply == 0 || (w.gate.is_some() && gap <= 5) {
            self.drawn = None;
            self.finish(events);
            return;
        }
        self.current = (tp + 1) % self.players;
        self.draw_into(events);
    }

    /// The end of The City (R-C14 onwards).
    pub fn city_finish(&mut self, events: &mut Vec<RefEvent>) {
        let closing = if self.wall.as_ref().is_some_and(|w| w.gate.is_some()) {
            if self.ring() { vec![] } else { self.gap() }
        } else if let Some(top) = self.laid.iter().map(|l| l.xy).min_by_key(|c| (c.1, c.0)) {
            let start = (top, 0);
            let mut v = vec![start];
            let mut e = self.next_edge(start, None);
            while e != start && v.len() < 4 * self.laid.len() + 8 {
                v.push(e);
                e = self.next_edge(e, None);
            }
            v
        } else {
            vec![]
        };
        if let Some(w) = self.wall.as_mut() {
            w.round = None;
            w.closing = closing;
        }
        self.city_score(true, events);
        // Followers on incomplete streets and markets go home scoring nothing.
        for (nodes, _) in self.occupied() {
            let kind = self.kind(*nodes.iter().next().unwrap_or(&(0, 0)));
            if matches!(kind, FeatureKind::Street | FeatureKind::Market)
                && self.open_places(&nodes) > 0
            {
                self.return_followers(&nodes);
            }
        }
        // R-C15: residential areas, 2 a bordering market.
        for (nodes, holders) in self.occupied() {
            let kind = self.kind(*nodes.iter().next().unwrap_or(&(0, 0)));
            if kind != FeatureKind::Residential {
                continue;
            }
            let markets = self.markets_bordering(&nodes);
            let cells = self.cells(&nodes);
            let ev = RefEvent {
                end: true,
                kind,
                rule: "R-C15",
                points: self.majority(&holders, 2 * markets),
                tile_count: cells.len() as u32,
                cells,
            };
            self.pay(ev, events);
        }
        // R-C16: each guard on its own.
        let guards: Vec<(Side4, usize)> = self
            .wall
            .as_ref()
            .map(|w| {
                w.ccw
                    .iter()
                    .chain(&w.cw)
                    .filter_map(|p| p.1.map(|g| (p.0, g)))
                    .collect()
            })
            .unwrap_or_default();
        for (e, g) in guards {
            let d = (e.1 + 2) % 4;
            let mut line = vec![];
            let mut c = e.0;
            while self.filled(c) && line.len() < 256 {
                line.push(c);
                c = step(c, d);
            }
            let value: u32 = line
                .iter()
                .map(|c| {
                    let t = &self.tiles[self.laid[self.at[c]].tile];
                    2 * t.public + 3 * t.historic as u32
                })
                .sum();
            let mut points = vec![0; self.players];
            points[g] = value;
            line.sort_unstable();
            let ev = RefEvent {
                end: true,
                kind: FeatureKind::Wall,
                rule: "R-C16",
                points,
                tile_count: line.len() as u32,
                cells: line,
            };
            self.pay(ev, events);
        }
    }

    /// R-C15: markets a residential area borders, on its tiles (tile data) or
    /// across a side where a residential half faces a market half; each once.
    pub fn markets_bordering(&self, area: &BTreeSet<Node>) -> u32 {
        let mut markets: Vec<BTreeSet<Node>> = vec![];
        let mut add = |g: &RefGame, m: Node| {
            if !markets.iter().any(|f| f.contains(&m)) {
                markets.push(g.feature(m));
            }
        };
        for n in area {
            for m in self.feat(*n).touches.clone() {
                add(self, (n.0, m));
            }
            for p in self.places(*n) {
                if let Some(m) = self.across(n.0, p)
                    && self.kind(m) == FeatureKind::Market
                {
                    add(self, m);
                }
            }
        }
        markets.len() as u32
    }
}
