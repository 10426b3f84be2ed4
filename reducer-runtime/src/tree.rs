//! The parse tree: a compact arena of nodes whose child lists live in one shared vector.
//!
//! A node is a PNF symbol occurrence: a token (a leaf pointing at its token index) or a
//! rule node (`Regular` with the alternative it used, or a flat `*`/`+` list whose
//! children are its elements, or an `?` node with zero or one child).
//!
//! Layout: a node is 16 bytes; a node with children points at its block in `children`,
//! the child count followed by the children's ids, and a node without children (a token,
//! an empty list or optional) at the shared empty block at index 0, so the tree holds no
//! count for the nodes without children (two nodes in five of a C parse).
//!
//! Editing: child lists are rewritable. [`Tree::set_children`] gives a node a new child
//! list (in place when it is not longer than the old one, otherwise appended at the end of
//! `children`, leaving the old block unused); [`Tree::push_node`] adds nodes (e.g. a
//! replacement built elsewhere). Nothing is ever cloned or freed during reduction; a
//! node that no longer appears under the root is simply unreachable. After edits, the
//! `first_token`/`token_count` of ancestors describe the original parse; walk
//! [`Tree::leaves`] for the current token sequence. All walks are iterative, so trees of
//! any depth are safe to traverse and drop.

/// Index of a node in [`Tree::nodes`].
pub type NodeId = u32;

/// One node (16 bytes).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    /// PNF symbol id (token kind for leaves).
    pub kind: u16,
    /// Alternative index for `Regular` rules; `u16::MAX` for the start symbol's ε
    /// alternative (form (v)); 0 for tokens, lists and optionals.
    pub alt: u16,
    /// Offset in [`Tree::children`] of the node's block (its child count, then the
    /// children); 0, the empty block, for a node without children.
    pub first_child: u32,
    /// Index of the first token covered (for a leaf: its own token).
    pub first_token: u32,
    /// Number of tokens covered (1 for a leaf).
    pub token_count: u32,
}

/// A parse tree stored in arenas.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    /// Child blocks: a count, then that many node ids. Index 0 is the empty block (a
    /// tree with no `children` at all reads as one).
    pub children: Vec<NodeId>,
    pub root: NodeId,
    /// Kinds below this are tokens.
    pub num_tokens: u16,
}

impl Tree {
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id as usize]
    }

    /// True when `id` is a token leaf.
    pub fn is_token(&self, id: NodeId) -> bool {
        self.nodes[id as usize].kind < self.num_tokens
    }

    /// The children of `id`, in order.
    #[inline]
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        let at = self.nodes[id as usize].first_child as usize;
        match self.children.get(at) {
            Some(&count) => &self.children[at + 1..at + 1 + count as usize],
            None => &[],
        }
    }

    /// Adds a node (its child block must already be in `children`, or be the empty one).
    pub fn push_node(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        (self.nodes.len() - 1) as NodeId
    }

    /// Replaces the child list of `id`.
    pub fn set_children(&mut self, id: NodeId, kids: &[NodeId]) {
        if kids.is_empty() {
            self.nodes[id as usize].first_child = 0;
            return;
        }
        if self.children.is_empty() {
            self.children.push(0);
        }
        let at = self.nodes[id as usize].first_child as usize;
        let first = if at != 0 && kids.len() <= self.children[at] as usize {
            at
        } else {
            let f = self.children.len();
            self.children.resize(f + 1 + kids.len(), 0);
            f
        };
        self.children[first] = kids.len() as u32;
        self.children[first + 1..first + 1 + kids.len()].copy_from_slice(kids);
        self.nodes[id as usize].first_child = first as u32;
    }

    /// Replaces child number `index` of `parent` by `new`.
    pub fn replace_child(&mut self, parent: NodeId, index: usize, new: NodeId) {
        let count = self.children(parent).len();
        assert!(index < count, "child index out of range");
        let at = self.nodes[parent as usize].first_child as usize;
        self.children[at + 1 + index] = new;
    }

    /// Nodes under `from` (inclusive) in preorder, without recursion.
    pub fn preorder(&self, from: NodeId) -> Preorder<'_> {
        Preorder { tree: self, stack: vec![from] }
    }

    /// Token indices of the leaves under `from`, left to right.
    pub fn leaves(&self, from: NodeId) -> Vec<u32> {
        self.preorder(from).filter(|&id| self.is_token(id)).map(|id| self.nodes[id as usize].first_token).collect()
    }

    /// Depth of the deepest node (the root has depth 1).
    pub fn depth(&self) -> usize {
        let mut max = 0;
        let mut stack = vec![(self.root, 1usize)];
        while let Some((id, d)) = stack.pop() {
            max = max.max(d);
            for &c in self.children(id) {
                stack.push((c, d + 1));
            }
        }
        max
    }

    /// S-expression rendering with a name for each kind, for tests and debugging;
    /// `alt` is shown for rule nodes as `name#alt`.
    pub fn to_sexpr(&self, name: &dyn Fn(u16) -> String) -> String {
        enum Step {
            Open(NodeId),
            Close,
        }
        let mut out = String::new();
        let mut stack = vec![Step::Open(self.root)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Close => out.push(')'),
                Step::Open(id) => {
                    if !out.is_empty() && !out.ends_with('(') {
                        out.push(' ');
                    }
                    let n = self.nodes[id as usize];
                    if self.is_token(id) {
                        out.push_str(&name(n.kind));
                        continue;
                    }
                    out.push('(');
                    out.push_str(&name(n.kind));
                    if n.alt != 0 {
                        out.push_str(&format!("#{}", n.alt as i32 - if n.alt == u16::MAX { 65536 } else { 0 }));
                    }
                    stack.push(Step::Close);
                    for &c in self.children(id).iter().rev() {
                        stack.push(Step::Open(c));
                    }
                }
            }
        }
        out
    }
}

/// Preorder iterator (explicit stack).
pub struct Preorder<'a> {
    tree: &'a Tree,
    stack: Vec<NodeId>,
}

impl Iterator for Preorder<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let id = self.stack.pop()?;
        self.stack.extend(self.tree.children(id).iter().rev());
        Some(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(3 0 (4 1 2))` over tokens 0..3 where kinds 0..3 are tokens.
    fn sample() -> Tree {
        let leaf = |i: u32| Node { kind: i as u16, alt: 0, first_child: 0, first_token: i, token_count: 1 };
        let mut t = Tree { num_tokens: 3, ..Tree::default() };
        let a = t.push_node(leaf(0));
        let b = t.push_node(leaf(1));
        let c = t.push_node(leaf(2));
        let inner = t.push_node(Node { kind: 4, alt: 1, first_child: 0, first_token: 1, token_count: 2 });
        t.set_children(inner, &[b, c]);
        let root = t.push_node(Node { kind: 3, alt: 0, first_child: 0, first_token: 0, token_count: 3 });
        t.set_children(root, &[a, inner]);
        t.root = root;
        t
    }

    #[test]
    fn walks_and_edits() {
        let mut t = sample();
        let name = |k: u16| k.to_string();
        assert_eq!(t.to_sexpr(&name), "(3 0 (4#1 1 2))");
        assert_eq!(t.leaves(t.root), vec![0, 1, 2]);
        assert_eq!(t.preorder(t.root).collect::<Vec<_>>(), vec![4, 0, 3, 1, 2]);
        assert_eq!(t.depth(), 3);
        // Delete the middle token from the inner node: in place, no new slice.
        let len = t.children.len();
        t.set_children(3, &[2]);
        assert_eq!(t.children.len(), len);
        assert_eq!(t.leaves(t.root), vec![0, 2]);
        // Replace the inner node by its remaining child.
        t.replace_child(t.root, 1, 2);
        assert_eq!(t.to_sexpr(&name), "(3 0 2)");
        // Growing a child list appends a new block.
        t.set_children(t.root, &[0, 1, 2]);
        assert_eq!(t.children.len(), len + 4);
        assert_eq!(t.leaves(t.root), vec![0, 1, 2]);
    }

    #[test]
    fn deep_trees_walk_and_drop_without_recursion() {
        let n = 200_000u32;
        let handle = std::thread::Builder::new()
            .stack_size(128 * 1024)
            .spawn(move || {
                let mut t = Tree { num_tokens: 1, ..Tree::default() };
                let mut prev = t.push_node(Node { kind: 0, alt: 0, first_child: 0, first_token: 0, token_count: 1 });
                for _ in 0..n {
                    let id = t.push_node(Node { kind: 1, alt: 0, first_child: 0, first_token: 0, token_count: 1 });
                    t.set_children(id, &[prev]);
                    prev = id;
                }
                t.root = prev;
                assert_eq!(t.depth(), n as usize + 1);
                assert_eq!(t.leaves(t.root), vec![0]);
                assert_eq!(t.to_sexpr(&|k| k.to_string()).len(), 2 * n as usize + 1 + n as usize * 2);
                drop(t);
            })
            .unwrap();
        handle.join().unwrap();
    }
}
