

function a() {
  const a = "".repeat(-1);
}

function b() {
    a = a();
}

b();
