// Visibility: pub, pub(crate), pub(self), pub(super), pub(in path).
pub mod outer {
    pub(crate) mod inner {
        pub(super) fn f() {}
        pub(self) fn g() {}
        pub(in crate::outer) fn h() {}
        pub(crate) struct Tuple(pub(crate) u8, pub (u8, u8));
    }
    pub use self::inner::*;
    pub(crate) use std::collections::{hash_map::Entry as E, HashMap as Map};
}
