 main() {
    puts("Goodbye, reducer!");
}
