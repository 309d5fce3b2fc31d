fn main() -> std::process::ExitCode {
    stratagem::cli::main()
}
