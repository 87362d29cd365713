//! The new-game dialog: game, options, seats and seed.
//!
//! The last setup is remembered, so "new game" after a game is one click.

use crate::engine::{GameKind, Options, Setup};
use crate::i18n::{Arg, Language, tr, tr_args, tr_in};
use crate::io::save::{Controller, Level, SEAT_COLOURS, Seat};
use crate::io::tileset::tileset_for;
use serde::{Deserialize, Serialize};

/// The dialog's fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameForm {
    pub game: GameKind,
    pub options: Options,
    pub seats: Vec<Seat>,
    pub seed: u64,
    /// Draw a new seed each time the dialog opens.
    pub random_seed: bool,
}

impl Default for NewGameForm {
    fn default() -> Self {
        let mut seats = default_seats(2);
        seats[1].name = computer_name();
        seats[1].controller = Controller::Computer(Level::Medium);
        NewGameForm {
            game: GameKind::Base,
            options: Options::default(),
            seats,
            seed: 1,
            random_seed: true,
        }
    }
}

impl NewGameForm {
    /// The engine setup the form describes.
    pub fn setup(&self) -> Setup {
        Setup {
            game: self.game,
            players: self.seats.len() as u8,
            options: self.options,
            seed: self.seed,
        }
    }

    /// Draws a fresh seed when the form asks for random seeds.
    pub fn reseed(&mut self) {
        if self.random_seed {
            self.seed = rand::random::<u64>() % 1_000_000_000;
        }
    }
}

/// A game with its options can start only when its tile set exists.
fn available(game: GameKind, options: &Options) -> bool {
    tileset_for(game, options).is_ok()
}

/// The most seats a game takes (The City: 2-4, RULES.md section 4).
pub fn max_seats(game: GameKind) -> usize {
    match game {
        GameKind::Base => 5,
        GameKind::City => 4,
    }
}

/// Seat `i`'s default name for a person: "Player 1", "Speler 1", "Spieler 1".
pub fn person_name(i: usize) -> String {
    tr_args("seat-default-person", &[("n", (i + 1).into())])
}

/// The computer's default seat name in the current language.
pub fn computer_name() -> String {
    tr("seat-default-computer")
}

/// `n` seats for people, named in the current language (`Seat::defaults`
/// names them in English, as saves and the command line do).
pub fn default_seats(n: usize) -> Vec<Seat> {
    let mut seats = Seat::defaults(n);
    for (i, s) in seats.iter_mut().enumerate() {
        s.name = person_name(i);
    }
    seats
}

/// True when seat `i`'s name is a default one in any language, so that it
/// may follow the controller and the language.
fn is_default_name(name: &str, i: usize) -> bool {
    Language::ALL.into_iter().any(|l| {
        name == tr_in(l, "seat-default-person", &[("n", (i + 1).into())])
            || name.starts_with(&tr_in(l, "seat-default-computer", &[]))
    })
}

/// A seat's default name follows who plays it and the language: "Computer"
/// for the computer, "Player n" for a person; a name the player typed stays.
pub fn rename_for(seat: &mut Seat, i: usize) {
    if !is_default_name(&seat.name, i) {
        return;
    }
    seat.name = match seat.controller {
        Controller::Human => person_name(i),
        Controller::Computer(_) => computer_name(),
    };
}

/// Every seat's default name ([`rename_for`]), and when more than one
/// computer keeps the default name, each with its seat number ("Computer
/// 2"): the scoring log, the end screen and its chart name players, and
/// two called "Computer" could not be told apart.
pub fn rename_seats(seats: &mut [Seat]) {
    for (i, seat) in seats.iter_mut().enumerate() {
        rename_for(seat, i);
    }
    let plain = computer_name();
    let same: Vec<usize> = (0..seats.len())
        .filter(|&i| {
            matches!(seats[i].controller, Controller::Computer(_)) && seats[i].name == plain
        })
        .collect();
    if same.len() > 1 {
        for i in same {
            seats[i].name = format!("{plain} {}", i + 1);
        }
    }
}

fn controller_name(c: Controller) -> String {
    match c {
        Controller::Human => tr("seat-person"),
        Controller::Computer(Level::Random) => tr("seat-computer-random"),
        Controller::Computer(Level::Easy) => tr("seat-computer-easy"),
        Controller::Computer(Level::Medium) => tr("seat-computer-medium"),
        Controller::Computer(Level::Hard) => tr("seat-computer-hard"),
    }
}

/// The dialog's contents; true when the player pressed "Start".
pub fn ui(ui: &mut egui::Ui, f: &mut NewGameForm) -> bool {
    let mut start = false;
    egui::Grid::new("new-game")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.label(tr("new-game-game"));
            ui.horizontal(|ui| {
                ui.selectable_value(&mut f.game, GameKind::Base, tr("game-base"));
                ui.selectable_value(&mut f.game, GameKind::City, tr("game-the-city"))
                    .on_hover_text(tr("new-game-city-hint"));
            });
            ui.end_row();
            ui.label(tr("new-game-options"));
            ui.vertical(|ui| {
                if f.game == GameKind::City {
                    // The City has no fields, cities or City Gates tiles: none of these apply.
                    ui.label(tr("new-game-city-rules"));
                    f.options.city_gates = false;
                    return;
                }
                ui.checkbox(&mut f.options.farmers, tr("new-game-farmers"));
                ui.checkbox(&mut f.options.two_tile_city, tr("new-game-two-tile-city"));
                let mut gates = f.options.city_gates;
                let with = Options {
                    city_gates: true,
                    ..f.options
                };
                let can = available(f.game, &with);
                ui.add_enabled_ui(can, |ui| {
                    ui.checkbox(&mut gates, tr("new-game-city-gates"))
                        .on_disabled_hover_text(tr("new-game-city-gates-disabled"));
                });
                f.options.city_gates = gates && can;
            });
            ui.end_row();
            let name = ui.label(tr("new-game-seed"));
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut f.seed).speed(1.0))
                    .labelled_by(name.id);
                if ui
                    .button(tr("new-game-seed-random"))
                    .on_hover_text(tr("new-game-seed-random-hint"))
                    .clicked()
                {
                    f.seed = rand::random::<u64>() % 1_000_000_000;
                }
                ui.checkbox(&mut f.random_seed, tr("new-game-seed-each"));
            });
            ui.end_row();
        });
    ui.separator();
    ui.label(tr("new-game-seats"));
    let mut remove = None;
    let n = f.seats.len();
    // A default name kept from another language reads in this one.
    rename_seats(&mut f.seats);
    egui::Grid::new("seats").num_columns(4).show(ui, |ui| {
        for (i, seat) in f.seats.iter_mut().enumerate() {
            let mut rgb = [seat.colour.0, seat.colour.1, seat.colour.2];
            let label = tr_args("new-game-colour", &[("seat", Arg::from(i + 1))]);
            ui.color_edit_button_srgb(&mut rgb)
                .on_hover_text(&label)
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            seat.colour = (rgb[0], rgb[1], rgb[2]);
            let name_label = tr_args("new-game-name", &[("seat", Arg::from(i + 1))]);
            // The field has no visible label beside it: the seat's number is
            // what tells a screen reader (and a test) which one it is.
            ui.add_sized([150.0, 20.0], egui::TextEdit::singleline(&mut seat.name))
                .widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name_label)
                });
            egui::ComboBox::from_id_salt(("who", i))
                .selected_text(controller_name(seat.controller))
                .show_ui(ui, |ui| {
                    for c in [
                        Controller::Human,
                        Controller::Computer(Level::Easy),
                        Controller::Computer(Level::Medium),
                        Controller::Computer(Level::Hard),
                    ] {
                        if ui
                            .selectable_value(&mut seat.controller, c, controller_name(c))
                            .changed()
                        {
                            rename_for(seat, i);
                        }
                    }
                });
            if ui
                .add_enabled(n > 2, egui::Button::new(tr("new-game-remove")))
                .on_hover_text(tr("new-game-remove-hint"))
                .clicked()
            {
                remove = Some(i);
            }
            ui.end_row();
        }
    });
    if let Some(i) = remove {
        f.seats.remove(i);
    }
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                f.seats.len() < max_seats(f.game),
                egui::Button::new(tr("new-game-add-seat")),
            )
            .clicked()
        {
            let used: Vec<_> = f.seats.iter().map(|s| s.colour).collect();
            let colour = SEAT_COLOURS
                .iter()
                .find(|c| !used.contains(c))
                .copied()
                .unwrap_or(SEAT_COLOURS[0]);
            f.seats.push(Seat {
                name: person_name(f.seats.len()),
                colour,
                controller: Controller::Human,
            });
        }
    });
    ui.separator();
    let most = max_seats(f.game);
    if f.seats.len() > most {
        ui.label(tr_args("new-game-too-many", &[("n", most.into())]));
    }
    let ok = available(f.game, &f.options) && (2..=most).contains(&f.seats.len());
    if ui
        .add_enabled(ok, egui::Button::new(tr("new-game-start")))
        .clicked()
    {
        start = true;
    }
    start
}
