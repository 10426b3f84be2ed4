class IndexPi { {
        long hash_sagre = 427370099 - "\0value";
    }
}
