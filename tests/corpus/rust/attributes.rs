#![allow(unused)]
#![cfg_attr(feature = "x", deny(warnings))]
// Outer and inner attributes, including unsafe attributes (edition 2024).

#[derive(Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct S {
    #[allow(dead_code)]
    field: u8,
}

#[unsafe(no_mangle)]
pub extern "C" fn exported() {}

#[doc = "documented"]
#[cfg(all(unix, not(target_os = "macos")))]
fn unix_only() {}

fn body() {
    #![allow(unused_variables)]
    #[cfg(test)]
    let x = 1;
    #[rustfmt::skip]
    let y = [1,2];
    let z = f(#[cfg(unix)] 1, 2);
    match z {
        #[cfg(unix)]
        1 => {}
        _ => {}
    }
}

fn f(a: u8, b: u8) -> u8 {
    a + b
}
