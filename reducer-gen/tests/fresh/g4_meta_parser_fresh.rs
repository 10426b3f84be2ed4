//! The checked-in `.g4` meta-parser (`src/read/g4/parser.rs`) must be exactly what
//! lalrpop generates from `src/read/g4/parser.lalrpop`.
//!
//! Regenerate it with `UPDATE_META_PARSER=1 cargo test -p reducer-gen --test fresh g4_meta_parser_fresh`.

use std::path::{Path, PathBuf};

/// Runs lalrpop on a copy of the grammar in a private temporary directory.
fn generate(source: &Path) -> String {
    let dir: PathBuf = std::env::temp_dir().join(format!("reducer-gen-g4-meta-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(source, dir.join("parser.lalrpop")).unwrap();
    lalrpop::Configuration::new()
        .set_out_dir(&dir)
        .force_build(true)
        .log_quiet()
        .process_dir(&dir)
        .expect("lalrpop failed on parser.lalrpop");
    let out = std::fs::read_to_string(dir.join("parser.rs")).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    out
}

#[test]
fn checked_in_meta_parser_is_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/read/g4");
    let generated = generate(&root.join("parser.lalrpop"));
    let checked_in_path = root.join("parser.rs");
    if std::env::var_os("UPDATE_META_PARSER").is_some() {
        std::fs::write(&checked_in_path, &generated).unwrap();
        return;
    }
    let checked_in = std::fs::read_to_string(&checked_in_path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "src/read/g4/parser.rs is stale: run `UPDATE_META_PARSER=1 cargo test -p reducer-gen --test fresh g4_meta_parser_fresh`"
    );
}
