// gcc-flags: -std=gnu2x
// gcc-since: 13
// C23 enumerations with a fixed underlying type.
enum small : unsigned char { S0, S1 = 200 };
enum big : long long { B0 = 1LL << 40 };
enum fwd : int;
enum fwd : int { F0 };
typedef unsigned short u16;
enum e16 : u16 { E0 };
struct s { enum small k : 4; enum small m; };
