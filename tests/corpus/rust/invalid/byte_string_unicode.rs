// A byte string with a non-ASCII character.
const B: &[u8] = b"é";
