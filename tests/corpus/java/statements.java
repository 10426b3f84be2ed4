// Statements (JLS 21 §14): var, enhanced for, basic for with several updates,
// try-with-resources (declarations and existing variables), multi-catch, finally,
// labels, do/while, synchronized, assert, throw, local classes, interfaces and enums.
import java.io.*;
import java.util.*;

class Statements {
    void all(List<String> xs, InputStream in) throws Exception {
        var count = 0;
        var list = new ArrayList<Map<String, Integer>>();
        for (var x : xs) count += x.length();
        for (final String x : xs) { }
        for (int i = 0, j = 10; i < j; i++, j--) continue;
        for (;;) break;
        int[][] grid = new int[3][];
        int sum[] = {1, 2, 3}, k = 0;
        outer:
        for (int[] row : grid) {
            inner: while (k < 10) {
                if (row == null) continue outer;
                else if (k > 5) break inner;
                else k++;
            }
        }
        do { k--; } while (k > 0);
        try (var r = new BufferedReader(new InputStreamReader(in)); Reader r2 = new StringReader("s");) {
            r.readLine();
        } catch (IOException | IllegalStateException e) {
            throw new RuntimeException(e);
        } catch (final Exception e) {
            assert e != null : "never";
        } finally {
            count = -1;
        }
        try (in) {
            in.read();
        }
        try { } finally { }
        synchronized (this) { count++; }
        assert count > 0;
        ;
        class Local { int v; }
        interface LocalI { void m(); }
        enum LocalE { A, B }
        record LocalR(int a) {}
        new Local().v = 3;
        this.count = ++count;
        --count;
        count = count++ + --count;
        int x = (int) -count, y = (count), z = ~count, w = (int) 'c';
        long big = (long) count << 3;
        String s = (String) null;
        Object o = (Object) (String) s;
        boolean b = !(o instanceof String) || s != null && (x > 0 ^ y < 0);
    }
    int count;
}
