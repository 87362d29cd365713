//! The "Play from here" dialog: who sits at each seat before the editor's position becomes a game.
//!
//! A person, or the computer at easy, medium or hard.

use crate::i18n::{tr, tr_args};
use crate::io::save::{Controller, Level, Seat};

/// The choices a seat offers.
const WHO: [Controller; 4] = [
    Controller::Human,
    Controller::Computer(Level::Easy),
    Controller::Computer(Level::Medium),
    Controller::Computer(Level::Hard),
];

/// A choice's name on its button.
fn who_name(c: Controller) -> String {
    match c {
        Controller::Human => tr("seat-person"),
        Controller::Computer(Level::Easy) => tr("play-here-easy"),
        Controller::Computer(Level::Medium) => tr("play-here-medium"),
        Controller::Computer(Level::Hard) => tr("play-here-hard"),
        Controller::Computer(Level::Random) => tr("seat-computer-random"),
    }
}

/// The dialog's seats.
pub struct PlayDialog {
    pub seats: Vec<Seat>,
}

impl PlayDialog {
    /// Seats for `n` players: the scenario's own if it has them for everyone, else people.
    pub fn new(scenario_seats: &[Seat], n: usize) -> PlayDialog {
        let seats = if scenario_seats.len() == n {
            scenario_seats.to_vec()
        } else {
            super::new_game::default_seats(n)
        };
        PlayDialog { seats }
    }
}

/// The dialog's contents: Some(true) to start, Some(false) to cancel.
pub fn ui(ui: &mut egui::Ui, d: &mut PlayDialog) -> Option<bool> {
    let mut out = None;
    // A default name kept from another language reads in this one.
    super::new_game::rename_seats(&mut d.seats);
    egui::Grid::new("play-seats").num_columns(3).show(ui, |ui| {
        for (i, seat) in d.seats.iter_mut().enumerate() {
            let (r, g, b) = seat.colour;
            let (dot, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(dot.center(), 7.0, egui::Color32::from_rgb(r, g, b));
            let name_label = tr_args("new-game-name", &[("seat", (i + 1).into())]);
            ui.add_sized([130.0, 20.0], egui::TextEdit::singleline(&mut seat.name))
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name_label)
                });
            ui.horizontal(|ui| {
                for c in WHO {
                    let name = who_name(c);
                    let chosen = seat.controller == c;
                    let resp = ui.selectable_label(chosen, &name);
                    // Every seat has the same four buttons: the seat number tells them apart.
                    let label = tr_args(
                        "play-here-seat",
                        &[("n", (i + 1).into()), ("who", name.clone().into())],
                    );
                    resp.widget_info(|| {
                        egui::WidgetInfo::selected(egui::Role::Button, true, chosen, &label)
                    });
                    if resp.clicked() {
                        seat.controller = c;
                        super::new_game::rename_for(seat, i);
                    }
                }
            });
            ui.end_row();
        }
    });
    ui.separator();
    ui.horizontal(|ui| {
        if ui.button(tr("play-here-start")).clicked() {
            out = Some(true);
        }
        if ui.button(tr("cancel")).clicked() {
            out = Some(false);
        }
    });
    out
}
