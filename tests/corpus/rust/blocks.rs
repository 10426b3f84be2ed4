// async, try, gen, unsafe and const blocks; labelled blocks.
async fn fetch() -> u8 {
    1
}

async fn run() -> u8 {
    let a = async { 1 }.await;
    let b = async move { fetch().await }.await;
    let c = unsafe { core::ptr::read(&a) };
    let d = const { 1 + 2 };
    let e = 'block: {
        if a > 0 {
            break 'block 1;
        }
        2
    };
    a + b + c + d + e
}

fn unstable() {
    let _: Option<u8> = try { 1 };
    let _ = gen { yield 1 };
    let _ = async gen { yield 1 };
}
