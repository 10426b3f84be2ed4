// Go, written from The Go Programming Language Specification, version of Go 1.22
// (https://go.dev/ref/spec, "Language version go1.22"). Section names below are the
// specification's. No text is taken from other grammar collections.
//
// Semicolons (§Semicolons) are inserted by the token source
// `reducer_runtime::hooks::go::token_source`: the newline record after a line's final
// identifier, basic literal, `break continue fallthrough return` or `++ -- ) ] }`
// becomes the ';' token (a general comment holding the line break does, when there is
// one; a zero-length ';' ends an input whose last line needs one). Without the hook
// the grammar only accepts programs that write every semicolon.
//
// Context-free readings (a superset of Go, for a GLR parser):
// - Types in expressions: every type literal is also an operand (`[]byte(s)`,
//   `map[K]V{}`, `chan int(nil)`, `func()`), `*T` is a unary `*`, `<-chan T` a unary
//   `<-`, and instantiation `f[int, string]` is an index with a list; so case lists of
//   type switches and type arguments in calls (`make([]T, n)`) are expressions.
// - A composite literal is a postfix `{...}` after any primary expression (Go only
//   allows it after a type). In `if`/`for`/`switch` headers Go's own rule holds
//   (§Composite literals): `if x == T{} {` is rejected, `if x == (T{}) {` and
//   `range []int{1} {` are not (see headerPrimaryExpr).
// - Parameters are `name? ...? Type` one by one (`a, b int` is `a` then `b int`);
//   Go forbids mixing named and unnamed ones. Struct fields are `(a ',')* a? Type`,
//   so any type may be embedded.
// - `x.(type)` is a postfix anywhere; switch headers are simple statements.
// - Operators are one flat list (`unaryExpr (binaryOp unaryExpr)*`): precedence is
//   not encoded (§Operator precedence), which changes no accepted string.
grammar go;

// The semicolon token source above, chosen by name (interpreted mode finds it too).
options { superClass = GoSemicolons; }

// §Source file organization
sourceFile
    : packageClause ';' (importDecl ';')* (topLevelDecl ';')* EOF
    ;

packageClause
    : 'package' IDENTIFIER
    ;

// §Import declarations
importDecl
    : 'import' (importSpec | '(' (importSpec ';')* importSpec? ')')
    ;

importSpec
    : ('.' | IDENTIFIER)? stringLit
    ;

topLevelDecl
    : declaration
    | functionDecl
    | methodDecl
    ;

// §Declarations and scope
declaration
    : constDecl
    | typeDecl
    | varDecl
    ;

constDecl
    : 'const' (constSpec | '(' (constSpec ';')* constSpec? ')')
    ;

constSpec
    : identifierList (type_? '=' expressionList)?
    ;

identifierList
    : IDENTIFIER (',' IDENTIFIER)*
    ;

typeDecl
    : 'type' (typeSpec | '(' (typeSpec ';')* typeSpec? ')')
    ;

// AliasDecl and TypeDef (Go 1.24's generic aliases, `type A[P any] = T`, too).
typeSpec
    : IDENTIFIER typeParameters? '='? type_
    ;

typeParameters
    : '[' typeParamList ']'
    ;

// Lists with an optional trailing comma are written `(x ',')* x ','?`, each in a
// rule of its own, so the parser decides at the comma's successor (LR(1), no fork).
typeParamList
    : (typeParamDecl ',')* typeParamDecl ','?
    ;

typeParamDecl
    : identifierList typeElem
    ;

varDecl
    : 'var' (varSpec | '(' (varSpec ';')* varSpec? ')')
    ;

varSpec
    : identifierList (type_ ('=' expressionList)? | '=' expressionList)
    ;

// §Function declarations (the body may be missing: implemented elsewhere)
functionDecl
    : 'func' IDENTIFIER typeParameters? signature block?
    ;

// §Method declarations
methodDecl
    : 'func' parameters IDENTIFIER signature block?
    ;

// §Types
// Type names spelled out (not through typeName) so that `a [` in a parameter or
// field list needs no decision before the `[`.
type_
    : IDENTIFIER typeArgs?
    | IDENTIFIER '.' IDENTIFIER typeArgs?
    | typeLit
    | '(' type_ ')'
    ;

typeArgs
    : '[' typeList ']'
    ;

typeList
    : (type_ ',')* type_ ','?
    ;

typeLit
    : arrayType
    | structType
    | pointerType
    | functionType
    | interfaceType
    | sliceType
    | mapType
    | channelType
    ;

// `[...]T` only names a composite literal's type; the parser takes it anywhere.
arrayType
    : '[' ('...' | expression) ']' type_
    ;

sliceType
    : '[' ']' type_
    ;

structType
    : 'struct' '{' fieldList '}'
    ;

fieldList
    : (fieldDecl ';')* fieldDecl?
    ;

// IdentifierList Type, or an embedded field `T`, `*T`, `p.T[int]`; then a tag.
// Written `(a ',')* a? T` (a superset: any type may be embedded, `a, T` passes) so
// that `a []int` and `a[int]` part at the `[`'s successor, not by a fork at `a`.
fieldDecl
    : (IDENTIFIER ',')* IDENTIFIER? type_ stringLit?
    ;

pointerType
    : '*' type_
    ;

functionType
    : 'func' signature
    ;

signature
    : parameters result?
    ;

// A parenthesized type is a parameter list here.
result
    : parameters
    | IDENTIFIER typeArgs?
    | IDENTIFIER '.' IDENTIFIER typeArgs?
    | typeLit
    ;

parameters
    : '(' ((parameterDecl ',')* parameterDecl ','?)? ')'
    ;

parameterDecl
    : IDENTIFIER? '...'? type_
    ;

interfaceType
    : 'interface' '{' (interfaceElem ';')* interfaceElem? '}'
    ;

interfaceElem
    : IDENTIFIER signature
    | typeElem
    ;

// §General interfaces: a union of terms, `~T` the types whose underlying type is T.
typeElem
    : typeTerm ('|' typeTerm)*
    ;

typeTerm
    : '~'? type_
    ;

mapType
    : 'map' '[' type_ ']' type_
    ;

channelType
    : ('chan' '<-'? | '<-' 'chan') type_
    ;

// §Blocks and §Statements
block
    : '{' statementList '}'
    ;

// StatementList = { Statement ";" }, the last ';' optional before '}' (and before a
// case clause's end); `;` alone is an empty statement.
statementList
    : (statement? ';')* statement?
    ;

statement
    : declaration
    | labeledStmt
    | simpleStmt
    | goStmt
    | returnStmt
    | breakStmt
    | continueStmt
    | gotoStmt
    | fallthroughStmt
    | block
    | ifStmt
    | switchStmt
    | selectStmt
    | forStmt
    | deferStmt
    ;

labeledStmt
    : IDENTIFIER ':' statement?
    ;

// ExpressionStmt, SendStmt, IncDecStmt, Assignment, ShortVarDecl.
simpleStmt
    : expressionList (('=' | ':=' | assignOp) expressionList | '++' | '--' | '<-' expression)?
    ;

assignOp
    : '+='
    | '-='
    | '|='
    | '^='
    | '*='
    | '/='
    | '%='
    | '<<='
    | '>>='
    | '&='
    | '&^='
    ;

goStmt
    : 'go' expression
    ;

deferStmt
    : 'defer' expression
    ;

returnStmt
    : 'return' expressionList?
    ;

breakStmt
    : 'break' IDENTIFIER?
    ;

continueStmt
    : 'continue' IDENTIFIER?
    ;

gotoStmt
    : 'goto' IDENTIFIER
    ;

fallthroughStmt
    : 'fallthrough'
    ;

ifStmt
    : 'if' ifHeader block ('else' (ifStmt | block))?
    ;

// Headers are rules of their own so their leading optional parts are decided by the
// parser's lookahead, not by a fork at the first token.
ifHeader
    : (headerSimpleStmt? ';')? headerExpr
    ;

// ExprSwitchStmt and TypeSwitchStmt (`switch x := y.(type) {`).
switchStmt
    : 'switch' switchHeader '{' caseClause* '}'
    ;

switchHeader
    : (headerSimpleStmt? ';')? headerSimpleStmt?
    ;

caseClause
    : ('case' expressionList | 'default') ':' statementList
    ;

selectStmt
    : 'select' '{' commClause* '}'
    ;

// CommCase: a send or receive statement, or default.
commClause
    : ('case' simpleStmt | 'default') ':' statementList
    ;

forStmt
    : 'for' (headerExpr | forClause | rangeClause)? block
    ;

forClause
    : headerSimpleStmt? ';' headerExpr? ';' headerSimpleStmt?
    ;

// Go 1.22: `for range n`, `for i := range 10`.
rangeClause
    : (headerExprList ('=' | ':='))? 'range' headerExpr
    ;

// §Composite literals: "A parsing ambiguity arises when a composite literal using the
// TypeName form of the LiteralType appears as an operand between the keyword and the
// opening brace of the block of an "if", "for", or "switch" statement, and the
// composite literal is not enclosed in parentheses, square brackets, or curly
// braces." Go reads the brace as the block's; so do these header rules: no `{`
// value after a primary expression, except right after a type literal
// (`range []int{1, 2} {`). Inside parentheses, brackets and braces the full
// expression is back.
headerSimpleStmt
    : headerExprList (('=' | ':=' | assignOp) headerExprList | '++' | '--' | '<-' headerExpr)?
    ;

headerExprList
    : headerExpr (',' headerExpr)*
    ;

headerExpr
    : headerUnaryExpr (binaryOp headerUnaryExpr)*
    ;

headerUnaryExpr
    : unaryOp* headerPrimaryExpr
    ;

headerPrimaryExpr
    : operand postfixNoValue*
    | literalType literalValue postfixNoValue*
    | ('func' signature block?) postfixNoValue*
    ;

// §Expressions
expressionList
    : expression (',' expression)*
    ;

expression
    : unaryExpr (binaryOp unaryExpr)*
    ;

binaryOp
    : '||'
    | '&&'
    | '=='
    | '!='
    | '<'
    | '<='
    | '>'
    | '>='
    | '+'
    | '-'
    | '|'
    | '^'
    | '*'
    | '/'
    | '%'
    | '<<'
    | '>>'
    | '&'
    | '&^'
    ;

// `~x` parses (Go's parser reports it later: only constraints may use `~`).
unaryExpr
    : unaryOp* primaryExpr
    ;

unaryOp
    : '+'
    | '-'
    | '!'
    | '^'
    | '*'
    | '&'
    | '<-'
    | '~'
    ;

// Operand, Conversion, MethodExpr, then selectors, indices (and instantiations),
// slices, type assertions, calls and composite-literal values.
// A function type or literal takes no composite-literal value right after it (so
// `func() {` is a function literal's body, never a value).
primaryExpr
    : operand postfix*
    | ('func' signature block?) (postfixNoValue postfix*)?
    ;

operand
    : basicLit
    | IDENTIFIER
    | '(' expression ')'
    | literalType
    | interfaceType
    | 'chan' '<-'? type_
    ;

// Types a composite literal or a conversion may name, besides type names.
literalType
    : structType
    | arrayType
    | sliceType
    | mapType
    ;

basicLit
    : INT_LIT
    | FLOAT_LIT
    | IMAGINARY_LIT
    | RUNE_LIT
    | stringLit
    ;

stringLit
    : RAW_STRING_LIT
    | INTERPRETED_STRING_LIT
    ;

postfix
    : postfixNoValue
    | literalValue
    ;

postfixNoValue
    : '.' IDENTIFIER
    | '.' '(' (type_ | 'type') ')'
    | '[' indexOrSlice ']'
    | arguments
    ;

// Index (a list: instantiation), or Slice.
indexOrSlice
    : (expression ',')* expression ','?
    | expression? ':' expression?
    | expression? ':' expression ':' expression
    ;

// Arguments: expressions (a type first for make and new, which the expressions
// cover), `...` after the last one, a trailing comma.
arguments
    : '(' ((expression ',')* expression '...'? ','?)? ')'
    ;

// §Composite literals
literalValue
    : '{' ((keyedElement ',')* keyedElement ','?)? '}'
    ;

keyedElement
    : (element ':')? element
    ;

element
    : expression
    | literalValue
    ;

// §Lexical elements

// §Keywords
BREAK       : 'break' ;
CASE        : 'case' ;
CHAN        : 'chan' ;
CONST       : 'const' ;
CONTINUE    : 'continue' ;
DEFAULT     : 'default' ;
DEFER       : 'defer' ;
ELSE        : 'else' ;
FALLTHROUGH : 'fallthrough' ;
FOR         : 'for' ;
FUNC        : 'func' ;
GO          : 'go' ;
GOTO        : 'goto' ;
IF          : 'if' ;
IMPORT      : 'import' ;
INTERFACE   : 'interface' ;
MAP         : 'map' ;
PACKAGE     : 'package' ;
RANGE       : 'range' ;
RETURN      : 'return' ;
SELECT      : 'select' ;
STRUCT      : 'struct' ;
SWITCH      : 'switch' ;
TYPE        : 'type' ;
VAR         : 'var' ;

// §Identifiers: a letter (Unicode letters and `_`) then letters and Unicode digits.
IDENTIFIER
    : LETTER (LETTER | UNICODE_DIGIT)*
    ;

fragment LETTER        : [\p{L}_] ;
fragment UNICODE_DIGIT : [\p{Nd}] ;

// §Integer literals, §Floating-point literals, §Imaginary literals. `_` separates
// digits, and may follow a base prefix; `0123` is octal, `0123i` decimal imaginary.
IMAGINARY_LIT
    : (DECIMAL_DIGITS | INT | FLOAT) 'i'
    ;

FLOAT_LIT
    : FLOAT
    ;

INT_LIT
    : INT
    ;

fragment INT
    : '0'
    | [1-9] ('_'? DECIMAL_DIGITS)?
    | '0' [bB] '_'? BINARY_DIGITS
    | '0' [oO]? '_'? OCTAL_DIGITS
    | '0' [xX] '_'? HEX_DIGITS
    ;

fragment FLOAT
    : DECIMAL_DIGITS '.' DECIMAL_DIGITS? DECIMAL_EXPONENT?
    | DECIMAL_DIGITS DECIMAL_EXPONENT
    | '.' DECIMAL_DIGITS DECIMAL_EXPONENT?
    | '0' [xX] HEX_MANTISSA HEX_EXPONENT
    ;

fragment DECIMAL_EXPONENT : [eE] [+-]? DECIMAL_DIGITS ;
fragment HEX_MANTISSA
    : '_'? HEX_DIGITS '.' HEX_DIGITS?
    | '_'? HEX_DIGITS
    | '.' HEX_DIGITS
    ;
fragment HEX_EXPONENT     : [pP] [+-]? DECIMAL_DIGITS ;

fragment DECIMAL_DIGITS : [0-9] ('_'? [0-9])* ;
fragment BINARY_DIGITS  : [01] ('_'? [01])* ;
fragment OCTAL_DIGITS   : [0-7] ('_'? [0-7])* ;
fragment HEX_DIGITS     : HEX_DIGIT ('_'? HEX_DIGIT)* ;
fragment HEX_DIGIT      : [0-9a-fA-F] ;
fragment OCTAL_DIGIT    : [0-7] ;

// §Rune literals: one character (not a newline or `'`) or an escape.
RUNE_LIT
    : '\'' (~['\\\n] | '\\' [abfnrtv\\'] | BYTE_VALUE | UNICODE_ESCAPE) '\''
    ;

// §String literals. Raw strings may span lines.
RAW_STRING_LIT
    : '`' ~'`'* '`'
    ;

INTERPRETED_STRING_LIT
    : '"' (~["\\\n] | '\\' [abfnrtv\\"] | BYTE_VALUE | UNICODE_ESCAPE)* '"'
    ;

fragment BYTE_VALUE
    : '\\' OCTAL_DIGIT OCTAL_DIGIT OCTAL_DIGIT
    | '\\x' HEX_DIGIT HEX_DIGIT
    ;

fragment UNICODE_ESCAPE
    : '\\u' HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT
    | '\\U' HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT
    ;

// §Operators and punctuation
ADD         : '+' ;
SUB         : '-' ;
MUL         : '*' ;
QUO         : '/' ;
REM         : '%' ;
AND         : '&' ;
OR          : '|' ;
XOR         : '^' ;
SHL         : '<<' ;
SHR         : '>>' ;
AND_NOT     : '&^' ;
ADD_ASSIGN  : '+=' ;
SUB_ASSIGN  : '-=' ;
MUL_ASSIGN  : '*=' ;
QUO_ASSIGN  : '/=' ;
REM_ASSIGN  : '%=' ;
AND_ASSIGN  : '&=' ;
OR_ASSIGN   : '|=' ;
XOR_ASSIGN  : '^=' ;
SHL_ASSIGN  : '<<=' ;
SHR_ASSIGN  : '>>=' ;
AND_NOT_ASSIGN : '&^=' ;
LAND        : '&&' ;
LOR         : '||' ;
ARROW       : '<-' ;
INC         : '++' ;
DEC         : '--' ;
EQL         : '==' ;
LSS         : '<' ;
GTR         : '>' ;
ASSIGN      : '=' ;
NOT         : '!' ;
TILDE       : '~' ;
NEQ         : '!=' ;
LEQ         : '<=' ;
GEQ         : '>=' ;
DEFINE      : ':=' ;
ELLIPSIS    : '...' ;
LPAREN      : '(' ;
RPAREN      : ')' ;
LBRACK      : '[' ;
RBRACK      : ']' ;
LBRACE      : '{' ;
RBRACE      : '}' ;
COMMA       : ',' ;
PERIOD      : '.' ;
SEMICOLON   : ';' ;
COLON       : ':' ;

// §Comments and white space, on the hidden channel. A newline is a record of its
// own: the semicolon hook turns it into ';' where the specification inserts one.
// A byte order mark may start the file.
LINE_COMMENT    : '//' ~[\n]* -> channel(HIDDEN) ;
GENERAL_COMMENT : '/*' .*? '*/' -> channel(HIDDEN) ;
WS              : [ \t\r]+ -> channel(HIDDEN) ;
NL              : '\n' -> channel(HIDDEN) ;
BOM             : '\uFEFF' -> channel(HIDDEN) ;
