// Number, character, string, byte, C and raw literals (Lexical structure > Tokens).
const BIG: u64 = 1_000_000_000_000u64;
const HEX: u32 = 0xDEAD_beef;
const OCT: u8 = 0o17;
const BIN: u8 = 0b1010_1010;
const UNDERSCORE_SUFFIX: i64 = 1_i64;
const FLOATS: [f64; 6] = [1.0, 2.5e10, 1e-3, 0.5f64 as f64, 1_000.000_1, 3.];
const SUFFIXED: f32 = 1f32;
const CHARS: [char; 5] = ['a', '\n', '\'', '\u{1F600}', 'é'];
const BYTE: u8 = b'\x7f';
const BYTES: &[u8] = b"bytes\x00\xff\n";
const RAW: &str = r"C:\path";
const RAW_HASH: &str = r#"a "quoted" string"#;
const RAW_HASH2: &str = r##"a "# inside"##;
const RAW_BYTES: &[u8] = br#"raw "bytes""#;
const C_STR: &core::ffi::CStr = c"a C string\u{e9}";
const RAW_C_STR: &core::ffi::CStr = cr#"raw "C""#;
const MULTI_LINE: &str = "first \
                          second";
const ESCAPES: &str = "\t\r\n\\\0\"\x41\u{41}";

fn tuple_index_pairs(t: ((u8, u8), u8)) -> u8 {
    // `t.0.1` lexes `0.1` as one float token, which the parser takes after `.`.
    t.0.1 + t.0 .0 + 1.max(2) + (2.).max(1.) as u8
}
