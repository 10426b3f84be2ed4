struct T; T f() { co_return 1 }
