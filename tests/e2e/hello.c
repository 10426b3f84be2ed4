/* In the spirit of the Perses paper's motivating example: the one printf that
   matters sits inside nested ifs, loops and declarations that do not. */
#include <stdio.h>

#define LIMIT 10

struct point { int x; int y; };

static int square(int v) { return v * v; }

static int sum_to(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        total += i; // running sum
    }
    return total;
}

int main(void) {
    int a = 1;
    int b = square(a + 2);
    struct point p = { a, b };
    if (a < LIMIT) {
        int c = sum_to(b);
        if (c > 0) {
            while (c > 100) {
                c = c / 2;
            }
            if (p.x == 1) {
                printf("Hello world!\n");
            }
        } else {
            printf("unreachable %d\n", c);
        }
    }
    return 0;
}
