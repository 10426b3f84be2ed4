// unsafe functions, traits and impls, extern blocks (edition 2024: unsafe extern).
unsafe extern "C" {
    pub safe fn abs(x: i32) -> i32;
    pub unsafe fn strlen(s: *const u8) -> usize;
    static errno: i32;
    pub safe static VERSION: u8;
}

extern "C" {}

unsafe trait Zeroable {}

unsafe impl Zeroable for u8 {}

pub unsafe fn raw(p: *const u8, q: *mut u8) -> u8 {
    unsafe { *q = *p };
    let r = &raw const *p;
    unsafe { *r }
}

extern crate core as my_core;

pub extern "C" fn callback(_: extern "C" fn(i32) -> i32) {}
