// JSON as specified by RFC 8259 (The JavaScript Object Notation Data
// Interchange Format). Written from the RFC's ABNF; start rule: `json`.
grammar json;

// A JSON text is one value surrounded by optional whitespace.
json
    : value EOF
    ;

value
    : obj
    | array
    | STRING
    | NUMBER
    | 'true'
    | 'false'
    | 'null'
    ;

// Members and elements are kept as `x (',' x)*` lists so a reducer can
// delete individual members and elements.
obj
    : '{' (member (',' member)*)? '}'
    ;

member
    : STRING ':' value
    ;

array
    : '[' (value (',' value)*)? ']'
    ;

// Strings: any code point except '"', '\\' and the control characters
// U+0000..U+001F, or one of the eight escapes or a \uXXXX escape.
STRING
    : '"' (UNESCAPED | ESCAPE)* '"'
    ;

fragment UNESCAPED
    : ~["\\\u0000-\u001F]
    ;

fragment ESCAPE
    : '\\' (["\\/bfnrt] | 'u' HEX HEX HEX HEX)
    ;

fragment HEX
    : [0-9a-fA-F]
    ;

// Numbers: optional minus, an integer part without leading zeros, then an
// optional fraction and an optional exponent. No leading '+', no bare '.'.
NUMBER
    : '-'? INT FRAC? EXP?
    ;

fragment INT
    : '0'
    | [1-9] [0-9]*
    ;

fragment FRAC
    : '.' [0-9]+
    ;

fragment EXP
    : [eE] [+-]? [0-9]+
    ;

// Only the four whitespace characters the RFC allows; kept (not skipped)
// on the hidden channel so layout survives reduction.
WS
    : [ \t\n\r]+ -> channel(HIDDEN)
    ;
