static_assert(true, );
