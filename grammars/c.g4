// C11 (ISO/IEC 9899:2011, Annex A: lexical grammar and phrase structure
// grammar) plus the GNU extensions found in glibc headers, gcc -E output,
// csmith programs and compiler bug reports. Start rule: `compilationUnit`.
//
// The grammar is context-free: typedef names are plain identifiers
// (`typedefName : Identifier`), so inputs such as `a * b;` have two readings
// (declaration and expression); ANTLR picks one, a generalized parser may keep
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
    | standardAttributeSpecifier
    | '__extension__'
    ;

initDeclaratorList
    : initDeclarator (',' initDeclarator)*
    ;

// GNU: an asm label and attributes may follow the declarator.
initDeclarator
    : declarator asmLabel? attributeSpecifier* ('=' initializer)?
    ;

// `auto` is also C23's type inference (`auto x = 1;`), which needs no rule of
// its own: a declaration may consist of storage classes alone.
storageClassSpecifier
    : 'typedef'
    | 'extern'
    | 'static'
    | '_Thread_local'
    | 'thread_local'
    | '__thread'
    | 'auto'
    | 'register'
    | 'constexpr'
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
    | '_BitInt' '(' constantExpression ')'
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
    | '__bf16'
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

// typeof (C23 and GNU) and C23 typeof_unqual, of a type or of an expression.
typeofSpecifier
    : ('typeof' | '__typeof' | '__typeof__' | 'typeof_unqual' | '__typeof_unqual' | '__typeof_unqual__') '(' (typeName | expression) ')'
    ;

structOrUnionSpecifier
    : structOrUnion anyAttributeSpecifier* Identifier? '{' structDeclaration* '}'
    | structOrUnion anyAttributeSpecifier* Identifier
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
    | standardAttributeSpecifier
    | '__extension__'
    ;

structDeclaratorList
    : structDeclarator (',' structDeclarator)*
    ;

structDeclarator
    : declarator attributeSpecifier*
    | declarator? ':' constantExpression attributeSpecifier*
    ;

// `enum E : T` fixes the underlying type (C23).
enumSpecifier
    : 'enum' anyAttributeSpecifier* Identifier? enumTypeSpecifier? '{' enumeratorList ','? '}'
    | 'enum' anyAttributeSpecifier* Identifier enumTypeSpecifier?
    ;

enumTypeSpecifier
    : ':' specifierQualifierList
    ;

enumeratorList
    : enumerator (',' enumerator)*
    ;

enumerator
    : Identifier anyAttributeSpecifier* ('=' constantExpression)?
    ;

atomicTypeSpecifier
    : '_Atomic' '(' typeName ')'
    ;

// `__seg_fs` and `__seg_gs` are gcc's x86 named address spaces.
typeQualifier
    : 'const'
    | '__const'
    | '__const__'
    | 'restrict'
    | '__restrict'
    | '__restrict__'
    | 'volatile'
    | '__volatile'
    | '__volatile__'
    | '_Atomic'
    | '__seg_fs'
    | '__seg_gs'
    ;

functionSpecifier
    : 'inline'
    | '__inline'
    | '__inline__'
    | '_Noreturn'
    ;

alignmentSpecifier
    : ('_Alignas' | 'alignas') '(' (typeName | constantExpression) ')'
    ;

declarator
    : pointer? directDeclarator
    ;

// Declarator suffixes are a loop rather than left recursion.
directDeclarator
    : (Identifier | '(' attributeSpecifier* declarator ')') declaratorSuffix*
    ;

// A C23 attribute may follow the identifier and every array or function part
// (`int a [[x]] [3] [[y]];`). GNU attributes after a declarator belong to the
// enclosing rule instead (initDeclarator, ...), so the two never compete.
declaratorSuffix
    : '[' typeQualifierList? assignmentExpression? ']'
    | '[' 'static' typeQualifierList? assignmentExpression ']'
    | '[' typeQualifierList 'static' assignmentExpression ']'
    | '[' typeQualifierList? '*' ']'
    | '(' parameterTypeList ')'
    | '(' identifierList? ')'
    | standardAttributeSpecifier
    ;

pointer
    : ('*' typeQualifierList?)+
    ;

// GNU and C23 attributes may appear among pointer qualifiers.
typeQualifierList
    : (typeQualifier | attributeSpecifier | standardAttributeSpecifier)+
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

// C23 attributes may follow each array or function part, but not start an
// abstract declarator (`int [[x]]` gives the attribute to the specifiers).
directAbstractDeclarator
    : ('(' attributeSpecifier* abstractDeclarator ')' | abstractDeclaratorSuffix) (abstractDeclaratorSuffix | standardAttributeSpecifier)*
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
// every comma of csmith's long array initializers fork the GLR stack.
initializerList
    : (designatedInitializer ',')* designatedInitializer ','?
    ;

designatedInitializer
    : designation? initializer
    ;

// `field: value` and `[index] value` (no '=') are the obsolete GNU forms.
designation
    : designator+ '='
    | Identifier ':'
    | '[' constantExpression ('...' constantExpression)? ']'
    ;

// `[lo ... hi]` is the GNU range designator.
designator
    : '[' constantExpression ('...' constantExpression)? ']'
    | '.' Identifier
    ;

// The message is optional since C23.
staticAssertDeclaration
    : ('_Static_assert' | 'static_assert') '(' constantExpression (',' stringLiteral)? ')' ';'
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
    | '__const__'
    ;

// ====================================================================
// C23 attributes: [[name]], [[prefix::name(balanced tokens)]]
// ====================================================================

// `[[` is one token: two '[' in a row never occur elsewhere in C, and a
// separate token keeps every attribute position free of LR conflicts with
// array declarators and subscripts. (`[ [x] ]` with a space, which gcc also
// takes, is therefore not accepted.) `]]` cannot be one token: `a[b[i]]`.
standardAttributeSpecifier
    : '[[' standardAttributeList ']' ']'
    ;

// Empty entries are allowed: `[[]]` and `[[a,,b]]`.
standardAttributeList
    : standardAttribute? (',' standardAttribute?)*
    ;

// `prefix::name`; `::` is two ':' tokens, because `asm("" ::: "memory")` must
// still lex as three colons.
standardAttribute
    : attributeWord (':' ':' attributeWord)? ('(' balancedToken* ')')?
    ;

// Attribute names may be keywords (`[[gnu::const]]`, `[[_Noreturn]]`).
attributeWord
    : Identifier
    | keyword
    ;

// Every keyword of this grammar.
keyword
    : '_Alignas' | '_Alignof' | '_Atomic' | '_BitInt' | '_Bool' | '_Complex'
    | '_Decimal128' | '_Decimal32' | '_Decimal64' | '_Float128' | '_Float128x' | '_Float16'
    | '_Float32' | '_Float32x' | '_Float64' | '_Float64x' | '_Generic' | '_Imaginary'
    | '_Noreturn' | '_Static_assert' | '_Thread_local' | '__alignof' | '__alignof__' | '__asm'
    | '__asm__' | '__attribute' | '__attribute__' | '__auto_type' | '__bf16' | '__builtin_convertvector'
    | '__builtin_has_attribute' | '__builtin_offsetof' | '__builtin_types_compatible_p' | '__builtin_va_arg' | '__builtin_va_list' | '__complex'
    | '__complex__' | '__const' | '__const__' | '__extension__' | '__float128' | '__float80'
    | '__fp16' | '__ibm128' | '__imag' | '__imag__' | '__inline' | '__inline__'
    | '__int128' | '__label__' | '__real' | '__real__' | '__restrict' | '__restrict__'
    | '__seg_fs' | '__seg_gs' | '__signed' | '__signed__' | '__thread' | '__typeof'
    | '__typeof__' | '__typeof_unqual' | '__typeof_unqual__' | '__volatile' | '__volatile__' | 'alignas'
    | 'alignof' | 'asm' | 'auto' | 'break' | 'case' | 'char'
    | 'const' | 'constexpr' | 'continue' | 'default' | 'do' | 'double'
    | 'else' | 'enum' | 'extern' | 'float' | 'for' | 'goto'
    | 'if' | 'inline' | 'int' | 'long' | 'register' | 'restrict'
    | 'return' | 'short' | 'signed' | 'sizeof' | 'static' | 'static_assert'
    | 'struct' | 'switch' | 'thread_local' | 'typedef' | 'typeof' | 'typeof_unqual'
    | 'union' | 'unsigned' | 'void' | 'volatile' | 'while'
    ;

// Either kind of attribute, where both may stand (tags, enumerators).
anyAttributeSpecifier
    : attributeSpecifier
    | standardAttributeSpecifier
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

// A C23 attribute before a statement (or before its label) is parsed like a
// label: one prefix per level, `[[a]] [[b]] s` is `[[a]] ([[b]] s)`. (A rule
// `attributedStatement : standardAttributeSpecifier statement` of its own
// made the normalized grammar grow past its limit.) `[[fallthrough]];` in a
// block is also a declaration whose specifiers are one attribute; the GLR
// parser keeps the declaration reading.
labeledStatement
    : statementPrefix statement
    ;

statementPrefix
    : label
    | standardAttributeSpecifier
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
    // C23 compound literal with storage classes, `(static int){1}`. Written
    // here, not beside `(T){...}` in postfixExpression, where it made the
    // parser fork on many more csmith tokens (GSS share 16% -> 22%).
    | '(' storageClassSpecifier+ typeName ')' '{' initializerList? '}'
    | genericSelection
    | '__builtin_va_arg' '(' assignmentExpression ',' typeName ')'
    | '__builtin_offsetof' '(' typeName ',' offsetofMemberDesignator ')'
    | '__builtin_types_compatible_p' '(' typeName ',' typeName ')'
    | '__builtin_has_attribute' '(' (typeName | assignmentExpression) ',' attribute ')'
    | '__builtin_convertvector' '(' assignmentExpression ',' typeName ')'
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
    | ('sizeof' | '_Alignof' | 'alignof' | '__alignof' | '__alignof__') '(' typeName ')'
    | ('_Alignof' | '__alignof' | '__alignof__') unaryExpression
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

// The arguments of a C23 attribute: any tokens with balanced brackets. This
// rule comes after every other parser rule because `~(...)` means "every
// token defined so far" to the generator: written earlier, it would leave
// out the operators that later rules introduce.
balancedToken
    : '(' balancedToken* ')'
    | '[' balancedToken* ']'
    | '[[' balancedToken* ']' ']'
    | '{' balancedToken* '}'
    | ~('(' | ')' | '[' | ']' | '[[' | '{' | '}')
    ;

// ====================================================================
// Lexical grammar (A.1)
// ====================================================================

// Identifiers may contain '$' (GNU), universal character names and any
// non-ASCII character (gcc takes UTF-8 identifiers in every mode since 10).
Identifier
    : IdentifierStart (IdentifierStart | Digit)*
    ;

fragment IdentifierStart
    : [a-zA-Z_$]
    | UniversalCharacterName
    | ~[\u0000-\u007F]
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
// u/l/ll suffixes in either order, the C23 wb suffix of _BitInt constants,
// plus a GNU imaginary suffix i/j before or after them. C23 digit
// separators (`1'000'000`) may stand between any two digits; they are
// written as trailing groups `('\'' Digit+)*`, so that a constant without
// them has the same lex tree as before (T-Rec shrinks along it).
IntegerConstant
    : ([1-9] Digit* ('\'' Digit+)* | '0' [0-7]* ('\'' [0-7]+)* | HexPrefix HexDigitSequence | '0' [bB] [01]+ ('\'' [01]+)*) (IntegerSuffix ImaginarySuffix? | ImaginarySuffix IntegerSuffix?)?
    ;

fragment DigitSequence
    : Digit+ ('\'' Digit+)*
    ;

fragment HexDigitSequence
    : HexDigit+ ('\'' HexDigit+)*
    ;

fragment HexPrefix
    : '0' [xX]
    ;

fragment IntegerSuffix
    : [uU] (LongSuffix | BitPreciseSuffix)?
    | LongSuffix [uU]?
    | BitPreciseSuffix [uU]?
    ;

fragment BitPreciseSuffix
    : 'wb'
    | 'WB'
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
    : DigitSequence? '.' DigitSequence Exponent?
    | DigitSequence '.' Exponent?
    | DigitSequence Exponent
    ;

fragment Exponent
    : [eE] [+-]? DigitSequence
    ;

fragment HexFloating
    : HexPrefix (HexDigitSequence? '.' HexDigitSequence | HexDigitSequence '.'?) [pP] [+-]? DigitSequence
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

// Standard escapes, plus GNU \e \E and the accepted \( \[ \{ \%, named
// characters \N{LATIN SMALL LETTER A}, and a backslash-newline line splice.
// gcc takes any other escaped character with an "unknown escape" warning
// (`\q`, `\8`, `\o{101}` as `\o` and text), except an incomplete \x, \u,
// \U or \N, which are errors.
fragment EscapeSequence
    : '\\' ['"?\\abfnrtveE([{%]
    | '\\' [0-7] [0-7]? [0-7]?
    | '\\x' HexDigit+
    | UniversalCharacterName
    | '\\N{' ~[}\r\n]+ '}'
    | '\\' ~[\r\n0-7xuUN]
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
