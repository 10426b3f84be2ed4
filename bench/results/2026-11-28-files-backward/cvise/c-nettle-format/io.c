werror() {}
