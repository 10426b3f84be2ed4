// SMT-LIB v2.6 scripts (The SMT-LIB Standard, Version 2.6: section 3, "The
// SMT-LIB Language", and the command language), plus the few extensions that
// z3 prints or accepts and that appear in solver bug reports (marked "z3" below).
// Start rule: `script`.
//
// The grammar is structured (each command with its own argument shape) rather
// than a generic s-expression grammar, so that a reducer sees terms, bindings,
// sorts and declarations as separate, deletable units.
grammar smtlib2;

script
    : command* EOF
    ;

// ---------------------------------------------------------------- commands

command
    : '(' 'assert' term ')'
    | '(' 'check-sat' ')'
    | '(' 'check-sat-assuming' '(' propLiteral* ')' ')'
    | '(' 'declare-const' symbol sort ')'
    | '(' 'declare-datatype' symbol datatypeDec ')'
    | '(' 'declare-datatypes' '(' sortDec+ ')' '(' datatypeDec+ ')' ')'
    | '(' 'declare-fun' symbol '(' sort* ')' sort ')'
    | '(' 'declare-sort' symbol numeral? ')'
    | '(' 'define-fun' functionDef ')'
    | '(' 'define-fun-rec' functionDef ')'
    | '(' 'define-funs-rec' '(' functionDec+ ')' '(' term+ ')' ')'
    | '(' 'define-sort' symbol '(' symbol* ')' sort ')'
    | '(' 'echo' stringLiteral ')'
    | '(' 'exit' ')'
    | '(' 'get-assertions' ')'
    | '(' 'get-assignment' ')'
    | '(' 'get-info' keyword ')'
    | '(' 'get-model' ')'
    | '(' 'get-option' keyword ')'
    | '(' 'get-proof' ')'
    | '(' 'get-unsat-assumptions' ')'
    | '(' 'get-unsat-core' ')'
    | '(' 'get-value' '(' term+ ')' ')'
    | '(' 'pop' numeral? ')'
    | '(' 'push' numeral? ')'
    | '(' 'reset' ')'
    | '(' 'reset-assertions' ')'
    | '(' 'set-info' attribute ')'
    | '(' 'set-logic' symbol ')'
    | '(' 'set-option' attribute ')'
    // z3 extensions common in bug reports.
    | '(' 'declare-datatypes' '(' symbol* ')' '(' legacyDatatype+ ')' ')'
    | '(' 'define-const' symbol sort term ')'
    | '(' 'check-sat-using' sExpr attribute* ')'
    | '(' 'simplify' term attribute* ')'
    | '(' 'eval' term attribute* ')'
    | '(' 'display' term ')'
    | '(' 'get-objectives' ')'
    | '(' 'maximize' term attribute* ')'
    | '(' 'minimize' term attribute* ')'
    | '(' 'assert-soft' term attribute* ')'
    ;

// `(not p)` or `p`, for check-sat-assuming.
propLiteral
    : symbol
    | '(' 'not' symbol ')'
    ;

// `(Name arity)` in declare-datatypes.
sortDec
    : '(' symbol numeral ')'
    ;

selectorDec
    : '(' symbol sort ')'
    ;

constructorDec
    : '(' symbol selectorDec* ')'
    ;

datatypeDec
    : '(' constructorDec+ ')'
    | '(' 'par' '(' symbol+ ')' '(' constructorDec+ ')' ')'
    ;

// z3 (SMT-LIB 2.5 style): `(List (cons (hd Int) (tl List)) nil)`.
legacyDatatype
    : '(' symbol legacyConstructor+ ')'
    ;

legacyConstructor
    : symbol
    | constructorDec
    ;

functionDec
    : '(' symbol '(' sortedVar* ')' sort ')'
    ;

functionDef
    : symbol '(' sortedVar* ')' sort term
    ;

// ---------------------------------------------------------------- terms

term
    : specConstant
    | qualIdentifier
    | '(' qualIdentifier term+ ')'
    | '(' 'let' '(' varBinding+ ')' term ')'
    | '(' 'forall' '(' sortedVar+ ')' term ')'
    | '(' 'exists' '(' sortedVar+ ')' term ')'
    | '(' 'match' term '(' matchCase+ ')' ')'
    | '(' '!' term attribute+ ')'
    // z3 (and SMT-LIB 2.7): anonymous functions over arrays.
    | '(' 'lambda' '(' sortedVar+ ')' term ')'
    ;

varBinding
    : '(' symbol term ')'
    ;

sortedVar
    : '(' symbol sort ')'
    ;

matchCase
    : '(' pattern term ')'
    ;

pattern
    : symbol
    | '(' symbol symbol+ ')'
    ;

qualIdentifier
    : identifier
    | '(' 'as' identifier sort ')'
    ;

identifier
    : symbol
    | '(' '_' symbol index+ ')'
    ;

// z3 prints datatype testers as `(_ is (cons (Int List) List))`, i.e. with a
// constructor signature as index.
index
    : numeral
    | symbol
    | '(' symbol '(' sort* ')' sort ')'
    ;

sort
    : identifier
    | '(' identifier sort+ ')'
    ;

// ---------------------------------------------------------------- attributes and s-expressions

attribute
    : keyword
    | keyword attributeValue
    ;

attributeValue
    : specConstant
    | symbol
    | '(' sExpr* ')'
    ;

sExpr
    : specConstant
    | symbol
    | reservedWord
    | keyword
    | '(' sExpr* ')'
    ;

specConstant
    : numeral
    | DECIMAL
    | HEXADECIMAL
    | BINARY
    | stringLiteral
    ;

numeral
    : NUMERAL
    ;

stringLiteral
    : STRING
    ;

keyword
    : KEYWORD
    ;

// `not` is a literal token (for check-sat-assuming) and the z3-only command
// names are not reserved by the standard, so all of them remain symbols too.
symbol
    : SIMPLE_SYMBOL
    | QUOTED_SYMBOL
    | 'not'
    | 'define-const' | 'check-sat-using' | 'simplify' | 'eval' | 'display'
    | 'get-objectives' | 'maximize' | 'minimize' | 'assert-soft'
    ;

// Reserved words (including command names, which SMT-LIB 2.6 also reserves)
// may appear inside s-expressions, e.g. in attribute values.
reservedWord
    : '!' | '_' | 'as' | 'let' | 'exists' | 'forall' | 'match' | 'par' | 'lambda'
    | 'BINARY' | 'DECIMAL' | 'HEXADECIMAL' | 'NUMERAL' | 'STRING'
    | 'assert' | 'check-sat' | 'check-sat-assuming' | 'declare-const'
    | 'declare-datatype' | 'declare-datatypes' | 'declare-fun' | 'declare-sort'
    | 'define-fun' | 'define-fun-rec' | 'define-funs-rec' | 'define-sort'
    | 'echo' | 'exit' | 'get-assertions' | 'get-assignment' | 'get-info'
    | 'get-model' | 'get-option' | 'get-proof' | 'get-unsat-assumptions'
    | 'get-unsat-core' | 'get-value' | 'pop' | 'push' | 'reset'
    | 'reset-assertions' | 'set-info' | 'set-logic' | 'set-option'
    ;

// ---------------------------------------------------------------- lexical syntax

// Numerals have no leading zeros; decimals are numeral '.' digits.
NUMERAL
    : '0'
    | [1-9] DIGIT*
    ;

DECIMAL
    : NUMERAL '.' DIGIT+
    ;

// Numerals with leading zeros are not SMT-LIB; this token is used by no
// parser rule, so `007` is a syntax error instead of three numerals.
LEADING_ZERO_NUMBER
    : '0' DIGIT+ ('.' DIGIT+)?
    ;

HEXADECIMAL
    : '#x' [0-9a-fA-F]+
    ;

BINARY
    : '#b' [01]+
    ;

// A double quote inside a string literal is written twice.
STRING
    : '"' (~'"' | '""')* '"'
    ;

// Any code point except '|' and '\\' may appear between the bars. z3 also
// prints (and reads) the escapes `\|` and `\\` there, so those are allowed.
QUOTED_SYMBOL
    : '|' (~[|\\] | '\\' [|\\])* '|'
    ;

KEYWORD
    : ':' SYMBOL_CHAR+
    ;

// Letters, digits and ~ ! @ $ % ^ & * _ - + = < > . ? /, not starting with a
// digit. Reserved words are matched by the literal tokens above instead,
// because ANTLR prefers a literal over a rule for an equally long match.
SIMPLE_SYMBOL
    : SYMBOL_START SYMBOL_CHAR*
    ;

fragment SYMBOL_START
    : [a-zA-Z~!@$%^&*_+=<>.?/-]
    ;

fragment SYMBOL_CHAR
    : SYMBOL_START
    | DIGIT
    ;

fragment DIGIT
    : [0-9]
    ;

COMMENT
    : ';' ~[\r\n]* -> channel(HIDDEN)
    ;

WS
    : [ \t\r\n\f]+ -> channel(HIDDEN)
    ;
