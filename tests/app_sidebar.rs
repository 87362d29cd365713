//! The analysis sidebar driven headless (egui_kittest): the numbers it shows
//! for known scenarios, read as a person reads them, against answers worked
//! out by hand here.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::engine::{Cell, Move};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

/// The app with a scenario open and the sidebar on (or off: `purist`).
fn opened(file: &str, purist: bool) -> Harness<'static, Studio> {
    let settings = Settings {
        speed: Speed::Instant,
        show_analysis: true,
        purist,
        ..Default::default()
    };
    let mut st = Studio::new(
        settings,
        NewGameForm::default(),
        Box::new(ScriptedDialogs::default()),
        None,
    );
    // The computer's values are not read here, and rows re-sort when they
    // come (the hard player may finish its search early, whatever its
    // budget): switch them off, so the order stays the interim one.
    st.play.analysis.computer_values = false;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    st.open_path(&path);
    assert!(st.error.is_none(), "{:?}", st.error);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.run_steps(3);
    h
}

/// The row of the drawn tile at (0,-1) turned 180° without a follower, in
/// the words the sidebar uses.
fn north_turned_twice(h: &Harness<'static, Studio>) -> String {
    let st = h.state().play.session.as_ref().expect("a game").state();
    let tile = st.drawn().expect("a drawn tile");
    carcassonne_studio::wording::move_words(st, tile, Cell::new(0, -1), 2, None)
}

/// Clicks a sidebar row, scrolled into view first: the sidebar is taller
/// than the test window, and a click off the screen reaches nothing.
fn click_row(h: &mut Harness<'static, Studio>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(2);
    h.get_by_label(label).click();
}

const TIE: &str = "assets/scenarios/02-majority-tie.ron";
const KNIGHTS: &str = "assets/scenarios/03-majority-more-knights.ron";

#[test]
fn legal_move_count_for_the_drawn_tile() {
    // Checks: the sidebar counts the drawn tile N's legal placements in 02.
    // By hand: the open cells beside E(0,0), E(1,0), E(1,-1) are (-1,0),
    // (0,1), (0,-1), (1,1), (2,0), (2,-1), (1,-2). N's city (two adjacent
    // sides) fits (0,-1) only turned twice (city south and east), 1; on each
    // of the 6 others it faces a field or one city side and fits 2 distinct
    // ways: 1 + 6 * 2 = 13.
    let h = opened(TIE, false);
    h.get_by_label("Legal placements: 13");
}

#[test]
fn the_city_inspected_is_worth_four_to_red() {
    // Checks: picking the city in the inspector shows its value and majority.
    // By hand (03): tiles E, G, F = 3 tiles, 1 shield (F's): an incomplete
    // city is 1 per tile + 1 per shield = 3 + 1 = 4 now and at the end; Red
    // (Player 1) has 2 knights to Blue's 1, so Red alone would take it.
    let mut h = opened(KNIGHTS, false);
    h.get_by_label_contains("All features").click();
    h.run_steps(2);
    h.get_by_label_contains("city at (").click();
    h.run_steps(2);
    h.get_by_label("Worth now: 4");
    h.get_by_label("At the end: 4");
    h.get_by_label("Tiles: 3");
    h.get_by_label("Shields: 1");
    h.get_by_label("Followers: Player 1 2, Player 2 1");
    h.get_by_label("Would win: Player 1");
    // The city's three tiles light up on the board.
    assert_eq!(h.state().play.analysis.highlight().len(), 3);
}

#[test]
fn remaining_tile_counts_and_next_tile_chance() {
    // Checks: a tile count and its next-tile chance in 03.
    // By hand: the base set has 72 tiles, 5 of them E. On the board E, G, F;
    // U is drawn (not counted): 72 - 3 - 1 = 68 in the stack. E: 5 - 1 = 4
    // left; the chance E comes next is 4 / 68 = 0.0588 = 5.9%.
    let h = opened(KNIGHTS, false);
    // One count, one meaning: the players' panel and the sidebar say the same.
    assert_eq!(h.query_all_by_label("Tiles to draw: 68").count(), 2);
    h.get_by_label("tile E: 4 left, 5.9% next");
    // G's one copy is on the board: 0 left, 0% next.
    h.get_by_label("tile G: 0 left, 0.0% next");
}

#[test]
fn open_spot_chance_within_n_draws() {
    // Checks: the open spot east of the city and its chances (03).
    // By hand: (2,0) faces F's city on its west side, so any tile with a city
    // side fits: C1 D4 E4 F1 H3 I2 J3 K3 L3 M2 N3 O2 P3 Q1 R3 S2 T1 = 41 of 68.
    // Next draw: 41/68 = 60.3%. Within 3 draws: 1 - (27*26*25)/(68*67*66)
    // = 1 - 17550/300696 = 1 - 0.0584 = 94.2%.
    let h = opened(KNIGHTS, false);
    h.get_by_label("(2, 0) city: 41 tiles fit, 60.3% next, 94.2% within 3 draws");
}

#[test]
fn score_now_lists_the_event_with_its_rule() {
    // Checks: "Score if the game ended now" in 02 gives Red's one-tile city.
    // By hand: Red's knight is in the 1-tile city of E at (0,0), incomplete:
    // 1 point at the end (1 per tile, no shield), to Player 1.
    let h = opened(TIE, false);
    // Blue's knight sits in the other 1-tile city, at (1,-1): 1 to Player 2.
    // Both events carry the rule id of an incomplete city at the end.
    h.get_by_label_contains("= 1 to Player 1");
    h.get_by_label_contains("= 1 to Player 2");
    assert_eq!(
        h.get_all_by_label("§2 end: city").count(),
        2,
        "each event links its rule"
    );
}

#[test]
fn clicking_a_move_then_enter_plays_it() {
    // Checks: a row of the legal moves puts that move on the board for the
    // person to move, and Enter plays it.
    // (0,-1) turned twice (180°) is N's one placement there (see above).
    let mut h = opened(TIE, false);
    let row = north_turned_twice(&h);
    click_row(&mut h, &row);
    h.run_steps(3);
    assert_eq!(
        h.state().play.session.as_ref().unwrap().game.moves().len(),
        0,
        "a click puts the move on the board, it does not play it"
    );
    h.key_press(Key::Enter);
    h.run_steps(3);
    let s = h.state().play.session.as_ref().expect("a game");
    assert_eq!(s.game.moves().len(), 1);
    match s.game.moves()[0] {
        Move::Place(p) => {
            assert_eq!(p.cell, Cell::new(0, -1));
            assert_eq!(p.rot.0, 2);
        }
        m => panic!("not a placement: {m:?}"),
    }
}

#[test]
fn why_not_here_for_a_cell_the_tile_does_not_fit() {
    // Checks: pointing at (2,0) in 03, where the drawn road U cannot go
    // (F's city faces its west side, U shows only road and field), says
    // why, naming the tile as the sidebar does ("Drawn: a road"), its id
    // beside the name for the rules and files.
    let mut h = opened(KNIGHTS, false);
    h.get_by_label("cell 2,0").hover();
    h.run_steps(3);
    h.get_by_label("(2, 0): a road (U) cannot go here");
}

#[test]
fn analysis_is_cached_per_position() {
    // Checks: frames without a move do not recompute the analysis; a move does.
    let mut h = opened(TIE, false);
    h.run_steps(10);
    assert_eq!(h.state().play.analysis.computed, 1);
    let row = north_turned_twice(&h);
    click_row(&mut h, &row);
    h.run_steps(3);
    assert_eq!(
        h.state().play.analysis.computed,
        1,
        "choosing a move is no move"
    );
    h.key_press(Key::Enter);
    h.run_steps(3);
    assert_eq!(h.state().play.analysis.computed, 2);
}

#[test]
fn purist_setting_switches_the_sidebar_off() {
    // Checks: with "purist" on the sidebar is absent and F9 does not open it.
    let mut h = opened(TIE, true);
    assert!(h.query_by_label_contains("Legal placements").is_none());
    h.key_press(Key::F9);
    h.run_steps(2);
    assert!(h.query_by_label_contains("Legal placements").is_none());
    assert!(h.state().settings.show_analysis);
}

#[test]
fn the_hard_players_values_come_in_without_blocking() {
    // Checks: the computer's values are computed off the UI thread (frames
    // keep running while it thinks) and, when in, sort the list and show.
    let mut h = opened(TIE, false);
    h.state_mut().play.analysis.think_ms = 100;
    h.state_mut().play.analysis.computer_values = true;
    // A new budget applies to the next search: take the position anew.
    h.state_mut().play.analysis.cancel_ai();
    let start = std::time::Instant::now();
    while !h.state().play.analysis.ai_done {
        assert!(start.elapsed().as_secs() < 20, "no values after 20 s");
        h.run_steps(1);
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    h.run_steps(2);
    h.get_by_label("Best first by the hard computer player's value.");
    let d = h.state().play.analysis.data().expect("an analysis");
    assert!(d.moves.moves.iter().all(|m| m.ai_value.is_some()));
}

#[test]
fn alt_click_on_the_board_inspects_a_feature() {
    // Checks: Alt+click on the city tile G at (0,0) in 03 inspects the city
    // (its follower spot is the one nearest the tile's centre) instead of
    // placing a tile: worth 3 tiles + 1 shield = 4, as above.
    let mut h = opened(KNIGHTS, false);
    h.get_by_label("cell 0,0")
        .click_modifiers(egui::Modifiers::ALT);
    h.run_steps(3);
    h.get_by_label("Worth now: 4");
    assert_eq!(
        h.state()
            .play
            .session
            .as_ref()
            .map(|s| s.game.moves().len()),
        Some(0)
    );
}

#[test]
fn the_city_sidebar_shows_stacks_and_guard_rows() {
    // Checks (scenario 15): the stacks' sizes with the one in use; each
    // guard's row value by R-C16 (west: Chateau Comtal 3 + one public 2 = 5,
    // stopping at the hole; east: one public = 2); and, by E-12, a group's
    // expected share of a stack is its count x stack size / 45 unseen tiles.
    // Markets: the set has 25 tile types with a market, one copy each, and
    // none is on the board or drawn here: 25 unseen. Shares: 25 x 25 / 45 =
    // 13.9 in stack 2, 25 x 20 / 45 = 11.1 in stack 3.
    let h = opened("assets/scenarios/15-the-city-guards-and-a-hole.ron", false);
    h.get_by_label("stack 1: 0   stack 2: 25 (in use)   stack 3: 20");
    h.get_by_label("Guards (2)");
    h.get_by_label("Player 1 on the W wall of (0, 0): 1 public, 1 historic = 5");
    h.get_by_label("Player 1 on the E wall of (3, 0): 1 public, 0 historic = 2");
    h.get_by_label("Markets: 25 left (stack 2 ~13.9, stack 3 ~11.1)");
}
