// Lambdas (JLS 21 §15.27) and method references (§15.13) in every form.
import java.util.*;
import java.util.function.*;

class Lambdas {
    Runnable r = () -> {};
    Runnable r2 = () -> System.out.println("x");
    Function<Integer, Integer> inc = x -> x + 1;
    BiFunction<Integer, Integer, Integer> add = (a, b) -> a + b;
    BiFunction<Integer, Integer, Integer> typed = (Integer a, Integer b) -> { return a * b; };
    BiFunction<Integer, Integer, Integer> vars = (var a, var b) -> a - b;
    BiFunction<Integer, Integer, Integer> fin = (final Integer a, final Integer b) -> a % b;
    Function<Integer, Function<Integer, Integer>> curried = a -> b -> a + b;
    Supplier<Supplier<String>> nested = () -> () -> "s";
    Object cast = (Runnable & java.io.Serializable) () -> {};
    Comparator<String> cmp = Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder());

    void refs(List<String> xs) {
        xs.forEach(System.out::println);
        xs.stream().map(String::toUpperCase).map(this::twice).map(super::equals);
        Function<String, Integer> parse = Integer::parseInt;
        Supplier<List<String>> mk = ArrayList::new;
        Function<Integer, int[]> arr = int[]::new;
        Function<int[], Object> cl = int[]::clone;
        BiFunction<String, String, Boolean> eq = Object::equals;
        Function<String, String> id = Lambdas::<String>same;
        Runnable cond = xs.isEmpty() ? () -> {} : () -> xs.clear();
        xs.removeIf(s -> s.isEmpty() || s.length() > 3);
    }

    String twice(String s) { return s + s; }

    static <T> T same(T t) { return t; }
}
