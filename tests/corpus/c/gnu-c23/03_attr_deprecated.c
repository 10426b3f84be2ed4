// gcc-flags: -std=gnu2x
// [[deprecated]] on functions, objects, types, tags and enumerators.
[[deprecated]] int old_api(void);
[[deprecated("use new_api instead")]] int older_api(void);
[[deprecated]] typedef int old_int;
struct [[deprecated]] old_struct { int a; };
union [[deprecated("gone")]] old_union { int a; float b; };
enum [[deprecated]] old_enum { OLD_A, OLD_B [[deprecated]], OLD_C [[deprecated("x")]] = 3 };
int var [[deprecated]];
