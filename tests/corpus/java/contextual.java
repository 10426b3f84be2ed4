// Contextual keywords (JLS 21 §3.9) used as names where the JLS allows them:
// variables, fields, methods, parameters, labels and packages-like qualifiers.
class Contextual {
    int var = 1, yield = 2, record = 3, sealed = 4, permits = 5, when = 6;
    int module, open, opens, exports, requires, transitive, uses, provides, to, with;

    int module() { return module; }
    void with(int to) { this.to = to; }
    void record(int record) { this.record = record; }

    int use(int when, int open) {
        var var = when + open;
        int yield = var;
        yield = yield + 1;
        record(yield);
        when: for (;;) { break when; }
        sealed = permits + this.yield;
        return switch (var) {
            case 0 -> { yield 0; }
            default -> { int x = Contextual.this.var; yield x; }
        };
    }

    static class when {}
    static class module {}
    static class open {}
}
