using int32_t = int; enum : unsigned int32_t { foo };
