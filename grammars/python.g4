// Python 3.13, written from The Python Language Reference, version 3.13
// (https://docs.python.org/3.13/reference/): section 2 "Lexical analysis", 6
// "Expressions", 7 "Simple statements", 8 "Compound statements" and 10 "Full Grammar
// specification" (the PEG grammar, read as a list of facts; the rules below are written
// for an LALR(1)/GLR parser). Section numbers in the comments are the reference's. No
// text is taken from other grammar collections.
//
// The lexer is `python_lexer.g4` (a separate lexer grammar because f-strings need
// lexer modes). Line structure (§2.1) comes from the built-in token source its
// `superClass = PythonLayout` chooses (`reducer_runtime::hooks::py_layout`, written for
// this grammar): the lexer keeps every line break as a NEWLINE record; the hook hides
// those inside brackets (implicit line joining, §2.1.6) and those ending a line without
// tokens (blank and comment-only lines, §2.1.7), and inserts zero-length INDENT and
// DEDENT tokens from the indentation stack (§2.1.8), a NEWLINE at the end of an input
// whose last line has none, and ERRORTOKEN (which no rule accepts) for a dedent to a
// width no block opened or tabs and spaces mixed inconsistently (CPython's TabError).
// It finds brackets by their literals and the other tokens by name: NEWLINE, INDENT,
// DEDENT, ERRORTOKEN. Backslash continuation (§2.1.5) is a hidden token.
//
// f-strings (§2.4.3) are tokenized as PEP 701 (Python 3.12+) does: FSTRING_START,
// FSTRING_MIDDLE for literal text, `{` expression `=`? `!conversion`? `:spec`? `}` for
// a replacement field, FSTRING_END. The same class's per-token hook
// (`py_layout::after_token`) ends a field at its `}` and starts the format
// specification at a `:` outside brackets.
//
// Context-free readings (a superset of Python, for a GLR parser):
// - Assignment targets, annotated targets, `del` targets and `with ... as` targets are
//   expressions (the reference's star_targets/single_target are subsets); `for` targets
//   stop below comparisons so that `in` is never an operand's operator.
// - Parameters may come in any order (`def f(a=1, b)`), and a generator expression may be
//   any argument of a call.
// - `and`/`or` are one flat list; the binary arithmetic and bitwise operators another.
//   Precedence is not encoded (§6.17), which changes no accepted string.
// - The soft keywords `match`, `case` and `type` (§2.3.2) are tokens that `name` also
//   accepts, so `match = 1` and `match x:` both parse; `_` is a NAME.
parser grammar python;

// The lexer, with the f-string modes (a combined grammar cannot have modes).
options { tokenVocab = python_lexer; }

// §10 file_input
file_input
    : statement* EOF
    ;

statement
    : compound_stmt
    | simple_stmts
    ;

// §7 Simple statements
simple_stmts
    : simple_stmt (';' simple_stmt)* ';'? NEWLINE
    ;

simple_stmt
    : expr_stmt
    | return_stmt
    | import_stmt
    | raise_stmt
    | 'pass'
    | del_stmt
    | assert_stmt
    | 'break'
    | 'continue'
    | global_stmt
    | nonlocal_stmt
    | type_alias
    ;

// §7.1 expression statements, §7.2 assignment, §7.2.1 augmented, §7.2.2 annotated,
// §7.7 yield statements.
expr_stmt
    : star_expressions (annotation_rhs | augassign assign_rhs | ('=' assign_rhs)*)
    | yield_expr
    ;

annotation_rhs
    : ':' expression ('=' assign_rhs)?
    ;

assign_rhs
    : yield_expr
    | star_expressions
    ;

augassign
    : '+=' | '-=' | '*=' | '@=' | '/=' | '%=' | '&=' | '|=' | '^=' | '<<=' | '>>=' | '**=' | '//='
    ;

// §7.6
return_stmt
    : 'return' star_expressions?
    ;

// §7.8
raise_stmt
    : 'raise' (expression ('from' expression)?)?
    ;

// §7.3
assert_stmt
    : 'assert' expression (',' expression)?
    ;

// §7.5
del_stmt
    : 'del' star_expressions
    ;

// §7.12, §7.13
global_stmt
    : 'global' name (',' name)*
    ;

nonlocal_stmt
    : 'nonlocal' name (',' name)*
    ;

// §7.14 type statement (soft keyword `type`)
type_alias
    : 'type' name type_params? '=' expression
    ;

// §7.11 import
import_stmt
    : 'import' dotted_as_name (',' dotted_as_name)*
    | 'from' relative_dots? dotted_name 'import' import_targets
    | 'from' relative_dots 'import' import_targets
    ;

relative_dots
    : ('.' | '...')+
    ;

import_targets
    : '(' import_as_names ','? ')'
    | import_as_names
    | '*'
    ;

import_as_names
    : import_as_name (',' import_as_name)*
    ;

import_as_name
    : name ('as' name)?
    ;

dotted_as_name
    : dotted_name ('as' name)?
    ;

dotted_name
    : name ('.' name)*
    ;

// §8 Compound statements
compound_stmt
    : function_def
    | class_def
    | if_stmt
    | while_stmt
    | for_stmt
    | try_stmt
    | with_stmt
    | match_stmt
    ;

block
    : NEWLINE INDENT statement+ DEDENT
    | simple_stmts
    ;

// §8.1
if_stmt
    : 'if' named_expression ':' block elif_clause* else_block?
    ;

elif_clause
    : 'elif' named_expression ':' block
    ;

else_block
    : 'else' ':' block
    ;

// §8.2
while_stmt
    : 'while' named_expression ':' block else_block?
    ;

// §8.3 (and `async for`, §8.9.2)
for_stmt
    : 'async'? 'for' for_targets 'in' star_expressions ':' block else_block?
    ;

// Targets of `for` and comprehensions: no comparison, so `in` ends them.
for_targets
    : for_target (',' for_target)* ','?
    ;

for_target
    : '*'? bitwise_expr
    ;

// §8.4 try, including `except*` (PEP 654)
try_stmt
    : 'try' ':' block finally_block
    | 'try' ':' block except_block+ else_block? finally_block?
    | 'try' ':' block except_star_block+ else_block? finally_block?
    ;

except_block
    : 'except' (expression ('as' name)?)? ':' block
    ;

except_star_block
    : 'except' '*' expression ('as' name)? ':' block
    ;

finally_block
    : 'finally' ':' block
    ;

// §8.5 with, parenthesized items (and `async with`, §8.9.3)
with_stmt
    : 'async'? 'with' '(' with_item (',' with_item)* ','? ')' ':' block
    | 'async'? 'with' with_item (',' with_item)* ':' block
    ;

with_item
    : expression ('as' for_target)?
    ;

// §8.7 function definitions, §8.9 coroutines, §8.11 type parameter lists
function_def
    : decorator* 'async'? 'def' name type_params? '(' parameters? ')' ('->' expression)? ':' block
    ;

decorator
    : '@' named_expression NEWLINE
    ;

parameters
    : (parameter ',')* parameter ','?
    ;

parameter
    : name (':' expression)? ('=' expression)?
    | '*' (name (':' star_expression)?)?
    | '**' name (':' expression)?
    | '/'
    ;

// §8.8 class definitions
class_def
    : decorator* 'class' name type_params? ('(' arguments? ')')? ':' block
    ;

// §8.11 (defaults: PEP 696, new in 3.13)
type_params
    : '[' (type_param ',')* type_param ','? ']'
    ;

type_param
    : name (':' expression)? ('=' expression)?
    | '*' name ('=' star_expression)?
    | '**' name ('=' expression)?
    ;

// §8.6 match (soft keywords `match` and `case`)
match_stmt
    : 'match' subject_expr ':' NEWLINE INDENT case_block+ DEDENT
    ;

subject_expr
    : star_named_expression ',' star_named_expressions?
    | named_expression
    ;

case_block
    : 'case' patterns ('if' named_expression)? ':' block
    ;

// Open sequence patterns and single patterns; `case *x:` passes (a superset).
patterns
    : (maybe_star_pattern ',')* maybe_star_pattern ','?
    ;

maybe_star_pattern
    : '*' name
    | pattern
    ;

pattern
    : or_pattern ('as' name)?
    ;

or_pattern
    : closed_pattern ('|' closed_pattern)*
    ;

// Capture, wildcard (`_`), value (`a.b`) and class patterns start with a dotted name;
// group and sequence patterns share their brackets.
closed_pattern
    : literal_pattern
    | dotted_name ('(' pattern_arguments? ')')?
    | '(' patterns? ')'
    | '[' patterns? ']'
    | '{' (mapping_item ',')* mapping_item ','? '}'
    | '{' '}'
    ;

literal_pattern
    : '-'? NUMBER (('+' | '-') NUMBER)?
    | strings
    | 'None'
    | 'True'
    | 'False'
    ;

mapping_item
    : (literal_pattern | dotted_name) ':' pattern
    | '**' name
    ;

pattern_arguments
    : (pattern_argument ',')* pattern_argument ','?
    ;

pattern_argument
    : pattern
    | name '=' pattern
    ;

// §6 Expressions

// §6.14 expression lists
star_expressions
    : star_expression (',' star_expression)* ','?
    ;

star_expression
    : '*' bitwise_expr
    | expression
    ;

star_named_expressions
    : (star_named_expression ',')* star_named_expression ','?
    ;

star_named_expression
    : '*' bitwise_expr
    | named_expression
    ;

// §6.12 assignment expressions
named_expression
    : name ':=' expression
    | expression
    ;

// §6.13 conditional expressions, §6.14 lambda
expression
    : disjunction ('if' disjunction 'else' expression)?
    | lambdef
    ;

lambdef
    : 'lambda' lambda_parameters? ':' expression
    ;

lambda_parameters
    : (lambda_parameter ',')* lambda_parameter ','?
    ;

lambda_parameter
    : name ('=' expression)?
    | '*' name?
    | '**' name
    | '/'
    ;

// §6.11 Boolean operations (one flat list)
disjunction
    : inversion (('or' | 'and') inversion)*
    ;

inversion
    : 'not'* comparison
    ;

// §6.10 comparisons
comparison
    : bitwise_expr (comp_op bitwise_expr)*
    ;

comp_op
    : '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'not' 'in' | 'is' | 'is' 'not'
    ;

// §6.6-§6.9 binary arithmetic, shifting and bitwise operations (one flat list)
bitwise_expr
    : factor (binary_op factor)*
    ;

binary_op
    : '|' | '^' | '&' | '<<' | '>>' | '+' | '-' | '*' | '/' | '//' | '%' | '@'
    ;

// §6.6 unary operations, §6.5 power operator, §6.4 await
factor
    : ('+' | '-' | '~')* power
    ;

power
    : 'await'? primary ('**' factor)?
    ;

// §6.3 primaries
primary
    : atom trailer*
    ;

trailer
    : '.' name
    | '(' arguments? ')'
    | '[' slices ']'
    ;

// §6.3.3 calls; a generator expression may be any argument (a superset).
arguments
    : (argument ',')* argument ','?
    ;

argument
    : named_expression comprehension?
    | name '=' expression
    | '*' expression
    | '**' expression
    ;

// §6.3.2 subscriptions and slicings
slices
    : (slice ',')* slice ','?
    ;

slice
    : expression? ':' expression? (':' expression?)?
    | named_expression
    | '*' bitwise_expr
    ;

// §6.2 atoms
atom
    : name
    | 'True'
    | 'False'
    | 'None'
    | '...'
    | NUMBER
    | strings
    | '(' ')'
    | '(' yield_expr ')'
    | '(' star_named_expressions ')'
    | '(' named_expression comprehension ')'
    | '[' star_named_expressions? ']'
    | '[' named_expression comprehension ']'
    | '{' '}'
    | '{' star_named_expressions '}'
    | '{' named_expression comprehension '}'
    | '{' (dict_item ',')* dict_item ','? '}'
    | '{' expression ':' expression comprehension '}'
    ;

dict_item
    : expression ':' expression
    | '**' bitwise_expr
    ;

// §6.2.4 comprehensions
comprehension
    : comp_for+
    ;

comp_for
    : 'async'? 'for' for_targets 'in' disjunction ('if' disjunction)*
    ;

// §6.2.9 yield expressions
yield_expr
    : 'yield' 'from' expression
    | 'yield' star_expressions?
    ;

// §2.4.2 string literal concatenation
strings
    : (STRING | fstring)+
    ;

// §2.4.3 f-strings as PEP 701 tokenizes them: the literal parts are FSTRING_MIDDLE
// tokens, a replacement field is an expression between `{` and `}`, with an optional
// `=`, conversion and format specification (whose own fields nest).
fstring
    : FSTRING_START fstring_part* FSTRING_END
    ;

fstring_part
    : FSTRING_MIDDLE
    | fstring_field
    ;

fstring_field
    : '{' (yield_expr | star_expressions) '='? ('!' name)? (':' fstring_spec*)? '}'
    ;

fstring_spec
    : FSTRING_MIDDLE
    | fstring_field
    ;

// Identifiers, with the soft keywords (§2.3.2).
name
    : NAME
    | 'match'
    | 'case'
    | 'type'
    ;
