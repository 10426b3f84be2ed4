

function a() {
  const a = "".repeat(-1);
}

a();
