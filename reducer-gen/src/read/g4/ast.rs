//! The raw parse tree the lalrpop meta-parser builds.
//!
//! Parser and lexer rules share one shape here, as in ANTLR's own grammar; the
//! lowering pass ([`super::lower`]) decides by the rule name which it is, decodes
//! literals and sets, and reports misplaced constructs.

/// A byte range `start..end` in the grammar text.
pub type Pos = (usize, usize);

/// A name and where it was written.
#[derive(Clone, Debug)]
pub struct Name {
    pub text: String,
    pub pos: Pos,
}

/// The value of an option: a name, number or action as written, or a string literal.
#[derive(Clone, Debug)]
pub enum OptValue {
    Text(String),
    /// The raw text between the quotes (decoded by lowering).
    Str(String, Pos),
}

/// One top-level item of a grammar file.
#[derive(Clone, Debug)]
pub enum Item {
    Options(Vec<(Name, OptValue)>),
    Tokens(Vec<Name>),
    Channels(Vec<Name>),
    /// `import A, L = B;`: the names of the imported grammars.
    Import(Vec<Name>),
    /// `@scope::name {...}`; the name is `scope::name`.
    NamedAction(Name, Pos),
    Rule(Rule),
    Mode(Name),
    /// A syntax error was recovered from here.
    Error,
}

/// The whole file.
#[derive(Clone, Debug)]
pub struct File {
    /// `None` for `grammar X;`, `Some(true)` for `lexer grammar`, `Some(false)` for parser.
    pub lexer: Option<bool>,
    pub name: Name,
    pub items: Vec<Item>,
}

/// A rule of either kind.
#[derive(Clone, Debug)]
pub struct Rule {
    pub fragment: bool,
    pub name: Name,
    pub alts: Vec<Alt>,
    /// `options { ... }` of the rule.
    pub options: Vec<(Name, OptValue)>,
    /// Where the rule declares arguments, return values or locals (read, ignored).
    pub extras: Vec<Pos>,
    pub pos: Pos,
}

/// One alternative with its `<...>` options, `# Label` and `-> commands`.
#[derive(Clone, Debug)]
pub struct Alt {
    pub options: Vec<(Name, Option<String>)>,
    pub elems: Vec<Elem>,
    pub label: Option<Name>,
    pub commands: Vec<Command>,
    pub pos: Pos,
}

/// A lexer command `name` or `name(arg)`.
#[derive(Clone, Debug)]
pub struct Command {
    pub name: Name,
    pub arg: Option<Name>,
    pub pos: Pos,
}

/// One element of an alternative.
#[derive(Clone, Debug)]
pub enum Elem {
    /// A name (rule or token reference); `EOF` included.
    Ref(Name),
    /// A string literal: the raw text between the quotes.
    Str(String, Pos),
    /// `'a'..'z'`.
    Range(Box<(Elem, Elem)>, Pos),
    /// `[...]` in a lexer rule: the raw text between the brackets.
    Set(String, Pos),
    /// `.`
    Dot(Pos),
    /// `~x`
    Not(Box<Elem>, Pos),
    /// `( alts )`
    Group(Vec<Alt>, Pos),
    /// `e?`, `e*`, `e+`; `greedy` is false for `e??`, `e*?`, `e+?`.
    Quant { elem: Box<Elem>, op: char, greedy: bool, pos: Pos },
    /// `x=e` / `x+=e`.
    Labeled { label: Name, additive: bool, elem: Box<Elem>, pos: Pos },
    /// `{...}` / `{...}?`
    Action { code: String, predicate: bool, pos: Pos },
}

impl Elem {
    /// The byte range of the element.
    pub fn pos(&self) -> Pos {
        match self {
            Elem::Ref(n) => n.pos,
            Elem::Str(_, p)
            | Elem::Range(_, p)
            | Elem::Set(_, p)
            | Elem::Dot(p)
            | Elem::Not(_, p)
            | Elem::Group(_, p)
            | Elem::Quant { pos: p, .. }
            | Elem::Labeled { pos: p, .. }
            | Elem::Action { pos: p, .. } => *p,
        }
    }
}
