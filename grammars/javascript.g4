// JavaScript, written from ECMAScript 2024 (ECMA-262, 15th edition, June 2024,
// https://262.ecma-international.org/15.0/): chapters 13-16 (expressions, statements,
// functions and classes, scripts and modules), with the lexer `javascript_lexer.g4`
// (chapter 12) as its `tokenVocab`. Section numbers in the comments are the
// specification's. No text is taken from other grammar collections. ES2025's import
// attributes (`with { type: 'json' }`) are accepted too, as node accepts them.
//
// Automatic semicolon insertion (§12.10) is done by the token source
// `reducer_runtime::hooks::js::token_source`, which runs the generated LR tables over
// the tokens as the specification's rules say: where no parse can take a token that
// follows a line terminator, or a `}`, or the end of the input, a `;` is inserted
// before it; after `return`, `break`, `continue`, `throw` and `yield`, and before a
// postfix `++`/`--`, a line terminator ends the statement (the restricted
// productions). The inserted semicolon is the line-break record itself (or a
// zero-length `;` before a `}` or at the end), so a statement and its line break are
// deleted or kept together, as in grammars/go.g4. So `eos` below is just `';'`.
//
// Context-free readings (a superset, for a GLR parser):
// - Patterns are read through their cover grammars (§13.2.5.1, §13.15.5): binding
//   patterns, assignment targets and arrow parameters are object and array literals,
//   expressions and a parenthesized list (`parenthesized`), so `({a = 1})` and
//   `[a + 1] = x` pass.
// - Operators are one flat list (`unaryExpression (binaryOperator unaryExpression)*`):
//   precedence and `**`'s unary restriction are not encoded; `new` is a prefix list
//   before a member/call chain; assignment targets are any conditional expression.
// - Scripts and modules are one goal: `import`/`export` declarations may stand at the
//   top of either, and `await`, `yield`, `let`, `static`, ... are names everywhere as
//   well as keywords where they have a meaning (no [Yield]/[Await]/[In] parameters).
// - Early errors (§*.1 "Static Semantics: Early Errors") are not checked: duplicate
//   names, `break` outside loops, `return` at top level, strict-mode rules.
// Not covered: JSX, HTML-like comments (see the lexer), the `for (var x = 1 in o)`
// form of Annex B.3.5.
parser grammar javascript;

options { tokenVocab = javascript_lexer; }

// §16.1 scripts and §16.2 modules (one goal, see the header).
program
    : moduleItem* EOF
    ;

moduleItem
    : importDeclaration
    | exportDeclaration
    | statementListItem
    ;

// §14 statements and declarations
statementListItem
    : declaration
    | statement
    ;

declaration
    : functionDeclaration
    | classDeclaration
    | lexicalDeclaration
    ;

statement
    : block
    | variableStatement
    | emptyStatement
    | expressionStatement
    | ifStatement
    | doWhileStatement
    | whileStatement
    | forStatement
    | continueStatement
    | breakStatement
    | returnStatement
    | withStatement
    | switchStatement
    | labelledStatement
    | throwStatement
    | tryStatement
    | debuggerStatement
    ;

// §14.2 blocks
block
    : '{' statementListItem* '}'
    ;

// §14.3 let, const and var declarations
lexicalDeclaration
    : ('let' | 'const') variableDeclarationList ';'
    ;

variableStatement
    : 'var' variableDeclarationList ';'
    ;

variableDeclarationList
    : variableDeclaration (',' variableDeclaration)*
    ;

variableDeclaration
    : bindingTarget ('=' assignmentExpression)?
    ;

// §14.3.3 binding patterns, through the literals that cover them.
bindingTarget
    : identifier
    | arrayLiteral
    | objectLiteral
    ;

// §14.4 empty statement
emptyStatement
    : ';'
    ;

// §14.5 expression statement. Its lookahead restriction (no `{`, `function`, `class`
// or `async function` first) is written out: the first operand of the statement comes
// through the `statement*` rules below, whose primary expression leaves out object
// literals, functions and classes. Without it a block holding `{ a = b }` would also
// read as an object literal and hide the semicolon its `}` needs. (`let [` is left to
// the GLR parser: the declaration reading comes first.)
expressionStatement
    : statementExpression (',' assignmentExpression)* ';'
    ;

statementExpression
    : arrowFunction
    | asyncArrowFunction
    | yieldExpression
    | statementConditional (assignmentOperator assignmentExpression)?
    ;

statementConditional
    : statementBinary ('?' assignmentExpression ':' assignmentExpression)?
    ;

statementBinary
    : statementUnary (binaryOperator unaryExpression)*
    ;

statementUnary
    : prefixOperator+ postfixExpression
    | statementLeftHandSide ('++' | '--')?
    ;

statementLeftHandSide
    : 'new'+ primaryExpression suffix*
    | statementPrimary suffix*
    ;

statementPrimary
    : 'this'
    | 'super'
    | identifier
    | literal
    | arrayLiteral
    | templateLiteral
    | parenthesized
    | 'import'
    | 'new' '.' 'target'
    | PrivateName
    ;

// §14.6 if
ifStatement
    : 'if' '(' expression ')' statement ('else' statement)?
    ;

// §14.7 iteration statements. The `;` after do-while is optional (§12.10.1: it is
// inserted after its `)` whatever follows).
doWhileStatement
    : 'do' statement 'while' '(' expression ')' ';'?
    ;

whileStatement
    : 'while' '(' expression ')' statement
    ;

// The three-part, `in` and `of` forms share one rule (two rules both starting with
// `for` made the parser choose between them at every `for`).
forStatement
    : 'for' 'await'? '(' forHead ')' statement
    ;

forHead
    : forInit? ';' expression? ';' expression?
    | forBinding ('in' expression | 'of' assignmentExpression)
    ;

forInit
    : expression
    | ('var' | 'let' | 'const') variableDeclarationList
    ;

forBinding
    : leftHandSideExpression
    | ('var' | 'let' | 'const') bindingTarget
    ;

// §14.8-14.10
continueStatement
    : 'continue' identifier? ';'
    ;

breakStatement
    : 'break' identifier? ';'
    ;

returnStatement
    : 'return' expression? ';'
    ;

// §14.11 with (sloppy scripts only)
withStatement
    : 'with' '(' expression ')' statement
    ;

// §14.12 switch
switchStatement
    : 'switch' '(' expression ')' '{' caseClause* '}'
    ;

caseClause
    : 'case' expression ':' statementListItem*
    | 'default' ':' statementListItem*
    ;

// §14.13 labels (a labelled function declaration is Annex B.3.1's)
labelledStatement
    : identifier ':' (statement | functionDeclaration)
    ;

// §14.14-14.16
throwStatement
    : 'throw' expression ';'
    ;

tryStatement
    : 'try' block catchClause? finallyClause?
    ;

catchClause
    : 'catch' ('(' bindingTarget ')')? block
    ;

finallyClause
    : 'finally' block
    ;

debuggerStatement
    : 'debugger' ';'
    ;

// §15.1-15.6 functions, generators, async functions
functionDeclaration
    : 'async'? 'function' '*'? identifier '(' formalParameters? ')' functionBody
    ;

functionExpression
    : 'async'? 'function' '*'? identifier? '(' formalParameters? ')' functionBody
    ;

formalParameters
    : formalParameter (',' formalParameter)* ','?
    ;

formalParameter
    : bindingTarget ('=' assignmentExpression)?
    | '...' bindingTarget
    ;

functionBody
    : '{' statementListItem* '}'
    ;

// §15.3 arrow functions: the parameters are a name or the parenthesized cover. The
// async head is a rule of its own: an optional `'async'?` in front of the parameters
// would make the parser decide on an empty `async` before every name that starts an
// expression (a conflict at each one).
arrowFunction
    : arrowParameters '=>' arrowBody
    ;

asyncArrowFunction
    : asyncArrowParameters '=>' arrowBody
    ;

asyncArrowParameters
    : 'async' arrowParameters
    ;

arrowParameters
    : identifier
    | parenthesized
    ;

arrowBody
    : functionBody
    | assignmentExpression
    ;

// §15.4 method definitions (with getters, setters, generators and async methods).
// The prefixed form is a rule of its own, for the reason given at arrow functions.
methodDefinition
    : propertyName '(' formalParameters? ')' functionBody
    | prefixedMethod
    ;

prefixedMethod
    : methodPrefix propertyName '(' formalParameters? ')' functionBody
    ;

methodPrefix
    : 'get'
    | 'set'
    | 'async'
    | '*'
    | 'async' '*'
    ;

// §15.7 classes: fields, static blocks, private names
classDeclaration
    : 'class' identifier classTail
    ;

classExpression
    : 'class' identifier? classTail
    ;

classTail
    : ('extends' leftHandSideExpression)? '{' classElement* '}'
    ;

classElement
    : methodDefinition
    | fieldDefinition ';'
    | staticElement
    | ';'
    ;

// `static` members and static blocks (a rule of their own, as arrow functions' async).
staticElement
    : 'static' (methodDefinition | fieldDefinition ';' | '{' statementListItem* '}')
    ;

fieldDefinition
    : propertyName ('=' assignmentExpression)?
    ;

// §16.2.2 imports (with ES2025's attributes)
importDeclaration
    : 'import' (importClause 'from')? StringLiteral withClause? ';'
    ;

importClause
    : identifier
    | identifier ',' (namespaceImport | namedImports)
    | namespaceImport
    | namedImports
    ;

namespaceImport
    : '*' 'as' identifier
    ;

namedImports
    : '{' (importSpecifier (',' importSpecifier)* ','?)? '}'
    ;

importSpecifier
    : moduleExportName ('as' identifier)?
    ;

moduleExportName
    : identifierName
    | StringLiteral
    ;

withClause
    : 'with' '{' (withEntry (',' withEntry)* ','?)? '}'
    ;

withEntry
    : (identifierName | StringLiteral) ':' StringLiteral
    ;

// §16.2.3 exports
exportDeclaration
    : 'export' '*' ('as' moduleExportName)? 'from' StringLiteral withClause? ';'
    | 'export' exportClause ('from' StringLiteral withClause?)? ';'
    | 'export' variableStatement
    | 'export' declaration
    | 'export' 'default' (functionExpression | classExpression)
    | 'export' 'default' assignmentExpression ';'
    ;

exportClause
    : '{' (exportSpecifier (',' exportSpecifier)* ','?)? '}'
    ;

exportSpecifier
    : moduleExportName ('as' moduleExportName)?
    ;

// §13.16 the comma operator
expression
    : assignmentExpression (',' assignmentExpression)*
    ;

// §13.15 assignment (any conditional expression as the target, see the header),
// §15.3 arrows, §15.5 yield.
assignmentExpression
    : arrowFunction
    | asyncArrowFunction
    | yieldExpression
    | conditionalExpression (assignmentOperator assignmentExpression)?
    ;

assignmentOperator
    : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '>>>='
    | '&=' | '^=' | '|=' | '**=' | '&&=' | '||=' | '??='
    ;

yieldExpression
    : 'yield' ('*'? assignmentExpression)?
    ;

// §13.14 conditional
conditionalExpression
    : binaryExpression ('?' assignmentExpression ':' assignmentExpression)?
    ;

// §13.6-13.13 binary operators, one flat list (see the header)
binaryExpression
    : unaryExpression (binaryOperator unaryExpression)*
    ;

binaryOperator
    : '??' | '||' | '&&' | '|' | '^' | '&'
    | '==' | '!=' | '===' | '!=='
    | '<' | '>' | '<=' | '>=' | 'instanceof' | 'in'
    | '<<' | '>>' | '>>>'
    | '+' | '-' | '*' | '/' | '%' | '**'
    ;

// §13.4-13.5 unary and update operators, §15.8 await
unaryExpression
    : prefixOperator* postfixExpression
    ;

prefixOperator
    : 'delete' | 'void' | 'typeof' | '+' | '-' | '~' | '!' | 'await' | '++' | '--'
    ;

postfixExpression
    : leftHandSideExpression ('++' | '--')?
    ;

// §13.3 left-hand-side expressions: `new` is a prefix list (see the header), then a
// primary expression and its member accesses, calls, tagged templates and optional
// chains.
leftHandSideExpression
    : 'new'* primaryExpression suffix*
    ;

suffix
    : arguments
    | '[' expression ']'
    | '.' (identifierName | PrivateName)
    | '?.' (identifierName | PrivateName | '[' expression ']' | arguments)
    | templateLiteral
    ;

arguments
    : '(' (argument (',' argument)* ','?)? ')'
    ;

argument
    : '...'? assignmentExpression
    ;

// §13.2 primary expressions
primaryExpression
    : 'this'
    | 'super'
    | identifier
    | literal
    | arrayLiteral
    | objectLiteral
    | functionExpression
    | classExpression
    | templateLiteral
    | parenthesized
    | 'import'
    | 'new' '.' 'target'
    | PrivateName
    ;

// §13.2.9 the parenthesized expression, which also covers arrow parameters
// (CoverParenthesizedExpressionAndArrowParameterList).
parenthesized
    : '(' ')'
    | '(' expression ','? ')'
    | '(' (expression ',')? '...' bindingTarget ')'
    ;

literal
    : 'null'
    | 'true'
    | 'false'
    | NumericLiteral
    | BigIntLiteral
    | StringLiteral
    | RegularExpressionLiteral
    ;

// §13.2.4 array literals: holes are empty elements.
arrayLiteral
    : '[' (arrayElement? ',')* arrayElement? ']'
    ;

arrayElement
    : '...'? assignmentExpression
    ;

// §13.2.5 object literals (a shorthand with `=` covers a pattern's default).
objectLiteral
    : '{' (propertyDefinition (',' propertyDefinition)* ','?)? '}'
    ;

propertyDefinition
    : propertyName ':' assignmentExpression
    | methodDefinition
    | identifier ('=' assignmentExpression)?
    | '...' assignmentExpression
    ;

propertyName
    : identifierName
    | StringLiteral
    | NumericLiteral
    | BigIntLiteral
    | PrivateName
    | '[' assignmentExpression ']'
    ;

// §13.2.8 template literals
templateLiteral
    : BackTick templatePart* BackTick
    ;

templatePart
    : TemplateChars
    | TemplateDollar
    | TemplateSubstitution expression '}'
    ;

// §13.1 identifier references: names and the contextual keywords.
identifier
    : Identifier
    | 'let' | 'static' | 'async' | 'of' | 'get' | 'set' | 'as' | 'from' | 'target' | 'meta'
    | 'yield' | 'await'
    ;

// §12.7 IdentifierName: any name, reserved words included (after `.`, in property names).
identifierName
    : identifier
    | 'break' | 'case' | 'catch' | 'class' | 'const' | 'continue' | 'debugger'
    | 'default' | 'delete' | 'do' | 'else' | 'enum' | 'export' | 'extends' | 'false'
    | 'finally' | 'for' | 'function' | 'if' | 'import' | 'in' | 'instanceof' | 'new'
    | 'null' | 'return' | 'super' | 'switch' | 'this' | 'throw' | 'true' | 'try'
    | 'typeof' | 'var' | 'void' | 'while' | 'with'
    ;
