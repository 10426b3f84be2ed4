class a { {
        long a = 0 - "";
    }
}
