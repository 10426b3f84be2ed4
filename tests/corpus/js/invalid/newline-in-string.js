const s = "abc
"
