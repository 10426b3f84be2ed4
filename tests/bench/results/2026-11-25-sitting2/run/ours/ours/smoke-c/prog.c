


 a() {
    printf("Hello");
}
