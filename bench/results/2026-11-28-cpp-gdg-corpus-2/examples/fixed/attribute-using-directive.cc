namespace N {} [[gnu::strong]] using namespace N;
