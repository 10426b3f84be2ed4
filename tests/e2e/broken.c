int main(void) {
    int x = 1;
    needle(x) +;
    return 0;
}
