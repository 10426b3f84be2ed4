

"".repeat(-0b1010)