template <typename... T> int f(T... t) { return (... + t + ...); }
