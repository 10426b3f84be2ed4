// A subset of Python 3 (statements, functions, classes, exceptions, expressions),
// written from the Python Language Reference (chapters 2, 6, 7 and 8). It is the
// example of a grammar that needs code: indentation is not context-free, so the
// token source `src/minipy_layout.rs` (bound in build.rs with
// `Builder::token_source`) turns line structure into NEWLINE, INDENT and DEDENT
// tokens, as the reference's tokenizer does (section 2.1.8), and hides newlines
// inside brackets and on blank lines (implicit line joining, section 2.1.6).
grammar minipy;

tokens { INDENT, DEDENT }

file_input
    : (NEWLINE | stmt)* EOF
    ;

stmt
    : simple_stmt
    | compound_stmt
    ;

simple_stmt
    : small_stmt (';' small_stmt)* ';'? NEWLINE
    ;

small_stmt
    : expr_stmt
    | 'pass'
    | 'break'
    | 'continue'
    | 'return' testlist?
    | 'raise' (test ('from' test)?)?
    | 'global' NAME (',' NAME)*
    | 'nonlocal' NAME (',' NAME)*
    | 'assert' test (',' test)?
    | 'del' exprlist
    | 'import' dotted_as_name (',' dotted_as_name)*
    | 'from' dotted_name 'import' ('*' | NAME ('as' NAME)? (',' NAME ('as' NAME)?)*)
    ;

dotted_as_name
    : dotted_name ('as' NAME)?
    ;

dotted_name
    : NAME ('.' NAME)*
    ;

expr_stmt
    : testlist (augassign testlist | ('=' testlist)*)
    ;

augassign
    : '+=' | '-=' | '*=' | '/=' | '//=' | '%=' | '**=' | '&=' | '|=' | '^=' | '<<=' | '>>='
    ;

compound_stmt
    : if_stmt
    | while_stmt
    | for_stmt
    | try_stmt
    | with_stmt
    | funcdef
    | classdef
    | decorator+ (funcdef | classdef)
    ;

decorator
    : '@' dotted_name ('(' arglist? ')')? NEWLINE
    ;

if_stmt
    : 'if' test ':' suite ('elif' test ':' suite)* ('else' ':' suite)?
    ;

while_stmt
    : 'while' test ':' suite ('else' ':' suite)?
    ;

for_stmt
    : 'for' exprlist 'in' testlist ':' suite ('else' ':' suite)?
    ;

try_stmt
    : 'try' ':' suite (except_clause ':' suite)+ ('else' ':' suite)? ('finally' ':' suite)?
    | 'try' ':' suite 'finally' ':' suite
    ;

except_clause
    : 'except' (test ('as' NAME)?)?
    ;

with_stmt
    : 'with' test ('as' expr)? (',' test ('as' expr)?)* ':' suite
    ;

funcdef
    : 'def' NAME '(' parameters? ')' ('->' test)? ':' suite
    ;

parameters
    : parameter (',' parameter)* ','?
    ;

parameter
    : NAME (':' test)? ('=' test)?
    | '*' NAME?
    | '**' NAME
    ;

classdef
    : 'class' NAME ('(' arglist? ')')? ':' suite
    ;

suite
    : simple_stmt
    | NEWLINE INDENT stmt+ DEDENT
    ;

test
    : or_test ('if' or_test 'else' test)?
    | 'lambda' lambda_params? ':' test
    ;

lambda_params
    : NAME (',' NAME)*
    ;

or_test
    : and_test ('or' and_test)*
    ;

and_test
    : not_test ('and' not_test)*
    ;

not_test
    : 'not' not_test
    | comparison
    ;

comparison
    : expr (comp_op expr)*
    ;

comp_op
    : '<' | '>' | '==' | '>=' | '<=' | '!=' | 'in' | 'not' 'in' | 'is' | 'is' 'not'
    ;

expr
    : term (('+' | '-' | '|' | '&' | '^' | '<<' | '>>') term)*
    ;

term
    : factor (('*' | '/' | '//' | '%' | '@') factor)*
    ;

factor
    : ('+' | '-' | '~') factor
    | power
    ;

power
    : 'await'? atom trailer* ('**' factor)?
    ;

atom
    : '(' testlist_comp? ')'
    | '[' testlist_comp? ']'
    | '{' dict_or_set? '}'
    | NAME
    | NUMBER
    | STRING+
    | '...'
    | 'None'
    | 'True'
    | 'False'
    ;

testlist_comp
    : test comp_for
    | test (',' test)* ','?
    ;

comp_for
    : 'for' exprlist 'in' or_test ('if' or_test)* comp_for?
    ;

dict_or_set
    : test ':' test (comp_for | (',' test ':' test)* ','?)
    | test (comp_for | (',' test)* ','?)
    ;

trailer
    : '(' arglist? ')'
    | '[' subscript (',' subscript)* ','? ']'
    | '.' NAME
    ;

subscript
    : test
    | test? ':' test? (':' test?)?
    ;

arglist
    : argument (',' argument)* ','?
    ;

argument
    : test comp_for?
    | NAME '=' test
    | '*' test
    | '**' test
    ;

testlist
    : test (',' test)* ','?
    ;

exprlist
    : expr (',' expr)* ','?
    ;

NAME
    : [a-zA-Z_] [a-zA-Z0-9_]*
    ;

NUMBER
    : [0-9] [0-9_]* ('.' [0-9]*)? ([eE] [+-]? [0-9]+)? [jJ]?
    | '.' [0-9]+ ([eE] [+-]? [0-9]+)? [jJ]?
    | '0' [xX] [0-9a-fA-F_]+
    ;

STRING
    : [rRbBfFuU]? '"' (~["\\\r\n] | '\\' .)* '"'
    | [rRbBfFuU]? '\'' (~['\\\r\n] | '\\' .)* '\''
    | [rRbBfFuU]? '"""' .*? '"""'
    | [rRbBfFuU]? '\'\'\'' .*? '\'\'\''
    ;

// Line structure: the token source decides which newlines the parser sees.
NEWLINE
    : '\r'? '\n'
    ;

LINE_JOIN
    : '\\' '\r'? '\n' -> channel(HIDDEN)
    ;

COMMENT
    : '#' ~[\r\n]* -> channel(HIDDEN)
    ;

WS
    : [ \t\f]+ -> channel(HIDDEN)
    ;
