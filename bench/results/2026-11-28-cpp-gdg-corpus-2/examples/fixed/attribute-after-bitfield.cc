struct S { char b : 8 __attribute__((packed)); };
