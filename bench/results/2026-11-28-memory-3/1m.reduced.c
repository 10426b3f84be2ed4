
int main(void) { }
