// Sealed classes and interfaces (JLS 21 §8.1.1.2, §8.1.6, §9.1.1.4): sealed,
// non-sealed, final subclasses, permits lists, and the words as names.
sealed interface Shape permits Circle, Square, Rect {}

record Circle(double r) implements Shape {}

final class Square implements Shape {}

non-sealed class Rect implements Shape {}

class Sub extends Rect {}

abstract sealed class Expr permits Expr.Num, Expr.Add {
    static final class Num extends Expr { int v; }
    static non-sealed class Add extends Expr { Expr l, r; }
}

sealed interface Node {}
record Leaf(int v) implements Node {}
record Branch(Node left, Node right) implements Node {}

class Words {
    int sealed = 1;
    int permits = 2;
    void permits() {}
    int sum() { return sealed + permits; }
}
