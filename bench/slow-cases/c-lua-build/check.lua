-- What the user's bug report runs: the string library through its metatable and directly.
print(("-"):rep(3), string.format("%d-%s", 7, "x"), string.rep("ab", 3, ","))
