//! The Windows executable's icon and version details, as a resource linked into
//! `stratagem.exe` (mingw's windres cross-compiling, rc.exe on Windows with MSVC). Other
//! platforms take their icon from the package: the `.desktop` file's PNG on Linux, the app
//! bundle's `.icns` on macOS.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=packaging/icons/stratagem.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        // Absolute: the resource compiler runs in another folder.
        let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default();
        let icon = std::path::Path::new(&manifest).join("packaging/icons/stratagem.ico");
        let mut resource = winresource::WindowsResource::new();
        resource.set_icon(&icon.to_string_lossy());
        resource.set("ProductName", "Stratagem");
        if let Err(e) = resource.compile_for("stratagem") {
            // A missing resource compiler is worth a clear stop: the .exe would ship without
            // its icon.
            eprintln!("cannot compile the Windows resources (is mingw's windres installed?): {e}");
            std::process::exit(1);
        }
    }
}
