// The lexer of python.g4: Python 3.13, written from The Python Language Reference,
// version 3.13, section 2 "Lexical analysis" (https://docs.python.org/3.13/reference/)
// and PEP 701 for f-strings; see python.g4's header for the hooks. Section numbers in
// the comments are the reference's. No text is taken from other grammar collections.
lexer grammar python_lexer;

// The layout token source and the f-string hook (`reducer_runtime::hooks::py_layout`),
// chosen by name (interpreted mode finds them too).
options { superClass = PythonLayout; }

tokens { INDENT, DEDENT, ERRORTOKEN }

// §2.3.1 keywords
FALSE    : 'False' ;
NONE     : 'None' ;
TRUE     : 'True' ;
AND      : 'and' ;
AS       : 'as' ;
ASSERT   : 'assert' ;
ASYNC    : 'async' ;
AWAIT    : 'await' ;
BREAK    : 'break' ;
CLASS    : 'class' ;
CONTINUE : 'continue' ;
DEF      : 'def' ;
DEL      : 'del' ;
ELIF     : 'elif' ;
ELSE     : 'else' ;
EXCEPT   : 'except' ;
FINALLY  : 'finally' ;
FOR      : 'for' ;
FROM     : 'from' ;
GLOBAL   : 'global' ;
IF       : 'if' ;
IMPORT   : 'import' ;
IN       : 'in' ;
IS       : 'is' ;
LAMBDA   : 'lambda' ;
NONLOCAL : 'nonlocal' ;
NOT      : 'not' ;
OR       : 'or' ;
PASS     : 'pass' ;
RAISE    : 'raise' ;
RETURN   : 'return' ;
TRY      : 'try' ;
WHILE    : 'while' ;
WITH     : 'with' ;
YIELD    : 'yield' ;

// §2.3.2 soft keywords
MATCH : 'match' ;
CASE  : 'case' ;
TYPE  : 'type' ;

// §2.5 operators, §2.6 delimiters.
LPAR       : '(' ;
RPAR       : ')' ;
LSQB       : '[' ;
RSQB       : ']' ;
LBRACE     : '{' ;
RBRACE     : '}' ;
COLON      : ':' ;
COLONEQUAL : ':=' ;
COMMA      : ',' ;
SEMI       : ';' ;
DOT        : '.' ;
ELLIPSIS   : '...' ;
AT         : '@' ;
ARROW      : '->' ;
EQUAL      : '=' ;
EXCLAMATION : '!' ;
DOUBLESLASHEQUAL : '//=' ;
SLASH            : '/' ;
DOUBLESLASH      : '//' ;
PERCENT          : '%' ;
VBAR             : '|' ;
CIRCUMFLEX       : '^' ;
AMPER            : '&' ;
LEFTSHIFT        : '<<' ;
RIGHTSHIFT       : '>>' ;
EQEQUAL          : '==' ;
NOTEQUAL         : '!=' ;
LESS             : '<' ;
LESSEQUAL        : '<=' ;
GREATER          : '>' ;
GREATEREQUAL     : '>=' ;
PERCENTEQUAL     : '%=' ;
AMPEREQUAL       : '&=' ;
STAR             : '*' ;
DOUBLESTAR       : '**' ;
DOUBLESTAREQUAL  : '**=' ;
STAREQUAL        : '*=' ;
PLUS             : '+' ;
PLUSEQUAL        : '+=' ;
MINUS            : '-' ;
MINEQUAL         : '-=' ;
SLASHEQUAL       : '/=' ;
LEFTSHIFTEQUAL   : '<<=' ;
RIGHTSHIFTEQUAL  : '>>=' ;
ATEQUAL          : '@=' ;
CIRCUMFLEXEQUAL  : '^=' ;
VBAREQUAL        : '|=' ;
TILDE            : '~' ;

// §2.4 literals. Strings and bytes (§2.4.1): every prefix in any case; `\` escapes the
// next character in raw strings too (`r'\''`), and `\` before a line break continues a
// short string.
STRING
    : STRING_PREFIX? (SHORT_STRING | LONG_STRING)
    ;

fragment STRING_PREFIX
    : [rRuUbB]
    | [bB] [rR]
    | [rR] [bB]
    ;

fragment SHORT_STRING
    : '\'' (~[\\'\r\n] | ESCAPE)* '\''
    | '"' (~[\\"\r\n] | ESCAPE)* '"'
    ;

fragment LONG_STRING
    : '\'\'\'' (~[\\] | ESCAPE)*? '\'\'\''
    | '"""' (~[\\] | ESCAPE)*? '"""'
    ;

fragment ESCAPE
    : '\\' ('\r\n' | .)
    ;

// §2.4.3 f-strings (PEP 701): the start token (prefix and quotes) enters the mode
// of its quotes; `{` there opens a replacement field, lexed in the default mode until
// its `}` (the hook `py_layout::after_token` counts brackets in fields and enters the
// format specification's mode at a `:` outside them).
FSTRING_START
    : FSTRING_PREFIX '"' -> pushMode(F_DQ)
    ;

F_START_SQ
    : FSTRING_PREFIX '\'' -> type(FSTRING_START), pushMode(F_SQ)
    ;

F_START_TDQ
    : FSTRING_PREFIX '"""' -> type(FSTRING_START), pushMode(F_TDQ)
    ;

F_START_TSQ
    : FSTRING_PREFIX '\'\'\'' -> type(FSTRING_START), pushMode(F_TSQ)
    ;

fragment FSTRING_PREFIX
    : [fF]
    | [fF] [rR]
    | [rR] [fF]
    ;

// Escapes in literal parts: a backslash never escapes a brace (`\{` is a backslash
// and a field, as in raw f-strings); `\N{...}` is a named character.
fragment F_ESCAPE
    : '\\' ~[{}N]
    | '\\\r\n'
    | '\\N{' ~[}\r\n]* '}'
    ;

// §2.4.5-§2.4.7 numbers: `_` between digits and after a base prefix.
NUMBER
    : INTEGER
    | FLOAT_NUMBER
    | (FLOAT_NUMBER | DIGIT_PART) [jJ]
    ;

fragment INTEGER
    : [1-9] ('_'? [0-9])*
    | '0'+ ('_'? '0')*
    | '0' [bB] ('_'? [01])+
    | '0' [oO] ('_'? [0-7])+
    | '0' [xX] ('_'? [0-9a-fA-F])+
    ;

fragment FLOAT_NUMBER
    : DIGIT_PART? '.' DIGIT_PART EXPONENT?
    | DIGIT_PART '.' EXPONENT?
    | DIGIT_PART EXPONENT
    ;

fragment DIGIT_PART
    : [0-9] ('_'? [0-9])*
    ;

fragment EXPONENT
    : [eE] [+-]? DIGIT_PART
    ;

// §2.3 identifiers (NFKC normalization aside): letters, letter numbers and `_`, then
// also marks, digits and connector punctuation.
NAME
    : [\p{L}\p{Nl}_] [\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}_]*
    ;

// §2.1 line structure: the token source decides which newlines the parser sees.
NEWLINE
    : '\r'? '\n'
    | '\r'
    ;

// §2.1.5 explicit line joining
LINE_JOIN
    : '\\' '\r'? '\n' -> channel(HIDDEN)
    ;

// §2.1.3 comments
COMMENT
    : '#' ~[\r\n]* -> channel(HIDDEN)
    ;

// §2.1.9 whitespace between tokens (form feed included)
WS
    : [ \t\f]+ -> channel(HIDDEN)
    ;

BOM
    : '\uFEFF' -> channel(HIDDEN)
    ;

// The literal parts of f-strings, one mode per kind of quotes. A backslash alone
// (before a brace) and quotes before a brace in a triple-quoted string are tokens of
// their own, so a literal part never runs past the string's end.
mode F_DQ;

FSTRING_END
    : '"' -> popMode
    ;

FSTRING_MIDDLE
    : (~[{}\\"\r\n] | F_ESCAPE | '{{' | '}}')+
    ;

F_DQ_BACKSLASH : '\\' -> type(FSTRING_MIDDLE) ;
F_DQ_LBRACE    : [{] -> type(LBRACE) ;

mode F_SQ;

F_SQ_END       : '\'' -> type(FSTRING_END), popMode ;
F_SQ_MIDDLE    : (~[{}\\'\r\n] | F_ESCAPE | '{{' | '}}')+ -> type(FSTRING_MIDDLE) ;
F_SQ_BACKSLASH : '\\' -> type(FSTRING_MIDDLE) ;
F_SQ_LBRACE    : [{] -> type(LBRACE) ;

mode F_TDQ;

F_TDQ_END       : '"""' -> type(FSTRING_END), popMode ;
F_TDQ_MIDDLE    : (~[{}\\"] | F_ESCAPE | '{{' | '}}' | '"' '"'? (~[{}\\"] | F_ESCAPE))+ -> type(FSTRING_MIDDLE) ;
F_TDQ_QUOTES    : '"' '"'? -> type(FSTRING_MIDDLE) ;
F_TDQ_BACKSLASH : '\\' -> type(FSTRING_MIDDLE) ;
F_TDQ_LBRACE    : [{] -> type(LBRACE) ;

mode F_TSQ;

F_TSQ_END       : '\'\'\'' -> type(FSTRING_END), popMode ;
F_TSQ_MIDDLE    : (~[{}\\'] | F_ESCAPE | '{{' | '}}' | '\'' '\''? (~[{}\\'] | F_ESCAPE))+ -> type(FSTRING_MIDDLE) ;
F_TSQ_QUOTES    : '\'' '\''? -> type(FSTRING_MIDDLE) ;
F_TSQ_BACKSLASH : '\\' -> type(FSTRING_MIDDLE) ;
F_TSQ_LBRACE    : [{] -> type(LBRACE) ;

// A format specification: literal text up to a nested field or the field's end.
mode F_SPEC;

F_SPEC_MIDDLE : (~[{}\\] | '\\' ~[{}])+ -> type(FSTRING_MIDDLE) ;
F_SPEC_BACKSLASH : '\\' -> type(FSTRING_MIDDLE) ;
F_SPEC_LBRACE : [{] -> type(LBRACE) ;
F_SPEC_RBRACE : [}] -> type(RBRACE) ;
