sealed class A permits {}
