 remainder
