// gcc-flags: -std=gnu2x
// x86 named address spaces.
extern int __seg_fs *fs_ptr;
extern int __seg_gs *gs_ptr;
int get(void) { return *fs_ptr + *(int __seg_gs *)0; }
