// Records (JLS 21 §8.10): headers, compact and canonical constructors, generics,
// nested and local records, static members, varargs components, annotations.
import java.util.List;
import java.util.Objects;

record Point(int x, int y) {
    static final Point ORIGIN = new Point(0, 0);

    Point {
        if (x < 0) throw new IllegalArgumentException("x");
    }

    Point(int both) {
        this(both, both);
    }

    double norm() { return Math.sqrt(x * x + y * y); }

    static Point of(int x, int y) { return new Point(x, y); }
}

record Pair<A, B extends Comparable<B>>(A first, B second) implements Comparable<Pair<A, B>> {
    public int compareTo(Pair<A, B> o) { return second.compareTo(o.second); }
}

record Empty() {}

record Varargs(String name, int... values) {
    Varargs {
        Objects.requireNonNull(name);
        values = values.clone();
    }
}

record Annotated(@Deprecated int a, List<@SuppressWarnings("x") String> names) {}

class Outer {
    record Inner(String s) {
        interface Nested {}
    }

    void local() {
        record Local(int v) {
            int twice() { return v * 2; }
        }
        var l = new Local(3);
        int record = l.twice();
        System.out.println(record + l.v());
    }
}
