//! The seeds' languages: each parser on its language's real corpus with the language's
//! own tool as the oracle, and each construct reduced with a real compiler as the
//! property.
//!
//! One test binary per area (modules inside), so that the generated parsers are linked
//! once per area rather than once per file.

#[cfg(feature = "cpp")]
mod cpp_constructs;
#[cfg(feature = "cpp")]
mod cpp_corpus;
#[cfg(feature = "cpp")]
mod cpp_passes;
#[cfg(feature = "go")]
mod go_constructs;
#[cfg(feature = "go")]
mod go_corpus;
#[cfg(feature = "java")]
mod java_constructs;
#[cfg(feature = "java")]
mod java_corpus;
#[cfg(feature = "javascript")]
mod js_constructs;
#[cfg(feature = "javascript")]
mod js_corpus;
#[cfg(feature = "python")]
mod python_constructs;
#[cfg(feature = "python")]
mod python_corpus;
#[cfg(feature = "rust")]
mod rust_constructs;
#[cfg(feature = "rust")]
mod rust_corpus;
