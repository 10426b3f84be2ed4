// Rust, written from The Rust Reference for edition 2024
// (https://doc.rust-lang.org/reference/, the edition stabilized by Rust 1.85): the
// chapters "Lexical structure", "Macros", "Crates and source files", "Items",
// "Attributes", "Statements and expressions", "Patterns", "Type system" (types, trait
// and lifetime bounds) and "Names" (paths, visibility). Chapter names in the comments
// are the Reference's. The rules are written anew for an LALR(1)/GLR parser; no text is
// taken from other grammar collections. Syntax that rustc's parser accepts before its
// feature gates (and so rustfmt accepts) is included where the standard library uses
// it: `auto trait`, negative impls, `default` items, `box` patterns, `yield`, `try` and
// `gen` blocks, `macro` items (declarative macros 2.0), `~const` bounds, trait aliases.
//
// The token source `reducer_runtime::hooks::rust_tokens::token_source` (chosen by the
// `superClass` below) retypes two kinds of tokens:
// - `<` and `>` (Lexical structure > Tokens > Punctuation). The Reference lists `<<`,
//   `>>`, `<=`, `>=`, `<<=` and `>>=` as tokens, and rustc's parser splits them where
//   a generic list opens or closes (`Vec<Vec<u8>>`, `Vec<<T as Tr>::A>`, `let v:
//   Vec<u8>= x;`). Here the lexer has none of them: `<` and `>` are always single
//   tokens, and the hook retypes a `<` immediately followed, with no space, by `<` or
//   `=` into LT_JOINT, and a `>` followed by `>` or `=` into GT_JOINT ("joined to the
//   next token", proc_macro's `Spacing::Joint`). The parser reads `>>` as GT_JOINT
//   '>', `>=` as GT_JOINT '=', `>>=` as GT_JOINT GT_JOINT '=' (and `<` alike), while a
//   generic list closes with either `>` or GT_JOINT. So `a > > b` and `a > = b` are rejected
//   as rustc rejects them, nested generics need no lexer mode, and each `>` stays one
//   token that the reducer keeps or deletes on its own.
// - `else` (Statements > let statements). A let-else's initializer may not end with
//   `}`, while an `if`'s `else` always follows the `}` of its block: an `else` after
//   any other token is LET_ELSE. So `let x = if a { b } else { c };` has one reading
//   (the `if` takes the `else`), not two carried through the whole `else` block.
//
// Other lexical points: lifetimes and labels (`'a`) against character literals (`'a'`)
// are told apart by longest match; block comments nest (a recursive lexer rule,
// COMMENT_STEP); doc
// comments (`///`, `//!`, `/** */`, `/*! */`) are comments on the hidden channel, so
// the reducer deletes them like any comment (rustc reads them as `#[doc]` attributes;
// one that documents nothing, E0585, is accepted here); raw strings take up to seven
// `#` (the Reference allows 255; the library and the crates we measured use at most
// five); `1.` is a float only where no field or method follows (rustc's rule), so the
// lexer leaves it as an integer and the parser reads INTEGER_LITERAL '.' as a float;
// a tuple index pair `t.0.1` lexes `0.1` as one float, which the parser accepts after
// `.`, as rustc's parser does.
//
// Context-free readings (a superset of Rust, for a GLR parser):
// - Operators are one flat list (`operand (binaryOperator operand)*`), assignment and
//   the range operators included: precedence and associativity are not encoded
//   (Expressions > Expression precedence), so `a .. b .. c` and `a = b = c` parse.
//   `return`, `break`, `yield`, closure heads (`|x|`, `move ||`) and `let PATTERN =`
//   are prefix operators of the operand that follows.
// - Struct expressions are not allowed at the top of `if`/`while`/`match`/`for`
//   headers (Expressions > Struct expressions): those use the `...NS` rules, which
//   have no struct expression, and after a range operator no block (`for i in 0.. {`).
// - Expression statements (Statements > Expression statements): a statement that
//   begins with a block-like expression (`if`, `match`, loops, blocks, `m! {}`) ends
//   there unless `.` or `?` follows (`match x {}.unwrap();`), as in rustc. Such a
//   statement never takes its own `;` (a following `;` is an empty statement), and
//   a block-like expression at the end of a block is a statement, not the block's
//   value: the same strings, one tree each.
// - Let chains are the `let PATTERN =` prefix of an operand, so `if let x = a || b`
//   and `f(let x = y)` pass (rustc rejects them after parsing); a statement never
//   starts with it (that is a let statement).
// - A lone identifier pattern is a path pattern (rustc decides later whether it binds
//   or names a constant); `ref`, `mut` and `@` make it a binding. A `mut x` binding
//   does not follow a bare `&` (`&mut x` is the reference's `mut`, as in rustc).
// - Functions, traits, impls and extern blocks share one list of qualifiers (`const`,
//   `async`, `unsafe`, `safe`, `default`, `auto`, `extern "C"`) in any order.
// - Generic arguments are types, lifetimes, blocks or literals, and `T = U` / `T: B`
//   bindings take any type on the left. Visibility is allowed on every item.
// - Doc comments anywhere (above). Macro invocations are token trees; `macro_rules!`
//   definitions are lists of `(matcher) => {transcriber}` rules.
grammar rust;

// The token source above, chosen by name (interpreted mode finds it too).
options { superClass = RustTokens; }

tokens { LT_JOINT, GT_JOINT, LET_ELSE }

// Crates and source files
crate
    : innerAttribute* item* EOF
    ;

// Attributes
innerAttribute
    : '#' '!' '[' attr ']'
    ;

outerAttribute
    : '#' '[' attr ']'
    ;

attr
    : simplePath attrInput?
    | 'unsafe' '(' simplePath attrInput? ')'
    ;

attrInput
    : delimTokenTree
    | '=' expression
    ;

// Macros: token trees are every token but the delimiters, and balanced groups.
delimTokenTree
    : '(' tokenTree* ')'
    | '[' tokenTree* ']'
    | '{' tokenTree* '}'
    ;

tokenTree
    : delimTokenTree
    | ~('(' | ')' | '[' | ']' | '{' | '}')
    ;

// Macros > Macros by example: a definition is a list of rules.
macroRulesDefinition
    : 'macro_rules' '!' identifier macroRulesDef
    ;

macroRulesDef
    : '(' macroRules? ')' ';'
    | '[' macroRules? ']' ';'
    | '{' macroRules? '}'
    ;

macroRules
    : (macroRule ';')* macroRule ';'?
    ;

macroRule
    : delimTokenTree '=>' delimTokenTree
    ;

// Macros > Macro invocation, as an item (`(...)` and `[...]` end in `;`). Types,
// patterns and expressions have their own forms (typeAtom, patternAtom, primaryAtom).
macroItem
    : pathInExpression '!' ('(' tokenTree* ')' ';' | '[' tokenTree* ']' ';' | '{' tokenTree* '}')
    ;


// Items
item
    : outerAttribute* itemBody
    ;

// Visibility is spelled out (not `visibility?`) so that the parser needs no empty
// visibility before a macro invocation named like a weak keyword (`default!()`).
itemBody
    : visibility visItem
    | visItem
    | macroItem
    | macroRulesDefinition
    ;

// Functions, traits, implementations and external blocks share one list of
// qualifiers (`const`, `async`, `unsafe`, `safe`, `default`, `auto`, `extern "C"`), so
// that `unsafe` or `extern` at the start of an item needs no decision before the
// keyword after them; rustc's parser takes them in a fixed order and only where each
// applies (`unsafe auto trait`, `default unsafe impl`, `const async unsafe extern "C"
// fn`), which this superset does not check.
visItem
    : moduleItem
    | externCrate
    | useDeclaration
    | typeAlias
    | structItem
    | enumItem
    | unionItem
    | constantItem
    | staticItem
    | macroItem2
    | itemQualifier* (function_ | traitItem | implementation | externBlock)
    ;

itemQualifier
    : 'const'
    | 'async'
    | 'unsafe'
    | 'safe'
    | 'default'
    | 'auto'
    | 'extern' abi?
    ;

// Items > Modules
moduleItem
    : 'mod' identifier (';' | '{' innerAttribute* item* '}')
    ;

// Items > Extern crate declarations
externCrate
    : 'extern' 'crate' (identifier | 'self') ('as' (identifier | '_'))? ';'
    ;

// Items > Use declarations: the path's segments one by one, so that `a::b::{c, d}`
// needs no decision before the brace.
useDeclaration
    : 'use' useTree ';'
    ;

useTree
    : '::'? (pathIdentSegment '::')* (pathIdentSegment ('as' (identifier | '_'))? | '*' | '{' useTreeList? '}')
    ;

useTreeList
    : (useTree ',')* useTree ','?
    ;

// Items > Functions (the qualifiers are itemQualifier)
function_
    : 'fn' identifier genericParams? '(' fnParameters? ')' ('->' type_)? whereClause? (blockExpression | ';')
    ;

abi
    : STRING_LITERAL
    | RAW_STRING_LITERAL
    ;

fnParameters
    : (fnParam ',')* fnParam ','?
    ;

// A self parameter, a pattern with a type, or C's `...` (alone or named).
fnParam
    : outerAttribute* (selfParam | patternNoTopAlt ':' (type_ | '...') | '...')
    ;

// `&self` and `&mut self` begin as a reference pattern does (its prefixes, so `x @ &self`
// passes too), so that the `&` needs no decision before `self`.
selfParam
    : patternPrefix* 'self' (':' type_)?
    | refSigil LIFETIME 'mut'? 'self'
    | 'mut' 'self' (':' type_)?
    ;

// Items > Type aliases (also the associated types of traits and impls)
typeAlias
    : 'type' identifier genericParams? (':' typeBounds?)? whereClause? ('=' type_ whereClause?)? ';'
    ;

// Items > Structs
structItem
    : 'struct' identifier genericParams? whereClause? ('{' structFields? '}' | ';')
    | 'struct' identifier genericParams? '(' tupleFields? ')' whereClause? ';'
    ;

structFields
    : (structField ',')* structField ','?
    ;

// A default value (`= expr`) is an unstable extension rustc parses.
structField
    : outerAttribute* visibility? 'unsafe'? identifier ':' type_ ('=' expression)?
    ;

tupleFields
    : (tupleField ',')* tupleField ','?
    ;

tupleField
    : outerAttribute* visibility? type_
    ;

// Items > Enumerations
enumItem
    : 'enum' identifier genericParams? whereClause? '{' enumVariants? '}'
    ;

enumVariants
    : (enumVariant ',')* enumVariant ','?
    ;

enumVariant
    : outerAttribute* visibility? identifier ('{' structFields? '}' | '(' tupleFields? ')')? ('=' expression)?
    ;

// Items > Unions (`union` is a weak keyword)
unionItem
    : 'union' identifier genericParams? whereClause? '{' structFields? '}'
    ;

// Items > Constant items (also associated constants, whose value may be missing)
constantItem
    : 'const' (identifier | '_') genericParams? ':' type_ ('=' expression)? whereClause? ';'
    ;

// Items > Static items (the value is missing in extern blocks)
staticItem
    : 'static' 'mut'? identifier ':' type_ ('=' expression)? ';'
    ;

// Items > Traits (and trait aliases, `trait A = B + C;`)
traitItem
    : 'trait' identifier genericParams? (':' typeBounds?)? whereClause?
      ('{' innerAttribute* associatedItem* '}' | '=' typeBounds? whereClause? ';')
    ;

// Items > Implementations (`impl const` and negative impls included)
implementation
    : 'impl' genericParams? 'const'? '!'? type_ ('for' type_)? whereClause?
      '{' innerAttribute* associatedItem* '}'
    ;

// Items > Associated items (`default` is an itemQualifier)
associatedItem
    : outerAttribute* (macroItem | visibility associatedItemBody | associatedItemBody)
    ;

associatedItemBody
    : itemQualifier* (typeAlias | constantItem | function_)
    ;

// Items > External blocks (`unsafe` before `extern` is an itemQualifier)
externBlock
    : 'extern' abi? '{' innerAttribute* externalItem* '}'
    ;

externalItem
    : outerAttribute* (macroItem | visibility externalItemBody | externalItemBody)
    ;

externalItemBody
    : itemQualifier* (staticItem | function_ | typeAlias)
    ;

// Declarative macros 2.0 (`macro m($x:expr) { ... }`), which the library uses.
macroItem2
    : 'macro' identifier ('(' tokenTree* ')')? '{' tokenTree* '}'
    ;

// Items > Generic parameters
genericParams
    : lt ((genericParam ',')* genericParam ','?)? gt
    ;

genericParam
    : outerAttribute* (lifetimeParam | typeParam | constParam)
    ;

lifetimeParam
    : LIFETIME (':' lifetimeBounds?)?
    ;

typeParam
    : identifier (':' typeBounds?)? ('=' type_)?
    ;

constParam
    : 'const' identifier ':' type_ ('=' (blockExpression | identifier | '-'? literal))?
    ;

// Items > Generic parameters > Where clauses
whereClause
    : 'where' (wherePredicate ',')* wherePredicate?
    ;

wherePredicate
    : LIFETIME ':' lifetimeBounds?
    | forLifetimes? type_ ':' typeBounds?
    ;

forLifetimes
    : 'for' genericParams
    ;

// Trait and lifetime bounds; `use<..>` is edition 2024's precise capturing.
typeBounds
    : typeParamBound ('+' typeParamBound)* '+'?
    ;

typeParamBound
    : LIFETIME
    | '(' traitBound ')'
    | traitBound
    | 'use' genericArgs
    ;

traitBound
    : ('?' | '~' 'const' | 'const' | 'async' | '!')? forLifetimes? typePath
    ;

lifetimeBounds
    : LIFETIME ('+' LIFETIME)* '+'?
    ;

// Visibility and privacy
visibility
    : 'pub' ('(' ('crate' | 'self' | 'super' | 'in' simplePath) ')')?
    ;

// Statements. A statement's attributes come first; `;` alone is an empty statement.
statement
    : ';'
    | outerAttribute* statementBody
    ;

statementBody
    : visibility? visItem
    | macroRulesDefinition
    | letStatement
    | stmtExpression ';'
    | blockLikeExpression
    ;

// Statements > let statements. A let-else's `else` is LET_ELSE (see the header).
letStatement
    : 'let' pattern (':' type_)? ('=' expression (LET_ELSE blockExpression)?)? ';'
    ;

// Expressions > Block expressions: statements, then the block's value (an expression
// that does not start with a block-like one; those are statements, see the header).
// In a rule of its own so that an attribute first in the block needs no decision
// between a statement's and the value's.
blockExpression
    : '{' innerAttribute* blockBody? '}'
    ;

blockBody
    : statement+ tailExpression?
    | tailExpression
    ;

tailExpression
    : outerAttribute* stmtExpression
    ;

// Expressions. One flat list of operands and operators (see the header).
expression
    : rangedOperand (binaryOperator rangedOperand)* '..'?
    | '..'
    ;

rangedOperand
    : rangeOperator? operand
    ;

operand
    : prefixOperator* primary postfix*
    ;

// The expression of an expression statement or a block's value: it does not start
// with a block-like expression unless `.` or `?` follows it (Statements > Expression
// statements); no attributes in front (the statement has them).
stmtExpression
    : stmtOperand (binaryOperator rangedOperand)* '..'?
    | '..'
    ;

stmtOperand
    : rangeOperator operand
    | stmtPrefixOperator+ primary postfix*
    | primaryAtom postfix*
    | structExpression postfix*
    | blockLikeExpression tryOrMember postfix*
    ;

// Expressions without struct expressions, for `if`, `while`, `match` and `for`
// headers (`NS`: no struct); after a range operator not even a block, so that
// `for i in 0.. {` is an open range and a body.
expressionNS
    : rangedOperandNS (binaryOperatorNoRange rangedOperandNS | rangeOperator operandNSNoBrace)* '..'?
    | '..'
    ;

rangedOperandNS
    : operandNS
    | rangeOperator operandNSNoBrace
    ;

operandNS
    : prefixOperator* primaryNS postfix*
    ;

operandNSNoBrace
    : prefixOperator+ primaryNS postfix*
    | primaryNSNoBrace postfix*
    ;

// Expressions > Operator expressions. `<<`, `>>`, `<=`, `>=`, `<<=`, `>>=` are joint
// `<`/`>` tokens (see the header).
binaryOperator
    : binaryOperatorNoRange
    | rangeOperator
    ;

binaryOperatorNoRange
    : '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | '&&' | '||'
    | LT_JOINT '<' | GT_JOINT '>'
    | '==' | '!=' | '<' | '>' | LT_JOINT '=' | GT_JOINT '='
    | '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '^=' | '&=' | '|='
    | LT_JOINT LT_JOINT '=' | GT_JOINT GT_JOINT '='
    ;

rangeOperator
    : '..'
    | '..='
    ;

// `let PATTERN =` is a let chain's condition (and an if-let guard, an unstable
// extension rustc parses); rustc rejects it elsewhere after parsing.
prefixOperator
    : stmtPrefixOperator
    | outerAttribute
    | 'let' pattern '='
    ;

// Negation, dereference, borrows (`&raw const` included), the jumps that take a value,
// and closure heads (Expressions > Closure expressions: the body is the operand).
stmtPrefixOperator
    : '-'
    | '!'
    | '*'
    | '&' 'mut'?
    | '&&' 'mut'?
    | '&' 'raw' ('const' | 'mut')
    | 'return'
    | 'break' LIFETIME?
    | 'yield'
    | closureHead
    ;

closureHead
    : 'static'? 'async'? 'move'? ('||' | '|' closureParameters? '|')
    ;

closureParameters
    : (closureParam ',')* closureParam ','?
    ;

closureParam
    : outerAttribute* patternNoTopAlt (':' type_)?
    ;

postfix
    : tryOrMember
    | callArguments
    | '[' expression ']'
    | 'as' typeNoBounds
    ;

// `?`, field access, tuple index (`t.0`, and `t.0.1` whose `0.1` is one float token),
// `.await`, and a method name with its turbofish (the call is the next postfix).
tryOrMember
    : '?'
    | '.' (identifier ('::' genericArgs)? | INTEGER_LITERAL | FLOAT_LITERAL | 'await')
    ;

callArguments
    : '(' ((expression ',')* expression ','?)? ')'
    ;

primary
    : primaryAtom
    | blockLikeExpression
    | structExpression
    ;

primaryNS
    : primaryAtom
    | blockLikeExpression
    ;

primaryNSNoBrace
    : primaryAtom
    | blockLikeKeyword
    ;

// Operands that are not block-like.
primaryAtom
    : literal
    | INTEGER_LITERAL '.'
    | pathInExpression
    | qualifiedPathInExpression
    | pathInExpression '!' ('(' tokenTree* ')' | '[' tokenTree* ']')
    | '(' ((expression ',')* expression ','?)? ')'
    | '[' (expression ';' expression | (expression ',')* expression ','?)? ']'
    | closureHead '->' typeNoBounds blockExpression
    | '_'
    | 'return'
    | 'break' LIFETIME?
    | 'continue' LIFETIME?
    | 'yield'
    ;

literal
    : INTEGER_LITERAL
    | FLOAT_LITERAL
    | CHAR_LITERAL
    | BYTE_LITERAL
    | STRING_LITERAL
    | RAW_STRING_LITERAL
    | BYTE_STRING_LITERAL
    | RAW_BYTE_STRING_LITERAL
    | C_STRING_LITERAL
    | RAW_C_STRING_LITERAL
    | 'true'
    | 'false'
    ;

// Expressions > Struct expressions (functional update `..base`, and `..` alone, an
// unstable extension rustc parses).
structExpression
    : pathInExpression '{' structExprBody? '}'
    ;

structExprBody
    : (structExprField ',')* (structExprField ','? | '..' expression?)
    ;

structExprField
    : outerAttribute* (identifier (':' expression)? | INTEGER_LITERAL ':' expression)
    ;

// Expressions with blocks (Statements and expressions > Expressions).
blockLikeExpression
    : blockExpression
    | blockLikeKeyword
    ;

blockLikeKeyword
    : 'unsafe' blockExpression
    | 'const' blockExpression
    | 'async' 'move'? blockExpression
    | genBlock
    | 'async' genBlock
    | 'try' blockExpression
    | label blockExpression
    | label? 'loop' blockExpression
    | label? 'while' expressionNS blockExpression
    | label? 'for' pattern 'in' expressionNS blockExpression
    | ifExpression
    | matchExpression
    | pathInExpression '!' '{' tokenTree* '}'
    ;

label
    : LIFETIME ':'
    ;

// `gen` blocks (edition 2024 reserves `gen`; rustc parses them before the feature gate).
genBlock
    : 'gen' 'move'? blockExpression
    ;

ifExpression
    : 'if' expressionNS blockExpression ('else' (blockExpression | ifExpression))?
    ;

// Expressions > Match expressions. An arm whose body is not block-like needs its
// comma unless it is the last.
matchExpression
    : 'match' expressionNS '{' innerAttribute* matchArms? '}'
    ;

// In a rule of its own so that an attribute first in the list needs no decision
// between an arm and the last arm.
matchArms
    : matchArm+ lastMatchArm?
    | lastMatchArm
    ;

matchArm
    : matchArmHead '=>' (stmtExpression ',' | blockLikeExpression ','?)
    ;

lastMatchArm
    : matchArmHead '=>' stmtExpression
    ;

matchArmHead
    : outerAttribute* pattern ('if' expression)?
    ;

// Paths: segments and generic arguments one by one (`a::b::<T>::c`), so `::` needs no
// decision before the next token.
simplePath
    : '::'? simplePathSegment ('::' simplePathSegment)*
    ;

simplePathSegment
    : identifier
    | 'super'
    | 'self'
    | 'crate'
    ;

pathInExpression
    : '::'? pathIdentSegment ('::' (pathIdentSegment | genericArgs))*
    ;

pathIdentSegment
    : identifier
    | 'super'
    | 'self'
    | 'Self'
    | 'crate'
    ;

qualifiedPathInExpression
    : qualifiedPathType '::' pathIdentSegment ('::' (pathIdentSegment | genericArgs))*
    ;

qualifiedPathType
    : lt type_ ('as' typePath)? gt
    ;

typePath
    : '::'? pathIdentSegment typePathPart*
    ;

typePathPart
    : '::' pathIdentSegment
    | '::'? genericArgs
    | '::'? typePathFn
    ;

typePathFn
    : '(' ((type_ ',')* type_ ','?)? ')' ('->' typeNoBounds)?
    ;

qualifiedPathInType
    : qualifiedPathType '::' pathIdentSegment typePathPart*
    ;

// Generic arguments: lifetimes, types, const arguments, associated type bindings and
// bounds (`Item = T`, `Item: Copy`). `f::<-1>()` lexes `<-` as one token (so that
// `a<-b` is rejected, as by rustc), which rustc's parser splits here.
genericArgs
    : lt ((genericArg ',')* genericArg ','?)? gt
    | '<-' (INTEGER_LITERAL | FLOAT_LITERAL) (',' (genericArg ',')* genericArg? )? gt
    ;

genericArg
    : LIFETIME
    | type_ (('=' type_) | ':' typeBounds)?
    | blockExpression
    | '-'? literal
    ;

// A generic list opens with `<` or a `<` joined to the next token (`Vec<<T as A>::B>`)
// and closes with `>` or a `>` joined to the next (`Vec<Vec<u8>>`).
lt
    : '<'
    | LT_JOINT
    ;

gt
    : '>'
    | GT_JOINT
    ;

// Patterns. `|` alternatives only at the top (closure and function parameters take
// patternNoTopAlt).
pattern
    : '|'? patternNoTopAlt ('|' patternNoTopAlt)*
    ;

// A pattern is a list of prefixes before an atom: references (`&`, `&mut`), bindings of
// a subpattern (`x @`, `ref mut x @`) and `box`, so that no prefix needs a decision
// before the atom. A `mut x` binding stands alone (`&mut x` is a reference's `mut`,
// as in rustc; `&(mut x)` needs the parentheses).
patternNoTopAlt
    : patternPrefix* patternAtom
    | 'mut' identifier ('@' patternNoTopAlt)?
    ;

patternPrefix
    : refPrefix
    | identifier '@'
    | 'ref' identifier '@'
    | 'ref' 'mut' identifier '@'
    | 'box'
    ;

refPrefix
    : refSigil 'mut'?
    ;

refSigil
    : '&'
    | '&&'
    ;

patternAtom
    : patternLiteral
    | patternPath
    | qualifiedPathInExpression
    | 'ref' identifier
    | 'ref' 'mut' identifier
    | '_'
    | '..'
    | patternPath '{' structPatternBody? '}'
    | patternPath '(' patternList? ')'
    | '(' patternList? ')'
    | '[' patternList? ']'
    | patternPath '!' delimTokenTree
    | rangeBound ('..=' | '...') rangeBound
    | rangeBound '..' rangeBound?
    | '..=' rangeBound
    | '..' rangeBound
    ;

// A path in a pattern starts with `self` only before `::` (so that `&self` and `self:
// T` are parameters without a second reading).
patternPath
    : '::'? patternPathStart ('::' (pathIdentSegment | genericArgs))*
    | 'self' ('::' (pathIdentSegment | genericArgs))+
    ;

patternPathStart
    : identifier
    | 'super'
    | 'Self'
    | 'crate'
    ;

patternLiteral
    : '-'? literal
    ;

rangeBound
    : patternLiteral
    | patternPath
    | qualifiedPathInExpression
    ;

patternList
    : (pattern ',')* pattern ','?
    ;

structPatternBody
    : (structPatternField ',')* (structPatternField ','? | outerAttribute* '..')
    ;

structPatternField
    : outerAttribute* (INTEGER_LITERAL ':' pattern | identifier ':' pattern | 'box'? 'ref'? 'mut'? identifier)
    ;

// Type system > Types. `+` after a type lists more bounds (trait objects and impl
// Trait with several bounds); `as`, `&` and `*` take a type without them.
type_
    : typeNoBounds ('+' typeParamBound)* '+'?
    ;

// References and raw pointers are a list of prefixes before the type they point to.
typeNoBounds
    : typePrefix* typeAtom
    ;

typePrefix
    : '*' ('const' | 'mut')
    | ('&' | '&&') LIFETIME? 'mut'?
    ;

typeAtom
    : '(' ((type_ ',')* type_ ','?)? ')'
    | 'impl' typeParamBound
    | 'dyn' typeParamBound
    | typePath
    | qualifiedPathInType
    | '!'
    | '[' type_ (';' expression)? ']'
    | '_'
    | bareFunctionType
    | forLifetimes (bareFunctionType | typePath)
    | typePath '!' delimTokenTree
    ;

bareFunctionType
    : ('unsafe' ('extern' abi?)? | 'extern' abi?)? 'fn' '(' bareFunctionParams? ')' ('->' typeNoBounds)?
    ;

bareFunctionParams
    : (bareFunctionParam ',')* (bareFunctionParam ','? | outerAttribute* '...' ','?)
    ;

bareFunctionParam
    : outerAttribute* ((identifier | '_') ':')? type_
    ;

// Names: weak keywords are identifiers outside their places.
identifier
    : IDENTIFIER
    | RAW_IDENTIFIER
    | 'union'
    | 'macro_rules'
    | 'safe'
    | 'raw'
    | 'auto'
    | 'default'
    ;

// ---------------------------------------------------------------- lexer

// Lexical structure > Keywords: strict, reserved (no rule uses `abstract` ... `virtual`;
// they are tokens so that they are not identifiers), and weak ones.
AS       : 'as' ;
ASYNC    : 'async' ;
AWAIT    : 'await' ;
BREAK    : 'break' ;
CONST    : 'const' ;
CONTINUE : 'continue' ;
CRATE    : 'crate' ;
DYN      : 'dyn' ;
ELSE     : 'else' ;
ENUM     : 'enum' ;
EXTERN   : 'extern' ;
FALSE    : 'false' ;
FN       : 'fn' ;
FOR      : 'for' ;
GEN      : 'gen' ;
IF       : 'if' ;
IMPL     : 'impl' ;
IN       : 'in' ;
LET      : 'let' ;
LOOP     : 'loop' ;
MATCH    : 'match' ;
MOD      : 'mod' ;
MOVE     : 'move' ;
MUT      : 'mut' ;
PUB      : 'pub' ;
REF      : 'ref' ;
RETURN   : 'return' ;
SELFVALUE : 'self' ;
SELFTYPE : 'Self' ;
STATIC   : 'static' ;
STRUCT   : 'struct' ;
SUPER    : 'super' ;
TRAIT    : 'trait' ;
TRUE     : 'true' ;
TYPE     : 'type' ;
UNSAFE   : 'unsafe' ;
USE      : 'use' ;
WHERE    : 'where' ;
WHILE    : 'while' ;
ABSTRACT : 'abstract' ;
BECOME   : 'become' ;
BOX      : 'box' ;
DO       : 'do' ;
FINAL    : 'final' ;
MACRO    : 'macro' ;
OVERRIDE : 'override' ;
PRIV     : 'priv' ;
TRY      : 'try' ;
TYPEOF   : 'typeof' ;
UNSIZED  : 'unsized' ;
VIRTUAL  : 'virtual' ;
YIELD    : 'yield' ;
UNION       : 'union' ;
MACRO_RULES : 'macro_rules' ;
SAFE        : 'safe' ;
RAW         : 'raw' ;
AUTO        : 'auto' ;
DEFAULT     : 'default' ;

// Lexical structure > Identifiers (XID_Start approximated by letters and letter
// numbers, XID_Continue by those plus marks, digits and connector punctuation).
RAW_IDENTIFIER
    : 'r#' IDENTIFIER_OR_KEYWORD
    ;

IDENTIFIER
    : IDENTIFIER_OR_KEYWORD
    ;

fragment IDENTIFIER_OR_KEYWORD
    : XID_START XID_CONTINUE*
    | '_' XID_CONTINUE+
    ;

fragment XID_START    : [\p{L}\p{Nl}] ;
fragment XID_CONTINUE : [\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}] ;

// Lexical structure > Tokens > Lifetimes and loop labels. `'a'` is longer than `'a`,
// so a character literal wins where both match.
LIFETIME
    : '\'' IDENTIFIER_OR_KEYWORD
    | '\'_'
    | '\'r#' IDENTIFIER_OR_KEYWORD
    ;

// Lexical structure > Tokens > Literals > Character and string literals.
CHAR_LITERAL
    : '\'' (~['\\\n\r\t] | QUOTE_ESCAPE | ASCII_ESCAPE | UNICODE_ESCAPE) '\''
    ;

STRING_LITERAL
    : '"' (~["\\\r] | '\r\n' | QUOTE_ESCAPE | ASCII_ESCAPE | UNICODE_ESCAPE | STRING_CONTINUE)* '"'
    ;

RAW_STRING_LITERAL
    : 'r' RAW_BODY
    ;

BYTE_LITERAL
    : 'b\'' (ASCII_FOR_CHAR | BYTE_ESCAPE) '\''
    ;

BYTE_STRING_LITERAL
    : 'b"' (ASCII_FOR_STRING | '\r\n' | BYTE_ESCAPE | STRING_CONTINUE)* '"'
    ;

RAW_BYTE_STRING_LITERAL
    : 'br' RAW_BODY
    ;

C_STRING_LITERAL
    : 'c"' (~["\\\r] | '\r\n' | BYTE_ESCAPE | UNICODE_ESCAPE | STRING_CONTINUE)* '"'
    ;

RAW_C_STRING_LITERAL
    : 'cr' RAW_BODY
    ;

// A raw string ends at the first `"` followed by as many `#` as it began with.
fragment RAW_BODY
    : '"' .*? '"'
    | '#"' .*? '"#'
    | '##"' .*? '"##'
    | '###"' .*? '"###'
    | '####"' .*? '"####'
    | '#####"' .*? '"#####'
    | '######"' .*? '"######'
    | '#######"' .*? '"#######'
    ;

fragment QUOTE_ESCAPE    : '\\\'' | '\\"' ;
fragment ASCII_ESCAPE    : '\\x' [0-7] HEX_DIGIT | '\\n' | '\\r' | '\\t' | '\\\\' | '\\0' ;
fragment BYTE_ESCAPE     : '\\x' HEX_DIGIT HEX_DIGIT | '\\n' | '\\r' | '\\t' | '\\\\' | '\\0' | '\\\'' | '\\"' ;
fragment UNICODE_ESCAPE  : '\\u{' HEX_DIGIT [0-9a-fA-F_]* '}' ;
fragment STRING_CONTINUE : '\\\n' | '\\\r\n' ;
fragment ASCII_FOR_CHAR  : [\u0000-\u0008\u000B\u000C\u000E-\u0026\u0028-\u005B\u005D-\u007F] ;
fragment ASCII_FOR_STRING : [\u0000-\u000C\u000E-\u0021\u0023-\u005B\u005D-\u007F] ;

// Lexical structure > Tokens > Number literals. Suffixes are any identifier (rustc
// checks them later); an integer's suffix does not start with `e` (an exponent).
INTEGER_LITERAL
    : (DEC_LITERAL | BIN_LITERAL | OCT_LITERAL | HEX_LITERAL) SUFFIX_NO_E?
    ;

FLOAT_LITERAL
    : DEC_LITERAL '.' DEC_LITERAL SUFFIX_NO_E?
    | DEC_LITERAL ('.' DEC_LITERAL)? FLOAT_EXPONENT SUFFIX?
    ;

fragment DEC_LITERAL    : [0-9] [0-9_]* ;
fragment BIN_LITERAL    : '0b' '_'* [01] [01_]* ;
fragment OCT_LITERAL    : '0o' '_'* [0-7] [0-7_]* ;
fragment HEX_LITERAL    : '0x' '_'* HEX_DIGIT [0-9a-fA-F_]* ;
fragment HEX_DIGIT      : [0-9a-fA-F] ;
fragment FLOAT_EXPONENT : [eE] [+-]? '_'* [0-9] [0-9_]* ;
fragment SUFFIX         : IDENTIFIER_OR_KEYWORD ;
fragment SUFFIX_NO_E    : [a-df-zA-DF-Z] XID_CONTINUE* | '_' XID_CONTINUE+ ;

// Lexical structure > Tokens > Punctuation (no `<<`, `>>`, `<=`, `>=`, `<<=`, `>>=`:
// see the header; `<-` is a token that no rule uses, so `a<-b` is rejected as rustc
// rejects it).
PLUS      : '+' ;
MINUS     : '-' ;
STAR      : '*' ;
SLASH     : '/' ;
PERCENT   : '%' ;
CARET     : '^' ;
NOT       : '!' ;
AND       : '&' ;
OR        : '|' ;
ANDAND    : '&&' ;
OROR      : '||' ;
PLUSEQ    : '+=' ;
MINUSEQ   : '-=' ;
STAREQ    : '*=' ;
SLASHEQ   : '/=' ;
PERCENTEQ : '%=' ;
CARETEQ   : '^=' ;
ANDEQ     : '&=' ;
OREQ      : '|=' ;
EQ        : '=' ;
EQEQ      : '==' ;
NE        : '!=' ;
GT        : '>' ;
LT        : '<' ;
AT        : '@' ;
UNDERSCORE : '_' ;
DOT       : '.' ;
DOTDOT    : '..' ;
DOTDOTDOT : '...' ;
DOTDOTEQ  : '..=' ;
COMMA     : ',' ;
SEMI      : ';' ;
COLON     : ':' ;
PATHSEP   : '::' ;
RARROW    : '->' ;
FATARROW  : '=>' ;
LARROW    : '<-' ;
POUND     : '#' ;
DOLLAR    : '$' ;
QUESTION  : '?' ;
TILDE     : '~' ;
LBRACE    : '{' ;
RBRACE    : '}' ;
LBRACKET  : '[' ;
RBRACKET  : ']' ;
LPAREN    : '(' ;
RPAREN    : ')' ;

// Lexical structure > Whitespace and Comments, on the hidden channel. Block comments
// nest. A byte order mark may start the file, and a shebang line (Crates and source
// files), which is `#!` not followed by `[`.
WHITESPACE    : [ \t\n\r\u000B\u000C\u0085\u200E\u200F\u2028\u2029]+ -> channel(HIDDEN) ;
LINE_COMMENT  : '//' ~[\n]* -> channel(HIDDEN) ;
BLOCK_COMMENT : '/*' COMMENT_STEP* '*'+ '/' -> channel(HIDDEN) ;
BOM           : '\uFEFF' -> channel(HIDDEN) ;
SHEBANG       : '#!' ~[[ \t\n\r] ~[\n]* {this.SOF()}? -> channel(HIDDEN) ;

// One step through a block comment that does not end it: a character other than `*`
// and `/`; a run of `*` or of `/` and then such a character; or a nested comment,
// after any number of `/`. So a comment ends at the first `*/` outside nested ones.
fragment COMMENT_STEP
    : ~[*/]
    | '*'+ ~[*/]
    | '/'+ ~[*/]
    | '/'* BLOCK_COMMENT
    ;
