// gcc-flags: -std=gnu2x
// Zero-length arrays and flexible array members.
struct line { int length; char contents[0]; };
struct flex { int n; double d[]; };
int zero[0];
struct empty { };
struct nested { struct line l; int after[0]; };
