//! The "Play from here" dialog: who sits at each seat before the editor's position becomes a game.
//!
//! A person, or the computer at easy, medium or hard.

use crate::io::save::{Controller, Level, Seat};

/// The choices a seat offers, with their names.
const WHO: [(Controller, &str); 4] = [
    (Controller::Human, "person"),
    (Controller::Computer(Level::Easy), "easy"),
    (Controller::Computer(Level::Medium), "medium"),
    (Controller::Computer(Level::Hard), "hard"),
];

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
            Seat::defaults(n)
        };
        PlayDialog { seats }
    }
}

/// The dialog's contents: Some(true) to start, Some(false) to cancel.
pub fn ui(ui: &mut egui::Ui, d: &mut PlayDialog) -> Option<bool> {
    let mut out = None;
    egui::Grid::new("play-seats").num_columns(3).show(ui, |ui| {
        for (i, seat) in d.seats.iter_mut().enumerate() {
            let (r, g, b) = seat.colour;
            let (dot, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
            ui.painter()
                .circle_filled(dot.center(), 7.0, egui::Color32::from_rgb(r, g, b));
            ui.add_sized([130.0, 20.0], egui::TextEdit::singleline(&mut seat.name));
            ui.horizontal(|ui| {
                for (c, name) in WHO {
                    let chosen = seat.controller == c;
                    let resp = ui.selectable_label(chosen, name);
                    // Every seat has the same four buttons: the seat number tells them apart.
                    let label = format!("seat {} {name}", i + 1);
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
        if ui.button("Start playing").clicked() {
            out = Some(true);
        }
        if ui.button("Cancel").clicked() {
            out = Some(false);
        }
    });
    out
}
