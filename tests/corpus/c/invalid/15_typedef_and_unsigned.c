typedef int T; unsigned T x;
