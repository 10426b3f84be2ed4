;
;;
int x;;
static const volatile unsigned long int v = 0;
extern int ext(void);
int;
struct S;
typedef void Fn(int);
Fn handler;
void handler(int sig) { (void)sig; }
inline static int is(void) { return 0; }
static unsigned;
