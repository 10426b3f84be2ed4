/* Inputs whose reading depends on which names are typedefs. */
typedef int T;
typedef struct Node Node;
struct Node { Node *next; T value; };
T *p1;
int a, b;
void f(void)
{
    T * q;       /* declaration: T is a type */
    a * b;       /* expression statement */
    T(x);        /* declaration of x */
    int y = (T)+a;
    int z = (a)+b;
    Node *n = 0;
    unsigned long s = sizeof(T) + sizeof(a) + sizeof a;
    T T2 = 1;
    (void)q; (void)x; (void)y; (void)z; (void)n; (void)s; (void)T2;
}
int g(T);
int h(T t) { return t; }
T k(T T3) { return T3; }
