//! Building a `State` from a position, checking everything a file can hold.

use super::city::city_walls;
use super::{
    MAX_SCORE, Position, PositionError, PositionProblem as P, PositionWall, Remaining, perr,
};
use crate::engine::model::board::on_table;
use crate::engine::model::features::MAX_PLAYERS;
use crate::engine::model::geometry::{Cell, Rotation, Side};
use crate::engine::model::rng::Rng;
use crate::engine::model::tile::{FeatureKind, GameKind, TileSet};
use crate::engine::state::city::{EndReason, Round, STACKS, Step, split_stacks};
use crate::engine::state::{FOLLOWERS, State};
use std::sync::Arc;

pub(super) fn build(
    ts: &Arc<TileSet>,
    pos: &Position,
    errs: &mut Vec<PositionError>,
) -> Option<State> {
    if pos.game != ts.game {
        errs.push(perr(None, P::OtherGame));
        return None;
    }
    let max_players = if pos.game == GameKind::City {
        4
    } else {
        MAX_PLAYERS as u8
    };
    if !(2..=max_players).contains(&pos.players) {
        errs.push(perr(
            None,
            P::Players {
                players: pos.players,
                most: max_players,
            },
        ));
        return None;
    }
    if pos.to_move >= pos.players {
        errs.push(perr(
            None,
            P::ToMoveAbsent {
                player: pos.to_move,
                players: pos.players,
            },
        ));
    }
    if pos.scores.len() > pos.players as usize {
        errs.push(perr(None, P::MoreScores));
    }
    for (p, sc) in pos.scores.iter().enumerate() {
        if *sc > MAX_SCORE {
            errs.push(perr(
                None,
                P::ScoreTooHigh {
                    player: p,
                    points: *sc,
                },
            ));
        }
    }
    if pos.tiles.len() > 250 {
        errs.push(perr(None, P::TooManyTiles));
        return None;
    }
    let mut st = State::empty(ts.clone(), pos.options, pos.players);
    let mut used = vec![0u32; ts.tiles.len()];
    let id_of = |id: &str, errs: &mut Vec<PositionError>, cell: Option<Cell>| -> Option<u8> {
        let t = ts.by_id(id);
        if t.is_none() {
            errs.push(perr(cell, P::UnknownTile(id.to_string())));
        }
        t
    };
    for pt in &pos.tiles {
        let cell = Cell::new(pt.x, pt.y);
        let Some(t) = id_of(&pt.tile, errs, Some(cell)) else {
            continue;
        };
        if pt.rot > 3 {
            errs.push(perr(Some(cell), P::Rotation(pt.rot)));
            continue;
        }
        if !on_table(cell) {
            errs.push(perr(Some(cell), P::OffTable));
            continue;
        }
        if st.board().is_filled(cell) {
            errs.push(perr(Some(cell), P::TwoTiles));
            continue;
        }
        used[t as usize] += 1;
        st.put_tile(cell, t, Rotation(pt.rot));
    }
    // Every touching pair of sides must match.
    for p in st.board().placed() {
        let mine_t = &ts.tiles[p.tile as usize];
        for s in [Side::E, Side::S] {
            if let Some(n) = st.board().at(p.cell.step(s)) {
                let mine = mine_t.edge_at(p.rot, s);
                let theirs = ts.tiles[n.tile as usize].edge_at(n.rot, s.opposite());
                if !mine.matches(theirs) {
                    errs.push(perr(
                        Some(p.cell),
                        P::Mismatch {
                            side: s,
                            mine,
                            at: n.cell,
                            theirs,
                        },
                    ));
                }
            }
        }
    }
    // All tiles form one connected landscape.
    let placed = st.board().placed().to_vec();
    if let Some(first) = placed.first() {
        let mut seen = vec![false; placed.len()];
        let mut todo = vec![first.cell];
        seen[0] = true;
        while let Some(c) = todo.pop() {
            for s in Side::ALL {
                if let Some(i) = st.board().index_at(c.step(s))
                    && !seen[i]
                {
                    seen[i] = true;
                    todo.push(placed[i].cell);
                }
            }
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            errs.push(perr(Some(placed[i].cell), P::NotTouching));
        }
    }
    // Followers.
    let mut on_board = [0u8; MAX_PLAYERS];
    for f in &pos.followers {
        let cell = Cell::new(f.x, f.y);
        if f.player >= pos.players {
            errs.push(perr(Some(cell), P::FollowerOfAbsent { player: f.player }));
            continue;
        }
        let Some(p) = st.board().at(cell).copied() else {
            errs.push(perr(Some(cell), P::FollowerNoTile));
            continue;
        };
        let tt = &ts.tiles[p.tile as usize];
        let Some(local) = tt.feature_by_label(p.rot, &f.on) else {
            errs.push(perr(
                Some(cell),
                P::FollowerNoFeature {
                    on: f.on.clone(),
                    tile: tt.id.clone(),
                },
            ));
            continue;
        };
        let kind = tt.features[local as usize].kind;
        if kind == FeatureKind::Field && !pos.options.farmers {
            errs.push(perr(Some(cell), P::FarmersOff));
        }
        on_board[f.player as usize] += 1;
        if on_board[f.player as usize] > FOLLOWERS {
            errs.push(perr(Some(cell), P::TooManyFollowers { player: f.player }));
            continue;
        }
        st.deploy(f.player, p.node_base + local as u16, cell, local);
    }
    // The City: the wall, its guards and towers.
    if let Some(pc) = &pos.city {
        if pos.game != GameKind::City {
            errs.push(perr(None, P::WallsNotCity));
        } else {
            city_walls(&mut st, pc, pos.players, &mut on_board, errs);
        }
    }
    // A completed city, road or monastery with followers would have been scored.
    let fl = st.followers().to_vec();
    for f in &fl {
        let r = st.features().root(f.node);
        let node = *st.features().node(r);
        let done = match node.kind {
            FeatureKind::City | FeatureKind::Road | FeatureKind::Street | FeatureKind::Market => {
                node.open == 0
            }
            FeatureKind::Monastery => st.board().filled_around(f.cell) == 9,
            _ => false,
        };
        // At the end, followers stay where the end scoring found them.
        if done && !pos.over {
            errs.push(perr(Some(f.cell), P::OnCompleted(node.kind)));
        }
    }
    // Supplies and scores.
    let supplies: Vec<u8> = match &pos.supplies {
        Some(s) => {
            if s.len() != pos.players as usize {
                errs.push(perr(None, P::SuppliesLength));
            }
            (0..pos.players as usize)
                .map(|p| s.get(p).copied().unwrap_or(0))
                .collect()
        }
        None => (0..pos.players as usize)
            .map(|p| FOLLOWERS.saturating_sub(on_board[p]))
            .collect(),
    };
    for p in 0..pos.players as usize {
        if supplies[p] as u32 + on_board[p] as u32 > FOLLOWERS as u32 {
            errs.push(perr(
                None,
                P::SupplyTooHigh {
                    player: p,
                    supply: supplies[p],
                    on_board: on_board[p],
                },
            ));
        }
    }
    st.set_position_counters(
        &supplies,
        &pos.scores,
        pos.to_move.min(pos.players - 1),
        // Moves made: as given, or every placed tile but the start tile
        // (discards are not moves).
        pos.turn.unwrap_or(
            (pos.tiles.len() - usize::from(ts.start.is_some() && !pos.tiles.is_empty())) as u32,
        ),
    );
    // Drawn, discards and the stack.
    let drawn = pos.drawn.as_ref().and_then(|d| id_of(d, errs, None));
    if let Some(d) = drawn {
        used[d as usize] += 1;
    }
    let mut discards = Vec::new();
    for d in &pos.discards {
        if let Some(t) = id_of(d, errs, None) {
            used[t as usize] += 1;
            discards.push(t);
        }
    }
    let mut stack: Vec<u8> = Vec::new();
    match &pos.remaining {
        Remaining::Rest => {
            for (i, t) in ts.tiles.iter().enumerate() {
                for _ in used[i]..t.count as u32 {
                    stack.push(i as u8);
                }
            }
            Rng::new(pos.seed).shuffle(&mut stack);
        }
        Remaining::Counts(m) => {
            for (id, n) in m {
                if let Some(t) = id_of(id, errs, None) {
                    used[t as usize] += *n as u32;
                    stack.extend(std::iter::repeat_n(t, *n as usize));
                }
            }
            Rng::new(pos.seed).shuffle(&mut stack);
        }
        Remaining::Order(v) => {
            for id in v.iter().rev() {
                if let Some(t) = id_of(id, errs, None) {
                    used[t as usize] += 1;
                    stack.push(t);
                }
            }
        }
    }
    for (i, t) in ts.tiles.iter().enumerate() {
        if used[i] > t.count as u32 {
            errs.push(perr(
                None,
                P::TooManyOfTile {
                    used: used[i],
                    tile: t.id.clone(),
                    count: t.count,
                },
            ));
        }
    }
    if let Some(c) = st.city.as_deref_mut() {
        let pc = pos.city.clone().unwrap_or_default();
        c.stack_left = pc.stacks.unwrap_or_else(|| split_stacks(stack.len()));
        for (i, (n, most)) in c.stack_left.iter().zip(STACKS).enumerate() {
            if *n > most {
                errs.push(perr(
                    None,
                    P::StackTooFull {
                        stack: i,
                        holds: *n,
                        most,
                    },
                ));
            }
        }
        if c.stack_left.iter().map(|n| *n as usize).sum::<usize>() != stack.len() {
            errs.push(perr(
                None,
                P::StacksVsRemaining {
                    stacks: c.stack_left.iter().map(|n| *n as usize).sum::<usize>(),
                    remain: stack.len(),
                },
            ));
        }
        if let Some(k) = pc.stack
            && !(1..=3).contains(&k)
        {
            errs.push(perr(None, P::NoSuchStack(k)));
        }
        c.cur_stack = pc
            .stack
            .unwrap_or_else(|| {
                c.stack_left
                    .iter()
                    .position(|n| *n > 0)
                    .map_or(3, |i| i as u8 + 1)
            })
            .clamp(1, 3);
        c.rounds = pc.rounds.unwrap_or(0);
    }
    st.set_stack(stack);
    st.set_discards(discards);
    let round = pos.city.as_ref().and_then(|c| c.round.as_ref());
    if pos.over {
        // The end scoring is done and in the scores: mark the game over
        // without scoring again.
        if drawn.is_some() || round.is_some() {
            errs.push(perr(None, P::OverButDrawn));
        }
        let end = pos.city.as_ref().and_then(|c| c.end);
        let closing = pos
            .city
            .as_ref()
            .map(|c| c.closing.clone())
            .unwrap_or_default();
        set_over(&mut st, end, &closing, errs);
    } else if let Some(r) = round {
        if drawn.is_some() {
            errs.push(perr(None, P::DrawnInRound));
        }
        let pending = r.steps.get(r.next).copied();
        let Some((player, step)) = pending else {
            errs.push(perr(None, P::RoundDone));
            return Some(st);
        };
        if r.tile_player >= pos.players || r.steps.iter().any(|(p, _)| *p >= pos.players) {
            errs.push(perr(None, P::RoundAbsentPlayer));
            return Some(st);
        }
        if player != pos.to_move {
            errs.push(perr(
                None,
                P::RoundWaitsFor {
                    to_move: pos.to_move,
                    waits: player,
                },
            ));
        }
        let gate = pos.city.as_ref().is_some_and(|c| c.gate.is_some());
        if (step == Step::Gate) == gate {
            errs.push(perr(
                None,
                if gate {
                    P::RoundGatePlaced
                } else {
                    P::RoundNoGate
                },
            ));
        }
        if let Some(c) = st.city.as_deref_mut() {
            c.round = Some(Round {
                tile_player: r.tile_player,
                steps: r.steps.clone(),
                next: r.next,
            });
        }
    } else {
        st.start_with_drawn(drawn);
    }
    Some(st)
}

/// Marks a built game as over, its end scoring done: The City's closing
/// wall closes the ports it faces (without scoring again).
fn set_over(
    st: &mut State,
    end: Option<EndReason>,
    closing: &[PositionWall],
    errs: &mut Vec<PositionError>,
) {
    st.over = true;
    st.drawn = None;
    let mut edges = Vec::with_capacity(closing.len());
    for w in closing {
        let e = w.edge();
        if !on_table(e.cell) || !st.board().is_filled(e.cell) {
            errs.push(perr(Some(e.cell), P::ClosingBesideNoTile));
            return;
        }
        st.city_close_ports(e);
        edges.push(e);
    }
    if let Some(c) = st.city.as_deref_mut() {
        c.end = end;
        c.closing = edges;
    }
}
