//! Every starter scenario loads, and every question in it holds under the engine.

use carcassonne_studio::io::library::STARTER_SCENARIOS;
use carcassonne_studio::io::scenario::{check_questions, parse_scenario};

#[test]
fn every_starter_scenario_validates_and_its_answers_hold() {
    for (name, text) in STARTER_SCENARIOS {
        let sc = parse_scenario(name, text).unwrap_or_else(|e| panic!("{e}"));
        assert!(!sc.file.title.is_empty(), "{name} has a title");
        assert!(!sc.file.questions.is_empty(), "{name} asks a question");
        check_questions(&sc).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn the_library_lists_every_file_in_assets_scenarios() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/scenarios");
    let mut on_disk: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    on_disk.sort();
    let listed: Vec<String> = STARTER_SCENARIOS
        .iter()
        .map(|(n, _)| n.to_string())
        .collect();
    assert_eq!(listed, on_disk);
}

use carcassonne_studio::analysis::board_question::{Judge, check_scenario, points_of};
use carcassonne_studio::engine::record::moves::MoveRecord;
use carcassonne_studio::io::course::{
    Progress, course, lesson_scenario, load_progress, progress_path, save_progress,
};
use carcassonne_studio::io::scenario::Answer;

fn starter(name: &str) -> carcassonne_studio::io::scenario::LoadedScenario {
    let (_, text) = STARTER_SCENARIOS
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("{name} is a starter scenario"));
    parse_scenario(name, text).unwrap_or_else(|e| panic!("{e}"))
}

fn place(x: i32, y: i32, rot: u8) -> MoveRecord {
    MoveRecord::Place {
        x,
        y,
        rot,
        follower: None,
    }
}

#[test]
fn every_on_board_answer_is_a_legal_accepted_move_that_scores_what_it_says() {
    // The explanation of an on-board question names its model answer and
    // what it scores: the engine must agree that the move is legal, that
    // the question accepts it, and that it scores the points claimed.
    for (name, text) in STARTER_SCENARIOS {
        let sc = parse_scenario(name, text).unwrap_or_else(|e| panic!("{e}"));
        check_scenario(&sc).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

#[test]
fn the_course_holds_every_starter_scenario_once_with_a_lesson_title() {
    // The course is the starter library in teaching order; at least six
    // lessons are answered on the board.
    let c = course();
    let mut files: Vec<&str> = c.lessons.iter().map(|l| l.file.as_str()).collect();
    assert!(c.lessons.iter().all(|l| !l.title.trim().is_empty()));
    assert!(c.lessons.iter().all(|l| lesson_scenario(l).is_some()));
    files.sort();
    let mut starters: Vec<&str> = STARTER_SCENARIOS.iter().map(|(n, _)| *n).collect();
    starters.sort();
    assert_eq!(files, starters);
    let on_board = c
        .lessons
        .iter()
        .filter(|l| {
            let sc = starter(&l.file);
            sc.file.questions.iter().any(|q| q.answer.on_board())
        })
        .count();
    assert!(
        on_board >= 6,
        "{on_board} lessons are answered on the board"
    );
}

#[test]
fn a_move_that_scores_less_than_asked_is_not_accepted() {
    // "At least 6": the cap elsewhere scores nothing, and the verdict says
    // what the model answer would have scored.
    let sc = starter("18-close-your-city.ron");
    let q = &sc.file.questions[0].answer;
    let j = Judge::new(&sc.state, q).unwrap();
    let elsewhere = place(0, 1, 1).to_move(&sc.state).unwrap();
    let v = j.verdict(&sc.state, &elsewhere).unwrap();
    assert!(!v.right);
    assert_eq!((v.played.points, v.model.points), (0, 6));
    // Every accepted move closes the city; the cap can do so in one way
    // only (with or without a farmer beside it).
    for m in j.accepted(&sc.state).unwrap() {
        assert!(points_of(&sc.state, &m).unwrap() >= 6);
    }
}

#[test]
fn closing_blues_city_is_not_the_best_move() {
    // The hard player, with the question's fixed budget, values closing
    // Red's own city above closing Blue's by more than the margin.
    let sc = starter("22-best-move-not-blues-city.ron");
    let j = Judge::new(&sc.state, &sc.file.questions[0].answer).unwrap();
    let blues = place(1, -1, 2).to_move(&sc.state).unwrap();
    let v = j.verdict(&sc.state, &blues).unwrap();
    assert!(!v.right, "{v:?}");
    assert!(
        v.model.value.unwrap() > v.played.value.unwrap() + 0.03,
        "{v:?}"
    );
    assert_eq!(v.played.points, 0, "Blue's points are not Red's");
    let again = Judge::new(&sc.state, &sc.file.questions[0].answer).unwrap();
    assert_eq!(
        again.accepted(&sc.state).unwrap(),
        j.accepted(&sc.state).unwrap(),
        "a fixed budget accepts the same moves every time"
    );
}

#[test]
fn a_listed_answer_accepts_that_move_and_no_other() {
    // The corner city joins both cities in one turn only, without a follower.
    let sc = starter("23-share-blues-city.ron");
    let j = Judge::new(&sc.state, &sc.file.questions[0].answer).unwrap();
    let right = place(0, -1, 2).to_move(&sc.state).unwrap();
    assert!(j.accepts(&sc.state, &right).unwrap());
    let accepted = j.accepted(&sc.state).unwrap();
    assert_eq!(accepted.len(), 1, "{accepted:?}");
}

#[test]
fn scenarios_written_before_on_board_questions_still_load() {
    // A format-2 file with typed questions only reads as it always did.
    let text = include_str!("../assets/scenarios/01-fields-h-tile.ron");
    assert!(text.contains("format: 2"));
    let sc = parse_scenario("old.ron", text).unwrap();
    assert!(
        sc.file
            .questions
            .iter()
            .all(|q| !matches!(q.answer, Answer::OnBoard { .. }))
    );
    check_questions(&sc).unwrap();
}

#[test]
fn course_progress_survives_a_restart() {
    // Written through the atomic writer and read back as a new start would.
    let dir = std::env::temp_dir().join(format!("course-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = progress_path(&dir);
    assert_eq!(load_progress(&path).unwrap(), Progress::default());
    let mut p = Progress::default();
    assert!(p.mark_done("18-close-your-city.ron"));
    assert!(!p.mark_done("18-close-your-city.ron"));
    save_progress(&path, &p).unwrap();
    let back = load_progress(&path).unwrap();
    assert_eq!(back, p);
    assert_eq!(back.next_lesson(course()), Some(1));
    std::fs::write(&path, "(format: 9, progress: (done: []))").unwrap();
    let e = load_progress(&path).unwrap_err().to_string();
    assert!(e.contains("course.ron"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_move_that_leaves_blues_city_completable_does_not_stop_it() {
    // "Stop Blue's city" accepts a move only if, after it, one of the city's
    // empty cells can take no tile left: the curve's road pointing at the
    // cell does that, the same curve with a field there does not, and the
    // verdict says which cell stops the city (or that none does).
    let sc = starter("24-stop-blues-city.ron");
    let q = &sc.file.questions[0].answer;
    let j = Judge::new(&sc.state, q).unwrap();
    let stops = place(-1, -1, 2).to_move(&sc.state).unwrap();
    let field = place(-1, -1, 1).to_move(&sc.state).unwrap();
    assert!(
        sc.state.legal_moves().contains(&field),
        "{field:?} is legal"
    );
    let v = j.verdict(&sc.state, &field).unwrap();
    assert!(!v.right, "{v:?}");
    assert_eq!(v.played.stops, None, "F, G or H still close the city");
    assert_eq!(
        v.model.stops,
        Some(carcassonne_studio::engine::Cell::new(0, -1))
    );
    assert!(j.verdict(&sc.state, &stops).unwrap().right);
    // Every accepted move puts a road at the cell's west side; none of the
    // moves elsewhere stops the city.
    for m in j.accepted(&sc.state).unwrap() {
        let carcassonne_studio::engine::Move::Place(p) = m else {
            panic!("{m:?}")
        };
        assert_eq!((p.cell.x, p.cell.y, p.rot.0), (-1, -1, 2), "{m:?}");
    }
}

#[test]
fn a_stop_the_city_question_must_name_a_city() {
    // A question naming a road (or an empty cell) as the city to stop is
    // refused when it is checked, with the reason, never judged.
    let sc = starter("24-stop-blues-city.ron");
    let mut q = sc.file.questions[0].answer.clone();
    if let Answer::OnBoard { accept, .. } = &mut q {
        *accept = carcassonne_studio::io::scenario::Accept::StopsCity {
            x: 0,
            y: 0,
            on: "E".into(),
        };
    }
    let e = Judge::new(&sc.state, &q).err().unwrap();
    assert!(e.contains("not a city"), "{e}");
}
