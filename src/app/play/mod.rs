//! The play screen: a game on the board with its panels, dialogs and computer players.
//!
//! `screen` owns the play screen's state (the session on the board, its
//! board view, the analysis sidebar's state, the end scoring, the computer
//! players' search) and draws it; the other files are its parts. The
//! editor uses `board_view` and `framing` (pan and zoom), `new_game::max_seats` and the
//! `play_from_here` dialog; play never looks at the editor.

pub mod board_marks;
pub mod board_view;
pub mod computer;
pub mod end_screen;
pub mod framing;
pub mod keyboard;
pub mod new_game;
pub mod play_from_here;
pub mod players;
pub mod score_log;
pub mod screen;
