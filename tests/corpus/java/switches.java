// Switch expressions and statements (JLS 21 §14.11, §15.28) with patterns (§14.30):
// arrow rules, yield, old-style groups, type and record patterns, nested record
// patterns, `var` in patterns, `when` guards, `case null`, `case null, default`,
// qualified enum constants, and instanceof patterns (§15.20.2).
sealed interface Shape permits Circle, Square, Rect {}
record Circle(double r) implements Shape {}
record Square(double side) implements Shape {}
record Rect(double w, double h) implements Shape {}
record Line(Point a, Point b) {}
record Point(int x, int y) {}
enum Color { RED, GREEN, BLUE }

class Switches {
    static double area(Shape s) {
        return switch (s) {
            case Circle c -> Math.PI * c.r() * c.r();
            case Square sq when sq.side() > 10 -> 100;
            case Square sq -> sq.side() * sq.side();
            case Rect(double w, double h) -> w * h;
        };
    }

    static String describe(Object o) {
        return switch (o) {
            case null -> "null";
            case Integer i when i > 0 && i < 10 -> "small " + i;
            case Integer i -> "int";
            case Line(Point(var x1, var y1), Point(int x2, final int y2)) -> "line " + (x1 + x2);
            case String s -> {
                String t = s.trim();
                yield t.isEmpty() ? "blank" : t;
            }
            case int[] arr -> "array of " + arr.length;
            default -> "other";
        };
    }

    static int old(int day) {
        int n;
        switch (day) {
            case 1:
            case 7:
                n = 0;
                break;
            case 2, 3, 4:
                n = 1;
                // fall through
            default:
                n = 2;
        }
        return n;
    }

    static int yields(Color c) {
        int v = switch (c) {
            case RED:
                yield 1;
            case GREEN, BLUE:
                int t = c.ordinal();
                yield t * 2;
        };
        return v;
    }

    static String qualified(Color c) {
        return switch (c) {
            case Color.RED -> "r";
            case Color.GREEN, Color.BLUE -> "gb";
        };
    }

    static void nullDefault(String s) {
        switch (s) {
            case "a" -> System.out.println("a");
            case null, default -> System.out.println("other");
        }
    }

    static void throwing(int x) {
        switch (x) {
            case 0 -> throw new IllegalStateException();
            case 1 -> { return; }
            default -> {}
        }
    }

    static boolean patterns(Object o) {
        if (o instanceof String s && !s.isEmpty()) return true;
        if (o instanceof final Integer i) return i > 0;
        if (o instanceof Point(int x, int y) && x == y) return true;
        if (!(o instanceof Line l)) return false;
        return o instanceof Line(var a, var b) ? a.equals(b) : o instanceof Comparable<?>;
    }
}
