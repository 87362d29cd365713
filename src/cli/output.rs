//! What the command line prints goes through here, so that a closed or
//! full output never panics: a closed pipe (`... | head -1`) stops the
//! program quietly, as Unix tools do, and any other write error (a full
//! disk, `> /dev/full`) is one message on stderr and exit status 1.

use std::io::{self, Write};

/// Writes formatted text to stdout, stopping the program on a write error.
pub fn out(args: std::fmt::Arguments<'_>) {
    let mut o = io::stdout().lock();
    if let Err(e) = o.write_fmt(args) {
        stop(&e);
    }
}

/// Flushes stdout at the end of a command (what is still buffered can fail too).
pub fn flush() {
    if let Err(e) = io::stdout().lock().flush() {
        stop(&e);
    }
}

/// What a write error on stdout means for the exit status: 0 for a reader
/// that went away (nothing left to do), 1 with a message for anything else.
pub fn exit_code(e: &io::Error) -> i32 {
    if e.kind() == io::ErrorKind::BrokenPipe {
        0
    } else {
        1
    }
}

/// Ends the program after a write error on stdout.
pub fn stop(e: &io::Error) -> ! {
    let code = exit_code(e);
    if code != 0 {
        // stderr may be closed too; then there is no one to tell.
        let _ = writeln!(io::stderr(), "error: cannot write the output: {e}");
    }
    std::process::exit(code)
}

/// `println!` for the command line: see the module's doc.
#[macro_export]
macro_rules! outln {
    () => { $crate::cli::output::out(format_args!("\n")) };
    ($($t:tt)*) => { $crate::cli::output::out(format_args!("{}\n", format_args!($($t)*))) };
}

/// `print!` for the command line: see the module's doc.
#[macro_export]
macro_rules! out {
    ($($t:tt)*) => { $crate::cli::output::out(format_args!($($t)*)) };
}
