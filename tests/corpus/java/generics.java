// Generics (JLS 21 §4.4, §4.5, §8.1.2, §8.4.4) and the shift operators: `>>` and
// `>>>` closing nested type arguments, next to `>>`, `>>>`, `>>=` and `>>>=`.
import java.util.*;
import java.util.function.*;

class Generics<K extends Comparable<K>, V> {
    Map<K, List<V>> byKey = new HashMap<>();
    Map<String, Map<String, List<Integer>>> deep = new TreeMap<String, Map<String, List<Integer>>>();
    List<? extends Number> nums;
    List<? super Integer> sinks;
    Map.Entry<K, V> entry;
    Class<?>[] classes;
    List<List<String>>[] arrays;

    <T extends Comparable<? super T>> T max(Collection<? extends T> c) {
        return Collections.<T>max(c);
    }

    static <A, B> Function<A, B> id(Function<A, B> f) { return f; }

    <X extends Number & Comparable<X>> int bounded(X x) { return x.intValue(); }

    int shifts(int a, long b) {
        int s = a >> 2;
        s = a >>> 3;
        s >>= 1;
        s >>>= 2;
        s <<= 1;
        long t = b >> s >>> s << 1;
        boolean c = a > b && b >= a && a < b;
        List<List<Integer>> nested = new ArrayList<List<Integer>>();
        nested.add(List.of(a >> 1, a >>> 2));
        return s + (int) t + (c ? 1 : 0) + nested.size();
    }

    class Inner<T> {}
    Generics<K, V>.Inner<String> inner() { return this.new Inner<String>(); }

    static <T> void explicit() {
        List<T> l = Generics.<T>emptyList();
        Supplier<List<String>> s = ArrayList<String>::new;
        Function<Integer, int[]> mk = int[]::new;
        Function<Integer, String[][]> mk2 = String[][]::new;
    }

    static <T> List<T> emptyList() { return new ArrayList<>(); }
}
