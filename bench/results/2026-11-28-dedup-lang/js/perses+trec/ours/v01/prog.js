

"".repeat(-1)