// Java, written from The Java Language Specification, Java SE 21 Edition
// (https://docs.oracle.com/javase/specs/jls/se21/html/): chapter 3 "Lexical
// Structure" for the tokens and chapter 19 "Syntax" (with the chapters it collects:
// 7 packages and modules, 8 classes, 9 interfaces, 10 arrays, 14 blocks, statements
// and patterns, 15 expressions) for the rules, which are written anew for an
// LALR(1)/GLR parser. Section numbers in the comments are the JLS's. No text is taken
// from other grammar collections.
//
// `>>` and `>>>` in generics (§3.2: in a type context they close nested type
// arguments one `>` at a time): the lexer knows only `>` and `>=`, and the token source
// `reducer_runtime::hooks::java::token_source` (class `JavaAngles`, so interpreted
// mode runs it too) retypes a `>` glued to a following `>` or `>=` as GT_JOINED. A
// shift is `GT_JOINED '>'` (`>>`) or `GT_JOINED GT_JOINED '>'` (`>>>`), a compound
// shift assignment ends in `'>='`, and type arguments close with `'>'` or GT_JOINED.
// So each `>` of `Map<K, List<V>>` belongs to its own type-argument node, and `a > > b`
// stays an error. Without the hook only programs without shifts parse.
//
// Context-free readings (a superset of Java, for a GLR parser):
// - Names (§6.5) are one shape wherever a type or an expression may stand: a prefix
//   list `qualifier* identifier` with `qualifier : identifier '.' annotation*`, so the
//   parser never decides at a `.` whether `a.b.c` is a package, type, field or
//   variable (a declaration and an expression statement part at the token after the
//   name). The forms that continue a name with a keyword are alternatives after the
//   same `qualifier*`: `a.B.class`, `Outer.this`, `Outer.super.m()`, `o.new Inner()`,
//   `Collections.<T>emptyList()`; so `class` alone and `<T>m()` also parse. `a.@A b`
//   parses as an expression too.
// - Expression statements are postfix expressions with an optional assignment,
//   `++`/`--` (§14.8's statement expressions, plus bare names and field accesses,
//   which javac rejects as "not a statement"); so `List<String> x;` is never also a
//   comparison.
// - Binary operators are one flat list (`unaryExpression (binaryOperator
//   unaryExpression)*`) and `instanceof` is one of its steps: precedence is not encoded
//   (§15), which changes no accepted string.
// - A selector `[]` may follow any expression (for `String[]::new` and
//   `String[].class`), `.class` any selector chain; any modifier may stand on any
//   declaration, `private {}` is an initializer, a `try` needs no `catch`, switch rules
//   and groups may be mixed in one block, interfaces and annotation types have class
//   bodies, a compact constructor may stand in any class.
// - Casts: `(int) -x` casts (a primitive type), `(T) -x` subtracts (a reference type
//   casts only a unary expression not starting with `+` or `-`, §15.16), so the GLR
//   parser keeps both readings of `(a)` only until the token after `)`. A cast of a
//   lambda stands where an expression does (an argument, an initializer), not as an
//   operand of an operator. Other forks the parser resolves within a few tokens:
//   `(a) ->` against `(a)`, `(T) x` against `(T) x ->`, `a < b` against type
//   arguments (`List<String>::new` may stand in an expression), `a[` against `a[]` at
//   the start of a statement, and the dangling `else` (greedy, as §14.5).
// - Written for the parser: a `*` or `?` that starts an alternative is followed by a
//   short rest (statements, casts, generic references are rules of their own), so the
//   LALR builder parses it without an empty reduction before the construct's first
//   token; a field and a method share their type; a parameter has no optional part
//   between its type and its name. On the JDK's sources about 4% of the tokens go
//   through the GLR stack.
//   When two readings survive (`case A() ->` as a record pattern or a call, `yield (x);`
//   as a yield statement or a call) the parser keeps the earlier alternative.
// - Contextual keywords (§3.9) are tokens that `identifier` accepts, so `var`,
//   `record`, `yield`, `module`, `when`, ... stay usable as names where the JLS allows;
//   `typeIdentifier` leaves out `permits`, `record`, `sealed` and `yield` (§3.8), which
//   keeps `record R(...)`, `sealed class`, `yield x;` from being declarations. `var` is
//   a type name (`var x = 1;`). `non-sealed` is one token, so `non-sealed` as the
//   subtraction of two variables written without spaces does not parse.
// - Unicode escapes (§3.3) outside character and string literals are not translated:
//   `\u0041` in an identifier or a comment that ends by an escaped line break does not
//   parse. Inside literals `\uXXXX` is an escape.
grammar java;

// The `>>` token source above, chosen by name (interpreted mode finds it too).
options { superClass = JavaAngles; }

// A `>` directly followed by `>` or `>=`; made by the token source.
tokens { GT_JOINED }

// §7.3 compilation units: ordinary or modular.
compilationUnit
    : packageDeclaration? importDeclaration* topLevelDeclaration* EOF
    | importDeclaration* moduleDeclaration EOF
    ;

// §7.4
packageDeclaration
    : annotation* 'package' qualifiedName ';'
    ;

// §7.5: single-type, on-demand, single-static and static-on-demand imports; javac
// wants at least one dot.
importDeclaration
    : 'import' 'static'? (identifier '.')+ (identifier | '*') ';'
    ;

// §7.6 (and the empty declaration `;`).
topLevelDeclaration
    : memberModifier* typeDeclaration
    | ';'
    ;

typeDeclaration
    : classDeclaration
    | enumDeclaration
    | recordDeclaration
    | interfaceDeclaration
    | annotationInterfaceDeclaration
    ;

// §7.7 module declarations.
moduleDeclaration
    : annotation* 'open'? 'module' qualifiedName moduleBody
    ;

moduleBody
    : '{' moduleDirective* '}'
    ;

moduleDirective
    : 'requires' requiresModifier* qualifiedName ';'
    | 'exports' qualifiedName ('to' qualifiedName (',' qualifiedName)*)? ';'
    | 'opens' qualifiedName ('to' qualifiedName (',' qualifiedName)*)? ';'
    | 'uses' qualifiedName ';'
    | 'provides' qualifiedName 'with' qualifiedName (',' qualifiedName)* ';'
    ;

requiresModifier
    : 'transitive'
    | 'static'
    ;

// Package, module and annotation names.
qualifiedName
    : (identifier '.')* identifier
    ;

// §3.8 identifiers and §3.9 contextual keywords.
typeIdentifier
    : IDENTIFIER
    | 'exports'
    | 'module'
    | 'open'
    | 'opens'
    | 'provides'
    | 'requires'
    | 'to'
    | 'transitive'
    | 'uses'
    | 'var'
    | 'when'
    | 'with'
    ;

identifier
    : typeIdentifier
    | 'permits'
    | 'record'
    | 'sealed'
    | 'yield'
    ;

// §8.1.1, §8.3.1, §8.4.3, §8.8.3, §9.1.1, §9.4, §14.4: one list for all of them.
modifier
    : annotation
    | 'public'
    | 'protected'
    | 'private'
    | 'abstract'
    | 'static'
    | 'final'
    | 'sealed'
    | 'non-sealed'
    | 'strictfp'
    | 'transient'
    | 'volatile'
    | 'synchronized'
    | 'native'
    ;

// `default` (interface methods) only on members, so that a `default` label after a
// statement in a switch block is never a modifier.
memberModifier
    : modifier
    | 'default'
    ;

// §8.1 class declarations (with §8.1.6's `permits`).
classDeclaration
    : 'class' typeIdentifier typeParameters? ('extends' type)? ('implements' typeList)? ('permits' typeList)? classBody
    ;

// §9.1
interfaceDeclaration
    : 'interface' typeIdentifier typeParameters? ('extends' typeList)? ('permits' typeList)? classBody
    ;

// §9.6
annotationInterfaceDeclaration
    : '@' 'interface' typeIdentifier classBody
    ;

// §8.9 enums: constants (a trailing comma allowed), then members after `;`.
enumDeclaration
    : 'enum' typeIdentifier ('implements' typeList)? enumBody
    ;

enumBody
    : '{' (enumConstantList | ',')? (';' classBodyDeclaration*)? '}'
    ;

enumConstantList
    : (enumConstant ',')* enumConstant ','?
    ;

enumConstant
    : annotation* identifier arguments? classBody?
    ;

// §8.10 records.
recordDeclaration
    : 'record' typeIdentifier typeParameters? recordHeader ('implements' typeList)? classBody
    ;

recordHeader
    : '(' (recordComponent (',' recordComponent)*)? ')'
    ;

recordComponent
    : annotation* unannType identifier
    | annotation* unannType annotation* '...' identifier
    ;

typeList
    : type (',' type)*
    ;

// §8.1.7 class bodies (interface, enum, record and annotation bodies alike).
classBody
    : '{' classBodyDeclaration* '}'
    ;

classBodyDeclaration
    : memberModifier* memberDeclaration
    | ';'
    ;

// A field and a method with a result type share their type, so the parser decides
// between them at the token after the name.
memberDeclaration
    : typeDeclaration
    | fieldOrMethodDeclaration
    | genericMethodDeclaration
    | voidMethodDeclaration
    | constructorDeclaration
    | compactConstructorDeclaration
    | block
    ;

// §8.3 fields, §8.4 methods.
fieldOrMethodDeclaration
    : unannType (variableDeclarators ';' | methodDeclarator methodBody)
    ;

variableDeclarators
    : variableDeclarator (',' variableDeclarator)*
    ;

variableDeclarator
    : identifier dims? ('=' variableInitializer)?
    ;

variableInitializer
    : expression
    | arrayInitializer
    ;

// §8.4 methods (and §9.6.1's annotation elements, `int value() default 1;`).
genericMethodDeclaration
    : genericPrefix (unannType | 'void') methodDeclarator methodBody
    ;

// Type parameters of a generic method or constructor (annotations after them belong
// to the result type).
genericPrefix
    : typeParameters annotation*
    ;

voidMethodDeclaration
    : 'void' methodDeclarator methodBody
    ;

methodDeclarator
    : identifier formalParameters dims? throwsClause?
    ;

methodBody
    : block
    | ('default' elementValue)? ';'
    ;

// §8.4.1 formal parameters, the receiver parameter `Outer this` among them.
formalParameters
    : '(' (formalParameter (',' formalParameter)*)? ')'
    ;

// No optional part between the type and the name: the name of a parameter and the
// first name of a receiver `Outer.this` are then the same shift.
formalParameter
    : modifier* unannType identifier dims?
    | modifier* unannType annotation* '...' identifier
    | modifier* unannType (identifier '.')* 'this'
    ;

throwsClause
    : 'throws' type (',' type)*
    ;

// §8.8 constructors; §8.10.4 compact canonical constructors.
constructorDeclaration
    : genericPrefix? typeIdentifier formalParameters throwsClause? block
    ;

compactConstructorDeclaration
    : typeIdentifier block
    ;

// §8.1.2 type parameters.
typeParameters
    : '<' typeParameter (',' typeParameter)* closeAngle
    ;

typeParameter
    : annotation* typeIdentifier ('extends' type ('&' type)*)?
    ;

// A `>` closing type arguments or parameters: alone, or glued to the next `>` (§3.2).
closeAngle
    : '>'
    | GT_JOINED
    ;

// §4 types. `unannType` is a type without leading annotations (declarations take
// those as modifiers); `type` may have them.
type
    : annotation* unannType
    ;

unannType
    : (primitiveType | classType) dims?
    ;

primitiveType
    : 'boolean'
    | 'byte'
    | 'short'
    | 'int'
    | 'long'
    | 'char'
    | 'float'
    | 'double'
    ;

// A class or interface type: a name (its package or outer types as qualifiers), then
// type arguments, after which more `.Inner<...>` parts may follow.
classType
    : qualifier* typeIdentifier (typeArguments classTypePart*)?
    ;

classTypePart
    : '.' annotation* typeIdentifier typeArguments?
    ;

qualifier
    : identifier '.' annotation*
    ;

dims
    : (annotation* '[' ']')+
    ;

// §4.5.1 type arguments and wildcards; `<>` is the diamond.
typeArguments
    : '<' (typeArgument (',' typeArgument)*)? closeAngle
    ;

typeArgument
    : type
    | annotation* '?' (('extends' | 'super') type)?
    ;

// §9.7 annotations: marker, single-element and normal.
annotation
    : '@' qualifiedName ('(' (elementValuePair (',' elementValuePair)* | elementValue)? ')')?
    ;

elementValuePair
    : identifier '=' elementValue
    ;

elementValue
    : conditionalExpression
    | annotation
    | '{' ((elementValue ',')* elementValue ','? | ',')? '}'
    ;

// §10.6 array initializers.
arrayInitializer
    : '{' ((variableInitializer ',')* variableInitializer ','? | ',')? '}'
    ;

// §14.2 blocks.
block
    : '{' blockStatement* '}'
    ;

// §14.3 local classes and interfaces, §14.4 local variables (`var` is a type name).
blockStatement
    : localVariableDeclaration ';'
    | modifier* typeDeclaration
    | statement
    ;

localVariableDeclaration
    : modifier* unannType variableDeclarators
    ;

// §14.5 statements; a label before any statement (§14.7). Every other statement is
// a rule of its own, so the labels' prefix list is followed by one symbol and the
// parser need not decide that it is empty before the statement's first token.
statement
    : identifier ':' statement
    | statementWithoutLabel
    ;

// `yield` first: `yield (x);` is a yield statement, not a call (§3.9, §14.21).
statementWithoutLabel
    : yieldStatement
    | block
    | ';'
    | statementExpression ';'
    | ifStatement
    | assertStatement
    | switchStatement
    | whileStatement
    | doStatement
    | forStatement
    | breakStatement
    | continueStatement
    | returnStatement
    | throwStatement
    | synchronizedStatement
    | tryStatement
    ;

ifStatement
    : 'if' parExpression statement ('else' statement)?
    ;

assertStatement
    : 'assert' expression (':' expression)? ';'
    ;

switchStatement
    : 'switch' parExpression switchBlock
    ;

whileStatement
    : 'while' parExpression statement
    ;

doStatement
    : 'do' statement 'while' parExpression ';'
    ;

// §14.14 the basic and the enhanced `for`, one rule (one loop head to normalize).
forStatement
    : 'for' '(' forControl ')' statement
    ;

forControl
    : forInit? ';' expression? ';' statementExpressionList?
    | localVariableDeclaration ':' expression
    ;

breakStatement
    : 'break' identifier? ';'
    ;

yieldStatement
    : 'yield' expression ';'
    ;

continueStatement
    : 'continue' identifier? ';'
    ;

returnStatement
    : 'return' expression? ';'
    ;

throwStatement
    : 'throw' expression ';'
    ;

synchronizedStatement
    : 'synchronized' parExpression block
    ;

tryStatement
    : 'try' resourceSpecification? block catchClause* finallyClause?
    ;

finallyClause
    : 'finally' block
    ;

// §14.8 statement expressions, read as postfix expressions (see the header).
statementExpression
    : ('++' | '--') unaryExpression
    | postfixExpression (assignmentOperator expression)?
    ;

statementExpressionList
    : statementExpression (',' statementExpression)*
    ;

forInit
    : localVariableDeclaration
    | statementExpressionList
    ;

parExpression
    : '(' expression ')'
    ;

// §14.11 switch blocks: rules `case ... ->` and groups `case ...:`, one label per
// group (a label with no statements falls through to the next).
switchBlock
    : '{' (switchRule | switchGroup)* '}'
    ;

switchRule
    : switchLabel '->' (expression ';' | block | 'throw' expression ';')
    ;

switchGroup
    : switchLabel ':' blockStatement*
    ;

// Constants, `null`, `default`, patterns, and a `when` guard (§14.11.1).
switchLabel
    : 'case' caseItem (',' caseItem)* ('when' expression)?
    | 'default'
    ;

// A pattern first: `case A() ->` is a record pattern, not a call.
caseItem
    : pattern
    | conditionalExpression
    | 'default'
    ;

// §14.30 patterns: type patterns and record patterns.
pattern
    : modifier* unannType identifier
    | recordPattern
    ;

recordPattern
    : classType '(' (pattern (',' pattern)*)? ')'
    ;

// §14.20 try, try-with-resources and multi-catch.
resourceSpecification
    : '(' (resource ';')* resource ';'? ')'
    ;

resource
    : localVariableDeclaration
    | postfixExpression
    ;

catchClause
    : 'catch' '(' modifier* unannType ('|' type)* identifier ')' block
    ;

// §15 expressions.
// A cast of a lambda (`(Runnable & Serializable) () -> {}`) stands where an
// expression does, not as an operand: inside an operator list its body would be
// followed by the operators (an LALR conflict at every operand).
expression
    : lambdaExpression
    | referenceCast lambdaExpression
    | conditionalExpression (assignmentOperator expression)?
    ;

assignmentOperator
    : '='
    | '*='
    | '/='
    | '%='
    | '+='
    | '-='
    | '<<='
    | GT_JOINED '>='
    | GT_JOINED GT_JOINED '>='
    | '&='
    | '^='
    | '|='
    ;

// §15.27 lambdas.
lambdaExpression
    : lambdaParameters '->' (expression | block)
    ;

lambdaParameters
    : identifier
    | '(' (lambdaParameter (',' lambdaParameter)*)? ')'
    ;

lambdaParameter
    : identifier
    | modifier* unannType identifier dims?
    | modifier* unannType annotation* '...' identifier
    ;

// §15.25 the conditional operator.
conditionalExpression
    : binaryExpression ('?' expression ':' (conditionalExpression | lambdaExpression))?
    ;

// §15.17-15.24 and §15.20.2's instanceof with a type or a pattern.
binaryExpression
    : unaryExpression (binaryOperator unaryExpression | 'instanceof' instanceofTarget)*
    ;

instanceofTarget
    : type
    | pattern
    ;

binaryOperator
    : '||'
    | '&&'
    | '|'
    | '^'
    | '&'
    | '=='
    | '!='
    | '<'
    | '>'
    | '<='
    | '>='
    | '<<'
    | GT_JOINED '>'
    | GT_JOINED GT_JOINED '>'
    | '+'
    | '-'
    | '*'
    | '/'
    | '%'
    ;

// §15.15 unary operators and §15.16 casts.
unaryExpression
    : ('+' | '-' | '++' | '--') unaryExpression
    | unaryExpressionNotPlusMinus
    ;

unaryExpressionNotPlusMinus
    : ('~' | '!') unaryExpression
    | primitiveCast unaryExpression
    | referenceCast unaryExpressionNotPlusMinus
    | postfixExpression
    | switchExpression
    ;

primitiveCast
    : '(' annotation* primitiveType ')'
    ;

referenceCast
    : '(' referenceCastType ('&' type)* ')'
    ;

// A reference type: a class type, or any type with dimensions.
referenceCastType
    : annotation* classType dims?
    | annotation* primitiveType dims
    ;

// §15.28
switchExpression
    : 'switch' parExpression switchBlock
    ;

// §15.14 postfix operators after a primary and its selectors.
postfixExpression
    : primary ('++' | '--')*
    ;

// §15.8-15.13. A name takes no `.` selector right after it (its dots are qualifiers);
// after a call, an index or any other primary, selectors chain.
primary
    : qualifier* identifier (nameSelector selector*)?
    | primaryNoName selector*
    ;

nameSelector
    : arguments
    | '[' expression? ']'
    | '::' typeArguments? identifier
    | '::' 'new'
    ;

primaryNoName
    : literal
    | '(' expression ')'
    | qualifier* 'this'
    | qualifier* 'class'
    | qualifier* 'super' ('.' typeArguments? identifier | '::' typeArguments? identifier | arguments)
    | qualifier* 'new' creator
    | qualifier* typeArguments (identifier | 'this' | 'super') arguments
    | genericTypeReference '::' (typeArguments? identifier | 'new')
    | primitiveType dims? '.' 'class'
    | primitiveType dims '::' (typeArguments? identifier | 'new')
    | 'void' '.' 'class'
    ;

// `List<String>::new`, `Map.Entry<K, V>[]::new`.
genericTypeReference
    : qualifier* typeIdentifier typeArguments classTypePart* dims?
    ;

selector
    : '.' typeArguments? identifier
    | '.' 'new' creator
    | '.' 'super' arguments
    | '.' 'class'
    | arguments
    | '[' expression? ']'
    | '::' typeArguments? identifier
    | '::' 'new'
    ;

arguments
    : '(' (expression (',' expression)*)? ')'
    ;

// §15.9 class instance creation (with anonymous bodies) and §15.10 array creation.
creator
    : typeArguments? annotation* classType arguments classBody?
    | annotation* (primitiveType | classType) ('[' expression ']')+ dims?
    | annotation* (primitiveType | classType) dims arrayInitializer
    ;

// §3.10 literals.
literal
    : INTEGER_LITERAL
    | FLOATING_POINT_LITERAL
    | CHARACTER_LITERAL
    | STRING_LITERAL
    | TEXT_BLOCK
    | 'true'
    | 'false'
    | 'null'
    ;

// §3.9 keywords, reserved (`const`, `goto` and `_` are never identifiers).
ABSTRACT     : 'abstract' ;
ASSERT       : 'assert' ;
BOOLEAN      : 'boolean' ;
BREAK        : 'break' ;
BYTE         : 'byte' ;
CASE         : 'case' ;
CATCH        : 'catch' ;
CHAR         : 'char' ;
CLASS        : 'class' ;
CONST        : 'const' ;
CONTINUE     : 'continue' ;
DEFAULT      : 'default' ;
DO           : 'do' ;
DOUBLE       : 'double' ;
ELSE         : 'else' ;
ENUM         : 'enum' ;
EXTENDS      : 'extends' ;
FINAL        : 'final' ;
FINALLY      : 'finally' ;
FLOAT        : 'float' ;
FOR          : 'for' ;
GOTO         : 'goto' ;
IF           : 'if' ;
IMPLEMENTS   : 'implements' ;
IMPORT       : 'import' ;
INSTANCEOF   : 'instanceof' ;
INT          : 'int' ;
INTERFACE    : 'interface' ;
LONG         : 'long' ;
NATIVE       : 'native' ;
NEW          : 'new' ;
PACKAGE      : 'package' ;
PRIVATE      : 'private' ;
PROTECTED    : 'protected' ;
PUBLIC       : 'public' ;
RETURN       : 'return' ;
SHORT        : 'short' ;
STATIC       : 'static' ;
STRICTFP     : 'strictfp' ;
SUPER        : 'super' ;
SWITCH       : 'switch' ;
SYNCHRONIZED : 'synchronized' ;
THIS         : 'this' ;
THROW        : 'throw' ;
THROWS       : 'throws' ;
TRANSIENT    : 'transient' ;
TRY          : 'try' ;
VOID         : 'void' ;
VOLATILE     : 'volatile' ;
WHILE        : 'while' ;
UNDERSCORE   : '_' ;

// §3.10.3 and §3.10.8
TRUE  : 'true' ;
FALSE : 'false' ;
NULL  : 'null' ;

// §3.9 contextual keywords.
EXPORTS    : 'exports' ;
MODULE     : 'module' ;
NON_SEALED : 'non-sealed' ;
OPEN       : 'open' ;
OPENS      : 'opens' ;
PERMITS    : 'permits' ;
PROVIDES   : 'provides' ;
RECORD     : 'record' ;
REQUIRES   : 'requires' ;
SEALED     : 'sealed' ;
TO         : 'to' ;
TRANSITIVE : 'transitive' ;
USES       : 'uses' ;
VAR        : 'var' ;
WHEN       : 'when' ;
WITH       : 'with' ;
YIELD      : 'yield' ;

// §3.10.1 integer literals: decimal, hexadecimal, octal and binary, `_` between
// digits, an `l`/`L` suffix. `09` lexes as two literals (and does not parse).
INTEGER_LITERAL
    : ('0' | [1-9] DIGITS_TAIL? | [1-9] '_'+ DIGITS | '0' [xX] HEX_DIGITS | '0' '_'* OCTAL_DIGITS | '0' [bB] BINARY_DIGITS) [lL]?
    ;

// §3.10.2 floating-point literals, decimal and hexadecimal, `f`/`F`/`d`/`D` suffixes.
FLOATING_POINT_LITERAL
    : DIGITS '.' DIGITS? EXPONENT? [fFdD]?
    | '.' DIGITS EXPONENT? [fFdD]?
    | DIGITS EXPONENT [fFdD]?
    | DIGITS EXPONENT? [fFdD]
    | '0' [xX] (HEX_DIGITS '.'? | HEX_DIGITS? '.' HEX_DIGITS) [pP] [+-]? DIGITS [fFdD]?
    ;

fragment DIGITS        : [0-9] DIGITS_TAIL? ;
fragment DIGITS_TAIL   : [0-9_]* [0-9] ;
fragment EXPONENT      : [eE] [+-]? DIGITS ;
fragment HEX_DIGITS    : HEX_DIGIT ([0-9a-fA-F_]* HEX_DIGIT)? ;
fragment HEX_DIGIT     : [0-9a-fA-F] ;
fragment OCTAL_DIGITS  : [0-7] ([0-7_]* [0-7])? ;
fragment BINARY_DIGITS : [01] ([01_]* [01])? ;

// §3.10.4 character literals, §3.10.5 string literals, §3.10.6 escape sequences
// (`\s` included; `\uXXXX` read as an escape here, see the header).
CHARACTER_LITERAL
    : '\'' (~['\\\r\n] | ESCAPE) '\''
    ;

STRING_LITERAL
    : '"' (~["\\\r\n] | ESCAPE)* '"'
    ;

// §3.10.6 text blocks: `"""`, blanks, a line terminator, then anything up to the
// first `"""` not escaped (an escaped line terminator is allowed inside).
TEXT_BLOCK
    : '"""' [ \t\f]* ('\r'? '\n' | '\r') (~'\\' | '\\' .)*? '"""'
    ;

fragment ESCAPE
    : '\\' [btnfrs"'\\]
    | '\\' [0-3]? [0-7]? [0-7]
    | '\\' 'u'+ HEX_DIGIT HEX_DIGIT HEX_DIGIT HEX_DIGIT
    ;

// §3.11 separators.
LPAREN   : '(' ;
RPAREN   : ')' ;
LBRACE   : '{' ;
RBRACE   : '}' ;
LBRACK   : '[' ;
RBRACK   : ']' ;
SEMI     : ';' ;
COMMA    : ',' ;
DOT      : '.' ;
ELLIPSIS : '...' ;
AT       : '@' ;
COLONCOLON : '::' ;

// §3.12 operators; `>>`, `>>>`, `>>=` and `>>>=` are made of `>` and `>=` (header).
ASSIGN   : '=' ;
GT       : '>' ;
LT       : '<' ;
BANG     : '!' ;
TILDE    : '~' ;
QUESTION : '?' ;
COLON    : ':' ;
ARROW    : '->' ;
EQUAL    : '==' ;
GE       : '>=' ;
LE       : '<=' ;
NOTEQUAL : '!=' ;
AND      : '&&' ;
OR       : '||' ;
INC      : '++' ;
DEC      : '--' ;
ADD      : '+' ;
SUB      : '-' ;
MUL      : '*' ;
DIV      : '/' ;
BITAND   : '&' ;
BITOR    : '|' ;
CARET    : '^' ;
MOD      : '%' ;
LSHIFT   : '<<' ;
ADD_ASSIGN : '+=' ;
SUB_ASSIGN : '-=' ;
MUL_ASSIGN : '*=' ;
DIV_ASSIGN : '/=' ;
AND_ASSIGN : '&=' ;
OR_ASSIGN  : '|=' ;
XOR_ASSIGN : '^=' ;
MOD_ASSIGN : '%=' ;
LSHIFT_ASSIGN : '<<=' ;

// §3.8 identifiers: Java letters (Unicode letters, letter numbers, currency symbols
// such as `$`, connector punctuation such as `_`), then also digits and marks.
IDENTIFIER
    : [\p{L}\p{Nl}\p{Sc}\p{Pc}] [\p{L}\p{Nl}\p{Sc}\p{Pc}\p{Nd}\p{Mn}\p{Mc}]*
    ;

// §3.6 white space, §3.7 comments, on the hidden channel; a Ctrl-Z may end the file
// (§3.5) and a byte order mark start it.
WS            : [ \t\f\r\n\u001a]+ -> channel(HIDDEN) ;
COMMENT       : '/*' .*? '*/' -> channel(HIDDEN) ;
LINE_COMMENT  : '//' ~[\r\n]* -> channel(HIDDEN) ;
BOM           : '\uFEFF' -> channel(HIDDEN) ;
