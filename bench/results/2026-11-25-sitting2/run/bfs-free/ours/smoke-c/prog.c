


 greet(who) {
    printf("Hello, %s!\n");
}
