// Two character literal characters.
const C: char = 'ab';
