

"".repeat(-3E5)