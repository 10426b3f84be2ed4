auto l = []() -> int __attribute__((warn_unused_result)) { return 0; };
