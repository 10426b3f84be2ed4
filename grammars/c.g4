// C11 (ISO/IEC 9899:2011, Annex A: lexical grammar and phrase structure
// grammar) plus the GNU extensions found in glibc headers, gcc -E output,
// csmith programs and compiler bug reports. Start rule: `compilationUnit`.
//
// The grammar is context-free: typedef names are plain identifiers
// (`typedefName : Identifier`), so inputs such as `a * b;` have two readings
// (declaration and expression); ANTLR picks one, a generalised parser may keep
// both. To keep that ambiguity small, a declaration's specifiers contain either
// one typedef name or other type specifiers, never both (C forbids mixing them).
//
// Lists are written as EBNF loops (`x*`, `x (',' x)*`) and optional parts as
// `x?`, so a Perses-style reducer can delete list elements and optional parts.
//
// Token channels: comments and whitespace go to HIDDEN (1); preprocessor lines
// (`#include`, `#define`, `# 1 "file"` line markers, ...) go to channel 2, the
// "directive" channel (ANTLR 4.7 has no named custom channels in combined
// grammars). Both are kept in the token stream but never seen by the parser.
grammar c;

// ====================================================================
// External definitions (A.2.4)
// ====================================================================

compilationUnit
    : externalDeclaration* EOF
    ;

externalDeclaration
    : functionDefinition
    | declaration
    | implicitIntDeclaration
    | asmDefinition
    | ';'   // stray semicolons at file scope (GNU accepts them)
    ;

// C89 implicit int at file scope, `a, *b = 0; f();`: no specifiers at all.
// gcc (before 14) accepts it with a warning, and reduced test cases from
// C-Reduce and Perses are full of it.
implicitIntDeclaration
    : initDeclaratorList ';'
    ;

// `declarationSpecifiers` is optional for pre-C99 implicit-int definitions
// (`main() { }`); `krDeclaration*` holds K&R parameter declarations.
functionDefinition
    : declarationSpecifiers? functionDeclarator krDeclaration* compoundStatement
    ;

// A K&R parameter declaration (`f(a) int a; { }`) declares at least one name
// (C11 6.9.1p6). Without that, `f(void) __attribute__((x));` could open a K&R
// definition that every later declaration extends, which makes parsing a
// header full of such prototypes quadratic.
krDeclaration
    : declarationSpecifiers initDeclaratorList ';'
    ;

// A declarator whose identifier is directly followed by a parameter list, so
// that it declares a function: `f(void)`, `*f(int)`, `(*f(void))[3]`, but
// not `x` or `(*fp)(int)`.
functionDeclarator
    : pointer? functionDirectDeclarator
    ;

functionDirectDeclarator
    : declaredName ('(' parameterTypeList ')' | '(' identifierList? ')') declaratorSuffix*
    | '(' attributeSpecifier* functionDeclarator ')' declaratorSuffix*
    ;

// The declared identifier, possibly in redundant parentheses: `(f)(void)`.
declaredName
    : Identifier
    | '(' attributeSpecifier* declaredName ')'
    ;

// File-scope `asm ("...");`.
asmDefinition
    : asmKeyword '(' stringLiteral ')' ';'
    ;

// ====================================================================
// Declarations (A.2.2)
// ====================================================================

declaration
    : declarationSpecifiers initDeclaratorList? ';'
    | staticAssertDeclaration
    ;

// Either no typedef name at all, or exactly one typedef name among
// non-type specifiers (`const T x`), which C requires anyway.
declarationSpecifiers
    : declarationSpecifier+
    | nonTypeSpecifier* typedefName nonTypeSpecifier*
    ;

declarationSpecifier
    : nonTypeSpecifier
    | typeSpecifier
    ;

nonTypeSpecifier
    : storageClassSpecifier
    | typeQualifier
    | functionSpecifier
    | alignmentSpecifier
    | attributeSpecifier
    | '__extension__'
    ;

initDeclaratorList
    : initDeclarator (',' initDeclarator)*
    ;

// GNU: an asm label and attributes may follow the declarator.
initDeclarator
    : declarator asmLabel? attributeSpecifier* ('=' initializer)?
    ;

storageClassSpecifier
    : 'typedef'
    | 'extern'
    | 'static'
    | '_Thread_local'
    | '__thread'
    | 'auto'
    | 'register'
    ;

// Every type specifier except typedef names (see declarationSpecifiers).
typeSpecifier
    : 'void'
    | 'char'
    | 'short'
    | 'int'
    | 'long'
    | 'float'
    | 'double'
    | 'signed'
    | '__signed'
    | '__signed__'
    | 'unsigned'
    | '_Bool'
    | '_Complex'
    | '__complex'
    | '__complex__'
    | '_Imaginary'
    | '__int128'
    | '_Float16'
    | '_Float32'
    | '_Float64'
    | '_Float128'
    | '_Float32x'
    | '_Float64x'
    | '_Float128x'
    | '__float80'
    | '__float128'
    | '__ibm128'
    | '__fp16'
    | '_Decimal32'
    | '_Decimal64'
    | '_Decimal128'
    | '__builtin_va_list'
    | '__auto_type'
    | atomicTypeSpecifier
    | structOrUnionSpecifier
    | enumSpecifier
    | typeofSpecifier
    ;

// GNU typeof of a type or of an expression.
typeofSpecifier
    : ('typeof' | '__typeof' | '__typeof__') '(' (typeName | expression) ')'
    ;

structOrUnionSpecifier
    : structOrUnion attributeSpecifier* Identifier? '{' structDeclaration* '}'
    | structOrUnion attributeSpecifier* Identifier
    ;

structOrUnion
    : 'struct'
    | 'union'
    ;

// An empty member list and stray ';' are GNU extensions.
structDeclaration
    : specifierQualifierList structDeclaratorList? ';'
    | staticAssertDeclaration
    | ';'
    ;

// Same split as declarationSpecifiers: one typedef name, or none.
specifierQualifierList
    : specifierQualifier+
    | qualifierOnly* typedefName qualifierOnly*
    ;

specifierQualifier
    : typeSpecifier
    | qualifierOnly
    ;

qualifierOnly
    : typeQualifier
    | alignmentSpecifier
    | attributeSpecifier
    | '__extension__'
    ;

structDeclaratorList
    : structDeclarator (',' structDeclarator)*
    ;

structDeclarator
    : declarator attributeSpecifier*
    | declarator? ':' constantExpression attributeSpecifier*
    ;

enumSpecifier
    : 'enum' attributeSpecifier* Identifier? '{' enumeratorList ','? '}'
    | 'enum' attributeSpecifier* Identifier
    ;

enumeratorList
    : enumerator (',' enumerator)*
    ;

enumerator
    : Identifier attributeSpecifier* ('=' constantExpression)?
    ;

atomicTypeSpecifier
    : '_Atomic' '(' typeName ')'
    ;

typeQualifier
    : 'const'
    | '__const'
    | 'restrict'
    | '__restrict'
    | '__restrict__'
    | 'volatile'
    | '__volatile'
    | '__volatile__'
    | '_Atomic'
    ;

functionSpecifier
    : 'inline'
    | '__inline'
    | '__inline__'
    | '_Noreturn'
    ;

alignmentSpecifier
    : '_Alignas' '(' (typeName | constantExpression) ')'
    ;

declarator
    : pointer? directDeclarator
    ;

// Declarator suffixes are a loop rather than left recursion.
directDeclarator
    : (Identifier | '(' attributeSpecifier* declarator ')') declaratorSuffix*
    ;

declaratorSuffix
    : '[' typeQualifierList? assignmentExpression? ']'
    | '[' 'static' typeQualifierList? assignmentExpression ']'
    | '[' typeQualifierList 'static' assignmentExpression ']'
    | '[' typeQualifierList? '*' ']'
    | '(' parameterTypeList ')'
    | '(' identifierList? ')'
    ;

pointer
    : ('*' typeQualifierList?)+
    ;

// GNU: attributes may appear among pointer qualifiers.
typeQualifierList
    : (typeQualifier | attributeSpecifier)+
    ;

parameterTypeList
    : parameterList (',' '...')?
    ;

parameterList
    : parameterDeclaration (',' parameterDeclaration)*
    ;

parameterDeclaration
    : declarationSpecifiers declarator attributeSpecifier*
    | declarationSpecifiers abstractDeclarator?
    ;

identifierList
    : Identifier (',' Identifier)*
    ;

typeName
    : specifierQualifierList abstractDeclarator?
    ;

abstractDeclarator
    : pointer
    | pointer? directAbstractDeclarator
    ;

directAbstractDeclarator
    : ('(' attributeSpecifier* abstractDeclarator ')' | abstractDeclaratorSuffix) abstractDeclaratorSuffix*
    ;

abstractDeclaratorSuffix
    : '[' typeQualifierList? assignmentExpression? ']'
    | '[' 'static' typeQualifierList? assignmentExpression ']'
    | '[' typeQualifierList 'static' assignmentExpression ']'
    | '[' '*' ']'
    | '(' parameterTypeList? ')'
    ;

typedefName
    : Identifier
    ;

// An empty brace list `{}` is a GNU (and C23) extension.
initializer
    : assignmentExpression
    | '{' initializerList? '}'
    ;

// `(item ',')* item ','?` accepts the strings of ISO's `item (',' item)*` with
// the optional trailing comma, but an LR parser decides after each comma (is a
// `}` next?) instead of needing two tokens of lookahead before it, which made
// every comma of csmith's long array initialisers fork the GLR stack.
initializerList
    : (designatedInitializer ',')* designatedInitializer ','?
    ;

designatedInitializer
    : designation? initializer
    ;

// `field: value` is the obsolete GNU designator form.
designation
    : designator+ '='
    | Identifier ':'
    ;

// `[lo ... hi]` is the GNU range designator.
designator
    : '[' constantExpression ('...' constantExpression)? ']'
    | '.' Identifier
    ;

staticAssertDeclaration
    : '_Static_assert' '(' constantExpression (',' stringLiteral)? ')' ';'
    ;

// ====================================================================
// GNU attributes and asm
// ====================================================================

attributeSpecifier
    : ('__attribute__' | '__attribute') '(' '(' attributeList ')' ')'
    ;

// Empty entries are allowed: `__attribute__(())` and `((a,,b))`.
attributeList
    : attribute? (',' attribute?)*
    ;

attribute
    : attributeName ('(' argumentExpressionList? ')')?
    ;

// Attribute names are identifiers, but `const` is also used as one.
attributeName
    : Identifier
    | 'const'
    | '__const'
    ;

asmKeyword
    : 'asm'
    | '__asm'
    | '__asm__'
    ;

// `int f (void) __asm__ ("" "real_name");`
asmLabel
    : asmKeyword '(' stringLiteral ')'
    ;

// asm [volatile|inline|goto]* ( template : outputs : inputs : clobbers : labels );
asmStatement
    : asmKeyword asmQualifier* '(' stringLiteral asmOutputs? ')' ';'
    ;

asmQualifier
    : 'volatile'
    | '__volatile'
    | '__volatile__'
    | 'inline'
    | '__inline'
    | '__inline__'
    | 'goto'
    ;

asmOutputs
    : ':' asmOperandList? asmInputs?
    ;

asmInputs
    : ':' asmOperandList? asmClobbers?
    ;

asmClobbers
    : ':' (stringLiteral (',' stringLiteral)*)? asmGotoLabels?
    ;

asmGotoLabels
    : ':' (Identifier (',' Identifier)*)?
    ;

asmOperandList
    : asmOperand (',' asmOperand)*
    ;

asmOperand
    : ('[' Identifier ']')? stringLiteral '(' expression ')'
    ;

// ====================================================================
// Statements (A.2.3)
// ====================================================================

statement
    : labeledStatement
    | compoundStatement
    | expressionStatement
    | selectionStatement
    | iterationStatement
    | jumpStatement
    | asmStatement
    ;

labeledStatement
    : label statement
    ;

// `case lo ... hi:` is the GNU case range.
label
    : Identifier ':' attributeSpecifier*
    | 'case' constantExpression ('...' constantExpression)? ':'
    | 'default' ':'
    ;

// `__label__` declarations (GNU local labels) come first in a block. Labels
// may also precede a declaration or end a block (C23; gcc accepts both in
// every mode, and reduced test cases often contain them).
compoundStatement
    : '{' localLabelDeclaration* blockItem* label* '}'
    ;

localLabelDeclaration
    : '__label__' identifierList ';'
    ;

// Nested function definitions are a GNU extension.
blockItem
    : declaration
    | statement
    | functionDefinition
    | label+ declaration
    ;

expressionStatement
    : expression? ';'
    ;

selectionStatement
    : 'if' '(' expression ')' statement ('else' statement)?
    | 'switch' '(' expression ')' statement
    ;

iterationStatement
    : 'while' '(' expression ')' statement
    | 'do' statement 'while' '(' expression ')' ';'
    | 'for' '(' forInit expression? ';' expression? ')' statement
    ;

forInit
    : declaration
    | expression? ';'
    ;

// `goto *p;` is the GNU computed goto.
jumpStatement
    : 'goto' Identifier ';'
    | 'goto' '*' expression ';'
    | 'continue' ';'
    | 'break' ';'
    | 'return' expression? ';'
    ;

// ====================================================================
// Expressions (A.2.1), one rule per precedence level so that the grammar
// is unambiguous and every operand list is a deletable loop.
// ====================================================================

primaryExpression
    : Identifier
    | constant
    | stringLiteral
    | '(' expression ')'
    | '(' compoundStatement ')'    // GNU statement expression
    | genericSelection
    | '__builtin_va_arg' '(' assignmentExpression ',' typeName ')'
    | '__builtin_offsetof' '(' typeName ',' offsetofMemberDesignator ')'
    | '__builtin_types_compatible_p' '(' typeName ',' typeName ')'
    ;

offsetofMemberDesignator
    : Identifier ('.' Identifier | '[' expression ']')*
    ;

genericSelection
    : '_Generic' '(' assignmentExpression ',' genericAssociation (',' genericAssociation)* ')'
    ;

genericAssociation
    : (typeName | 'default') ':' assignmentExpression
    ;

// A compound literal `(T){...}` or a primary expression, then suffixes.
postfixExpression
    : (primaryExpression | '(' typeName ')' '{' initializerList? '}') postfixSuffix*
    ;

postfixSuffix
    : '[' expression ']'
    | '(' argumentExpressionList? ')'
    | '.' Identifier
    | '->' Identifier
    | '++'
    | '--'
    ;

argumentExpressionList
    : assignmentExpression (',' assignmentExpression)*
    ;

// `&&label` takes a label's address (GNU); `__extension__`, `__real__` and
// `__imag__` are GNU unary operators.
unaryExpression
    : postfixExpression
    | ('++' | '--') unaryExpression
    | unaryOperator castExpression
    | 'sizeof' unaryExpression
    | ('sizeof' | '_Alignof' | '__alignof' | '__alignof__') '(' typeName ')'
    | ('__alignof' | '__alignof__') unaryExpression
    | '&&' Identifier
    | ('__extension__' | '__real' | '__real__' | '__imag' | '__imag__') castExpression
    ;

unaryOperator
    : '&'
    | '*'
    | '+'
    | '-'
    | '~'
    | '!'
    ;

castExpression
    : '(' typeName ')' castExpression
    | unaryExpression
    ;

// The binary operators of 6.5.5-6.5.14 as one flat list. The layered ISO rules
// (multiplicative ... logical OR), each `lower (op lower)*`, accept exactly the
// strings `castExpression (binaryOperator castExpression)*`; precedence is for
// semantics, not syntax. Flat, an operand costs two tree nodes instead of twenty,
// and deleting `op operand` pairs is what reduction wants anyway.
binaryExpression
    : castExpression (binaryOperator castExpression)*
    ;

binaryOperator
    : '*' | '/' | '%'
    | '+' | '-'
    | '<<' | '>>'
    | '<' | '>' | '<=' | '>='
    | '==' | '!='
    | '&'
    | '^'
    | '|'
    | '&&'
    | '||'
    ;

// `a ?: b` (omitted middle operand) is a GNU extension.
conditionalExpression
    : binaryExpression ('?' expression? ':' conditionalExpression)?
    ;

// As in gcc's own parser, the left operand is parsed as a conditional
// expression and lvalue-ness is left to semantic checks. The C11 form
// (`unaryExpression assignmentOperator ...`) needs unbounded lookahead to
// choose between the two alternatives, which made ANTLR 10x slower on csmith
// programs; the only extra inputs accepted are non-lvalue assignments such as
// `a + b = c`, which compilers reject as a constraint violation anyway.
assignmentExpression
    : conditionalExpression (assignmentOperator assignmentExpression)?
    ;

assignmentOperator
    : '='
    | '*='
    | '/='
    | '%='
    | '+='
    | '-='
    | '<<='
    | '>>='
    | '&='
    | '^='
    | '|='
    ;

expression
    : assignmentExpression (',' assignmentExpression)*
    ;

constantExpression
    : conditionalExpression
    ;

constant
    : IntegerConstant
    | FloatingConstant
    | CharacterConstant
    ;

// Adjacent string literals are concatenated (translation phase 6).
stringLiteral
    : StringLiteral+
    ;

// ====================================================================
// Lexical grammar (A.1)
// ====================================================================

// Identifiers may contain '$' (GNU) and universal character names.
Identifier
    : IdentifierStart (IdentifierStart | Digit)*
    ;

fragment IdentifierStart
    : [a-zA-Z_$]
    | UniversalCharacterName
    ;

fragment UniversalCharacterName
    : '\\u' HexQuad
    | '\\U' HexQuad HexQuad
    ;

fragment HexQuad
    : HexDigit HexDigit HexDigit HexDigit
    ;

fragment Digit
    : [0-9]
    ;

fragment HexDigit
    : [0-9a-fA-F]
    ;

// Decimal, octal, hexadecimal and (GNU/C23) binary integers with the
// u/l/ll suffixes in either order, plus a GNU imaginary suffix i/j before
// or after them.
IntegerConstant
    : ([1-9] Digit* | '0' [0-7]* | HexPrefix HexDigit+ | '0' [bB] [01]+) (IntegerSuffix ImaginarySuffix? | ImaginarySuffix IntegerSuffix?)?
    ;

fragment HexPrefix
    : '0' [xX]
    ;

fragment IntegerSuffix
    : [uU] LongSuffix?
    | LongSuffix [uU]?
    ;

fragment LongSuffix
    : [lL]
    | 'll'
    | 'LL'
    ;

fragment ImaginarySuffix
    : [ijIJ]
    ;

// Decimal and hexadecimal floating constants; suffixes f l F L, the
// _FloatN ones (f16 f32 f64 f128 f32x f64x), GNU q/w, and decimal-float
// df/dd/dl, with an optional imaginary suffix before or after (`1.0iF`).
FloatingConstant
    : (DecimalFloating | HexFloating) (FloatingSuffix ImaginarySuffix? | ImaginarySuffix FloatingSuffix?)?
    ;

fragment DecimalFloating
    : Digit* '.' Digit+ Exponent?
    | Digit+ '.' Exponent?
    | Digit+ Exponent
    ;

fragment Exponent
    : [eE] [+-]? Digit+
    ;

fragment HexFloating
    : HexPrefix (HexDigit* '.' HexDigit+ | HexDigit+ '.'?) [pP] [+-]? Digit+
    ;

fragment FloatingSuffix
    : [flFLqQwW]
    | [fF] ('16' | '32' | '64' | '128' | '32x' | '64x' | '128x')
    | [dD] [fFdDlL]
    ;

// Character constants: prefixes L u U u8; escapes below.
CharacterConstant
    : EncodingPrefix? '\'' CChar+ '\''
    ;

fragment EncodingPrefix
    : 'L'
    | 'u'
    | 'U'
    | 'u8'
    ;

fragment CChar
    : ~['\\\r\n]
    | EscapeSequence
    ;

// Standard escapes, plus GNU \e \E and the accepted \( \[ \{ \%, and a
// backslash-newline line splice.
fragment EscapeSequence
    : '\\' ['"?\\abfnrtveE([{%]
    | '\\' [0-7] [0-7]? [0-7]?
    | '\\x' HexDigit+
    | UniversalCharacterName
    | '\\' '\r'? '\n'
    ;

StringLiteral
    : EncodingPrefix? '"' SChar* '"'
    ;

fragment SChar
    : ~["\\\r\n]
    | EscapeSequence
    ;

// A preprocessor line: '#' to the end of the line, with backslash-newline
// continuations, and with comments and string literals treated as units so
// that `// ... /*` or "/*" cannot start a block comment that swallows the
// following lines. Sent to channel 2. (The lexer cannot tell whether '#'
// starts a line; after preprocessing a '#' can only occur there, so this is
// harmless for real programs.)
Directive
    : '#' DirectiveElement* '/'? -> channel(2)
    ;

fragment DirectiveElement
    : ~[\r\n\\/"]
    | '/' ~[/*\r\n\\"]
    | '"' (~["\\\r\n] | '\\' ~[\r\n] | '\\' '\r'? '\n')* '"'
    | BlockCommentText
    | '//' ~[\r\n]*
    | '\\' '\r'? '\n'
    | '\\' ~[\r\n]
    ;

fragment BlockCommentText
    : '/*' .*? '*/'
    ;

BlockComment
    : BlockCommentText -> channel(HIDDEN)
    ;

LineComment
    : '//' (~[\r\n\\] | '\\' '\r'? '\n' | '\\' ~[\r\n])* -> channel(HIDDEN)
    ;

// Whitespace, including backslash-newline line splices outside tokens.
Whitespace
    : ([ \t\f\u000B\r\n] | '\\' '\r'? '\n')+ -> channel(HIDDEN)
    ;
