//! How the app's allocator keeps memory it has freed.
//!
//! Each frame builds and drops large buffers (shapes, tessellated meshes,
//! text layouts). With glibc's defaults, buffers above a moving threshold
//! are mapped afresh and unmapped on free, and freed memory at the top of
//! the heap goes back to the system: every frame then pays for its memory
//! again in page faults (220 to 680 a frame in `--bench-frame`, about half
//! of a frame's CPU time). Keeping up to 64 MB of freed memory, and mapping
//! only buffers of 32 MB or more on their own, makes the next frame reuse
//! the last one's pages.

/// Buffers at least this large get their own mapping (glibc's own upper
/// limit for the setting on 64-bit systems).
const MAP_ALONE_FROM: i32 = 32 << 20;

/// Freed memory the heap keeps before it gives any back to the system.
const KEEP_FREED: i32 = 64 << 20;

/// Asks the allocator to keep freed memory for reuse; true if it agreed
/// (on a system without glibc the defaults stay, and this says false).
pub fn keep_freed_memory() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only changes two allocator settings; it is called
        // before the window or any thread exists, and any value is valid
        // input (a refused one returns 0 and changes nothing).
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, MAP_ALONE_FROM) == 1
                && libc::mallopt(libc::M_TRIM_THRESHOLD, KEEP_FREED) == 1
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

#[cfg(test)]
mod tests {
    /// On glibc the allocator takes both settings (a wrong constant or an
    /// out-of-range value would be refused and the frames would fault again).
    #[test]
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    fn glibc_takes_both_settings() {
        assert!(super::keep_freed_memory());
    }
}
