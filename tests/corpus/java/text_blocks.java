// Text blocks (JLS 21 §3.10.6): escapes, quotes inside, `\` line continuation, `\s`,
// empty content, and concatenation.
class TextBlocks {
    String html = """
        <html>
            <body>"quoted" and ""doubled"" and \""" escaped</body>
        </html>
        """;
    String empty = """
        """;
    String joined = """
        one \
        line\s
        """ + "tail";
    String tabs = """	
        tab after the opening quotes\t\n\u0041
        """;
    String query() {
        return """
            SELECT * FROM t WHERE name = '%s'""".formatted("x");
    }
}
