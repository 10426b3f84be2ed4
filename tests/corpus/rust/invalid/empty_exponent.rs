// An integer with an empty exponent.
const F: f64 = 1e;
