//! The play screen: a game on the board, the players' panel, the scoring log, the end scoring, new game and the computer players.

pub mod board_view;
pub mod computer;
pub mod end_screen;
pub mod new_game;
pub mod play_from_here;
pub mod players;
pub mod score_log;
