// The lexer of javascript.g4: ECMAScript 2024 (ECMA-262, 15th edition, June 2024,
// https://262.ecma-international.org/15.0/), chapter 12 "ECMAScript Language: Lexical
// Grammar". Section numbers in the comments are the specification's. No text is taken
// from other grammar collections.
//
// The specification lexes with two goals where a `/` may start a regular expression
// or a division (§12, InputElementRegExp / InputElementDiv) and a third inside
// templates (InputElementTemplateTail). Here:
// - Regular expressions: `RegularExpressionLiteral` carries the predicate
//   `regexAllowed()` (`reducer_runtime::hooks::js::regex_allowed`), which decides by
//   the previous parser token as the syntactic context would: after an operand's end
//   (a name, a literal, `this`, `super`, `)`, `]`, `++`, `--`, a closing backtick) a
//   `/` divides; after an operator, a punctuator that opens something or a keyword
//   that takes an expression (`return`, `typeof`, `case`, ...) it starts a regular
//   expression. After `}` it starts one (a block ends a statement more often than an
//   object literal stands before a division), and after `)` it divides
//   (`if (x) /re/.test(s)` is the rare case that is misread).
// - Templates: a backtick enters the mode TEMPLATE; there `${` enters the default mode
//   and every `{` pushes it again, every `}` pops, so the `}` closing a substitution
//   returns to the template (§12.9.6, TemplateMiddle / TemplateTail).
//
// Left out: HTML-like comments (Annex B.1.1, `<!--` and `-->`), which only scripts
// served to old browsers use and which node rejects in modules; the check that a
// numeric literal is not followed at once by an identifier character (`3in` lexes as
// `3` `in`, a superset); the early errors on escapes and identifiers.
lexer grammar javascript_lexer;

// The predicates below and the semicolon token source (`reducer_runtime::hooks::js`),
// chosen by name (interpreted mode finds them too).
options { superClass = JavaScriptSyntax; }

// §12.6 hashbang (a comment when it is the first line; `#!` cannot start anything else).
HashbangComment : '#!' ~[\r\n\u2028\u2029]* -> channel(HIDDEN) ;

// §12.4 comments. A multi-line comment holding a line terminator counts as one for
// automatic semicolon insertion (the token source looks at its text).
MultiLineComment  : '/*' .*? '*/' -> channel(HIDDEN) ;
SingleLineComment : '//' ~[\r\n\u2028\u2029]* -> channel(HIDDEN) ;

// §12.3 line terminators, a record of their own (the semicolon token source turns one
// into the ';' token where it inserts a semicolon).
LineTerminator : ('\r\n' | [\r\n\u2028\u2029]) -> channel(HIDDEN) ;

// §12.2 white space (U+FEFF: a byte-order mark).
WhiteSpace : [\t\u000B\u000C \u00A0\uFEFF\p{Zs}]+ -> channel(HIDDEN) ;

// §12.7 punctuators. Braces push and pop the default mode, so that the `}` of a
// template substitution returns to the template.
OpenBrace  : '{' -> pushMode(DEFAULT_MODE) ;
CloseBrace : '}' -> popMode ;
OpenParen  : '(' ;
CloseParen : ')' ;
OpenBracket  : '[' ;
CloseBracket : ']' ;
Dot        : '.' ;
Ellipsis   : '...' ;
SemiColon  : ';' ;
Comma      : ',' ;
Less       : '<' ;
Greater    : '>' ;
LessEq     : '<=' ;
GreaterEq  : '>=' ;
Eq2        : '==' ;
NotEq      : '!=' ;
Eq3        : '===' ;
NotEq2     : '!==' ;
Plus       : '+' ;
Minus      : '-' ;
Star       : '*' ;
Percent    : '%' ;
StarStar   : '**' ;
PlusPlus   : '++' ;
MinusMinus : '--' ;
Shl        : '<<' ;
Shr        : '>>' ;
UShr       : '>>>' ;
BitAnd     : '&' ;
BitOr      : '|' ;
BitXor     : '^' ;
Not        : '!' ;
Tilde      : '~' ;
And        : '&&' ;
Or         : '||' ;
Coalesce   : '??' ;
Question   : '?' ;
// `?.` is not optional chaining before a digit (`a?.5:0` is a conditional).
QuestionDot : '?.' {notBeforeDigit()}? ;
Colon      : ':' ;
Assign     : '=' ;
PlusAssign : '+=' ;
MinusAssign : '-=' ;
StarAssign : '*=' ;
PercentAssign : '%=' ;
StarStarAssign : '**=' ;
ShlAssign  : '<<=' ;
ShrAssign  : '>>=' ;
UShrAssign : '>>>=' ;
AndAssign  : '&=' ;
OrAssign   : '|=' ;
XorAssign  : '^=' ;
AndAndAssign : '&&=' ;
OrOrAssign : '||=' ;
CoalesceAssign : '??=' ;
Arrow      : '=>' ;
Slash      : '/' ;
SlashAssign : '/=' ;
BackTick   : '`' -> pushMode(TEMPLATE) ;

// §12.6.2 reserved words.
Await      : 'await' ;
Break      : 'break' ;
Case       : 'case' ;
Catch      : 'catch' ;
Class      : 'class' ;
Const      : 'const' ;
Continue   : 'continue' ;
Debugger   : 'debugger' ;
Default    : 'default' ;
Delete     : 'delete' ;
Do         : 'do' ;
Else       : 'else' ;
Enum       : 'enum' ;
Export     : 'export' ;
Extends    : 'extends' ;
False      : 'false' ;
Finally    : 'finally' ;
For        : 'for' ;
Function   : 'function' ;
If         : 'if' ;
Import     : 'import' ;
In         : 'in' ;
Instanceof : 'instanceof' ;
New        : 'new' ;
Null       : 'null' ;
Return     : 'return' ;
Super      : 'super' ;
Switch     : 'switch' ;
This       : 'this' ;
Throw      : 'throw' ;
True       : 'true' ;
Try        : 'try' ;
Typeof     : 'typeof' ;
Var        : 'var' ;
Void       : 'void' ;
While      : 'while' ;
With       : 'with' ;
Yield      : 'yield' ;

// Words with a meaning in some places only (§12.6.2: "contextual keywords"); the
// parser's `identifier` accepts them everywhere else.
Let        : 'let' ;
Static     : 'static' ;
Async      : 'async' ;
Of         : 'of' ;
Get        : 'get' ;
Set        : 'set' ;
As         : 'as' ;
From       : 'from' ;
Target     : 'target' ;
Meta       : 'meta' ;

// §12.9.3 numeric literals, with separators (§12.9.3 NumericLiteralSeparator), BigInt
// suffixes and the legacy octal and non-octal forms of Annex B.1.1 (`017`, `08`).
NumericLiteral
    : DecimalIntegerLiteral '.' DecimalDigits? ExponentPart?
    | '.' DecimalDigits ExponentPart?
    | DecimalIntegerLiteral ExponentPart?
    | '0' [0-9]+ ('.' DecimalDigits?)? ExponentPart?
    | '0' [xX] HexDigits
    | '0' [oO] OctalDigits
    | '0' [bB] BinaryDigits
    ;

BigIntLiteral
    : DecimalIntegerLiteral 'n'
    | '0' [xX] HexDigits 'n'
    | '0' [oO] OctalDigits 'n'
    | '0' [bB] BinaryDigits 'n'
    ;

fragment DecimalIntegerLiteral : '0' | [1-9] ('_'? [0-9])* ;
fragment DecimalDigits : [0-9] ('_'? [0-9])* ;
fragment ExponentPart  : [eE] [+-]? DecimalDigits ;
fragment HexDigits     : [0-9a-fA-F] ('_'? [0-9a-fA-F])* ;
fragment OctalDigits   : [0-7] ('_'? [0-7])* ;
fragment BinaryDigits  : [01] ('_'? [01])* ;

// §12.9.4 string literals (a line continuation is a backslash before a line
// terminator; U+2028 and U+2029 may stand in strings since ES2019).
StringLiteral
    : '"' (~["\\\r\n] | EscapeSequence)* '"'
    | '\'' (~['\\\r\n] | EscapeSequence)* '\''
    ;

// An escape is one unit (`\u{41}`, `\x41`, `\n`, a line continuation), so that T-Rec
// can replace it by a plain character. `\u` and `\x` without their digits are errors.
fragment EscapeSequence
    : '\\' ( 'u' (HexDigit HexDigit HexDigit HexDigit | '{' HexDigit+ '}')
           | 'x' HexDigit HexDigit
           | '\r\n'
           | ~[ux]
           )
    ;

fragment HexDigit : [0-9a-fA-F] ;

// §12.9.5 regular expression literals: only where `regexAllowed()` says the syntactic
// context wants an expression (see the header).
RegularExpressionLiteral
    : '/' RegexFirstChar RegexChar* '/' IdentifierPart* {regexAllowed()}?
    ;

fragment RegexFirstChar : ~[*\\/[\r\n\u2028\u2029] | RegexBackslash | RegexClass ;
fragment RegexChar      : ~[\\/[\r\n\u2028\u2029] | RegexBackslash | RegexClass ;
fragment RegexBackslash : '\\' ~[\r\n\u2028\u2029] ;
fragment RegexClass     : '[' (~[\]\\\r\n\u2028\u2029] | RegexBackslash)* ']' ;

// §12.7 private names and §12.6 identifier names (Unicode ID_Start and ID_Continue
// approximated by general categories, as the specification defines them: letters and
// letter numbers start a name; marks, digits and connector punctuation continue it).
PrivateName : '#' IdentifierName ;
Identifier  : IdentifierName ;

fragment IdentifierName  : IdentifierStart IdentifierPart* ;
fragment IdentifierStart : [\p{L}\p{Nl}$_] | UnicodeEscape ;
fragment IdentifierPart  : [\p{L}\p{Nl}$_\p{Mn}\p{Mc}\p{Nd}\p{Pc}\u200C\u200D] | UnicodeEscape ;
fragment UnicodeEscape   : '\\u' ([0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] | '{' [0-9a-fA-F]+ '}') ;

// §12.9.6 template literal parts: the characters between the backticks and the
// substitutions. A `$` not before `{` is a character of its own (TemplateDollar) so
// that `${` stays the longest match.
mode TEMPLATE;
BackTickEnd        : '`' -> type(BackTick), popMode ;
TemplateSubstitution : '${' -> pushMode(DEFAULT_MODE) ;
TemplateChars      : (~[`\\$] | '\\' ('\r\n' | .))+ ;
TemplateDollar     : '$' ;
