// Classes, interfaces and enums (JLS 21 §8, §9): anonymous classes, enums with
// constructors, bodies and abstract methods, interfaces with default, static and
// private methods, inner class creation, initializers, arrays, varargs and throws.
import java.util.*;

abstract class Base<T> implements Comparable<Base<T>>, Iterable<T> {
    static int counter;
    static { counter = 1; }
    { counter++; }
    protected transient volatile int flags;

    Base() { super(); }
    Base(int f) { this(); flags = f; }

    public abstract int compareTo(Base<T> o);
    synchronized native void nat();
    strictfp double fp() { return 1.0; }
    final void vararg(String fmt, Object... args) throws IllegalArgumentException, RuntimeException {}
    int[] arr()[] { return new int[][] {{1}, {2, 3}}; }
}

interface Greeter {
    String PREFIX = "hi ";
    String name();
    default String greet() { return PREFIX + helper(); }
    static Greeter of(String n) { return () -> n; }
    private String helper() { return name().trim(); }
    private static int util() { return 0; }
}

enum Planet implements Greeter {
    MERCURY(3.303e+23, 2.4397e6),
    EARTH(5.976e+24, 6.37814e6) {
        @Override public String name2() { return "home"; }
    },
    ;

    private final double mass, radius;
    Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
    public String name2() { return name(); }
}

enum Op {
    PLUS { int apply(int a, int b) { return a + b; } },
    MINUS { int apply(int a, int b) { return a - b; } };
    abstract int apply(int a, int b);
}

enum Empty { }
enum Comma { , }
enum Trailing { A, B, }

class Anonymous {
    class Inner { int v; }
    static class Nested {}

    Object make() {
        Comparator<String> c = new Comparator<String>() {
            int calls;
            @Override public int compare(String a, String b) { calls++; return a.compareTo(b); }
        };
        Anonymous outer = new Anonymous();
        Anonymous.Inner in = outer.new Inner();
        Inner in2 = this.new Inner() { };
        Object[] objs = new Object[] { c, in, in2, new Anonymous.Nested(), };
        Runnable r = new Runnable() { public void run() { } };
        return new ArrayList<String>(10) {{ add("x"); }};
    }

    Class<?>[] types = { int.class, int[].class, String.class, String[][].class, void.class, Map.Entry.class };
}

class Explicit<T> {
    <U> Explicit(U u) { }
    Explicit() { <String>this("s"); }
    static class Sub extends Explicit<Integer> { Sub() { <Integer>super(1); } }
}
