void* q = new int __attribute__((vector_size(8)));
