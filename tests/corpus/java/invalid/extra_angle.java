class A { java.util.List<String>> x; }
