

"".repeat(-1e3)