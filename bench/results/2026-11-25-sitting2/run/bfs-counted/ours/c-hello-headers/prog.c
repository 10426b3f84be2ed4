 main(void) {
    puts("Goodbye, reducer!");
}
