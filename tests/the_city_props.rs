//! Random games of The City: every decision legal, followers conserved,
//! scores never fall, every game ends by one of R-C14 a-d, and the wall is
//! always one chain along the city's outline.

use carcassonne_studio::ai::greedy_city::greedy_city_move;
use carcassonne_studio::engine::model::outline::{Outside, successor};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::rules::the_city::{Phase, WALL_PIECES};
use carcassonne_studio::engine::{Cell, FeatureKind, GameKind, Options, Setup, State};
use carcassonne_studio::engine::{rules::random_move, state::FOLLOWERS};
use carcassonne_studio::io::tileset::the_city;

fn check_wall(st: &State) {
    let Some(city) = st.city() else { return };
    let chain = city.chain();
    let filled = |c: Cell| st.board().is_filled(c);
    let cells: Vec<Cell> = st.board().placed().iter().map(|p| p.cell).collect();
    let out = Outside::compute(&cells, &filled, None);
    for e in &chain {
        assert!(filled(e.cell), "wall piece {e:?} borders a tile");
        assert!(
            out.contains(e.outside()),
            "wall piece {e:?} faces the open outside"
        );
    }
    for w in chain.windows(2) {
        assert_eq!(
            successor(&filled, w[0]),
            w[1],
            "the wall is one chain on the outline"
        );
    }
    assert_eq!(
        city.wall_supply as usize + city.pieces_placed(),
        WALL_PIECES as usize
    );
}

fn play(seed: u64, players: u8, greedy: bool) -> State {
    let ts = the_city();
    let setup = Setup {
        game: GameKind::City,
        players,
        options: Options::default(),
        seed,
    };
    let mut st = State::new(ts, &setup);
    let mut rng = Rng::new(seed ^ 0xC17);
    let mut last = st.scores().to_vec();
    let mut moves = 0;
    loop {
        let m = if greedy {
            greedy_city_move(&st, &mut rng)
        } else {
            random_move(&st, &mut rng)
        };
        let Some(m) = m else { break };
        let legal = st.legal_moves();
        assert!(
            legal.contains(&m),
            "random move {m:?} is among the legal moves"
        );
        if let Phase::Place { player }
        | Phase::Gate { player }
        | Phase::Wall { player }
        | Phase::Tower { player } = st.phase()
        {
            assert_eq!(player, st.current());
        }
        st.apply(&m)
            .unwrap_or_else(|e| panic!("seed {seed}: {m:?}: {e}"));
        moves += 1;
        assert!(moves < 2000);
        for (p, before) in last.iter().enumerate() {
            assert!(st.scores()[p] >= *before, "scores never decrease");
            let guards = st.city().unwrap().guards_of(p);
            let on_board = st
                .followers()
                .iter()
                .filter(|f| f.player as usize == p)
                .count() as u8;
            assert_eq!(
                on_board + guards + st.supply(p),
                FOLLOWERS,
                "followers conserved"
            );
        }
        last = st.scores().to_vec();
        check_wall(&st);
        if !st.is_over() {
            for f in st.followers() {
                let n = st.features().feature(f.node);
                assert!(
                    n.kind == FeatureKind::Residential || n.open > 0,
                    "seed {seed}: a follower on a completed {} was not scored",
                    n.kind.name()
                );
            }
        }
    }
    assert!(st.is_over());
    assert_eq!(st.phase(), Phase::Over);
    assert!(st.city().unwrap().end.is_some(), "the game ended by R-C14");
    st
}

#[test]
fn random_city_games_keep_the_invariants() {
    let mut ends = std::collections::BTreeMap::new();
    for seed in 0..200u64 {
        let players = 2 + (seed % 3) as u8;
        let st = play(seed, players, false);
        *ends
            .entry(format!("{:?}", st.city().unwrap().end.unwrap()))
            .or_insert(0) += 1;
    }
    eprintln!("random: {ends:?}");
}

/// Greedy players complete features often, so walls, guards, towers and
/// every end condition come up.
#[test]
fn greedy_city_games_keep_the_invariants_and_end_every_way() {
    let mut ends = std::collections::BTreeMap::new();
    for seed in 0..150u64 {
        let players = 2 + (seed % 3) as u8;
        let st = play(seed, players, true);
        *ends
            .entry(format!("{:?}", st.city().unwrap().end.unwrap()))
            .or_insert(0) += 1;
    }
    eprintln!("greedy: {ends:?}");
    assert!(ends.len() >= 3, "several end conditions occur: {ends:?}");
}
