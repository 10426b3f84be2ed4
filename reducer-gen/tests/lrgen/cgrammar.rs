//! A C-sized grammar (declarations, statements, the full expression hierarchy; typedef
//! names are plain identifiers, so `a * b ;` is ambiguous): table sizes and random
//! programs. Parse throughput is measured by the README's benchmark command.

use crate::lrgen_util as util;

use util::{check_tree, random_sentence, Rng, G};

const C_LIKE: &str = "
TU = Ext+
Ext = FuncDef | Decl
FuncDef = DeclSpecs Declarator CompoundStmt
Decl = DeclSpecs InitDeclList ';' | DeclSpecs ';'
DeclSpecs = DeclSpec+
DeclSpec = StorageClass | TypeSpec | TypeQual | 'inline'
StorageClass = 'typedef' | 'extern' | 'static' | 'auto' | 'register'
TypeSpec = 'void' | 'char' | 'short' | 'int' | 'long' | 'float' | 'double' | 'signed' | 'unsigned' | StructSpec | EnumSpec | 'id'
TypeQual = 'const' | 'volatile' | 'restrict'
StructSpec = StructOrUnion 'id' '{' StructDecls '}' | StructOrUnion '{' StructDecls '}' | StructOrUnion 'id'
StructOrUnion = 'struct' | 'union'
StructDecls = StructDecl+
StructDecl = SpecQuals StructDeclList ';'
SpecQuals = SpecQual+
SpecQual = TypeSpec | TypeQual
StructDeclList = StructDeclarator MoreStructDeclarators
MoreStructDeclarators = CommaStructDeclarator*
CommaStructDeclarator = ',' StructDeclarator
StructDeclarator = Declarator | Declarator ':' CondExpr | ':' CondExpr
EnumSpec = 'enum' 'id' '{' EnumList '}' | 'enum' '{' EnumList '}' | 'enum' 'id'
EnumList = Enumerator MoreEnums OptComma
MoreEnums = CommaEnum*
CommaEnum = ',' Enumerator
OptComma = ','?
Enumerator = 'id' | 'id' '=' CondExpr
InitDeclList = InitDecl MoreInitDecls
MoreInitDecls = CommaInitDecl*
CommaInitDecl = ',' InitDecl
InitDecl = Declarator | Declarator '=' Initializer
Declarator = Pointer DirectDecl | DirectDecl
Pointer = PtrPart+
PtrPart = '*' TypeQuals
TypeQuals = TypeQual*
DirectDecl = 'id' | '(' Declarator ')' | DirectDecl '[' OptAssign ']' | DirectDecl '(' ParamTypeList ')' | DirectDecl '(' ')'
OptAssign = AssignExpr?
ParamTypeList = ParamList | ParamList ',' '...'
ParamList = ParamDecl MoreParams
MoreParams = CommaParam*
CommaParam = ',' ParamDecl
ParamDecl = DeclSpecs Declarator | DeclSpecs AbsDeclarator | DeclSpecs
TypeName = SpecQuals | SpecQuals AbsDeclarator
AbsDeclarator = Pointer | Pointer DirectAbs | DirectAbs
DirectAbs = '(' AbsDeclarator ')' | '[' OptAssign ']' | DirectAbs '[' OptAssign ']' | '(' ')' | DirectAbs '(' ')' | '(' ParamTypeList ')'
Initializer = AssignExpr | '{' InitList OptComma '}'
InitList = InitItem MoreInits
MoreInits = CommaInit*
CommaInit = ',' InitItem
InitItem = Initializer | Designation Initializer
Designation = Designators '='
Designators = Designator+
Designator = '[' CondExpr ']' | '.' 'id'
Stmt = LabeledStmt | CompoundStmt | ExprStmt | SelStmt | IterStmt | JumpStmt
LabeledStmt = 'id' ':' Stmt | 'case' CondExpr ':' Stmt | 'default' ':' Stmt
CompoundStmt = '{' BlockItems '}'
BlockItems = BlockItem*
BlockItem = Decl | Stmt
ExprStmt = Expr ';' | ';'
SelStmt = 'if' '(' Expr ')' Stmt | 'if' '(' Expr ')' Stmt 'else' Stmt | 'switch' '(' Expr ')' Stmt
IterStmt = 'while' '(' Expr ')' Stmt | 'do' Stmt 'while' '(' Expr ')' ';' | 'for' '(' OptExpr ';' OptExpr ';' OptExpr ')' Stmt | 'for' '(' Decl OptExpr ';' OptExpr ')' Stmt
OptExpr = Expr?
JumpStmt = 'goto' 'id' ';' | 'continue' ';' | 'break' ';' | 'return' OptExpr ';'
Expr = AssignExpr MoreAssign
MoreAssign = CommaAssign*
CommaAssign = ',' AssignExpr
AssignExpr = CondExpr | UnaryExpr AssignOp AssignExpr
AssignOp = '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|='
CondExpr = LorExpr | LorExpr '?' Expr ':' CondExpr
LorExpr = LandExpr LorTail
LorTail = LorPart*
LorPart = '||' LandExpr
LandExpr = OrExpr LandTail
LandTail = LandPart*
LandPart = '&&' OrExpr
OrExpr = XorExpr OrTail
OrTail = OrPart*
OrPart = '|' XorExpr
XorExpr = AndExpr XorTail
XorTail = XorPart*
XorPart = '^' AndExpr
AndExpr = EqExpr AndTail
AndTail = AndPart*
AndPart = '&' EqExpr
EqExpr = RelExpr EqTail
EqTail = EqPart*
EqPart = EqOp RelExpr
EqOp = '==' | '!='
RelExpr = ShiftExpr RelTail
RelTail = RelPart*
RelPart = RelOp ShiftExpr
RelOp = '<' | '>' | '<=' | '>='
ShiftExpr = AddExpr ShiftTail
ShiftTail = ShiftPart*
ShiftPart = ShiftOp AddExpr
ShiftOp = '<<' | '>>'
AddExpr = MulExpr AddTail
AddTail = AddPart*
AddPart = AddOp MulExpr
AddOp = '+' | '-'
MulExpr = CastExpr MulTail
MulTail = MulPart*
MulPart = MulOp CastExpr
MulOp = '*' | '/' | '%'
CastExpr = UnaryExpr | '(' TypeName ')' CastExpr
UnaryExpr = PostfixExpr | '++' UnaryExpr | '--' UnaryExpr | UnaryOp CastExpr | 'sizeof' UnaryExpr | 'sizeof' '(' TypeName ')'
UnaryOp = '&' | '*' | '+' | '-' | '~' | '!'
PostfixExpr = Primary PostfixOps
PostfixOps = PostfixOp*
PostfixOp = '[' Expr ']' | '(' ')' | '(' ArgList ')' | '.' 'id' | '->' 'id' | '++' | '--'
ArgList = AssignExpr MoreAssign
Primary = 'id' | 'num' | 'str' | '(' Expr ')'
";

fn c_grammar() -> G {
    G::new(C_LIKE)
}

#[test]
fn c_sized_grammar_tables() {
    let g = c_grammar();
    let s = &g.tables.stats;
    eprintln!("C-like grammar: {} rules, {:?}", g.pnf.nonterminals().count(), s);
    assert!(s.states > 200);
    assert!(s.shift_reduce > 0, "typedef names as identifiers make the grammar ambiguous");
    let t = g.tree("id * id ;");
    assert!(t.contains("(Decl"), "{t}");
    let t = g.tree("int f ( ) { id * id ; a = b * c ; if ( x ) if ( y ) return ; else return 1 ; }");
    assert!(t.contains("(BlockItem (Decl"), "{t}");
    assert!(t.contains("(BlockItem#1 (Stmt#2 (ExprStmt"), "{t}");
}

#[test]
fn c_sized_grammar_random_programs() {
    let g = c_grammar();
    let mut rng = Rng(42);
    for i in 0..60 {
        let toks = random_sentence(&g.pnf, &mut rng, 4 + i % 6);
        let p = g.parse_kinds(&toks).unwrap_or_else(|e| panic!("rejected: {e}"));
        check_tree(&g.pnf, &p.tree, &toks);
    }
}
