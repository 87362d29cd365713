//! Any bytes as a file: read, validated, ruled on and analysed
//! (`carcassonne_studio::cli::probe`, the same path the mutation test takes).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = carcassonne_studio::cli::probe::probe_bytes(data);
});
