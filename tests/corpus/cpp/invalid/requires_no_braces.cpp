template <typename T> concept C = requires(T t) t.f();
