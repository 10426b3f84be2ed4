const n = 1__0
