// C++, written from the grammar summary of the C++23 working draft (N4950, Annex A
// [gram], with the clauses it collects: [lex] lexical conventions, [basic], [expr]
// expressions, [stmt] statements, [dcl] declarations, [class] classes, [over]
// overloading, [temp] templates, [except] exception handling), plus the GNU extensions
// that g++ accepts and libstdc++'s headers use. The rules are written anew for an
// LALR(1)/GLR parser; the comments name the draft's stable section labels. No text is
// taken from other grammar collections. Start rule: `translationUnit`.
//
// The input is what `g++ -E` writes: preprocessor lines (`# 12 "file" 3`, `#pragma`)
// are tokens on channel 2, never seen by the parser, as in `c.g4`.
//
// `>>` (C++11 [temp.names]: in a template argument list the first non-nested `>>` is
// two `>`): the lexer knows only `>` and `>=`, and the token source
// `reducer_runtime::hooks::cpp::token_source` (class `CppTokens`, so interpreted mode
// runs it too) retypes a `>` glued to a following `>` or `>=` as GT_JOINED. A shift
// is `GT_JOINED '>'`, `>>=` is `GT_JOINED '>='`, and a template argument list closes
// with `'>'` or GT_JOINED; so each `>` of `vector<vector<int>>` is a leaf of its own
// argument list, and `a > > b` stays an error. The same hook reads the digraphs
// (`<%`, `%>`, `<:`, `:>`) and the alternative tokens (`and`, `or`, `not`, `bitand`,
// ...) as the tokens they stand for and splits `<::` into `<` and `::`; its per-match
// hook ends a raw string at its own delimiter.
//
// Context-free readings (a superset of C++, for a GLR parser; see grammars/README.md):
// - Names are one shape wherever a type, a template, a namespace or a variable may
//   stand: steps (`A::`, `A<B>::`, `decltype(x)::`, `A::template`), then a last part.
//   Whether `a<b>` names a template or compares is name lookup's question, so in an
//   expression both readings are kept until one fails; in a type context `<` always
//   opens template arguments.
// - A declaration's specifiers hold one keyword type among others (`unsigned long
//   const`, `auto`), or exactly one named type among non-type specifiers (`const
//   std::string`), as [dcl.type]/2 requires: `T x;` has one reading. Constructors,
//   destructors and conversions (`untypedHead`) share the non-type specifier list.
// - A statement that reads both as a declaration and as an expression (`a * b;`,
//   `T(x);`) keeps both until the end; the declaration is the earlier alternative, as
//   [stmt.ambig] decides. A template argument that is a name is a type and an
//   expression; the type reading comes first.
// - Expressions: the binary operators are one flat list (precedence is not encoded);
//   inside template arguments the list leaves out `>` and `>>` ([temp.names]/4).
// - A direct initializer `T x(1)` shares its parentheses with a parameter list, so the
//   parser decides between them inside, not at the `(`; `= 0` is an initializer.
// - Attributes `[[...]]` and `__attribute__((...))` take balanced tokens as arguments.
//
// Written for the LALR builder: where a rule says "a symbol of its own", it keeps two
// contexts apart that LALR(1) would merge (a name's last part in a type, in an
// expression, in a nested name, in a new-expression, in a requires clause), so that a
// token that may follow a name in one context does not make every other context fork;
// optional parts lead only short rests; nothing is a prefix followed by `declaration`
// or `statement` again except where the draft's statements nest. About 16% of the
// tokens of libstdc++'s preprocessed headers go through the GLR stack, nearly all at
// genuine ambiguities (`a < b` against template arguments, a template argument that is
// a name, a declaration against an expression statement).
grammar cpp;

// The `>>`, digraph and alternative-token source (see above), chosen by name.
options { superClass = CppTokens; }

// A `>` directly followed by `>` or `>=`; made by the token source.
tokens { GT_JOINED }

// ====================================================================
// [basic.link] translation units; [dcl.pre] declarations
// ====================================================================

translationUnit
    : declaration* EOF
    ;

// No kind of declaration is a prefix followed by `declaration` again (templates,
// linkage, `__extension__`): each names the kinds it may precede, so the grammar
// stays free of the prefix lists normalization would make of such recursion.
declaration
    : blockDeclaration
    | functionDefinition
    | untypedDeclaration
    | templateDeclaration
    | explicitInstantiation
    | linkageSpecification
    | namespaceDefinition
    | emptyDeclaration
    ;

// `;`, and [dcl.pre]'s attribute declaration `[[x]];` (g++ takes any specifiers
// there, with a warning: `__extension__;`). The same specifier list as a typed or
// untyped declaration's, so nothing is decided before the `;`.
emptyDeclaration
    : nonTypeSpecifier* ';'
    ;

// Declarations that may also stand in a block.
blockDeclaration
    : simpleDeclaration
    | asmDeclaration
    | namespaceAliasDefinition
    | usingDeclaration
    | usingEnumDeclaration
    | usingDirective
    | staticAssertDeclaration
    | aliasDeclaration
    | '__extension__' aliasDeclaration
    | localLabelDeclaration
    ;

// [dcl.pre], [class.mem]: constructors, destructors, conversion functions and
// deduction guides have no type: `explicit A(int);`, `A::~A() { }`,
// `vector(It, It) -> vector<T>;`. Their non-type specifiers are the same list as a
// typed declaration's, and both put one symbol after it, so the parser reads the
// name after `inline` before it decides whether it names a type or is declared.
untypedHead
    : nonTypeSpecifier* declaratorWithTail
    ;

untypedDeclaration
    : untypedHead virtSpecifier* untypedTail
    ;

// A declaration's end, a body, or an initializer (`virtual ~A() = 0;`).
untypedTail
    : ';'
    | initializer ';'
    | functionBody
    ;

// Specifiers, then declarators (none for `struct A { };`), or a structured binding
// ([dcl.struct.bind], `auto& [a, b] = p;`, or with [dcl.init]'s parenthesized
// initializer `auto [a, b](e);`).
simpleDeclaration
    : declSpecifierSeq initDeclaratorList? ';'
    | declSpecifierSeq structuredBinding initializer ';'
    | declSpecifierSeq structuredBinding '(' assignmentExpression ')' ';'
    ;

// `[a, b]` after the specifiers, with `&` or `&&` before it.
structuredBinding
    : '[' identifier (',' identifier)* ']'
    | refQualifier '[' identifier (',' identifier)* ']'
    ;

// [dcl.pre] static_assert; the message is optional since C++17. g++ parses the
// condition as an assignment expression (`static_assert(c %= 1, "")`) and rejects
// a non-constant one later.
staticAssertDeclaration
    : 'static_assert' '(' assignmentExpression (',' stringLiteral)? ')' ';'
    ;

// ====================================================================
// [dcl.spec] specifiers
// ====================================================================

// One keyword type among others (`unsigned long const`, `auto`), or one named type
// among non-type specifiers (`const T&`, `std::integral auto`), as [dcl.type]/2
// requires: `T x;` has one reading. Declarations without a type are `untypedHead`.
declSpecifierSeq
    : nonTypeSpecifier* declTypePart
    ;

declTypePart
    : typeKeywordSpecifier declSpecifier*
    | namedTypeSpecifier nonTypeSpecifier*
    | namedTypeSpecifier placeholderType nonTypeSpecifier*
    ;

declSpecifier
    : nonTypeSpecifier
    | typeKeywordSpecifier
    ;

// Storage classes, function specifiers, `friend`, `typedef`, `constexpr`-like
// specifiers, cv-qualifiers and attributes. g++ takes `__extension__` only before a
// whole declaration; here it is one more specifier.
nonTypeSpecifier
    : 'static'
    | 'extern'
    | 'mutable'
    | 'register'
    | 'thread_local'
    | '__thread'
    | 'inline'
    | '__inline'
    | '__inline__'
    | 'virtual'
    | 'explicit'
    | 'explicit' '(' constantExpression ')'
    | 'friend'
    | 'typedef'
    | 'constexpr'
    | 'consteval'
    | 'constinit'
    | '__constinit'
    | '__extension__'
    | cvQualifier
    | attributeSpecifier
    ;

cvQualifier
    : 'const'
    | 'volatile'
    | '__const'
    | '__const__'
    | '__volatile'
    | '__volatile__'
    | '__restrict'
    | '__restrict__'
    ;

// Type specifiers spelled with keywords: the fundamental types, placeholders, class
// and enum specifiers, elaborated type specifiers, decltype, typeof and the GNU type
// traits.
typeKeywordSpecifier
    : fundamentalType
    | placeholderType
    | classSpecifier
    | enumSpecifier
    | elaboratedTypeSpecifier
    | decltypeSpecifier
    | typeofSpecifier
    | typeTrait
    ;

// [basic.fundamental] and g++'s extended types.
fundamentalType
    : 'char'
    | 'char8_t'
    | 'char16_t'
    | 'char32_t'
    | 'wchar_t'
    | 'bool'
    | 'short'
    | 'int'
    | 'long'
    | 'signed'
    | '__signed'
    | '__signed__'
    | 'unsigned'
    | 'float'
    | 'double'
    | 'void'
    | '__int128'
    | '__float128'
    | '__float80'
    | '__ibm128'
    | '__bf16'
    | '__fp16'
    | '_Float16'
    | '_Float32'
    | '_Float64'
    | '_Float128'
    | '_Float32x'
    | '_Float64x'
    | '__complex'
    | '__complex__'
    | '_Complex'
    ;

// [dcl.spec.auto]
placeholderType
    : 'auto'
    | ('decltype' | '__decltype') '(' 'auto' ')'
    ;

// A type named by a (qualified) name, with `typename` before a dependent one
// ([temp.res]: `typename` needs a nested name).
namedTypeSpecifier
    : qualifiedName
    | 'typename' typenameName
    ;

typenameName
    : nestedPrefix+ simpleTemplateName
    | '::' nestedPrefix+ simpleTemplateName
    | '::' 'template'? simpleTemplateName
    ;

// [dcl.type.decltype]; `__decltype` is g++'s spelling for C++98.
decltypeSpecifier
    : ('decltype' | '__decltype') '(' expression ')'
    ;

// GNU typeof of a type or an expression.
typeofSpecifier
    : ('__typeof__' | '__typeof' | 'typeof') '(' (typeId | expression) ')'
    ;

// g++'s type-valued traits (`__underlying_type(E)`, `__remove_cvref(T)`, ...) and
// type packs (`__bases(T)...`).
typeTrait
    : (TypeTrait | TypeTraitContextual) '(' typeIdList ')'
    ;

typeIdList
    : typeId '...'? (',' typeId '...'?)*
    ;

// Type specifiers of a type-id ([dcl.type.general]): the same shapes, with
// cv-qualifiers and attributes as the only other specifiers (x86's intrinsics headers
// write `(__attribute__((__vector_size__(16))) int){...}`).
typeSpecifierSeq
    : ptrQualifier* typeTypePart
    ;

typeTypePart
    : typeKeywordSpecifier typeSpecifierItem*
    | namedTypeSpecifier ptrQualifier*
    | namedTypeSpecifier placeholderType ptrQualifier*
    ;

typeSpecifierItem
    : ptrQualifier
    | typeKeywordSpecifier
    ;

// [dcl.type.elab]; `enum E` names an enumeration (`class T` is a classSpecifier
// without a body).
elaboratedTypeSpecifier
    : enumKeyAndAttributes qualifiedName enumBase?
    ;

// ====================================================================
// [dcl.decl] declarators
// ====================================================================

// GNU: attributes may start a declarator after the first (`int a, __attribute__((unused))
// b;`: they apply to that declarator).
initDeclaratorList
    : initDeclarator (',' gnuAttributeSpecifier* initDeclarator)*
    ;

// GNU: an asm label and attributes may follow the declarator; a trailing requires
// clause may follow a function's.
initDeclarator
    : declaratorWithTail initializer?
    ;

// The declarator with what may follow it before an initializer or a function body:
// one symbol wherever a declarator may be followed by `{`, so the parser does not
// decide between a braced initializer and a body before the `{`.
declaratorWithTail
    : declarator declaratorTail?
    ;

declaratorTail
    : asmLabel attributeSpecifier*
    | attributeSpecifier+ requiresClause?
    | requiresClause
    ;

// Pointer operators, then the name (or a parenthesized declarator) and its suffixes.
declarator
    : ptrOperator* noptrDeclarator
    ;

pointerList
    : ptrOperator+
    ;

noptrDeclarator
    : declaratorId attributeSpecifier* declaratorSuffixes?
    | conversionDeclaratorId attributeSpecifier* parametersAndQualifiers trailingReturnType?
    | '(' declarator ')' declaratorSuffixes?
    | '(' attributeSpecifier+ declarator ')' declaratorSuffixes?
    ;

// Array bounds, or one parameter list: a function returns no function or array
// ([dcl.fct]/11), so nothing follows a parameter list's qualifiers but its trailing
// return type. An array's bounds may be followed by C++20's parenthesized aggregate
// initializer (P0960, [dcl.init.general]: `int a[](1, 2, 3);`), which no
// parameter list can be.
declaratorSuffixes
    : arraySuffix+
    | arraySuffix+ '(' expressionList ')'
    | parametersAndQualifiers
    | parametersAndQualifiers trailingReturnType
    ;

arraySuffix
    : '[' constantExpression? ']' attributeSpecifier*
    ;

declaratorId
    : qualifiedId
    | '...' qualifiedId
    ;

// A conversion function's name is always followed by its parameter list.
conversionDeclaratorId
    : nestedPrefix* conversionFunctionId
    ;

// A parameter list with its qualifiers; the parentheses of a direct initializer `T
// x(1, 2)` are the same suffix, so the parser decides between them inside, not at
// the `(`.
parametersAndQualifiers
    : '(' parameterDeclarationClause? ')' functionQualifiers?
    | '(' expressionList ')'
    ;

// cv-qualifiers, a ref-qualifier and an exception specification after a parameter
// list; attributes after them are the declarator's (`declaratorTail`), so they have one
// place (`void f() noexcept __attribute__((x));`).
functionQualifiers
    : cvQualifier+ refQualifier? exceptionSpecification?
    | refQualifier exceptionSpecification?
    | exceptionSpecification
    ;

// A function body may follow a trailing return type, so its class or enum key and
// name are a rule of their own: a class specifier's name is never followed by `{`
// anywhere else.
trailingReturnType
    : '->' trailingTypeId
    ;

trailingTypeId
    : cvQualifier* trailingTypePart abstractDeclarator?
    ;

trailingTypePart
    : newKeywordType+ cvQualifier*
    | namedTypeSpecifier cvQualifier*
    | namedTypeSpecifier placeholderType cvQualifier*
    | elaboratedName cvQualifier*
    ;

elaboratedName
    : classKeyAndAttributes qualifiedName
    | enumKeyAndAttributes qualifiedName
    ;

// `*` with cv-qualifiers, `&`, `&&`, and pointers to members `C::*`; g++ takes
// `__restrict` on references too.
ptrOperator
    : '*' ptrQualifier*
    | '&' ptrQualifier*
    | '&&' ptrQualifier*
    | nestedPrefix+ '*' ptrQualifier*
    ;

ptrQualifier
    : cvQualifier
    | attributeSpecifier
    ;

refQualifier
    : '&'
    | '&&'
    ;

// [dcl.name] type-ids: specifiers and an abstract declarator.
typeId
    : typeSpecifierSeq abstractDeclarator?
    ;

// The same pointer list as a declarator's, so a parameter's `T*` is read the same
// way whether a name follows or not; a last pointer operator ends it.
abstractDeclarator
    : ptrOperator* abstractDeclaratorRest
    ;

abstractDeclaratorRest
    : noptrAbstractDeclarator
    | '...'
    | ptrOperator
    ;

noptrAbstractDeclarator
    : '(' abstractDeclarator ')' abstractSuffixes?
    | '(' attributeSpecifier+ abstractDeclarator ')' abstractSuffixes?
    | abstractSuffixes
    ;

abstractSuffixes
    : arraySuffix+
    | abstractParameters
    | abstractParameters trailingReturnType
    ;

abstractParameters
    : '(' parameterDeclarationClause? ')' functionQualifiers?
    ;

// [dcl.fct] parameters; `(int, ...)`, `(...)` and `(int...)` are variadic.
parameterDeclarationClause
    : parameterDeclaration (',' parameterDeclaration)* (','? '...')?
    | '...'
    ;

// `this` before the type is C++23's explicit object parameter. GNU attributes may
// follow a parameter's declarator, also one of function type (`void (*g)(int)
// __attribute__((noreturn))`, `long() __attribute__((fastcall))`), as g++ parses
// attributes after a declarator.
parameterDeclaration
    : declSpecifierSeq parameterDeclarator? ('=' initializerClause)?
    | declSpecifierSeq parameterDeclarator gnuAttributeSpecifier+ ('=' initializerClause)?
    | 'this' declSpecifierSeq parameterDeclarator? ('=' initializerClause)?
    ;

parameterDeclarator
    : declarator
    | abstractDeclarator
    ;

// [dcl.init]
initializer
    : '=' initializerClause
    | bracedInitList
    ;

initializerClause
    : assignmentExpression
    | bracedInitList
    ;

// `(item ',')* item ','?`: the parser decides after each comma, as in c.g4.
bracedInitList
    : '{' '}'
    | '{' initializerList '}'
    ;

initializerList
    : (initializerItem ',')* initializerItem ','?
    ;

// A pack expansion, or a designator (`.x = 1`, `.x{1}`, [dcl.init.aggr]). GNU: the
// old field designator `x: 1` and C99's array designator `[i] = 1` (g++ takes both
// in C++ as extensions; `[i]` then needs the `=`, and a lambda's `[x]` is told apart
// at it).
initializerItem
    : initializerClause
    | initializerClause '...'
    | '.' identifier initializer
    | identifier ':' initializerClause
    | '[' constantExpression ']' '=' initializerClause
    ;

// ====================================================================
// [dcl.fct.def] function definitions
// ====================================================================

// Constructors, destructors and conversions are `untypedDeclaration`s.
functionDefinition
    : declSpecifierSeq declaratorWithTail virtSpecifier* functionBody
    ;

virtSpecifier
    : 'override'
    | 'final'
    ;

functionBody
    : compoundStatement
    | ctorInitializer compoundStatement
    | functionTryBlock
    | '=' 'default' ';'
    | '=' 'delete' ';'
    | '=' 'delete' '(' stringLiteral ')' ';'
    ;

// [class.base.init]
ctorInitializer
    : ':' memInitializer (',' memInitializer)*
    ;

memInitializer
    : memInitializerId '(' expressionList? ')' '...'?
    | memInitializerId bracedInitList '...'?
    ;

memInitializerId
    : qualifiedName
    | decltypeSpecifier
    ;

// [except.pre]
functionTryBlock
    : 'try' compoundStatement handler+
    | 'try' ctorInitializer compoundStatement handler+
    ;

// ====================================================================
// [dcl.enum] enumerations
// ====================================================================

enumSpecifier
    : enumKeyAndAttributes qualifiedName? enumBase? '{' enumeratorList? '}'
    ;

enumKeyAndAttributes
    : enumKey attributeSpecifier*
    ;

enumKey
    : 'enum'
    | 'enum' 'class'
    | 'enum' 'struct'
    ;

// An integral type: fundamental keywords or a name (not a class specifier, whose
// name would then be followed by `{`).
enumBase
    : ':' cvQualifier* enumUnderlyingType
    ;

enumUnderlyingType
    : fundamentalType+
    | qualifiedName
    | 'typename' typenameName
    | decltypeSpecifier
    ;

enumeratorList
    : (enumerator ',')* enumerator ','?
    ;

enumerator
    : identifier attributeSpecifier* ('=' constantExpression)?
    ;

// [enum.udecl]
usingEnumDeclaration
    : 'using' 'enum' qualifiedName ';'
    ;

// ====================================================================
// [basic.namespace] namespaces, [namespace.udecl] using, [dcl.link] linkage
// ====================================================================

// `inline namespace __cxx11 __attribute__((__abi_tag__("cxx11"))) { }`, nested
// names (`namespace a::inline b`) and unnamed namespaces.
namespaceDefinition
    : namespaceKey namespaceHead? '{' declaration* '}'
    ;

// g++ takes `__extension__` before an inline namespace (libstdc++'s `__cxx11`).
namespaceKey
    : 'inline'? 'namespace'
    | '__extension__' 'inline' 'namespace'
    ;

namespaceHead
    : attributeSpecifier+
    | attributeSpecifier* namespaceName attributeSpecifier*
    ;

namespaceName
    : identifier ('::' 'inline'? identifier)*
    ;

namespaceAliasDefinition
    : namespaceKey identifier '=' qualifiedName ';'
    ;

// [namespace.udir]: attributes may come first (`[[gnu::strong]] using namespace N;`),
// read as the same specifier list a declaration starts with, so the parser decides
// at `using` (a superset: `static using namespace N;`).
usingDirective
    : nonTypeSpecifier* usingNamespace
    ;

usingNamespace
    : 'using' 'namespace' qualifiedName attributeSpecifier* ';'
    ;

usingDeclaration
    : 'using' usingDeclarator (',' usingDeclarator)* ';'
    ;

usingDeclarator
    : 'typename'? '::'? qualifiedId '...'?
    | '::'? nestedPrefix* conversionFunctionId
    ;

// [dcl.typedef] alias declarations.
aliasDeclaration
    : 'using' identifier attributeSpecifier* '=' typeId ';'
    ;

// `extern "C" { ... }`, or before one declaration of a kind that is not itself a
// linkage specification, also an empty one (`extern "C" ;`, `extern "C" [[]];`).
linkageSpecification
    : 'extern' stringLiteral '{' declaration* '}'
    | 'extern' stringLiteral linkedDeclaration
    ;

linkedDeclaration
    : emptyDeclaration
    | simpleDeclaration
    | functionDefinition
    | untypedDeclaration
    | templateDeclaration
    | explicitInstantiation
    | namespaceDefinition
    ;

// ====================================================================
// [dcl.asm] asm declarations and statements (GNU operands)
// ====================================================================

asmDeclaration
    : asmKeyword asmQualifier* '(' asmBody ')' ';'
    ;

asmKeyword
    : 'asm'
    | '__asm'
    | '__asm__'
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

// `"tmpl" : outputs : inputs : clobbers : labels`; `::` stands for two colons.
asmBody
    : stringLiteral asmSection*
    ;

asmSection
    : asmColon (asmOperand (',' asmOperand)*)?
    ;

asmColon
    : ':'
    | '::'
    ;

asmOperand
    : stringLiteral '(' expression ')'
    | '[' identifier ']' stringLiteral '(' expression ')'
    | stringLiteral
    | identifier
    ;

// `int f() __asm__("real_name");`
asmLabel
    : asmKeyword '(' stringLiteral ')'
    ;

// ====================================================================
// [class] classes
// ====================================================================

// A class specifier, or an elaborated one without a body (`struct A`, [dcl.type.elab]):
// one rule, so the parser reads the name the same way in both and decides at `{`.
classSpecifier
    : classKeyAndAttributes classHeadName
    | classKeyAndAttributes classHeadName classBody
    | classKeyAndAttributes classBody
    ;

classKeyAndAttributes
    : classKey attributeSpecifier*
    ;

classBody
    : classVirtSpecifier? baseClause? '{' memberSpecification* '}'
    ;

classKey
    : 'class'
    | 'struct'
    | 'union'
    ;

// A (qualified) class name, or a template-id for a specialization.
classHeadName
    : qualifiedName
    ;

classVirtSpecifier
    : 'final'
    | '__final'
    ;

memberSpecification
    : memberDeclaration
    | accessSpecifier ':'
    ;

// Specifiers and declarators, specifiers alone (`struct A { ... };`, `friend class
// B;`), or constructors, destructors and conversions (with `= 0` or `= default`).
memberDeclaration
    : declSpecifierSeq memberDeclaratorList? ';'
    | untypedDeclaration
    | functionDefinition
    | usingDeclaration
    | usingEnumDeclaration
    | staticAssertDeclaration
    | templateDeclaration
    | explicitInstantiation
    | aliasDeclaration
    | '__extension__' aliasDeclaration
    | emptyDeclaration
    ;

// GNU: attributes may start a declarator after the first, as in `initDeclaratorList`.
memberDeclaratorList
    : memberDeclarator (',' gnuAttributeSpecifier* memberDeclarator)*
    ;

// A declarator with virt-specifiers or an initializer (`= 0` included), or a
// bit-field; GNU attributes may follow its width (`char b : 8
// __attribute__((packed));`, as g++ parses attributes after a declarator).
memberDeclarator
    : declaratorWithTail virtSpecifier* initializer?
    | identifier attributeSpecifier* ':' constantExpression attributeSpecifier* initializer?
    | ':' constantExpression
    ;

accessSpecifier
    : 'private'
    | 'protected'
    | 'public'
    ;

// [class.derived]
baseClause
    : ':' baseSpecifier (',' baseSpecifier)*
    ;

baseSpecifier
    : baseModifier* baseTypeSpecifier '...'?
    ;

baseModifier
    : 'virtual'
    | accessSpecifier
    | attributeSpecifier
    ;

baseTypeSpecifier
    : qualifiedName
    | decltypeSpecifier
    ;

// ====================================================================
// [temp] templates
// ====================================================================

// Template heads (one per enclosing template, `template<> template<class U>`), then a
// declaration of a kind that may be a template; g++ takes `__extension__` first.
templateDeclaration
    : templateHead+ templatedDeclaration
    | '__extension__' templateHead+ templatedDeclaration
    | templateIntroduction+ templatedDeclaration
    ;

// Concepts TS [temp.intro] (g++ 12 accepts it in C++20 with `concept bool`): a
// template introduction `C{T, ...Ts}` declares the parameters a concept constrains.
// `identifier {` starts no other declaration that g++ accepts, so the parser forks
// only where one is written.
templateIntroduction
    : qualifiedName '{' introducedParameter (',' introducedParameter)* '}'
    ;

introducedParameter
    : '...'? identifier
    ;

templatedDeclaration
    : simpleDeclaration
    | functionDefinition
    | untypedDeclaration
    | aliasDeclaration
    | conceptDefinition
    ;

templateHead
    : 'template' '<' templateParameterList? closeAngle requiresClause?
    ;

templateParameterList
    : templateParameter (',' templateParameter)*
    ;

// Type parameters, template template parameters, constrained ones (`std::integral T`)
// and non-type parameters; defaults stop at the closing `>`.
// `class T` is read as the elaborated type specifier of a non-type parameter's
// specifiers (the same tokens; one reading, so the parser does not fork at every
// template head); `typename T` as a type parameter (`typename A::B` needs a nested
// name).
templateParameter
    : 'class' ('=' typeId)?
    | 'class' '...' identifier?
    | 'typename' identifier? ('=' typeId)?
    | 'typename' '...' identifier?
    | templateHead ('class' | 'typename') '...'? identifier? ('=' qualifiedName)?
    | declSpecifierSeq parameterDeclarator? ('=' templateArgument)?
    ;

// A `>` closing template arguments or parameters: alone, or glued to the next `>`.
closeAngle
    : '>'
    | GT_JOINED
    ;

// [temp.names] template arguments: types, expressions without `>` at the top, and
// pack expansions.
templateArguments
    : '<' closeAngle
    | '<' templateArgumentList closeAngle
    ;

templateArgumentList
    : templateArgument '...'? (',' templateArgument '...'?)*
    ;

// A braced list is C++20's argument of a class-type non-type parameter (P0732,
// [temp.names]: `f<{1, 2}>()`), and a non-type parameter's default (`template<S s =
// {1, 2}>`, a parameter-declaration's initializer-clause).
templateArgument
    : typeId
    | templateArgumentExpression
    | bracedInitList
    ;

// [temp.names]/4: the first non-nested `>` ends the list; `a ?: b` is GNU, as in
// `conditionalExpression`.
templateArgumentExpression
    : castExpression (binaryOperatorInTemplate castExpression)* ('?' expression? ':' templateArgumentExpression)?
    ;

// [temp.pre] requires clauses: primary expressions joined by `&&` and `||`.
requiresClause
    : 'requires' constraintPrimary (('&&' | '||') constraintPrimary)*
    ;

constraintPrimary
    : constraintName
    | literal
    | '(' expression ')'
    | foldExpression
    | requiresExpression
    | builtinCall
    | 'this'
    ;

// A declaration may follow a requires clause and start with `::`, so the clause's
// names end in a symbol of their own (an expression's name is never followed by `::`).
constraintName
    : '::'? nestedPrefix* constraintLastName
    ;

constraintLastName
    : identifier templateArguments?
    ;

// [temp.concept]. Concepts TS (ISO/IEC TS 19217:2015 [dcl.spec.concept], g++'s
// `-fconcepts-ts`, which g++ 12 also accepts in C++20 with a warning): a variable
// concept `concept bool C = e;` (or `{e}`) and a function concept
// `concept bool C() { return e; }`.
conceptDefinition
    : 'concept' identifier attributeSpecifier* '=' constantExpression ';'
    | 'concept' 'bool' identifier '=' constantExpression ';'
    | 'concept' 'bool' identifier bracedInitList ';'
    | 'concept' 'bool' identifier '(' ')' exceptionSpecification? compoundStatement
    ;

// [temp.explicit]: `template class vector<int>;`, `extern template ...`.
// GNU (the manual's "Template Instantiation"): `inline template class A<int>;` and
// `static template ...` instantiate only a class's support data or static members.
explicitInstantiation
    : 'template' instantiatedDeclaration
    | 'extern' 'template' instantiatedDeclaration
    | '__extension__' 'extern' 'template' instantiatedDeclaration
    | 'inline' 'template' instantiatedDeclaration
    | 'static' 'template' instantiatedDeclaration
    ;

instantiatedDeclaration
    : simpleDeclaration
    | untypedDeclaration
    ;

// [expr.prim.req] requires expressions.
requiresExpression
    : 'requires' '{' requirement* '}'
    | 'requires' '(' parameterDeclarationClause? ')' '{' requirement* '}'
    ;

requirement
    : expression ';'
    | 'typename' typenameName ';'
    | 'typename' simpleTemplateName ';'
    | '{' expression '}' 'noexcept'? ('->' typeConstraint)? ';'
    | 'requires' constantExpression ';'
    ;

typeConstraint
    : qualifiedName
    ;

// ====================================================================
// [basic.lookup] names
// ====================================================================

// `A::`, `A<B>::`, `decltype(x)::`, `A::template`: one step of a nested name
// specifier (the `template` of `A::template B<C>` belongs to the step before it). A
// name is its steps, then a last part: the parser reads a step or the last part alike
// and tells them apart at the `::` after them. A leading `::` is the name's own.
nestedPrefix
    : prefixName '::'
    | prefixName '::' 'template'
    | decltypeSpecifier '::'
    ;

// A step's name: a symbol of its own, so that after a name the parser's state says
// whether it reads a type's, an expression's or a step's (only `::` follows a step).
prefixName
    : identifier templateArguments?
    ;

// A name that may be a type, a template, a namespace or a declarator's: `T`,
// `std::vector<int>`, `::A::template B<C>`.
qualifiedName
    : '::'? nestedPrefix* simpleTemplateName
    | '::' 'template' simpleTemplateName
    ;

simpleTemplateName
    : identifier templateArguments?
    ;

// A declarator's name ([dcl.decl]): also operators, conversions, destructors. A
// declarator's name has no leading `::` here (`int ::x;` would otherwise be read both
// as a declaration of `::x` and as the type `int ::x`... of nothing).
qualifiedId
    : nestedPrefix* unqualifiedId
    ;

unqualifiedId
    : simpleTemplateName
    | operatorFunctionId
    | literalOperatorId
    | '~' simpleTemplateName
    | '~' decltypeSpecifier
    ;

// A name in an expression ([expr.prim.id]). Its last part is a symbol of its own, so
// that in a type context `<` after a name opens template arguments and nothing else,
// and only in an expression the parser keeps both readings of `a < b`.
idExpression
    : '::'? nestedPrefix* expressionName
    ;

expressionName
    : identifier templateArguments?
    | operatorFunctionId
    | conversionFunctionValue
    | literalOperatorId
    ;

// [class.conv.fct] A conversion function named in an expression, called or not
// (`x.operator bool()`, `&A::operator int`, `S<&T::operator int>`): its type is read
// as a new-expression's (`newTypePart`), whose last name is a symbol of its own,
// because an operator may follow it; the pointer operators after it are its own, as
// [class.conv.fct] says: the longest conversion-type-id (`&X::operator Y&;`).
conversionFunctionValue
    : 'operator' cvQualifier* newTypePart pointerList?
    ;

// [over.oper]
operatorFunctionId
    : 'operator' overloadableOperator templateArguments?
    ;

overloadableOperator
    : 'new' | 'delete' | 'new' '[' ']' | 'delete' '[' ']' | 'co_await'
    | '(' ')' | '[' ']' | '->' | '->*' | '~' | '!' | '+' | '-' | '*' | '/' | '%'
    | '^' | '&' | '|' | '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '^=' | '&=' | '|='
    | '==' | '!=' | '<' | '>' | '<=' | '>=' | '<=>' | '&&' | '||' | '<<' | '<<='
    | GT_JOINED '>' | GT_JOINED '>=' | '++' | '--' | ','
    ;

// [class.conv.fct]: `operator const char*`.
conversionFunctionId
    : 'operator' typeSpecifierSeq conversionDeclarator?
    ;

conversionDeclarator
    : pointerList
    ;

// [over.literal]: `operator""_km`, `operator"" _km`; the empty string may be written
// as several, concatenated in phase 6 (`operator "" "" _x`).
literalOperatorId
    : 'operator' stringLiteral identifier? templateArguments?
    ;

// Contextual keywords ([lex.name] Table 4) and g++'s newer trait names, which stay
// usable as names.
identifier
    : Identifier
    | 'final'
    | 'override'
    | 'import'
    | 'module'
    | 'typeof'
    | ExpressionTraitContextual
    | TypeTraitContextual
    ;

// ====================================================================
// [stmt] statements
// ====================================================================

// Labels and attributes before a statement, one per level, as in c.g4.
statement
    : statementPrefix statement
    | statementWithoutPrefix
    ;

statementPrefix
    : label
    | standardAttributeSpecifier
    ;

// `case lo ... hi:` is the GNU case range.
label
    : identifier ':' attributeSpecifier*
    | 'case' constantExpression ':'
    | 'case' constantExpression '...' constantExpression ':'
    | 'default' ':'
    ;

// The declaration first: [stmt.ambig] reads a statement that can be both as one. GNU
// attributes before `;` are a null statement with attributes (the GCC manual's
// "Statement Attributes": `__attribute__((fallthrough));`).
statementWithoutPrefix
    : blockDeclaration
    | gnuAttributeSpecifier+ ';'
    | expressionStatement
    | compoundStatement
    | ifStatement
    | switchStatement
    | whileStatement
    | doStatement
    | forStatement
    | jumpStatement
    | tryBlock
    ;

expressionStatement
    : expression ';'
    | ';'
    ;

compoundStatement
    : '{' statement* '}'
    ;

// GNU local labels (`__label__ a, b;`), read as a declaration wherever one stands.
localLabelDeclaration
    : '__label__' identifier (',' identifier)* ';'
    ;

// [stmt.if] with `constexpr`, an init-statement, and `consteval`.
ifStatement
    : ifHead statement elseClause?
    | 'if' '!'? 'consteval' compoundStatement elseClause?
    ;

ifHead
    : 'if' 'constexpr'? '(' selectionCondition ')'
    ;

// An init-statement, then the condition (one symbol after the optional part).
selectionCondition
    : initStatement? condition
    ;

elseClause
    : 'else' statement
    ;

switchStatement
    : switchHead statement
    ;

switchHead
    : 'switch' '(' selectionCondition ')'
    ;

whileStatement
    : whileHead statement
    ;

whileHead
    : 'while' '(' condition ')'
    ;

doStatement
    : 'do' statement 'while' '(' expression ')' ';'
    ;

// [stmt.for] and [stmt.ranged], one rule.
forStatement
    : forHead statement
    ;

forHead
    : 'for' '(' forControl ')'
    ;

forControl
    : initStatement condition? ';' expression?
    | rangeHead ':' forRangeInitializer
    ;

rangeHead
    : initStatement? forRangeDeclaration
    ;

forRangeDeclaration
    : declSpecifierSeq declarator
    | declSpecifierSeq structuredBinding
    ;

forRangeInitializer
    : expression
    | bracedInitList
    ;

initStatement
    : expressionStatement
    | simpleDeclaration
    | aliasDeclaration
    ;

// [stmt.pre] conditions: an expression or a declaration with an initializer.
condition
    : expression
    | declSpecifierSeq declarator initializer
    | declSpecifierSeq structuredBinding initializer
    ;

// [stmt.jump]; `goto *p;` is GNU.
jumpStatement
    : 'break' ';'
    | 'continue' ';'
    | 'return' ';'
    | 'return' expression ';'
    | 'return' bracedInitList ';'
    | 'co_return' ';'
    | 'co_return' expression ';'
    | 'co_return' bracedInitList ';'
    | 'goto' identifier ';'
    | 'goto' '*' expression ';'
    ;

// [except.pre]
tryBlock
    : 'try' compoundStatement handler+
    ;

handler
    : 'catch' '(' exceptionDeclaration ')' compoundStatement
    ;

exceptionDeclaration
    : declSpecifierSeq parameterDeclarator?
    | '...'
    ;

// [except.spec]; `throw()` is the old spelling of `noexcept`.
exceptionSpecification
    : 'noexcept'
    | 'noexcept' '(' constantExpression ')'
    | 'throw' '(' typeIdList? ')'
    ;

// ====================================================================
// [expr] expressions
// ====================================================================

expression
    : assignmentExpression (',' assignmentExpression)*
    ;

expressionList
    : initializerList
    ;

constantExpression
    : conditionalExpression
    ;

// As in gcc's parser, the left side is a conditional expression.
assignmentExpression
    : conditionalExpression (assignmentOperator initializerClause)?
    | throwExpression
    | yieldExpression
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
    | '&='
    | '^='
    | '|='
    ;

throwExpression
    : 'throw' assignmentExpression?
    ;

yieldExpression
    : 'co_yield' (assignmentExpression | bracedInitList)
    ;

// `a ?: b` (omitted middle operand) is GNU. The third operand is an assignment
// expression, written as a rule of its own: a bit-field's width, a conditional
// expression, may be followed by `=` (its initializer), which must not make `=` after
// every other expression a place where the expression may end.
conditionalExpression
    : binaryExpression ('?' expression? ':' conditionalBranch)?
    ;

conditionalBranch
    : conditionalExpression (assignmentOperator (conditionalBranch | bracedInitList))?
    | 'throw' conditionalBranch?
    | 'co_yield' (conditionalBranch | bracedInitList)
    ;

// [expr.mptr.oper] through [expr.log.or] as one flat list.
binaryExpression
    : castExpression (binaryOperator castExpression)*
    ;

binaryOperator
    : binaryOperatorInTemplate
    | '>'
    | GT_JOINED '>'
    ;

// Every binary operator except `>` and `>>`, which end a template argument list.
binaryOperatorInTemplate
    : '.*' | '->*'
    | '*' | '/' | '%'
    | '+' | '-'
    | '<<'
    | '<=>'
    | '<' | '<=' | '>='
    | '==' | '!='
    | '&'
    | '^'
    | '|'
    | '&&'
    | '||'
    ;

// [expr.cast]
castExpression
    : '(' typeId ')' castExpression
    | unaryExpression
    ;

// [expr.unary]; `&&label` takes a label's address (GNU); `__extension__`,
// `__real__` and `__imag__` are GNU unary operators.
unaryExpression
    : postfixExpression
    | unaryOperator castExpression
    | 'sizeof' unaryExpression
    | 'sizeof' '(' typeId ')'
    | sizeofPack
    | alignofKeyword '(' typeId ')'
    | alignofKeyword unaryExpression
    | 'noexcept' '(' expression ')'
    | 'co_await' castExpression
    | newExpression
    | deleteExpression
    | '&&' identifier
    | ('__extension__' | '__real' | '__real__' | '__imag' | '__imag__') castExpression
    ;

sizeofPack
    : 'sizeof' '...' '(' identifier ')'
    ;

unaryOperator
    : '++' | '--' | '*' | '&' | '+' | '-' | '!' | '~'
    ;

alignofKeyword
    : 'alignof'
    | '__alignof'
    | '__alignof__'
    ;

// [expr.new]
newExpression
    : newKeyword newTypeId newInitializer?
    | newKeyword newPlacement newTypeId newInitializer?
    | newKeyword '(' typeId ')' newInitializer?
    | newKeyword newPlacement '(' typeId ')' newInitializer?
    ;

newKeyword
    : 'new'
    | '::' 'new'
    ;

newPlacement
    : '(' expressionList ')'
    ;

// The type of a new-expression names its last part with a symbol of its own: an
// operator may follow it (`new T < x` compares), which must not make `<` after a
// type name anywhere else a comparison to the parser.
newTypeId
    : cvQualifier* newTypePart newDeclarator?
    ;

// No class or enum specifier (`new struct S` names the class with the new-expression's
// own last part): their names, too, would be followed by operators.
newTypePart
    : newKeywordType+ ptrQualifier*
    | '::'? nestedPrefix* newTypeName cvQualifier*
    | 'typename' '::'? nestedPrefix+ newTypeName cvQualifier*
    | classKeyAndAttributes '::'? nestedPrefix* newTypeName cvQualifier*
    | enumKeyAndAttributes '::'? nestedPrefix* newTypeName cvQualifier*
    ;

newKeywordType
    : fundamentalType
    | placeholderType
    | decltypeSpecifier
    | typeofSpecifier
    | typeTrait
    ;

newTypeName
    : identifier templateArguments?
    ;

newDeclarator
    : pointerList noptrNewDeclarator?
    | noptrNewDeclarator
    ;

noptrNewDeclarator
    : ('[' expression? ']' attributeSpecifier*)+
    ;

newInitializer
    : '(' expressionList? ')'
    | bracedInitList
    ;

// [expr.delete]
deleteExpression
    : deleteKeyword castExpression
    | deleteKeyword '[' ']' castExpression
    ;

deleteKeyword
    : 'delete'
    | '::' 'delete'
    ;

// [expr.post]
postfixExpression
    : primaryExpression postfixSuffix*
    ;

postfixSuffix
    : '[' ']'
    | '[' expressionList ']'
    | '(' ')'
    | '(' expressionList ')'
    | memberAccess idExpression
    | memberAccess 'template' idExpression
    | memberAccess pseudoDestructorName '(' ')'
    | memberAccess templateDestructorName '(' ')'
    | '++'
    | '--'
    ;

memberAccess
    : '.'
    | '->'
    ;

// `p->~T()`, `p->A::~A()`, `x.~decltype(x)()`: called, so never followed by an
// operator. Called without an object (`X::~X();`, [expr.prim.id.dtor]) it is a
// primary expression: `~x()` then reads both as that and as `~` applied to `x()`.
// g++ also takes `p->~auto()`.
pseudoDestructorName
    : '::'? nestedPrefix* '~' simpleTemplateName
    | '~' decltypeSpecifier
    | '~' 'auto'
    ;

// `p->template A<int>::~A<int>()`: `template` before the steps, as before any member's
// name.
templateDestructorName
    : 'template' pseudoDestructorName
    ;

// [expr.prim]; explicit type conversions in functional notation ([expr.type.conv])
// for keyword types and `typename` names; a name followed by a braced list is one
// too (`T{1, 2}`). GNU: statement expressions `({ ... })` and compound literals
// `(T){1, 2}` (x86's intrinsics headers return them).
primaryExpression
    : literal
    | 'this'
    | '(' expression ')'
    | idExpression
    | idExpression bracedInitList
    | lambdaExpression
    | foldExpression
    | requiresExpression
    | '(' compoundStatement ')'
    | '(' typeId ')' bracedInitList
    | simpleTypeKeyword '(' expressionList? ')'
    | simpleTypeKeyword bracedInitList
    | 'typename' typenameName '(' expressionList? ')'
    | 'typename' typenameName bracedInitList
    | decltypeSpecifier
    | decltypeSpecifier '(' expressionList? ')'
    | decltypeSpecifier bracedInitList
    | 'auto' '(' expression ')'
    | 'auto' bracedInitList
    | castKeyword '<' typeId closeAngle '(' expression ')'
    | 'typeid' '(' expression ')'
    | 'typeid' '(' typeId ')'
    | builtinCall
    | pseudoDestructorName '(' ')'
    ;

simpleTypeKeyword
    : 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'bool' | 'short'
    | 'int' | 'long' | 'signed' | 'unsigned' | 'float' | 'double' | 'void'
    | '__int128' | '__float128'
    ;

castKeyword
    : 'static_cast'
    | 'dynamic_cast'
    | 'const_cast'
    | 'reinterpret_cast'
    ;

// g++'s built-ins whose arguments are types.
builtinCall
    : (ExpressionTrait | ExpressionTraitContextual) '(' typeIdList? ')'
    | '__builtin_offsetof' '(' typeId ',' offsetofDesignator ')'
    | '__builtin_va_arg' '(' assignmentExpression ',' typeId ')'
    | '__builtin_bit_cast' '(' typeId ',' assignmentExpression ')'
    | '__builtin_convertvector' '(' assignmentExpression ',' typeId ')'
    | '__builtin_has_attribute' '(' (typeId | assignmentExpression) ',' attribute ')'
    ;

// GCC's offsetof-member-designator (`a.b[i]`); g++ reads it as a postfix expression
// of names, so a qualified name (`A::i`) and `->` (`sa->f`) pass too.
offsetofDesignator
    : idExpression (memberAccess idExpression | '[' expression ']')*
    ;

// [expr.prim.fold]
foldExpression
    : '(' castExpression foldOperator '...' ')'
    | '(' castExpression foldOperator '...' foldOperator castExpression ')'
    | '(' '...' foldOperator castExpression ')'
    ;

foldOperator
    : binaryOperator
    | assignmentOperator
    | ','
    ;

// [expr.prim.lambda]; attributes after the introducer (or its template parameters)
// are C++23's.
lambdaExpression
    : lambdaIntroducer lambdaTemplateParameters? attributeSpecifier* lambdaDeclarator? compoundStatement
    ;

lambdaIntroducer
    : '[' ']'
    | '[' lambdaCapture ']'
    ;

lambdaCapture
    : capture (',' capture)*
    ;

// `&`, `=`, `x`, `&x`, `x = e`, `&x = e`, `...xs`, `this`, `*this`; g++ also takes
// an init-capture pack written `...&x = e` (with a pedantic warning; [expr.prim.lambda]
// spells it `&...x = e`).
capture
    : '&'
    | '='
    | '&'? '...'? identifier '...'? initializer?
    | '&'? '...'? identifier '(' expressionList? ')'
    | '...' '&' identifier initializer
    | 'this'
    | '*' 'this'
    ;

lambdaTemplateParameters
    : '<' templateParameterList closeAngle requiresClause?
    ;

lambdaDeclarator
    : '(' parameterDeclarationClause? ')' lambdaSpecifier* exceptionSpecification? attributeSpecifier* lambdaReturnType? requiresClause?
    | lambdaSpecifier+ exceptionSpecification? attributeSpecifier* lambdaReturnType?
    | exceptionSpecification attributeSpecifier* lambdaReturnType?
    | lambdaReturnType
    ;

// GNU attributes may follow the trailing return type (`[]() -> int
// __attribute__((warn_unused_result)) { ... }`), as they follow a function's.
lambdaReturnType
    : trailingReturnType gnuAttributeSpecifier*
    ;

lambdaSpecifier
    : 'mutable'
    | 'constexpr'
    | 'consteval'
    | 'static'
    ;

// [lex.literal]
literal
    : IntegerLiteral
    | FloatingLiteral
    | CharacterLiteral
    | stringLiteral
    | 'true'
    | 'false'
    | 'nullptr'
    | '__null'
    ;

// Adjacent string literals are concatenated (translation phase 6).
stringLiteral
    : StringLiteral+
    ;

// ====================================================================
// [dcl.attr] attributes, GNU attributes, alignas
// ====================================================================

attributeSpecifier
    : standardAttributeSpecifier
    | gnuAttributeSpecifier
    | alignasSpecifier
    ;

// `[[` is one token: [dcl.attr.grammar]/7 allows two `[` in a row only there.
// `]]` stays two tokens (`a[b[i]]`).
standardAttributeSpecifier
    : '[[' attributeList ']' ']'
    | '[[' 'using' attributeWord ':' attributeList ']' ']'
    ;

gnuAttributeSpecifier
    : ('__attribute__' | '__attribute') '(' '(' attributeList ')' ')'
    ;

alignasSpecifier
    : 'alignas' '(' (typeId | constantExpression) '...'? ')'
    ;

// Empty entries are allowed: `[[]]`, `__attribute__(())`, `((a,,b))`.
attributeList
    : attribute? (',' attribute?)*
    ;

attribute
    : attributeWord ('::' attributeWord)? ('(' balancedToken* ')')? '...'?
    ;

// Attribute names may be keywords (`[[gnu::const]]`, `__attribute__((const))`) and,
// in `[[ ]]`, alternative tokens ([dcl.attr.grammar]: `[[and, bitor::xor_eq]]`; the
// token source leaves them their own kind there).
attributeWord
    : identifier
    | keyword
    | alternativeTokenWord
    ;

alternativeTokenWord
    : 'and' | 'and_eq' | 'bitand' | 'bitor' | 'compl' | 'not' | 'not_eq' | 'or' | 'or_eq'
    | 'xor' | 'xor_eq'
    ;

keyword
    : 'alignas' | 'alignof' | 'asm' | 'auto' | 'bool' | 'break' | 'case' | 'catch'
    | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'class' | 'concept' | 'const'
    | 'consteval' | 'constexpr' | 'constinit' | 'const_cast' | 'continue' | 'co_await'
    | 'co_return' | 'co_yield' | 'decltype' | 'default' | 'delete' | 'do' | 'double'
    | 'dynamic_cast' | 'else' | 'enum' | 'explicit' | 'export' | 'extern' | 'false'
    | 'float' | 'for' | 'friend' | 'goto' | 'if' | 'inline' | 'int' | 'long'
    | 'mutable' | 'namespace' | 'new' | 'noexcept' | 'nullptr' | 'operator'
    | 'private' | 'protected' | 'public' | 'register' | 'reinterpret_cast'
    | 'requires' | 'return' | 'short' | 'signed' | 'sizeof' | 'static'
    | 'static_assert' | 'static_cast' | 'struct' | 'switch' | 'template' | 'this'
    | 'thread_local' | 'throw' | 'true' | 'try' | 'typedef' | 'typeid' | 'typename'
    | 'union' | 'unsigned' | 'using' | 'virtual' | 'void' | 'volatile' | 'wchar_t'
    | 'while' | '__const' | '__const__' | '__volatile' | '__volatile__'
    | '__inline' | '__inline__' | '__restrict' | '__restrict__' | '__signed'
    | '__signed__' | '__thread' | '__extension__' | '__typeof' | '__typeof__'
    | 'typeof' | '__decltype' | '__alignof' | '__alignof__' | '__asm' | '__asm__'
    | '__attribute' | '__attribute__' | '__complex' | '__complex__' | '_Complex'
    | '__real' | '__real__' | '__imag' | '__imag__' | '__int128' | '__label__'
    | '__null' | '__constinit' | '__final'
    ;

// The arguments of an attribute: any tokens with balanced brackets. This rule comes
// after every other parser rule because `~(...)` means "every token defined so far"
// to the generator.
balancedToken
    : '(' balancedToken* ')'
    | '[' balancedToken* ']'
    | '[[' balancedToken* ']' ']'
    | '{' balancedToken* '}'
    | ~('(' | ')' | '[' | ']' | '[[' | '{' | '}')
    ;

// ====================================================================
// [lex] lexical conventions
// ====================================================================

// [lex.key] keywords, with g++'s alternative spellings.
ALIGNAS : 'alignas' ;
ALIGNOF : 'alignof' ;
ASM : 'asm' ;
AUTO : 'auto' ;
BOOL : 'bool' ;
BREAK : 'break' ;
CASE : 'case' ;
CATCH : 'catch' ;
CHAR : 'char' ;
CHAR8_T : 'char8_t' ;
CHAR16_T : 'char16_t' ;
CHAR32_T : 'char32_t' ;
CLASS : 'class' ;
CONCEPT : 'concept' ;
CONST : 'const' ;
CONSTEVAL : 'consteval' ;
CONSTEXPR : 'constexpr' ;
CONSTINIT : 'constinit' ;
CONST_CAST : 'const_cast' ;
CONTINUE : 'continue' ;
CO_AWAIT : 'co_await' ;
CO_RETURN : 'co_return' ;
CO_YIELD : 'co_yield' ;
DECLTYPE : 'decltype' ;
DEFAULT : 'default' ;
DELETE : 'delete' ;
DO : 'do' ;
DOUBLE : 'double' ;
DYNAMIC_CAST : 'dynamic_cast' ;
ELSE : 'else' ;
ENUM : 'enum' ;
EXPLICIT : 'explicit' ;
EXPORT : 'export' ;
EXTERN : 'extern' ;
FALSE : 'false' ;
FLOAT : 'float' ;
FOR : 'for' ;
FRIEND : 'friend' ;
GOTO : 'goto' ;
IF : 'if' ;
INLINE : 'inline' ;
INT : 'int' ;
LONG : 'long' ;
MUTABLE : 'mutable' ;
NAMESPACE : 'namespace' ;
NEW : 'new' ;
NOEXCEPT : 'noexcept' ;
NULLPTR : 'nullptr' ;
OPERATOR : 'operator' ;
PRIVATE : 'private' ;
PROTECTED : 'protected' ;
PUBLIC : 'public' ;
REGISTER : 'register' ;
REINTERPRET_CAST : 'reinterpret_cast' ;
REQUIRES : 'requires' ;
RETURN : 'return' ;
SHORT : 'short' ;
SIGNED : 'signed' ;
SIZEOF : 'sizeof' ;
STATIC : 'static' ;
STATIC_ASSERT : 'static_assert' ;
STATIC_CAST : 'static_cast' ;
STRUCT : 'struct' ;
SWITCH : 'switch' ;
TEMPLATE : 'template' ;
THIS : 'this' ;
THREAD_LOCAL : 'thread_local' ;
THROW : 'throw' ;
TRUE : 'true' ;
TRY : 'try' ;
TYPEDEF : 'typedef' ;
TYPEID : 'typeid' ;
TYPENAME : 'typename' ;
UNION : 'union' ;
UNSIGNED : 'unsigned' ;
USING : 'using' ;
VIRTUAL : 'virtual' ;
VOID : 'void' ;
VOLATILE : 'volatile' ;
WCHAR_T : 'wchar_t' ;
WHILE : 'while' ;

// [lex.name] Table 4: identifiers with a special meaning (also names, see
// `identifier`).
FINAL : 'final' ;
OVERRIDE : 'override' ;
IMPORT : 'import' ;
MODULE : 'module' ;

// GNU keywords.
GNU_ALIGNOF : '__alignof' ;
GNU_ALIGNOF2 : '__alignof__' ;
GNU_ASM : '__asm' ;
GNU_ASM2 : '__asm__' ;
GNU_ATTRIBUTE : '__attribute' ;
GNU_ATTRIBUTE2 : '__attribute__' ;
GNU_COMPLEX : '__complex' ;
GNU_COMPLEX2 : '__complex__' ;
GNU_COMPLEX3 : '_Complex' ;
GNU_CONST : '__const' ;
GNU_CONST2 : '__const__' ;
GNU_CONSTINIT : '__constinit' ;
GNU_DECLTYPE : '__decltype' ;
GNU_EXTENSION : '__extension__' ;
GNU_FINAL : '__final' ;
GNU_IMAG : '__imag' ;
GNU_IMAG2 : '__imag__' ;
GNU_INLINE : '__inline' ;
GNU_INLINE2 : '__inline__' ;
GNU_INT128 : '__int128' ;
GNU_LABEL : '__label__' ;
GNU_NULL : '__null' ;
GNU_REAL : '__real' ;
GNU_REAL2 : '__real__' ;
GNU_RESTRICT : '__restrict' ;
GNU_RESTRICT2 : '__restrict__' ;
GNU_SIGNED : '__signed' ;
GNU_SIGNED2 : '__signed__' ;
GNU_THREAD : '__thread' ;
GNU_TYPEOF : '__typeof' ;
GNU_TYPEOF2 : '__typeof__' ;
GNU_TYPEOF3 : 'typeof' ;
GNU_VOLATILE : '__volatile' ;
GNU_VOLATILE2 : '__volatile__' ;
GNU_FLOAT128 : '__float128' ;
GNU_FLOAT80 : '__float80' ;
GNU_IBM128 : '__ibm128' ;
GNU_BF16 : '__bf16' ;
GNU_FP16 : '__fp16' ;
FLOAT16 : '_Float16' ;
FLOAT32 : '_Float32' ;
FLOAT64 : '_Float64' ;
FLOAT128 : '_Float128' ;
FLOAT32X : '_Float32x' ;
FLOAT64X : '_Float64x' ;
BUILTIN_OFFSETOF : '__builtin_offsetof' ;
BUILTIN_VA_ARG : '__builtin_va_arg' ;
BUILTIN_BIT_CAST : '__builtin_bit_cast' ;
BUILTIN_CONVERTVECTOR : '__builtin_convertvector' ;
BUILTIN_HAS_ATTRIBUTE : '__builtin_has_attribute' ;

// g++ 12's type traits, reserved words that take types: those that yield a value ...
ExpressionTrait
    : '__has_nothrow_assign' | '__has_nothrow_constructor' | '__has_nothrow_copy'
    | '__has_trivial_assign' | '__has_trivial_constructor' | '__has_trivial_copy'
    | '__has_trivial_destructor' | '__has_unique_object_representations'
    | '__has_virtual_destructor' | '__is_abstract' | '__is_aggregate' | '__is_assignable'
    | '__is_base_of' | '__is_class' | '__is_constructible' | '__is_empty' | '__is_enum'
    | '__is_final' | '__is_layout_compatible' | '__is_literal_type'
    | '__is_nothrow_assignable' | '__is_nothrow_constructible' | '__is_pod'
    | '__is_pointer_interconvertible_base_of' | '__is_polymorphic' | '__is_same'
    | '__is_same_as' | '__is_standard_layout' | '__is_trivial'
    | '__is_trivially_assignable' | '__is_trivially_constructible'
    | '__is_trivially_copyable' | '__is_union'
    | '__builtin_is_corresponding_member' | '__builtin_is_pointer_interconvertible_with_class'
    ;

// ... and those that yield a type.
TypeTrait
    : '__underlying_type' | '__bases' | '__direct_bases'
    ;

// Traits of later g++ releases (13, 14), whose names libstdc++ 12 still uses for its
// own templates (`std::__is_pointer`): tokens that `identifier` also accepts.
ExpressionTraitContextual
    : '__is_array' | '__is_bounded_array' | '__is_unbounded_array' | '__is_function'
    | '__is_member_pointer' | '__is_member_function_pointer'
    | '__is_member_object_pointer' | '__is_object' | '__is_reference' | '__is_pointer'
    | '__is_scalar' | '__is_arithmetic' | '__is_fundamental' | '__is_const'
    | '__is_volatile' | '__is_signed' | '__is_unsigned' | '__is_integral'
    | '__is_floating_point' | '__is_void' | '__is_compound' | '__is_convertible'
    | '__is_nothrow_convertible' | '__is_scoped_enum' | '__is_destructible'
    | '__is_nothrow_destructible' | '__is_trivially_destructible' | '__is_invocable'
    | '__is_nothrow_invocable' | '__reference_constructs_from_temporary'
    | '__reference_converts_from_temporary' | '__array_rank' | '__is_referenceable'
    ;

TypeTraitContextual
    : '__remove_cv' | '__remove_const' | '__remove_volatile' | '__remove_reference'
    | '__remove_cvref' | '__remove_pointer' | '__add_pointer' | '__add_lvalue_reference'
    | '__add_rvalue_reference' | '__decay' | '__remove_all_extents' | '__remove_extent'
    | '__type_pack_element'
    ;

// [lex.operators] and punctuators; `>>`, `>>=` are made of `>` and `>=` (header).
LBRACE : '{' ;
RBRACE : '}' ;
LBRACK : '[' ;
ATTR_OPEN : '[[' ;
RBRACK : ']' ;
LPAREN : '(' ;
RPAREN : ')' ;
SEMI : ';' ;
COLON : ':' ;
SCOPE : '::' ;
ELLIPSIS : '...' ;
QUESTION : '?' ;
DOT : '.' ;
DOT_STAR : '.*' ;
ARROW : '->' ;
ARROW_STAR : '->*' ;
TILDE : '~' ;
NOT : '!' ;
PLUS : '+' ;
MINUS : '-' ;
STAR : '*' ;
DIV : '/' ;
MOD : '%' ;
CARET : '^' ;
AMP : '&' ;
PIPE : '|' ;
ASSIGN : '=' ;
PLUS_ASSIGN : '+=' ;
MINUS_ASSIGN : '-=' ;
STAR_ASSIGN : '*=' ;
DIV_ASSIGN : '/=' ;
MOD_ASSIGN : '%=' ;
XOR_ASSIGN : '^=' ;
AND_ASSIGN : '&=' ;
OR_ASSIGN : '|=' ;
EQUAL : '==' ;
NOT_EQUAL : '!=' ;
LT : '<' ;
GT : '>' ;
LE : '<=' ;
GE : '>=' ;
SPACESHIP : '<=>' ;
AND_AND : '&&' ;
OR_OR : '||' ;
SHL : '<<' ;
SHL_ASSIGN : '<<=' ;
PLUS_PLUS : '++' ;
MINUS_MINUS : '--' ;
COMMA : ',' ;

// [lex.digraph] digraphs and the alternative tokens; the token source reads each as
// the token it stands for.
DIGRAPH_LBRACE : '<%' ;
DIGRAPH_RBRACE : '%>' ;
DIGRAPH_LBRACK : '<:' ;
DIGRAPH_RBRACK : ':>' ;
ALT_AND : 'and' ;
ALT_AND_EQ : 'and_eq' ;
ALT_BITAND : 'bitand' ;
ALT_BITOR : 'bitor' ;
ALT_COMPL : 'compl' ;
ALT_NOT : 'not' ;
ALT_NOT_EQ : 'not_eq' ;
ALT_OR : 'or' ;
ALT_OR_EQ : 'or_eq' ;
ALT_XOR : 'xor' ;
ALT_XOR_EQ : 'xor_eq' ;
// `<::` not followed by `:` or `>` is `<` then `::` ([lex.pptoken]/3); the token
// source splits it.
LT_SCOPE : '<::' ;

// [lex.icon] integer literals: decimal, octal, hexadecimal and binary, digit
// separators, the suffixes u, l, ll, z in any legal order (and g++'s i/j), or a
// user-defined suffix ([lex.ext]); a suffix is any identifier, which also covers
// the standard ones.
IntegerLiteral
    : (DecimalDigits | '0' [xX] HexDigits | '0' [bB] BinaryDigits) UdSuffix?
    ;

fragment DecimalDigits
    : [0-9] ('\''? [0-9])*
    ;

fragment HexDigits
    : HexDigit ('\''? HexDigit)*
    ;

fragment BinaryDigits
    : [01] ('\''? [01])*
    ;

fragment HexDigit
    : [0-9a-fA-F]
    ;

// An identifier after a literal: a standard suffix (`ul`, `f`, `f16`, `bf16`) or a
// user-defined one (`_km`, `s`, `sv`, `i`).
fragment UdSuffix
    : [a-zA-Z_] [a-zA-Z_0-9]*
    ;

// [lex.fcon] floating literals, decimal and hexadecimal.
FloatingLiteral
    : (DecimalFloating | HexFloating) UdSuffix?
    ;

fragment DecimalFloating
    : DecimalDigits? '.' DecimalDigits Exponent?
    | DecimalDigits '.' Exponent?
    | DecimalDigits Exponent
    ;

fragment Exponent
    : [eE] [+-]? DecimalDigits
    ;

fragment HexFloating
    : '0' [xX] (HexDigits? '.' HexDigits | HexDigits '.'?) [pP] [+-]? DecimalDigits
    ;

// [lex.ccon] character literals (multicharacter ones included) with a user-defined
// suffix.
CharacterLiteral
    : EncodingPrefix? '\'' CChar+ '\'' UdSuffix?
    ;

fragment EncodingPrefix
    : 'u8'
    | 'u'
    | 'U'
    | 'L'
    ;

fragment CChar
    : ~['\\\r\n]
    | EscapeSequence
    ;

// [lex.ccon] escapes: simple, octal (also `\o{...}`), hexadecimal (also `\x{...}`),
// universal character names (also `\u{...}`, `\N{NAME}`), and g++'s `\e`, and any
// other escaped character (a warning in g++); a backslash-newline is a line splice.
fragment EscapeSequence
    : '\\' ['"?\\abfnrtveE]
    | '\\' [0-7] [0-7]? [0-7]?
    | '\\o{' [0-7]+ '}'
    | '\\x' HexDigit+
    | '\\x{' HexDigit+ '}'
    | '\\u' HexDigit HexDigit HexDigit HexDigit
    | '\\U' HexDigit HexDigit HexDigit HexDigit HexDigit HexDigit HexDigit HexDigit
    | '\\u{' HexDigit+ '}'
    | '\\N{' ~[}\r\n]+ '}'
    | '\\' ~[\r\n0-7xuUNo]
    | '\\' '\r'? '\n'
    ;

// [lex.string] ordinary and raw string literals, with a user-defined suffix. A raw
// string ends at the first `)` followed by its delimiter and `"`; the lexer ends it
// at the first `)` followed by delimiter characters and `"` (see grammars/README.md).
StringLiteral
    : EncodingPrefix? '"' SChar* '"' UdSuffix?
    | EncodingPrefix? 'R"' DChar* '(' .*? ')' DChar* '"' UdSuffix?
    ;

fragment SChar
    : ~["\\\r\n]
    | EscapeSequence
    ;

fragment DChar
    : ~[ ()\\\t\u000B\f\r\n"]
    ;

// [lex.name] identifiers; `$` (g++), universal character names and any non-ASCII
// character.
Identifier
    : IdentifierStart (IdentifierStart | [0-9])*
    ;

fragment IdentifierStart
    : [a-zA-Z_$]
    | '\\u' HexDigit HexDigit HexDigit HexDigit
    | '\\U' HexDigit HexDigit HexDigit HexDigit HexDigit HexDigit HexDigit HexDigit
    | ~[\u0000-\u007F]
    ;

// A preprocessor line (`# 1 "x.cc"`, `#pragma`, or an unpreprocessed `#include`):
// '#' to the end of the line with continuations, comments and strings as units, on
// channel 2, as in c.g4. `%:` is the digraph of `#`.
Directive
    : ('#' | '%:') DirectiveElement* '/'? -> channel(2)
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
