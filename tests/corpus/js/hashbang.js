#!/usr/bin/env node
// A hashbang line (§12.5) and a byte order mark are not tokens.
console.log("hi")
