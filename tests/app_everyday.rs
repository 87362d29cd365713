//! What a player trips on in everyday play (issue 15), driven headless
//! through the real UI (egui_kittest): each test was written before its fix
//! and failed on the code as it was.
#![cfg(feature = "gui")]

use carcassonne_studio::app::Studio;
use carcassonne_studio::app::art::projector::Projector;
use carcassonne_studio::app::play::new_game::NewGameForm;
use carcassonne_studio::app::session::Session;
use carcassonne_studio::app::shell::files::ScriptedDialogs;
use carcassonne_studio::app::shell::settings::{Settings, Speed};
use carcassonne_studio::engine::model::rng::Rng;
use carcassonne_studio::engine::{Cell, GameKind, Setup, random_move};
use carcassonne_studio::io::save::Seat;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn form(seed: u64) -> NewGameForm {
    NewGameForm {
        seats: Seat::defaults(2),
        seed,
        random_seed: false,
        ..Default::default()
    }
}

fn harness(settings: Settings, seed: u64) -> Harness<'static, Studio> {
    let mut st = Studio::new(
        settings,
        form(seed),
        Box::new(ScriptedDialogs::default()),
        None,
    );
    // The computer's values re-sort the rows when they come: keep them away.
    st.play.analysis.computer_values = false;
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 820.0))
        .build_ui_state(|ui, s: &mut Studio| s.ui(ui), st);
    h.run_steps(2);
    h
}

fn settings(show_analysis: bool) -> Settings {
    Settings {
        speed: Speed::Instant,
        show_analysis,
        ..Default::default()
    }
}

/// A game of two people started from the new-game dialog.
fn started(seed: u64, show_analysis: bool) -> Harness<'static, Studio> {
    let mut h = harness(settings(show_analysis), seed);
    h.get_by_label("New game…").click();
    h.run_steps(3);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    h
}

fn session<'a>(h: &'a Harness<'_, Studio>) -> &'a Session {
    h.state().play.session.as_ref().expect("a game is on")
}

fn moves(h: &Harness<'_, Studio>) -> usize {
    session(h).game.moves().len()
}

#[test]
fn the_sidebar_follows_a_new_game_at_the_same_move_count() {
    // Checks: after a new game the sidebar's legal moves and remaining tiles
    // are the new game's, even though both games stand at move 0 (the cache
    // was keyed by the move count alone and kept the old game's analysis).
    let mut h = started(5, true);
    let old_total = h
        .state()
        .play
        .analysis
        .data()
        .expect("analysed")
        .remaining
        .total;
    // The City has another tile count, so a stale count is plain to see.
    h.state_mut().form.game = GameKind::City;
    h.state_mut().form.seed = 77;
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run_steps(3);
    h.get_by_label("Start game").click();
    h.run_steps(4);
    let st = session(&h).state();
    assert_eq!(
        session(&h).setup.game,
        GameKind::City,
        "the new game is The City"
    );
    let total = h
        .state()
        .play
        .analysis
        .data()
        .expect("analysed")
        .remaining
        .total;
    let fresh = carcassonne_studio::analysis::analyze(
        st,
        &carcassonne_studio::analysis::AnalysisOptions { draws: Some(3) },
    );
    assert_ne!(fresh.remaining.total, old_total, "the two games differ");
    assert_eq!(
        total, fresh.remaining.total,
        "the sidebar counts the new game's tiles"
    );
    let drawn = st
        .drawn()
        .map(|t| st.tileset().tiles[t as usize].id.clone());
    let shown = h
        .state()
        .play
        .analysis
        .data()
        .and_then(|d| d.moves.tile.clone());
    assert_eq!(shown, drawn, "the legal moves are for the new game's tile");
}

/// A finished game: random moves from a seed to the end.
fn finished(seed: u64) -> Session {
    finished_game(GameKind::Base, seed)
}

/// A finished game of either kind: random moves from a seed to the end.
fn finished_game(game: GameKind, seed: u64) -> Session {
    finished_table(game, 2, seed)
}

/// A finished game of `players` players: random moves from a seed to the end.
fn finished_table(game: GameKind, players: u8, seed: u64) -> Session {
    let s = table_after(game, players, Default::default(), usize::MAX, seed);
    assert!(s.state().is_over(), "random play ends the game");
    s
}

#[test]
fn the_final_scoring_shows_its_last_step_without_the_mouse_moving() {
    // Checks: when the automatic stepper reaches the last end-scoring step,
    // the window shows it without any input (a repaint is asked for), and
    // the step counter reads "Step n of n".
    let mut h = harness(settings(false), 1);
    h.state_mut().set_session(finished(3));
    // Long enough for the window's opening animation to end.
    h.run_steps(60);
    let steps = h.state().play.end.steps();
    assert!(steps >= 2, "this game has several end scorings");
    h.state_mut().play.end.shown = steps - 1;
    h.state_mut().play.end.last_step = -1000.0;
    // The last move's highlight has long faded (it would ask for frames).
    h.state_mut().play.last_move_at = -1000.0;
    // Only frames the app itself asks for: no input comes.
    h.run();
    h.get_by_label(&format!("Step {steps} of {steps}"));
}

#[test]
fn each_final_scoring_step_shows_its_whole_feature_beside_the_window() {
    // A feature explained in the final scoring is lit on the board; if part
    // of it lies off the board's view or under the final-scoring window
    // (which covers the board's right side), the explanation points at
    // what the player cannot see. Every step of a base game's and a City
    // game's end scoring (fields and guards reach far) is checked.
    for (game, seed) in [
        (GameKind::Base, 3),
        (GameKind::Base, 8),
        (GameKind::City, 5),
    ] {
        let mut h = harness(settings(false), 1);
        h.state_mut().set_session(finished_game(game, seed));
        // Long enough for the window's opening animation to end.
        h.run_steps(60);
        h.state_mut().play.end.auto = false;
        h.state_mut().play.end.shown = 0;
        h.run_steps(3);
        let steps = h.state().play.end.steps();
        assert!(steps >= 2, "{game:?} {seed}: several end scorings");
        for k in 1..=steps {
            h.get_by_label("Next scoring").click();
            h.run_steps(3);
            let board = h.get_by_label("board").rect();
            let play = &h.state().play;
            assert_eq!(play.end.shown, k);
            let cover = play.board.covered.expect("the final-scoring window is up");
            let p = Projector {
                centre: play.board.centre,
                scale: play.board.scale,
                rect: board,
            };
            for c in play.end.highlight(session(&h)) {
                let r = p.cell_rect(c).shrink(0.5);
                assert!(
                    board.contains_rect(r) && !cover.intersects(r),
                    "{game:?} {seed} step {k} of {steps}: cell {c:?} at {r:?} is off the board {board:?} or under the window {cover:?}"
                );
            }
        }
    }
}

#[test]
fn the_board_is_fitted_beside_the_final_scoring_again_when_the_window_shrinks() {
    // Checks: with the final-scoring window up, a smaller program window
    // refits the board beside it: every tile stays whole in view and out
    // from under the window (the board kept its scale and ran off the
    // view, under the window, until F).
    let mut h = harness(settings(false), 1);
    h.state_mut().set_session(finished_game(GameKind::Base, 3));
    h.run_steps(60);
    h.set_size(egui::vec2(1024.0, 680.0));
    h.run_steps(3);
    let board = h.get_by_label("board").rect();
    let play = &h.state().play;
    let cover = play.board.covered.expect("the final-scoring window is up");
    let p = Projector {
        centre: play.board.centre,
        scale: play.board.scale,
        rect: board,
    };
    for t in session(&h).state().board().placed() {
        let r = p.cell_rect(t.cell).shrink(0.5);
        assert!(
            board.contains_rect(r) && !cover.intersects(r),
            "tile at {:?} ({r:?}) is off the board {board:?} or under the window {cover:?}",
            t.cell
        );
    }
}

#[test]
fn the_final_scoring_window_fits_a_small_window_and_scrolls() {
    // Checks: in a 1024 x 680 window the final-scoring window of a
    // five-player game stays inside it, its content scrolling (it ran
    // past the bottom, its chart and New game button out of reach).
    let mut h = harness(settings(false), 1);
    h.set_size(egui::vec2(1024.0, 680.0));
    h.state_mut()
        .set_session(finished_table(GameKind::Base, 5, 9));
    h.run_steps(60);
    let cover = h
        .state()
        .play
        .board
        .covered
        .expect("the final-scoring window is up");
    assert!(
        cover.bottom() <= 680.0 && cover.top() >= 0.0,
        "the window spans {cover:?}, past the 680-point window"
    );
}

/// The seed of a game whose first tile cannot go north of the start tile
/// (its city side), so pointing there asks "why not".
fn seed_with_a_refused_north() -> u64 {
    (1..200)
        .find(|seed| {
            let setup = Setup {
                game: GameKind::Base,
                players: 2,
                options: Default::default(),
                seed: *seed,
            };
            let mut s = Session::new(setup, Seat::defaults(2)).expect("a game");
            !s.legal().contains_key(&Cell::new(0, -1))
        })
        .expect("some seed draws a tile without a city first")
}

#[test]
fn the_board_does_not_answer_the_pointer_under_a_dialog() {
    // Checks: pointing at a cell where the tile cannot go shows the "cannot
    // go here" tooltip, but not while the New game dialog is open.
    let seed = seed_with_a_refused_north();
    let mut h = started(seed, true);
    h.get_by_label("cell 0,-1").hover();
    h.run_steps(3);
    // The tooltip says it beside the pointer, the sidebar's "Why not here?" too.
    let with_tooltip = h.query_all_by_label_contains("cannot go here").count();
    assert!(
        with_tooltip >= 2,
        "without a dialog the board explains the cell"
    );
    h.get_by_label("cell 0,0").hover();
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run_steps(3);
    h.get_by_label("Start game");
    h.get_by_label("cell 0,-1").hover();
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("cannot go here").count() < with_tooltip,
        "under the dialog the board shows no tooltip"
    );
}

/// Lays the drawn tile on a legal cell by a click, not confirmed: the
/// placement waiting on the board.
fn lay_a_tile(h: &mut Harness<'_, Studio>) -> carcassonne_studio::app::session::Pending {
    let s = h.state_mut().play.session.as_mut().expect("a game");
    let c = *s
        .legal()
        .keys()
        .min_by_key(|c| (c.x, c.y))
        .expect("a legal cell");
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    session(h)
        .pending
        .clone()
        .expect("the tile waits on the board")
}

/// Places the drawn tile on its nearest legal cell and confirms with Enter.
fn play_a_turn(h: &mut Harness<'_, Studio>) {
    let s = h.state_mut().play.session.as_mut().expect("a game");
    let mut cells: Vec<Cell> = s.legal().keys().copied().collect();
    cells.sort_by_key(|c| (c.x.abs() + c.y.abs(), c.x, c.y));
    let c = cells[0];
    h.get_by_label(&format!("cell {},{}", c.x, c.y)).click();
    h.run_steps(2);
    h.key_press(Key::Enter);
    h.run_steps(2);
}

/// The cells of the board's box and one cell all round it (where the next
/// tile may go) that lie partly off the board's view.
fn cut_off_cells(h: &Harness<'_, Studio>) -> Vec<Cell> {
    let board = h.get_by_label("board").rect();
    let view = &h.state().play.board;
    let p = Projector {
        centre: view.centre,
        scale: view.scale,
        rect: board,
    };
    let placed = session(h).state().board().placed();
    let xs = placed.iter().map(|t| t.cell.x);
    let ys = placed.iter().map(|t| t.cell.y);
    let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
    let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
    (x0 - 1..=x1 + 1)
        .flat_map(|x| (y0 - 1..=y1 + 1).map(move |y| Cell::new(x, y)))
        .filter(|c| !board.contains_rect(p.cell_rect(*c).shrink(0.5)))
        .collect()
}

#[test]
fn the_board_stays_whole_in_view_as_it_grows_until_the_player_moves_the_view() {
    // Checks: while the player has not panned or zoomed, the whole board
    // and a cell all round it stay in view after every move (a board
    // fitted once drifted to the edge as it grew: a tile in the margin did
    // not refit it, so it sat at the edge until F); once the player zooms,
    // a move in view leaves their view alone.
    let mut h = started(5, false);
    for turn in 1..=14 {
        play_a_turn(&mut h);
        h.run_steps(2);
        assert_eq!(moves(&h), turn);
        let cut = cut_off_cells(&h);
        assert!(
            cut.is_empty(),
            "after move {turn}: {cut:?} lie off the view"
        );
    }
    h.key_press(Key::Minus);
    h.run_steps(2);
    let chosen = (h.state().play.board.centre, h.state().play.board.scale);
    play_a_turn(&mut h);
    h.run_steps(2);
    let view = &h.state().play.board;
    assert_eq!(
        (view.centre, view.scale),
        chosen,
        "the view the player zoomed to stays"
    );
}

#[test]
fn an_old_refusal_leaves_the_status_line_after_a_legal_move() {
    // Checks: a "Not possible" note goes once a legal move is made, and a note
    // from the editor does not show in play.
    let mut h = started(9, false);
    h.state_mut().status = "Not possible: that cell is taken".into();
    h.run_steps(2);
    h.get_by_label("Not possible: that cell is taken");
    play_a_turn(&mut h);
    assert_eq!(moves(&h), 1);
    assert!(
        h.query_by_label_contains("Not possible").is_none(),
        "the refusal is gone after the move"
    );
    h.state_mut().new_scenario(GameKind::Base, false);
    h.run_steps(2);
    h.state_mut().status = "Gate put".into();
    h.run_steps(2);
    h.state_mut().mode = carcassonne_studio::app::shell::Mode::Play;
    h.run_steps(3);
    assert!(
        h.query_by_label("Gate put").is_none(),
        "the editor's note stays in the editor"
    );
}

#[test]
fn escape_closes_an_open_menu() {
    // Checks: Escape closes the open Game menu (it was taken as "take back
    // placement" and the menu stayed).
    let mut h = started(2, false);
    h.get_by_label("Game").click();
    h.run_steps(2);
    assert!(
        h.query_all_by_label_contains("Quit").count() > 0,
        "the menu is open"
    );
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert!(
        h.query_all_by_label_contains("Quit").count() == 0,
        "Escape closed it"
    );
}

#[test]
fn escape_closes_the_new_game_and_settings_windows_and_keeps_the_placement() {
    // Checks: Escape closes the New game window, then the Settings window,
    // as it closes menus and the help windows (it did nothing to them),
    // and a placement waiting on the board is not taken back with them.
    let mut h = started(4, false);
    lay_a_tile(&mut h);
    h.state_mut().settings_open = true;
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run_steps(3);
    h.get_by_label("Start game");
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert!(h.query_by_label("Start game").is_none(), "New game closed");
    assert!(h.state().settings_open, "one window at a time");
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert!(!h.state().settings_open, "Settings closed");
    assert!(
        session(&h).pending.is_some(),
        "the placement is still there"
    );
    h.key_press(Key::Escape);
    h.run_steps(3);
    assert!(session(&h).pending.is_none(), "then Escape takes it back");
}

#[test]
fn a_new_game_started_from_the_editor_is_shown() {
    // Checks: Start game in the New game window opened from the scenario
    // editor shows the new game on the play screen (it started the game,
    // said so in the status line, and left the editor on the screen).
    let mut h = harness(settings(false), 3);
    h.state_mut().new_scenario(GameKind::Base, false);
    h.run_steps(3);
    assert_eq!(h.state().mode, carcassonne_studio::app::shell::Mode::Editor);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run_steps(3);
    h.get_by_label("Start game").click();
    h.run_steps(3);
    assert_eq!(h.state().mode, carcassonne_studio::app::shell::Mode::Play);
    assert_eq!(moves(&h), 0);
    h.get_by_label("cell 0,0");
}

#[test]
fn enter_starts_the_new_game_and_plays_nothing_under_a_window() {
    // Checks: Enter in the New game window starts the game, as a dialog's
    // default button does (it did nothing there), and while the Settings
    // window is up Enter and R leave the tile waiting on the board alone,
    // as the board's clicks do.
    let mut h = started(4, false);
    let pending = lay_a_tile(&mut h);
    h.state_mut().settings_open = true;
    h.run_steps(2);
    h.key_press(Key::R);
    h.key_press(Key::Enter);
    h.run_steps(3);
    assert_eq!(moves(&h), 0, "no move made under the Settings window");
    assert_eq!(
        session(&h).pending.as_ref().map(|p| p.rot),
        Some(pending.rot)
    );
    h.state_mut().settings_open = false;
    h.run_steps(2);
    let before = session(&h).id;
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run_steps(3);
    h.get_by_label("Start game");
    h.key_press(Key::Enter);
    h.run_steps(3);
    assert!(
        h.query_by_label("Start game").is_none(),
        "the window closed"
    );
    assert_ne!(session(&h).id, before, "a new game");
    assert_eq!(moves(&h), 0);
}

#[test]
fn the_board_keeps_room_between_the_side_panels_in_a_small_window() {
    // Checks: with the players' panel and the analysis sidebar both shown,
    // the board keeps at least 40% of the window's width, down to the
    // smallest window the program allows (the panels took all but a strip
    // of 61 points at 720 wide, the board unplayable), and the panels'
    // widths in a wide window come back when it widens again.
    for (w, h_) in [(720.0, 480.0), (1024.0, 680.0), (1280.0, 820.0)] {
        let mut h = started(6, true);
        h.set_size(egui::vec2(w, h_));
        h.run_steps(5);
        let board = h.get_by_label("board").rect();
        assert!(
            board.width() >= 0.4 * w,
            "at {w} x {h_} the board is {} wide",
            board.width()
        );
    }
    // A window made small and wide again gets its panels' widths back.
    let mut h = started(6, true);
    h.run_steps(3);
    let wide = h.get_by_label("board").rect();
    h.set_size(egui::vec2(720.0, 480.0));
    h.run_steps(5);
    h.set_size(egui::vec2(1280.0, 820.0));
    h.run_steps(5);
    assert_eq!(
        h.get_by_label("board").rect(),
        wide,
        "the wide layout comes back"
    );
}

#[test]
fn a_click_on_a_legal_move_selects_it_and_enter_plays_it() {
    // Checks: clicking a row of Legal moves puts that move on the board as
    // the pending move (no move made, the computer not asked); Enter plays it.
    let mut h = started(6, true);
    let row = h
        .get_all_by_label_contains("turned")
        .next()
        .expect("a legal move row");
    row.click();
    h.run_steps(3);
    assert_eq!(moves(&h), 0, "a click does not play the turn");
    assert!(session(&h).pending.is_some(), "the move waits on the board");
    h.key_press(Key::Enter);
    h.run_steps(3);
    assert_eq!(moves(&h), 1, "Enter plays it");
}

#[test]
fn no_text_style_is_under_13_points_and_ctrl_plus_scales_everything() {
    // Checks: every text style is at least 13 points at the normal scale;
    // Ctrl + makes everything bigger and the setting keeps it, Ctrl 0 resets.
    let mut h = started(4, true);
    let smallest = h
        .ctx
        .global_style()
        .text_styles
        .values()
        .map(|f| f.size)
        .fold(f32::MAX, f32::min);
    assert!(smallest >= 13.0, "smallest text is {smallest} points");
    assert_eq!(h.state().settings.ui_scale, 1.0);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Plus);
    h.run_steps(3);
    assert!(h.state().settings.ui_scale > 1.0, "Ctrl + scales up");
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Num0);
    h.run_steps(3);
    assert_eq!(h.state().settings.ui_scale, 1.0, "Ctrl 0 resets");
}

#[test]
fn f1_shows_the_shortcuts_and_a_rule_id_in_the_log_opens_its_ruling() {
    // Checks: F1 opens the keyboard-shortcuts window; the Help menu opens
    // the rules; the rule id of a log line is a link that opens the rules at
    // that ruling, framed (the Rules window shows the ruling's text).
    let mut h = harness(settings(false), 1);
    h.state_mut().set_session(finished(3));
    h.run_steps(3);
    h.key_press(Key::F1);
    h.run_steps(2);
    assert!(
        h.query_all_by_label("Keyboard shortcuts").count() >= 1,
        "the window is up"
    );
    assert!(
        h.query_all_by_label("Confirm turn").count() >= 1,
        "it lists the commands"
    );
    h.key_press(Key::F1);
    h.run_steps(2);
    let link = h
        .get_all_by_label("R-B3")
        .next()
        .expect("a field scored, its rule id linked in the log");
    link.click();
    h.run_steps(3);
    assert!(h.state().help.open, "the rules are open");
    assert_eq!(h.state().help.ruling.as_deref(), Some("R-B3"));
    h.get_by_label_contains("Fields are scored last, one at a time");
}

#[test]
fn two_computers_are_named_apart() {
    // Checks: with two computer seats both keeping the default name, each
    // gets its seat number, so the scoring log and the end screen's chart
    // tell them apart; a lone computer stays "Computer", a typed name stays.
    use carcassonne_studio::app::play::new_game::rename_seats;
    use carcassonne_studio::io::save::{Controller, Level};
    let mut f = NewGameForm::default();
    rename_seats(&mut f.seats);
    assert_eq!(f.seats[1].name, "Computer");
    f.seats[0].controller = Controller::Computer(Level::Easy);
    rename_seats(&mut f.seats);
    let names: Vec<&str> = f.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Computer 1", "Computer 2"]);
    // Again (the dialog renames every frame): the names hold.
    rename_seats(&mut f.seats);
    assert_eq!(f.seats[1].name, "Computer 2");
    f.seats[0].controller = Controller::Human;
    rename_seats(&mut f.seats);
    let names: Vec<&str> = f.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Player 1", "Computer"]);
    f.seats[0].controller = Controller::Computer(Level::Hard);
    f.seats[0].name = "Deep Blue".into();
    rename_seats(&mut f.seats);
    assert_eq!(
        f.seats[1].name, "Computer",
        "one computer keeps the default name"
    );
}

#[test]
fn a_seat_switched_back_to_a_person_is_not_called_computer() {
    // Checks: the New game dialog's second seat (the computer by default)
    // switched to a person is renamed "Player 2".
    let mut f = NewGameForm::default();
    f.seats[1].controller = carcassonne_studio::io::save::Controller::Human;
    carcassonne_studio::app::play::new_game::rename_for(&mut f.seats[1], 1);
    assert_eq!(f.seats[1].name, "Player 2");
    f.seats[1].name = "Ann".into();
    f.seats[1].controller = carcassonne_studio::io::save::Controller::Computer(
        carcassonne_studio::io::save::Level::Easy,
    );
    carcassonne_studio::app::play::new_game::rename_for(&mut f.seats[1], 1);
    assert_eq!(f.seats[1].name, "Ann", "a typed name stays");
}

#[test]
fn after_the_game_the_sidebar_sums_up_instead_of_open_spots() {
    // Checks: a finished game's sidebar says who won and lists no open spots.
    let mut h = harness(settings(true), 1);
    h.state_mut().set_session(finished(5));
    h.run_steps(3);
    h.get_by_label("The game is over");
    assert!(h.query_by_label_contains("Open spots").is_none());
    assert!(
        h.query_by_label_contains("incomplete").is_none(),
        "no feature is called incomplete"
    );
}

/// Writes saves for the screenshots in docs/ (run by hand:
/// `SHOT_DIR=/tmp cargo test --test app_everyday -- --ignored`): a City game
/// at a person's tower choice, and a base game one move before its end.
#[test]
#[ignore = "writes saves for the docs' screenshots when SHOT_DIR is set; run by hand"]
fn write_saves_for_the_screenshots() {
    use carcassonne_studio::engine::rules::the_city::Phase;
    let Ok(dir) = std::env::var("SHOT_DIR") else {
        return;
    };
    let setup = Setup {
        game: GameKind::City,
        players: 2,
        options: Default::default(),
        seed: 11,
    };
    let mut s = Session::new(setup, Seat::defaults(2)).expect("a game");
    let mut rng = Rng::new(11);
    let mut towers = 0;
    while !s.state().is_over() {
        if matches!(s.state().phase(), Phase::Tower { .. }) && !s.state().tower_ends().is_empty() {
            towers += 1;
            if towers == 2 {
                break;
            }
        }
        let m = random_move(s.state(), &mut rng).expect("a move");
        s.play(m).expect("legal");
    }
    for seat in &mut s.seats {
        seat.controller = carcassonne_studio::io::save::Controller::Human;
    }
    std::fs::write(format!("{dir}/city-wall.ron"), s.save_text()).expect("written");
    let mut s = finished(3);
    s.undo();
    std::fs::write(format!("{dir}/base-last.ron"), s.save_text()).expect("written");
}

/// A game of two people started from the new-game dialog in `language`,
/// the sidebar on, in a window of `w` x `h` points (the language must be
/// this thread's already: the dialog's buttons are found by their words).
fn started_in(
    language: carcassonne_studio::i18n::Language,
    w: f32,
    h: f32,
) -> Harness<'static, Studio> {
    use carcassonne_studio::i18n::tr;
    let mut st = settings(true);
    st.language = language;
    let mut harness = harness(st, 6);
    harness.get_by_label(&tr("cmd-new-game")).click();
    harness.run_steps(3);
    harness.get_by_label(&tr("new-game-start")).click();
    harness.run_steps(3);
    harness.set_size(egui::vec2(w, h));
    harness.run_steps(6);
    harness
}

/// Runs `check` on a game started in English, German (longer words) and Dutch,
/// at 720 x 480, 1024 x 680 and 1280 x 820 points; English again after.
fn in_each_language_and_size(
    check: impl Fn(carcassonne_studio::i18n::Language, f32, f32, &Harness<'static, Studio>),
) {
    use carcassonne_studio::i18n::{Language, set_language};
    for language in [Language::English, Language::Deutsch, Language::Nederlands] {
        set_language(language);
        for (w, h) in [(720.0, 480.0), (1024.0, 680.0), (1280.0, 820.0)] {
            check(language, w, h, &started_in(language, w, h));
        }
    }
    set_language(Language::English);
}

#[test]
fn every_column_of_the_legal_moves_table_is_in_sight_in_a_narrow_sidebar() {
    // Checks: in the analysis sidebar of a laptop-sized window the legal
    // moves table shows all four of its columns (move, points now, totals,
    // chance) without scrolling sideways, in English, Dutch and German's
    // longer headers (the move column kept 170 points and pushed the chance column
    // past the window's edge at 1024 wide, out of sight until scrolled).
    use carcassonne_studio::i18n::tr;
    in_each_language_and_size(|language, w, h_, h| {
        // A header stands over its column, or (too narrow for four
        // columns) in the legend over the moves whose numbers it names.
        for column in [
            "sidebar-col-points",
            "sidebar-col-totals",
            "sidebar-col-chance",
        ] {
            let right = h
                .get_all_by_label_contains(&tr(column))
                .next()
                .unwrap_or_else(|| panic!("no {column} at {w}"))
                .rect()
                .right();
            assert!(
                right <= w,
                "{language:?} at {w} x {h_}: the {column} header ends at {right}"
            );
        }
    });
}

#[test]
fn the_board_stops_where_the_analysis_sidebar_begins() {
    // Checks: in a small window the board (which paints its own ground)
    // ends at the sidebar's left edge and does not cover the sidebar's
    // first letters, in English, German and Dutch; likewise it begins right of the
    // players' panel. (One section title that did not wrap, "Score if the
    // game ended now", widened the sidebar past the window at 720 points,
    // and the board took the overflow from its left side.)
    use carcassonne_studio::i18n::tr;
    in_each_language_and_size(|language, w, h_, h| {
        let board = board_ends_before_the_sidebar(h, &format!("{language:?} at {w} x {h_}"));
        // The heading of the players' panel, not a table's column of
        // the same name further right.
        let players = h
            .get_all_by_label(&tr("players-heading"))
            .map(|n| n.rect())
            .min_by(|a, b| a.left().total_cmp(&b.left()))
            .expect("the players' panel");
        assert!(
            board.left() >= players.right(),
            "{language:?} at {w} x {h_} the board starts at {} under the players' heading ending at {}",
            board.left(),
            players.right()
        );
    });
    // A finished five-player game, on the play screen and in its replay
    // (a narrower sidebar beside the replay's panel): the sidebar's table
    // of totals by seat (four columns of names and numbers) widened it at
    // 720 points.
    for (w, h_, replay) in [
        (720.0, 480.0, false),
        (1024.0, 680.0, false),
        (720.0, 480.0, true),
        (1024.0, 680.0, true),
    ] {
        let mut h = harness(settings(true), 3);
        h.state_mut()
            .set_session(finished_table(GameKind::Base, 5, 3));
        if replay {
            h.state_mut()
                .command(carcassonne_studio::app::commands::Command::Replay);
        }
        h.run_steps(4);
        assert_eq!(h.state().replay.is_some(), replay, "the replay is open");
        h.set_size(egui::vec2(w, h_));
        h.run_steps(8);
        board_ends_before_the_sidebar(
            &h,
            &format!("a finished game at {w} x {h_} (replay {replay})"),
        );
    }
    // Games in play, each with what its sidebar adds: The City (stacks,
    // wall), City Gates (more tile types), five players (wider totals).
    let gates = carcassonne_studio::engine::Options {
        city_gates: true,
        ..Default::default()
    };
    for (game, players, options, moves) in [
        (GameKind::City, 2, Default::default(), 30),
        (GameKind::City, 4, Default::default(), 60),
        (GameKind::Base, 2, gates, 40),
        (GameKind::Base, 5, Default::default(), 50),
    ] {
        for (w, h_) in [(720.0, 480.0), (1024.0, 680.0)] {
            let mut h = harness(settings(true), 4);
            h.state_mut()
                .set_session(table_after(game, players, options, moves, 11));
            h.set_size(egui::vec2(w, h_));
            h.run_steps(8);
            board_ends_before_the_sidebar(
                &h,
                &format!("{game:?} ({players} players, {moves} moves) at {w} x {h_}"),
            );
        }
    }
}

/// Asserts that the board ends left of the analysis sidebar's heading
/// (`what` names the case); returns the board's rectangle.
fn board_ends_before_the_sidebar(h: &Harness<'static, Studio>, what: &str) -> egui::Rect {
    let board = h.get_by_label("board").rect();
    let heading = h
        .get_by_label(&carcassonne_studio::i18n::tr("sidebar-heading"))
        .rect();
    assert!(
        board.right() <= heading.left(),
        "{what}: the board runs to {} over the sidebar's heading at {}",
        board.right(),
        heading.left()
    );
    board
}

/// The texts and buttons below `top` that start left of `x` and run past
/// it (a panel's edge), by their words; the panels' resize handles, which
/// lie on the edge, are not counted.
fn crossing(h: &Harness<'static, Studio>, x: f32, top: f32) -> Vec<String> {
    use egui_kittest::kittest::NodeT;
    h.query_all_by(|n| {
        n.bounding_box()
            .is_some_and(|b| (b.y0 as f32) >= top && (b.x0 as f32) < x && (b.x1 as f32) > x + 0.5)
    })
    .filter_map(|n| {
        let a = n.accesskit_node();
        a.value().or(a.label()).map(|t| t.to_string())
    })
    .filter(|t| t != "Resize panel")
    .collect()
}

/// A game of `players` seats after `moves` random moves (fewer if it ends).
fn table_after(
    game: GameKind,
    players: u8,
    options: carcassonne_studio::engine::Options,
    moves: usize,
    seed: u64,
) -> Session {
    let setup = Setup {
        game,
        players,
        options,
        seed,
    };
    let mut s = Session::new(setup, Seat::defaults(players as usize)).expect("a game");
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let Some(m) = random_move(s.state(), &mut rng) else {
            break;
        };
        s.play(m).expect("a legal move");
    }
    s
}

#[test]
fn nothing_in_the_players_panel_runs_under_the_board() {
    // Checks: every text and button of the players' panel ends left of the
    // board, for the base game, City Gates and The City, in English,
    // German and Dutch, at 720, 1024 and 1280 points (in German at 1024 The City's
    // stacks, its wall's note, the drawn tile's hint and the turn's buttons
    // were cut off at the panel's edge).
    use carcassonne_studio::i18n::{Language, set_language};
    let gates = carcassonne_studio::engine::Options {
        city_gates: true,
        ..Default::default()
    };
    for language in [Language::English, Language::Deutsch, Language::Nederlands] {
        set_language(language);
        for (game, options) in [
            (GameKind::Base, Default::default()),
            (GameKind::Base, gates),
            (GameKind::City, Default::default()),
        ] {
            for (w, h_) in [(720.0, 480.0), (1024.0, 680.0), (1280.0, 820.0)] {
                let mut st = settings(true);
                st.language = language;
                let mut h = harness(st, 4);
                h.state_mut()
                    .set_session(table_after(game, 2, options, 0, 11));
                h.set_size(egui::vec2(w, h_));
                h.run_steps(8);
                let board = h.get_by_label("board").rect();
                let cut = crossing(&h, board.left(), board.top());
                assert!(
                    cut.is_empty(),
                    "{language:?}, {game:?} (gates {}), {w} x {h_}: under the board's edge at {}: {cut:?}",
                    options.city_gates,
                    board.left()
                );
            }
        }
    }
    set_language(Language::English);
}

#[test]
fn nothing_in_the_replay_panel_runs_under_the_players_panel() {
    // Checks: the replay's panel (its buttons, the move slider, the review
    // chart's caption, the moves' lines) keeps inside its edge, in English,
    // German and Dutch, at 720, 1024 and 1280 points, for a finished base game
    // and The City.
    use carcassonne_studio::i18n::{Language, set_language, tr};
    for language in [Language::English, Language::Deutsch, Language::Nederlands] {
        set_language(language);
        for game in [GameKind::Base, GameKind::City] {
            for (w, h_) in [(720.0, 480.0), (1024.0, 680.0), (1280.0, 820.0)] {
                let mut st = settings(true);
                st.language = language;
                let mut h = harness(st, 4);
                h.state_mut().set_session(finished_table(game, 2, 5));
                h.state_mut()
                    .command(carcassonne_studio::app::commands::Command::Replay);
                h.run_steps(4);
                h.set_size(egui::vec2(w, h_));
                h.run_steps(8);
                // The players' panel begins where its heading's margin does.
                let players = h
                    .get_all_by_label(&tr("players-heading"))
                    .map(|n| n.rect())
                    .min_by(|a, b| a.left().total_cmp(&b.left()))
                    .expect("the players' panel");
                let edge = players.left() - 6.0;
                let cut = crossing(&h, edge, players.top());
                assert!(
                    cut.is_empty(),
                    "{language:?}, {game:?}, {w} x {h_}: past the replay panel's edge at {edge}: {cut:?}"
                );
            }
        }
    }
    set_language(Language::English);
}
